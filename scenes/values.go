package scenes

import (
	"fmt"
	"reflect"
)

// fixed decodes a plain value for field f: a number, a vector (or one
// number for every axis), a boolean or a string. It returns the value as a
// reflect.Value of the field's type.
func (c *checker) fixed(n *node, path string, f field) (reflect.Value, bool) {
	v := reflect.New(f.typ).Elem()
	ok := false
	switch f.kind {
	case kindFloat:
		var x float64
		if x, ok = c.float(n, path, f.typ.Bits()); ok {
			v.SetFloat(x)
		}
	case kindInt, kindUint:
		ok = c.fixedWhole(n, path, f, v)
	case kindVector:
		ok = c.vector(n, path, f, v)
	case kindBoolean:
		if ok = n.kind == kindBool; ok {
			v.SetBool(n.boolean)
		}
	case kindText:
		if ok = n.kind == kindString; ok {
			v.SetString(n.text)
		}
	default:
		c.report(n.off, path, "leave it out", "this field (Go type %s) cannot be set from a scene file", f.typ)
		return v, false
	}
	if !ok && (f.kind == kindBoolean || f.kind == kindText) {
		c.wrongType(n, path, f.kind.expected(f.width))
	}
	return v, ok
}

// fixedWhole decodes a whole number into the integer value v.
func (c *checker) fixedWhole(n *node, path string, f field, v reflect.Value) bool {
	x, ok := c.whole(n, path)
	if !ok {
		return false
	}
	if f.kind == kindInt {
		if ok = c.fitsInt(n, path, f.typ, x); ok {
			v.SetInt(x)
		}
		return ok
	}
	if ok = c.fitsUint(n, path, f.typ, x); ok {
		v.SetUint(uint64(x))
	}
	return ok
}

// vector decodes [x, y, z] (of the field's width) or a single number that
// is used for every axis, so "scale": 0.8 means [0.8, 0.8, 0.8].
func (c *checker) vector(n *node, path string, f field, v reflect.Value) bool {
	xs, ok := c.axes(n, path, f)
	for i := range f.width {
		if ok {
			v.Index(i).SetFloat(xs[min(i, len(xs)-1)])
		}
	}
	return ok
}

// axes decodes the numbers of a vector: one for a scalar, width for an
// array. The caller spreads a scalar over every axis.
func (c *checker) axes(n *node, path string, f field) ([]float64, bool) {
	bits := f.typ.Elem().Bits()
	switch n.kind {
	case kindNumber:
		x, ok := c.float(n, path, bits)
		return []float64{x}, ok
	case kindArray:
		if len(n.elems) != f.width {
			c.report(n.off, path, "", "expected a vector of %d numbers %s, got %d", f.width, vectorShape(f.width), len(n.elems))
			return nil, false
		}
		xs := make([]float64, f.width)
		ok := true
		for i, e := range n.elems {
			if x, problem, _ := readFloat(e.text, bits); e.kind == kindNumber && problem == "" {
				xs[i] = x // the usual case, without the path a message would need
				continue
			}
			var good bool
			xs[i], good = c.float(e, index(path, i), bits)
			ok = ok && good
		}
		return xs, ok
	}
	c.wrongType(n, path, f.kind.expected(f.width))
	return nil, false
}

// The forms a field value may take when it is an object.
const (
	formMin     = "min"
	formMax     = "max"
	formPalette = "palette"
	formSameAs  = "sameAs"
)

// pendingCopy is a "sameAs" waiting until every component of its entity is
// known.
type pendingCopy struct {
	dst    int // index of the template that receives the copy
	field  field
	target *node
	path   string
}

// special decodes a field written as an object: a {"min", "max"} range,
// a {"palette": [...]} choice or a {"sameAs": "Component.field"} copy.
func (c *checker) special(t *Template, self int, f field, n *node, path string, copies *[]pendingCopy) {
	if f.kind == kindOther { // no form fits a field no file can set
		c.report(n.off, path, "leave it out", "this field (Go type %s) cannot be set from a scene file", f.typ)
		return
	}
	ms := c.members(n, path, "", []string{formMin, formMax, formPalette, formSameAs})
	forms := map[string]*node{}
	for _, m := range ms {
		forms[m.key] = m.value
	}
	_, hasMin := forms[formMin]
	_, hasMax := forms[formMax]
	isRange := hasMin || hasMax
	nforms := len(forms)
	if hasMin && hasMax {
		nforms--
	}
	usage := `write one of {"min": a, "max": b}, {"palette": [a, b, ...]} or {"sameAs": "Component.field"}`
	switch {
	case len(ms) != len(n.members):
		// an unknown or repeated key was reported by members
	case nforms == 0:
		c.report(n.off, path, usage, "expected %s, got an empty object", f.kind.expected(f.width))
	case nforms > 1:
		c.report(n.off, path, usage, "a field value takes one form, got %d", nforms)
	case isRange:
		c.fieldRange(t, f, n, path, forms)
	case forms[formPalette] != nil:
		c.palette(t, f, forms[formPalette], key(path, formPalette))
	default:
		*copies = append(*copies, pendingCopy{dst: self, field: f, target: forms[formSameAs], path: key(path, formSameAs)})
	}
}

// palette decodes {"palette": [...]}: each entry is a fixed value of the
// field's type, and every entity gets one of them.
func (c *checker) palette(t *Template, f field, n *node, path string) {
	if n.kind != kindArray || len(n.elems) == 0 {
		c.wrongType(n, path, fmt.Sprintf("a non-empty array of values, each %s", f.kind.plain(f.width)))
		return
	}
	g := palette{}
	ok := true
	for i, e := range n.elems {
		v, good := c.fixed(e, index(path, i), f)
		g.choices = append(g.choices, v)
		ok = ok && good
	}
	if ok {
		t.draws = append(t.draws, draw{field: f, gen: g})
	}
}
