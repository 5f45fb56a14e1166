package scenes

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"cubefall/assets"
)

// Limits on values that parse but cannot work. scenes/README.md lists
// each one with its reason; TestValueLimits tries each.

// MaxMagnitude bounds every number a scene gives a component: ±1,000,000.
// The world is float32, which holds about seven significant digits, so
// beyond a million units positions jitter from frame to frame, and
// products such as a squared distance overflow to infinity, which then
// spreads NaN through the physics.
const MaxMagnitude = 1e6

// MaxNameLen bounds the scene's name and every entity, spawner and text
// field, in characters: the HUD shows the name on one line, and logs and
// error messages quote names.
const MaxNameLen = 80

// MaxDescriptionLen bounds the scene's description, in characters: a few
// sentences, not a document.
const MaxDescriptionLen = 400

// span is the set of values a number or vector field can take for one
// way of writing it: lo = hi for a fixed value or a palette entry, and
// the bounds of a {"min", "max"} range otherwise. One value per axis.
type span struct{ lo, hi []float64 }

// fixedSpan is the span of one fixed value.
func fixedSpan(xs []float64) span { return span{lo: xs, hi: xs} }

// String shows a span for a message: 60, [1, -1, 1] or "from 0 to 200".
func (s span) String() string {
	if equal(s.lo, s.hi) {
		return formatAxes(s.lo)
	}
	return "a range from " + formatAxes(s.lo) + " to " + formatAxes(s.hi)
}

