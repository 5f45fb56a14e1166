package scenes

import (
	"math"
	"reflect"
)

// This file reads the rows of a table straight from the file's text into
// column data: no node per value, so that a saved world of a million
// entities loads in memory in proportion to its entities. The parser has
// already checked the rows' JSON syntax (rawRows), so the reader only
// checks what the values mean, with the same messages and limits as a
// value written in a component (readFloat, readWhole, limits.go).

// rowReader reads the rows of table t from the checker's text, from the
// '[' at pos to end.
type rowReader struct {
	c        *checker
	t        *TableSpec
	pos, end int
	path     string // the JSON path of the rows, for messages
	row      int    // the row being read
	// Per column: its value rules and, for a whole number, a value of its
	// type to test overflow with. orders are the rules that tie two fields
	// of one component, when a column gives one of them.
	rules  [][]fieldRule
	probes []reflect.Value
	orders []orderCheck
	axes   [4]float64 // the numbers of the cell being read
}

// orderCheck is an orderRule on a table: the column of each field, or -1
// when the table's components give it, with that value.
type orderCheck struct {
	rule              orderRule
	lowCol, highCol   int
	lowBase, highBase float64
}

// read reads every row.
func (r *rowReader) read() {
	r.prepare()
	s := r.c.src
	r.pos++ // [
	for !r.c.full() && !r.c.stopped(r.pos) {
		r.space()
		if s[r.pos] == ']' {
			return
		}
		r.readRow()
		r.row++
		r.space()
		if s[r.pos] == ',' {
			r.pos++
		}
	}
}

// prepare finds each column's rules, and the order rules a column takes
// part in.
func (r *rowReader) prepare() {
	if r.c.fieldRules == nil {
		r.c.fieldRules, r.c.orderRules = fieldRules(), orderRules()
	}
	ts := r.t.Components
	for _, col := range r.t.columns {
		var rules []fieldRule
		for _, fr := range r.c.fieldRules {
			if fr.component == ts[col.comp].Name && fr.field == col.field.name {
				rules = append(rules, fr)
			}
		}
		r.rules = append(r.rules, rules)
		r.probes = append(r.probes, reflect.New(col.field.typ).Elem())
	}
	for _, or := range r.c.orderRules {
		for i, t := range ts {
			if t.Name != or.component {
				continue
			}
			ro := orderCheck{rule: or, lowCol: r.columnOf(i, or.low), highCol: r.columnOf(i, or.high)}
			if ro.lowCol < 0 && ro.highCol < 0 {
				continue // both fields are in the components, which checkValues checked
			}
			if f, ok := t.info.lookupField(or.low); ok {
				ro.lowBase = t.base.Field(f.index).Float()
			}
			if f, ok := t.info.lookupField(or.high); ok {
				ro.highBase = t.base.Field(f.index).Float()
			}
			r.orders = append(r.orders, ro)
		}
	}
}

// columnOf returns the column of field name of component comp, or -1.
func (r *rowReader) columnOf(comp int, name string) int {
	for i, col := range r.t.columns {
		if col.comp == comp && col.field.name == name {
			return i
		}
	}
	return -1
}

// space skips white space.
func (r *rowReader) space() {
	s := r.c.src
	for r.pos < r.end && (s[r.pos] == ' ' || s[r.pos] == '\n' || s[r.pos] == '\r' || s[r.pos] == '\t') {
		r.pos++
	}
}

// rowPath is the JSON path of the row being read, and cellPath of its
// cell i: made only for a message.
func (r *rowReader) rowPath() string       { return index(r.path, r.row) }
func (r *rowReader) cellPath(i int) string { return index(r.rowPath(), i) }

// readRow reads one row: [index, one value per column].
func (r *rowReader) readRow() {
	s := r.c.src
	start := r.pos
	if s[r.pos] != '[' {
		r.c.report(start, r.rowPath(), "write a row per entity, e.g. [12, [0, 5, 0]]",
			"expected a row [index, ...], got %s", r.describe())
		r.skip()
		return
	}
	r.pos++
	want := 1 + len(r.t.columns)
	cells, ok := 0, true
	for {
		r.space()
		if s[r.pos] == ']' {
			r.pos++
			break
		}
		if ok && cells < want {
			ok = r.cell(cells)
		} else {
			r.skip()
		}
		cells++
		r.space()
		if s[r.pos] == ',' {
			r.pos++
		}
	}
	switch {
	case ok && cells != want:
		r.c.report(start, r.rowPath(), "a row holds the entity's index, then one value for each column, in the order of \"columns\"",
			"the row has %d values, expected %d", cells, want)
	case ok:
		r.checkOrders(start)
	}
}

