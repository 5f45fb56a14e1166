package view

import (
	"cubefall/systems"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/scenes"
)

// RenderStats is the resource through which main tells the HUD what the
// renderer did with the previous frame; the view's systems cannot ask the
// renderer themselves, since they never touch GL. Headless runs leave it
// zero.
type RenderStats struct {
	DrawCalls int
	Upload    time.Duration
}

// HUD writes the text overlay into the frame after [Collect]. By default it
// is one calm line: the scene, the frame rate, the entity count (with the
// colliding bodies awake and asleep, when there are some), who has
// gravity, what the gravity gun would hit ("no cube in sight" when
// nothing), and the key for help. The detailed view (F3,
// [resources.ViewOptions].Details) adds the counts of drawn cubes, the
// display toggles, draw calls and per-system milliseconds (from
// [ecs.SystemStats]). Either is followed by a status message and, on H, the
// controls, all generated from [resources.Bindings] so that the help can
// never disagree with the keys.
//
// Numbers are smoothed and the text is rebuilt at most four times a second
// (or at once when a setting changes): readable, and nearly free on the
// other frames, which copy the cached lines.
type HUD struct {
	cameras   *ecs.Query2[components.Transform, components.Camera]
	cubes     *ecs.Query1[components.Transform]
	falling   *ecs.Query1[components.Gravity]
	lines     []string
	key       hudKey
	sinceText float64
	frameMS   float64
	systemMS  []float64
}

// hudKey is the state whose change redraws the text at once.
type hudKey struct {
	view   resources.ViewOptions
	paused bool
	camera bool
	status string
	cols   int
	target ecs.Entity // what the gravity gun acts on
	chosen bool       // target is the inspector's selection, not the aimed cube
	scale  float64
}

// hudRefresh is the longest the numbers stay unchanged, in seconds.
const hudRefresh = 0.25

// smoothing is the weight of the newest sample in the running averages.
const smoothing = 0.1

// Init builds the queries.
func (h *HUD) Init(w *ecs.World) error {
	cube := ecs.With[components.Cube]()
	h.cameras = ecs.NewQuery2[components.Transform, components.Camera](w)
	h.cubes = ecs.NewQuery1[components.Transform](w, cube)
	h.falling = ecs.NewQuery1[components.Gravity](w, cube)
	return nil
}

// Update appends the HUD lines to the frame.
func (h *HUD) Update(w *ecs.World) {
	f := ecs.GetResource[frame.Frame](w)
	tm := ecs.GetResource[ecs.Time](w)
	h.sample(w, tm.FrameDelta)
	status := ecs.GetResource[resources.Status](w)
	expire(status, tm.FrameDelta)
	key := h.stateKey(w, status)
	h.sinceText += tm.FrameDelta
	if h.lines == nil || key != h.key || h.sinceText >= hudRefresh {
		h.lines = h.compose(w, f, status, key, h.lines[:0])
		h.key, h.sinceText = key, 0
	}
	f.HUD = append(f.HUD, h.lines...)
}

// sample folds this frame's timings into the running averages.
func (h *HUD) sample(w *ecs.World, frameDelta float64) {
	h.frameMS = ease(h.frameMS, frameDelta*1000)
	stats, ok := ecs.TryResource[ecs.SystemStats](w)
	if !ok {
		return
	}
	if len(h.systemMS) != len(stats.Systems) {
		h.systemMS = make([]float64, len(stats.Systems))
	}
	for i, s := range stats.Systems {
		h.systemMS[i] = ease(h.systemMS[i], ms(s.Last))
	}
}