// formatAxes shows one number, or a vector as [x, y, z].
func formatAxes(xs []float64) string {
	if len(xs) == 1 {
		return formatNumber(xs[0])
	}
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = formatNumber(x)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// formatNumber shows a component's number the way the file would write
// it: the shortest text that gives the same float32, so a default of 0.1
// shows as 0.1, not as the float32's exact 0.10000000149011612; and a
// number a float32 does not hold (a float64 field's) with the digits of a
// float64, so that a value refused for lying just past a bound never
// shows as the bound.
func formatNumber(x float64) string {
	if float64(float32(x)) == x {
		return strconv.FormatFloat(x, 'g', -1, 32)
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// atLeast is the check "x is the bound or more" for a documented bound,
// such as 0.01, that a float32 cannot hold exactly: the bound is taken as
// the float32 nearest it, which is what the documented value written in a
// file becomes in a float32 field, so the bound itself is accepted.
func atLeast(bound float64) func(float64) bool {
	b := float64(float32(bound))
	return func(x float64) bool { return x >= b }
}

// equal reports whether two vectors are the same.
func equal(a, b []float64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}

// fieldRule is what every value of one field must satisfy.
type fieldRule struct {
	component, field string
	ok               func(span) bool
	must             string // completes "<field> must be ..."
	why              string // what goes wrong otherwise: the hint
}

// orderRule says that one field must stay below another of the same
// component, whatever values are drawn.
type orderRule struct {
	component, low, high string
	why                  string
}

// everyAxis returns a check that holds when p holds for both bounds of
// every axis, which covers every value a range can draw, because each
// condition used here is an interval.
func everyAxis(p func(float64) bool) func(span) bool {
	return func(s span) bool {
		for i := range s.lo {
			if !p(s.lo[i]) || !p(s.hi[i]) {
				return false
			}
		}
		return true
	}
}

// notZero holds when no value of the span is the zero vector (or so short
// that normalising it overflows): some axis stays clear of zero.
func notZero(s span) bool {
	const tiny = 1e-6
	for i := range s.lo {
		if s.lo[i] >= tiny || s.hi[i] <= -tiny {
			return true
		}
	}
	return false
}

// unitColour is the rule for a linear RGB colour.
func unitColour(component, field string) fieldRule {
	return fieldRule{component, field, everyAxis(func(x float64) bool { return x >= 0 && x <= 1 }),
		"from 0 to 1 on every axis (linear RGB)",
		"the renderer has no HDR: above 1 is clipped to white, below 0 removes light"}
}

// fieldRules are the limits on single fields of the default components.
func fieldRules() []fieldRule {
	return []fieldRule{
		{"Transform", "scale", everyAxis(func(x float64) bool { return x > 0 }), "greater than 0 on every axis",
			"a scale of 0 makes the mesh vanish and a negative one turns it inside out; turn with rotation instead"},
		{"Camera", "fovY", everyAxis(func(x float64) bool { return x > 0 && x < 180 }), "greater than 0 and less than 180 (degrees)",
			"a field of view of 0 or of 180 degrees or more shows nothing; 60 is usual"},
		{"Camera", "near", everyAxis(func(x float64) bool { return x > 0 }), "greater than 0",
			"the near plane must lie in front of the camera; 0.1 is usual"},
		{"FlyController", "speed", everyAxis(func(x float64) bool { return x >= 0 }), "0 or more (units per second)",
			"a negative speed flies backwards"},
		{"FlyController", "fastFactor", everyAxis(func(x float64) bool { return x >= 0 }), "0 or more",
			"a negative factor flies backwards while Shift is held"},
		{"FlyController", "sensitivity", everyAxis(func(x float64) bool { return x >= -1 && x <= 1 }), "from -1 to 1 (radians per pixel)",
			"beyond one radian per pixel the view spins out of control; a negative value inverts the mouse, 0.0025 is usual"},
		unitColour("Mesh", "color"),
		{"DirectionalLight", "direction", notZero, "a vector that is not zero",
			"the light comes from this direction, and [0, 0, 0] has none; e.g. [-0.3, -1, -0.2]"},
		unitColour("DirectionalLight", "color"),
		unitColour("DirectionalLight", "ambient"),
		unitColour("Sky", "color"),
		{"Sky", "fogNear", everyAxis(func(x float64) bool { return x >= 0 }), "0 or more", "fog is measured from the camera"},
		{"Sky", "fogFar", everyAxis(func(x float64) bool { return x >= 0 }), "0 or more", "fog is measured from the camera; fogFar not above fogNear switches fog off"},
		{"Respawn", "settled", everyAxis(func(x float64) bool { return x >= 0 }), "0 or more (seconds)",
			"it is how long a cube lies asleep before it is recycled to the top; 0 never recycles"},
		{"Collider", "halfExtents", everyAxis(func(x float64) bool { return x > 0 }), "greater than 0 on every axis",
			"a box with no size on some axis catches nothing on it; 0.5 is the drawn cube"},
		{"Material", "restitution", everyAxis(func(x float64) bool { return x >= 0 && x <= 1 }), "from 0 to 1",
			"it is the share of the speed a bounce gives back: 0 stops dead, above 1 would gain speed on every bounce"},
		{"Material", "friction", everyAxis(func(x float64) bool { return x >= 0 && x <= 10 }), "from 0 to 10",
			"0 is ice and 1 a firm grip; a negative friction would push a sliding body faster"},
		{"Ground", "size", everyAxis(func(x float64) bool { return x > 0 }), "greater than 0",
			"it is the length of the ground's side; a ground of size 0 catches nothing"},
		{"Ground", "cell", everyAxis(func(x float64) bool { return x > 0 }), "greater than 0",
			"it is the spacing of the grid lines drawn on the ground; 2 is usual"},
		unitColour("Ground", "color"),
		unitColour("Ground", "lineColor"),
	}
}

// orderRules are the limits that tie two fields of one component.
func orderRules() []orderRule {
	return []orderRule{
		{"Camera", "near", "far", "nothing beyond the far plane is drawn, so far must lie beyond near; 500 is usual"},
		{"Respawn", "floor", "top", "an entity below floor moves up to top, so top must lie above floor or it would fall back at once"},
	}
}

// checkValues checks the values of an entity's or spawner's components
// against the limits: every value each field can take, whether written
// as a number, drawn from a range or palette, copied with sameAs, or left
// at its default.
func (c *checker) checkValues(ts []Template) {
	if c.fieldRules == nil {
		c.fieldRules, c.orderRules = fieldRules(), orderRules() // once per file, not once per entity
	}
	for i := range ts {
		for _, r := range c.fieldRules {
			if ts[i].Name == r.component {
				c.checkField(ts, i, r)
			}
		}
		for _, r := range c.orderRules {
			if ts[i].Name == r.component {
				c.checkOrder(ts, i, r)
			}
		}
		c.checkTexts(ts, i)
		c.checkComponent(ts, i)
	}
}

// checkField reports a field with a value outside its rule.
func (c *checker) checkField(ts []Template, i int, r fieldRule) {
	f, ok := ts[i].info.lookupField(r.field)
	if !ok {
		return
	}
	for _, s := range spans(ts, i, f) {
		if !r.ok(s) {
			off, path := ts[i].where(r.field)
			c.report(off, path, r.why, "%s must be %s, got %s", r.field, r.must, s)
			return
		}
	}
}

// checkOrder reports two fields whose values can come in the wrong
// order: every value of low must stay below every value of high.
func (c *checker) checkOrder(ts []Template, i int, r orderRule) {
	lf, ok1 := ts[i].info.lookupField(r.low)
	hf, ok2 := ts[i].info.lookupField(r.high)
	if !ok1 || !ok2 {
		return
	}
	highestLow, lowestHigh := math.Inf(-1), math.Inf(1)
	for _, s := range spans(ts, i, lf) {
		highestLow = max(highestLow, s.hi[0])
	}
	for _, s := range spans(ts, i, hf) {
		lowestHigh = min(lowestHigh, s.lo[0])
	}
	if highestLow < lowestHigh {
		return
	}
	at := r.high
	if _, written := ts[i].written.at(r.high); !written {
		at = r.low
	}
	off, path := ts[i].where(at)
	c.report(off, path, r.why, "%s must be greater than %s, got %s %s and %s %s",
		r.high, r.low, r.low, formatNumber(highestLow), r.high, formatNumber(lowestHigh))
}

// checkTexts checks every text field: a known mesh name for Mesh.name,
// and for any text a length and no control characters.
func (c *checker) checkTexts(ts []Template, i int) {
	t := &ts[i]
	for _, f := range t.info.fields {
		if f.kind != kindText {
			continue
		}
		if _, written := t.written.at(f.name); !written {
			continue
		}
		for _, s := range texts(ts, i, f) {
			off, path := t.where(f.name)
			if problem, hint := badText(s, MaxNameLen); problem != "" {
				c.report(off, path, hint, "%s", problem)
				break
			}
			if t.Name == "Mesh" && f.name == "name" && !contains(assets.MeshNames(), s) {
				c.report(off, path, suggest(s, assets.MeshNames()), "unknown mesh %q", clip(s))
				break
			}
		}
	}
}

// badText says what is wrong with a text value, if anything: more than
// limit characters, or a character that is not printable (a control
// character such as a newline or ESC, or an invisible format character
// such as a right-to-left override), which would break the HUD's line or
// a terminal's.
func badText(s string, limit int) (problem, hint string) {
	if n := utf8.RuneCountInString(s); n > limit {
		return fmt.Sprintf("the text is %d characters long, over the limit of %d", n, limit), "shorten it"
	}
	for i, r := range s {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == utf8.RuneError {
			return fmt.Sprintf("character %d of the text is %U, which is not printable", utf8.RuneCountInString(s[:i])+1, r),
				"write the text on one line, with visible characters only"
		}
	}
	return "", ""
}

// spans lists the ways field f of template i is given a value, as spans:
// the fixed or default value, each end of a range, each palette entry, or
// the spans of the field it is a sameAs copy of.
func spans(ts []Template, i int, f field) []span {
	t := &ts[i]
	for _, cp := range t.copies {
		if cp.dst.index == f.index {
			return spans(ts, cp.src, cp.srcField)
		}
	}
	var out []span
	for _, d := range t.draws {
		if d.field.index != f.index {
			continue
		}
		switch g := d.gen.(type) {
		case floatRange:
			out = append(out, span{lo: spread(g.lo, f.width), hi: spread(g.hi, f.width)})
		case palette:
			for _, v := range g.choices {
				out = append(out, fixedSpan(floats(v)))
			}
		}
	}
	if len(out) > 0 || f.kind != kindFloat && f.kind != kindVector {
		return out
	}
	return []span{fixedSpan(floats(t.base.Field(f.index)))}
}

// texts lists the values text field f of template i can take.
func texts(ts []Template, i int, f field) []string {
	t := &ts[i]
	for _, cp := range t.copies {
		if cp.dst.index == f.index {
			return texts(ts, cp.src, cp.srcField)
		}
	}
	for _, d := range t.draws {
		if g, ok := d.gen.(palette); ok && d.field.index == f.index {
			out := make([]string, len(g.choices))
			for j, v := range g.choices {
				out[j] = v.String()
			}
			return out
		}
	}
	return []string{t.base.Field(f.index).String()}
}