// cell reads cell i of the row: the index, or a value of column i-1.
func (r *rowReader) cell(i int) bool {
	if i == 0 {
		return r.index()
	}
	col := &r.t.columns[i-1]
	switch col.field.kind {
	case kindFloat, kindVector:
		return r.floats(i, col)
	case kindInt, kindUint:
		return r.whole(i, col)
	}
	return r.boolean(i, col)
}

// index reads a row's entity index: a whole number that fits an entity
// index (32 bits).
func (r *rowReader) index() bool {
	at := r.pos
	text, ok := r.number()
	if !ok {
		r.c.report(at, r.cellPath(0), "", "expected the entity's index, a whole number, got %s", r.describeAt(at))
		return false
	}
	v, problem := readWhole(text)
	if problem == "" {
		problem = badIndex(text, v)
	}
	if problem != "" {
		r.c.report(at, r.cellPath(0), "", "%s", problem)
		return false
	}
	r.t.index = append(r.t.index, uint32(v))
	return true
}

// badIndex says what is wrong with v, written as text, as an entity
// index, or returns "": a row's index and a link's end are both one.
func badIndex(text string, v int64) string {
	if v < 0 || v > math.MaxUint32 {
		return "the index " + clip(text) + " is out of range: an entity index is from 0 to 4294967295"
	}
	return ""
}

// floats reads a number, or a vector: [x, y, z] or one number for every
// axis. Each number is checked as a component's value is, then against
// the field's rules.
func (r *rowReader) floats(i int, col *tableColumn) bool {
	at := r.pos
	f := col.field
	bits := 64
	if f.kind == kindFloat {
		bits = f.typ.Bits()
	} else {
		bits = f.typ.Elem().Bits()
	}
	xs := r.axes[:f.width]
	switch s := r.c.src; {
	case s[r.pos] == '[' && f.kind == kindVector:
		if !r.vector(i, xs, bits) {
			return false
		}
	default:
		if !r.float(i, bits, &xs[0]) {
			return false
		}
		for k := range xs {
			xs[k] = xs[0]
		}
	}
	for _, rule := range r.rules[i-1] {
		if sp := fixedSpan(xs); !rule.ok(sp) {
			r.c.report(at, r.cellPath(i), rule.why, "%s must be %s, got %s", f.name, rule.must, sp)
			return false
		}
	}
	for _, x := range xs {
		if col.isFloat32 {
			col.f32 = append(col.f32, float32(x))
		} else {
			col.words = append(col.words, math.Float64bits(x))
		}
	}
	return true
}

// vector reads [x, y, z] (of xs's width) into xs.
func (r *rowReader) vector(i int, xs []float64, bits int) bool {
	at := r.pos
	s := r.c.src
	r.pos++ // [
	n, good := 0, true
	for {
		r.space()
		if s[r.pos] == ']' {
			r.pos++
			break
		}
		if good && n < len(xs) {
			good = r.float(i, bits, &xs[n]) // float says what is wrong
		} else {
			r.skip()
		}
		n++
		r.space()
		if s[r.pos] == ',' {
			r.pos++
		}
	}
	if !good {
		return false
	}
	if n != len(xs) {
		r.c.report(at, r.cellPath(i), "", "expected a vector of %d numbers %s, got %d", len(xs), vectorShape(len(xs)), n)
		return false
	}
	return true
}

// float reads one number of a float field into x.
func (r *rowReader) float(i, bits int, x *float64) bool {
	at := r.pos
	text, ok := r.number()
	if !ok {
		r.c.report(at, r.cellPath(i), "", "expected %s, got %s", r.t.columns[i-1].field.kind.plain(r.t.columns[i-1].field.width), r.describeAt(at))
		return false
	}
	v, problem, hint := readFloat(text, bits)
	if problem != "" {
		r.c.report(at, r.cellPath(i), hint, "%s", problem)
		return false
	}
	*x = v
	return true
}

