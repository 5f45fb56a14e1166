package scenes

// fieldRange decodes {"min": a, "max": b} into a draw.
func (c *checker) fieldRange(t *Template, f field, n *node, path string, forms map[string]*node) {
	lo, hi := forms[formMin], forms[formMax]
	if lo == nil || hi == nil {
		c.report(n.off, path, `write {"min": a, "max": b}`, "a range needs both \"min\" and \"max\"")
		return
	}
	switch f.kind {
	case kindFloat, kindVector:
		c.floatRange(t, f, lo, hi, path)
	case kindInt, kindUint:
		c.wholeRange(t, f, lo, hi, path)
	default:
		c.report(n.off, path, "ranges are for numbers and vectors; use a palette to choose among values",
			"expected %s, got a range", f.kind.expected(f.width))
	}
}

// floatRange decodes the bounds of a number or vector range. Bounds of a
// vector may be vectors (each axis drawn on its own) or single numbers
// (one draw for all axes: a uniform scale stays uniform). A single number
// next to a vector is spread over every axis.
func (c *checker) floatRange(t *Template, f field, lo, hi *node, path string) {
	los, okLo := c.bound(lo, key(path, formMin), f)
	his, okHi := c.bound(hi, key(path, formMax), f)
	if !okLo || !okHi {
		return
	}
	uniform := f.kind == kindVector && len(los) == 1 && len(his) == 1
	if !uniform {
		los, his = spread(los, f.width), spread(his, f.width)
	}
	for i := range los {
		if los[i] <= his[i] {
			continue
		}
		msg := "min %g is greater than max %g"
		args := []any{los[i], his[i]}
		if !uniform {
			msg = "min[%d] = %g is greater than max[%d] = %g"
			args = []any{i, los[i], i, his[i]}
		}
		c.report(lo.off, key(path, formMin), "swap min and max", msg, args...)
		return
	}
	t.draws = append(t.draws, draw{field: f, gen: floatRange{lo: los, hi: his, uniform: uniform}})
}

// bound decodes one bound of a float range.
func (c *checker) bound(n *node, path string, f field) ([]float64, bool) {
	if f.kind == kindVector {
		return c.axes(n, path, f)
	}
	x, ok := c.float(n, path, f.typ.Bits())
	return []float64{x}, ok
}

// spread repeats a single number width times; a longer slice is returned
// as it is.
func spread(xs []float64, width int) []float64 {
	if len(xs) != 1 {
		return xs
	}
	out := make([]float64, width)
	for i := range out {
		out[i] = xs[0]
	}
	return out
}

// wholeRange decodes the bounds of an integer range; both are included.
func (c *checker) wholeRange(t *Template, f field, lo, hi *node, path string) {
	minPath, maxPath := key(path, formMin), key(path, formMax)
	a, okA := c.whole(lo, minPath)
	b, okB := c.whole(hi, maxPath)
	if !okA || !okB {
		return
	}
	fits := c.fitsInt
	if f.kind == kindUint {
		fits = c.fitsUint
	}
	if !fits(lo, minPath, f.typ, a) || !fits(hi, maxPath, f.typ, b) {
		return
	}
	if a > b {
		c.report(lo.off, minPath, "swap min and max", "min %d is greater than max %d", a, b)
		return
	}
	var g generator = intRange{lo: a, hi: b}
	if f.kind == kindUint {
		g = uintRange{lo: uint64(a), hi: uint64(b)}
	}
	t.draws = append(t.draws, draw{field: f, gen: g})
}