func ease(avg, sample float64) float64 {
	if avg == 0 {
		return sample
	}
	return avg + smoothing*(sample-avg)
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// expire counts a temporary status message down and clears it.
func expire(s *resources.Status, dt float64) {
	if s.Text == "" || s.Error {
		return
	}
	if s.Remaining -= dt; s.Remaining <= 0 {
		*s = resources.Status{}
	}
}

func (h *HUD) stateKey(w *ecs.World, status *resources.Status) hudKey {
	k := hudKey{view: viewOptions(w), status: status.Text, cols: hudColumns(w), scale: 1}
	if tm, ok := ecs.TryResource[ecs.Time](w); ok && tm.Scale != 0 {
		k.scale = tm.Scale
	}
	if sim, ok := ecs.TryResource[resources.SimState](w); ok {
		k.paused = sim.Paused
	}
	if cam, ok := systems.FindCamera(h.cameras); ok {
		k.camera = ecs.Has[components.Gravity](w, cam.Entity)
	}
	k.target, k.chosen = systems.GunTarget(w)
	return k
}

// compose builds the HUD text: by default one calm line (see
// [HUD.compactLine]); with the detailed view on (F3) the full lines with
// per-system times, draw calls and every main key. A status message and the
// help panel come after either.
func (h *HUD) compose(w *ecs.World, f *frame.Frame, status *resources.Status, k hudKey, lines []string) []string {
	keys := ecs.GetResource[resources.Bindings](w)
	if k.view.Details {
		lines = h.detailLines(w, f, k, lines)
	} else {
		lines = append(lines, h.compactLine(w, k, keys))
	}
	if status.Text != "" {
		lines = append(lines, statusLines(status.Text, k.cols)...)
	}
	if k.view.Details {
		lines = append(lines, HelpLine(keys))
	}
	if k.view.Help {
		lines = h.helpPage(w, k, keys, lines)
	}
	return lines
}

// helpPage appends the page of the help panel (the controls and the
// scenes) that the view options ask for to lines. In a window too short
// for all of it the panel is cut into pages that fit below the lines
// already there, each but the last ending in a row that says the help key
// shows the next; the number of pages goes back into the view options,
// for the key. Lines are wrapped here to the window's width, so that each
// counts as the rows it takes.
func (h *HUD) helpPage(w *ecs.World, k hudKey, keys *resources.Bindings, lines []string) []string {
	var above []string
	for _, l := range lines {
		above = append(above, Wrap(l, k.cols)...)
	}
	var help []string
	for _, l := range append(HelpPanel(keys), SceneList()...) {
		help = append(help, Wrap(l, k.cols)...)
	}
	key := "H"
	if bd, ok := keys.Lookup(resources.ActionToggleHelp); ok {
		key = bd.Keys
	}
	pages := helpPages(help, hudRows(w)-len(above), key)
	view := ecs.GetResource[resources.ViewOptions](w)
	view.HelpPages = len(pages)
	page := min(max(k.view.HelpPage, 0), len(pages)-1)
	return append(above, pages[page]...)
}

// helpPages cuts the help's rows into pages of at most rows rows each:
// one page when they all fit, otherwise pages whose last row says what
// the help key (named key) does next. Every page shows at least one row
// of the help.
func helpPages(help []string, rows int, key string) [][]string {
	if len(help) <= rows {
		return [][]string{help}
	}
	per := max(1, rows-1) // a row for the note
	n := (len(help) + per - 1) / per
	pages := make([][]string, 0, n)
	for i := 0; i < len(help); i += per {
		page := slices.Clone(help[i:min(i+per, len(help))])
		if len(pages) < n-1 {
			page = append(page, fmt.Sprintf("-- more: %s shows page %d of %d --", key, len(pages)+2, n))
		} else {
			page = append(page, fmt.Sprintf("-- page %d of %d: %s hides the help --", n, n, key))
		}
		pages = append(pages, page)
	}
	return pages
}

func (h *HUD) fps() float64 {
	if h.frameMS > 0 {
		return 1000 / h.frameMS
	}
	return 0
}

// compactLine is the default HUD: the scene, the frame rate, the entity
// count, who falls, what the gravity gun would hit, and the key for help.
func (h *HUD) compactLine(w *ecs.World, k hudKey, keys *resources.Bindings) string {
	who := "cubes"
	if k.camera {
		who = "camera"
	}
	s := fmt.Sprintf("%s%.0f fps   entities %d%s   gravity: %s   %s", sceneTitle(w), h.fps(), w.Len(), bodiesText(w), who, aimText(w, k.target, k.chosen))
	if k.paused {
		s += "   PAUSED"
	}
	s += scaleText(k.scale)
	if help, ok := keys.Lookup(resources.ActionToggleHelp); ok {
		s += "   " + help.Keys + ": help"
	}
	return s
}

// bodiesText counts the colliding bodies that move and those asleep
// (in the Sleeping tables), as the last collision step saw them; it is
// empty in a world without colliders.
func bodiesText(w *ecs.World) string {
	col, ok := ecs.TryResource[systems.Collisions](w)
	if !ok || col.Awake+col.Asleep == 0 {
		return ""
	}
	return fmt.Sprintf(" (%d awake, %d asleep)", col.Awake, col.Asleep)
}

// scaleText shows the time scale when it is not real time: "time 0.5x".
func scaleText(scale float64) string {
	if scale == 1 {
		return ""
	}
	return "   time " + strconv.FormatFloat(scale, 'g', 4, 64) + "x"
}

// aimText says what the gravity gun would hit now: the cube aimed at,
// or the inspector's selection when chosen, by name where the scene
// named it.
func aimText(w *ecs.World, target ecs.Entity, chosen bool) string {
	switch {
	case target == (ecs.Entity{}):
		return "no cube in sight"
	case chosen:
		return "E acts on the selected " + systems.Label(w, target)
	}
	return "aim " + systems.Label(w, target)
}

// detailLines is the detailed HUD: frame rate and counts, gravity and aim,
// the display toggles and draw calls, and each system's milliseconds.
func (h *HUD) detailLines(w *ecs.World, f *frame.Frame, k hudKey, lines []string) []string {
	lines = append(lines,
		fmt.Sprintf("%s%.0f fps  %.1f ms   entities %d%s   drawn %d / %d", sceneTitle(w), h.fps(), h.frameMS, w.Len(), bodiesText(w), f.Drawn, f.Total),
		h.gravityLine(w, k),
		viewLine(w, k.view),
	)
	return append(lines, h.systemsLines(w)...)
}

func sceneTitle(w *ecs.World) string {
	if ref, ok := ecs.TryResource[systems.SceneRef](w); ok && ref.Scene != nil {
		return systems.Printable(ref.Scene.Name) + "   "
	}
	return ""
}

func (h *HUD) gravityLine(w *ecs.World, k hudKey) string {
	s := fmt.Sprintf("gravity: cubes (%d of %d)", h.falling.Count(), h.cubes.Count())
	if k.camera {
		s = fmt.Sprintf("gravity: camera (and %d of %d cubes)", h.falling.Count(), h.cubes.Count())
	}
	if k.target == (ecs.Entity{}) || k.chosen {
		s += "   " + aimText(w, k.target, k.chosen)
	} else {
		s += fmt.Sprintf("   %s (E toggles its gravity)", aimText(w, k.target, k.chosen))
	}
	if k.paused {
		s += "   PAUSED (. steps)"
	}
	s += scaleText(k.scale)
	return s
}

func viewLine(w *ecs.World, v resources.ViewOptions) string {
	s := fmt.Sprintf("culling %s   instancing %s", onOff(v.Culling), onOff(v.Instancing))
	if rs, ok := ecs.TryResource[RenderStats](w); ok && rs.DrawCalls > 0 {
		s += fmt.Sprintf("   draw calls %d   upload %.2f ms", rs.DrawCalls, ms(rs.Upload))
	}
	return s
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// systemsLines lists each system's smoothed milliseconds per frame, one
// line for the fixed-step simulation systems (which run as many times per
// frame as the frame time holds fixed steps) and one for the per-frame
// systems; Startup systems, which ran once, are left out.
func (h *HUD) systemsLines(w *ecs.World) []string {
	stats, ok := ecs.TryResource[ecs.SystemStats](w)
	if !ok {
		return nil
	}
	var step, perFrame strings.Builder
	step.WriteString("simulation ms:")
	perFrame.WriteString("per-frame ms: ")
	for i, s := range stats.Systems {
		if i >= len(h.systemMS) {
			break
		}
		if s.Phase == ecs.Startup {
			continue // ran once, before the first frame: nothing per frame to show
		}
		b := &perFrame
		if s.Phase == ecs.FixedUpdate {
			b = &step
		}
		fmt.Fprintf(b, " %s %.2f", s.Name, h.systemMS[i])
	}
	return []string{step.String(), perFrame.String()}
}

// HelpLine is the one-line reminder of the main controls: every binding
// with a Short label, after the click that captures the mouse.
func HelpLine(b *resources.Bindings) string {
	parts := []string{"click: mouse look"}
	for _, bd := range b.List {
		if bd.Short != "" {
			parts = append(parts, bd.Keys+": "+bd.Short)
		}
	}
	return strings.Join(parts, "   ")
}

// helpKeyWidth is the width of the help panel's key column, in
// characters: room for the longest key text, "F11 / Alt+Enter".
const helpKeyWidth = 15

// HelpPanel lists every control with its description, one per line,
// then the bindings' notes.
func HelpPanel(b *resources.Bindings) []string {
	lines := []string{"", "controls:", fmt.Sprintf("  %-*s %s", helpKeyWidth, "click", "capture the mouse for mouse look")}
	for _, bd := range b.List {
		lines = append(lines, fmt.Sprintf("  %-*s %s", helpKeyWidth, bd.Keys, bd.Description))
	}
	if len(b.Notes) > 0 {
		lines = append(append(lines, ""), b.Notes...)
	}
	return lines
}

// The HUD's text metrics, as the renderer lays the text out (render/text.go;
// the view never imports render, which calls GL): basicfont's 7×13 face,
// each character 7 pixels wide, lines 2 pixels apart, 4 pixels of padding inside the backdrop and
// 8 screen pixels of margin around it, zoomed by a whole factor of one per
// 600 pixels of framebuffer height.
const (
	hudCharWidth   = 7
	hudLineHeight  = 13
	hudLineGap     = 2
	hudTextPadding = 4
	hudTextMargin  = 8
	hudZoomStep    = 600
)

// Limits of the status message on the HUD.
const (
	// statusRows is the most screen rows a status message takes; the
	// lines past them are counted in an "and N more" row. An error's lines
	// are all on stderr as well (main logs every new error).
	statusRows = 8
	// minColumns and headlessColumns are the wrap widths when the window
	// is tiny, and when there is no window at all.
	minColumns      = 20
	headlessColumns = 160
)

// hudRows is how many rows of HUD text fit down the window; without a
// window, as many as there are.
func hudRows(w *ecs.World) int {
	in, ok := ecs.TryResource[resources.Input](w)
	if !ok || in.Width <= 0 || in.Height <= 0 {
		return math.MaxInt32
	}
	_, rows := HUDFit(in.Width, in.Height)
	return max(2, rows)
}

// hudColumns is how many characters fit across the window in one HUD row.
func hudColumns(w *ecs.World) int {
	in, ok := ecs.TryResource[resources.Input](w)
	if !ok || in.Width <= 0 || in.Height <= 0 {
		return headlessColumns
	}
	cols, _ := HUDFit(in.Width, in.Height)
	return max(minColumns, cols)
}

// HUDFit is how many characters fit across a width x height framebuffer
// in one row of HUD text, and how many rows fit down it, as package render
// draws the HUD (a test there checks the two agree).
func HUDFit(width, height int) (cols, rows int) {
	zoom := max(1, height/hudZoomStep)
	cols = ((width-2*hudTextMargin)/zoom - 2*hudTextPadding) / hudCharWidth
	rows = ((height-2*hudTextMargin)/zoom - 2*hudTextPadding + hudLineGap) / (hudLineHeight + hudLineGap)
	return cols, rows
}

// statusLines lays a status message out for the HUD: its control
// characters escaped, each of its lines wrapped to cols characters, at most
// statusRows rows. A line too long for the rows left shows its beginning,
// and a last row says so, "... (cut)", and counts the lines after it that
// do not fit, "and N more"; when no row is left for any of a line, the
// count takes it in.
func statusLines(text string, cols int) []string {
	lines := strings.Split(text, "\n")
	var rows []string
	for i, line := range lines {
		wrapped := Wrap(systems.Printable(line), cols)
		room := statusRows - len(rows)
		if i == len(lines)-1 && len(wrapped) <= room {
			return append(rows, wrapped...)
		}
		if len(wrapped) <= room-1 { // a row stays free for "and N more"
			rows = append(rows, wrapped...)
			continue
		}
		if room-1 == 0 {
			return append(rows, fmt.Sprintf("... and %d more", len(lines)-i))
		}
		rows = append(rows, wrapped[:room-1]...)
		if more := len(lines) - 1 - i; more > 0 {
			return append(rows, fmt.Sprintf("... (cut) and %d more", more))
		}
		return append(rows, "... (cut)")
	}
	return rows
}

// Wrap breaks s into rows of at most cols characters, at spaces where it
// can, and inside a word too long for a row. Continuation rows are
// indented by two spaces, so they read as part of the row above. The HUD
// and the inspector's panels lay their text out with it.
func Wrap(s string, cols int) []string {
	var rows []string
	runes := []rune(s)
	indent := ""
	for len(runes)+len(indent) > cols {
		width := cols - len(indent)
		cut := width
		if sp := lastSpace(runes[:width+1]); sp > 0 {
			cut = sp
		}
		rows = append(rows, indent+strings.TrimRight(string(runes[:cut]), " "))
		runes = []rune(strings.TrimLeft(string(runes[cut:]), " "))
		indent = "  "
	}
	return append(rows, indent+string(runes))
}

// lastSpace is the index of the last space in r, or -1.
func lastSpace(r []rune) int {
	for i := len(r) - 1; i >= 0; i-- {
		if r[i] == ' ' {
			return i
		}
	}
	return -1
}

// Queries lists the HUD's queries, for the inspector's Systems panel.
func (h *HUD) Queries() []ecs.QueryInfo {
	return []ecs.QueryInfo{h.cameras.Info(), h.cubes.Info(), h.falling.Info()}
}

// SceneList is the help panel's list of the shipped scenes with the number
// key that loads each, laid out like the controls above it.
func SceneList() []string {
	lines := []string{"", "scenes:"}
	for i, name := range scenes.Names() {
		if i == 9 {
			break
		}
		lines = append(lines, fmt.Sprintf("  %-*d %s", helpKeyWidth, i+1, name))
	}
	return lines
}