// whole reads a whole number that fits the column's integer type.
func (r *rowReader) whole(i int, col *tableColumn) bool {
	at := r.pos
	text, ok := r.number()
	if !ok {
		r.c.report(at, r.cellPath(i), "", "expected a whole number, got %s", r.describeAt(at))
		return false
	}
	v, problem := readWhole(text)
	probe := r.probes[i-1]
	switch {
	case problem != "":
	case col.field.kind == kindInt && probe.OverflowInt(v), col.field.kind == kindUint && (v < 0 || probe.OverflowUint(uint64(v))):
		problem = clip(text) + " does not fit in the field's type " + col.field.typ.String()
	}
	if problem != "" {
		r.c.report(at, r.cellPath(i), "", "%s", problem)
		return false
	}
	col.words = append(col.words, uint64(v))
	return true
}

// boolean reads true or false.
func (r *rowReader) boolean(i int, col *tableColumn) bool {
	s := r.c.src
	at := r.pos
	switch {
	case r.pos+4 <= r.end && s[r.pos:r.pos+4] == "true":
		col.words = append(col.words, 1)
		r.pos += 4
	case r.pos+5 <= r.end && s[r.pos:r.pos+5] == "false":
		col.words = append(col.words, 0)
		r.pos += 5
	default:
		r.c.report(at, r.cellPath(i), "", "expected true or false, got %s", r.describeAt(at))
		r.skip()
		return false
	}
	return true
}

// checkOrders checks the row against the rules that tie two fields.
func (r *rowReader) checkOrders(start int) {
	for _, o := range r.orders {
		low, high := o.lowBase, o.highBase
		if o.lowCol >= 0 {
			low = r.last(o.lowCol)
		}
		if o.highCol >= 0 {
			high = r.last(o.highCol)
		}
		if low < high {
			continue
		}
		or := o.rule
		r.c.report(start, r.rowPath(), or.why, "%s.%s must be greater than %s, got %s %s and %s %s",
			or.component, or.high, or.low, or.low, formatNumber(low), or.high, formatNumber(high))
		return
	}
}

// last returns the value of column i in the row just read (a number
// field's).
func (r *rowReader) last(i int) float64 {
	col := &r.t.columns[i]
	if col.isFloat32 {
		return float64(col.f32[len(col.f32)-1])
	}
	return math.Float64frombits(col.words[len(col.words)-1])
}

// number scans a number literal, if one is next.
func (r *rowReader) number() (string, bool) {
	s := r.c.src
	start := r.pos
	for r.pos < r.end {
		c := s[r.pos]
		if c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' {
			r.pos++
			continue
		}
		break
	}
	if r.pos == start {
		r.skip()
		return "", false
	}
	return s[start:r.pos], true
}

// skip passes over one value, whose syntax the parser has checked.
func (r *rowReader) skip() {
	s := r.c.src
	depth := 0
	for r.pos < r.end {
		switch c := s[r.pos]; c {
		case '"':
			r.pos++
			for r.pos < r.end && s[r.pos] != '"' {
				if s[r.pos] == '\\' {
					r.pos++
				}
				r.pos++
			}
		case '[', '{':
			depth++
		case ']', '}':
			if depth == 0 {
				return
			}
			depth--
		case ',':
			if depth == 0 {
				return
			}
		}
		r.pos++
		if depth == 0 && r.pos < r.end && (s[r.pos] == ',' || s[r.pos] == ']' || s[r.pos] == '}') {
			return
		}
	}
}

// describe names the value at the reader's position for a message.
func (r *rowReader) describe() string { return r.describeAt(r.pos) }

// describeAt names the value at off: "a string", "an object", "true".
func (r *rowReader) describeAt(off int) string {
	switch c := r.c.src[off]; {
	case c == '"':
		return kindString.String()
	case c == '{':
		return kindObject.String()
	case c == '[':
		return kindArray.String()
	case c == 't' || c == 'f':
		return kindBool.String()
	case c == 'n':
		return kindNull.String()
	}
	return kindNumber.String()
}
