package scenes

import (
	"fmt"
	"slices"
	"strings"
)

// This file checks the "tables" of a scene file: the lean form in which a
// save writes many entities that share their components (README.md, "Tables:
// saved entities"). A table names its columns once and gives one row of
// values per entity; the values every row shares are written once, in the
// table's "components". Reading the rows is rows.go's; creating their
// entities is spawntables.go's.

// TableSpec is one table of a scene file: entities that carry the same
// components, with the values they share in Components and one row per
// entity for the fields that differ.
type TableSpec struct {
	// Components are the values every row shares: plain values only, no
	// ranges, palettes or sameAs.
	Components []Template
	// index is each row's entity index, which orders the rows of every
	// table (see rowOrder).
	index []uint32
	// columns hold the values of the fields that differ per row.
	columns []tableColumn
}

// Len is the number of rows: the entities the table creates.
func (t TableSpec) Len() int { return len(t.index) }

// HasComponent reports whether the table's entities carry the named
// component.
func (t TableSpec) HasComponent(name string) bool { return hasComponent(t.Components, name) }

// tableColumn is the values of one field, one per row (width numbers a
// row for a vector). A float32 field or vector, the usual case, is held as
// float32s; any other field as 64-bit words: a float64's bits, an
// integer, or 0 and 1 for a boolean.
type tableColumn struct {
	comp      int // the field's component, an index into Components
	field     field
	isFloat32 bool // whether the values are in f32, else in words
	f32       []float32
	words     []uint64
}

// newColumn is the column of field f of component comp.
func newColumn(comp int, f field) tableColumn {
	single := f.kind == kindFloat && f.typ.Bits() == 32 || f.kind == kindVector && f.typ.Elem().Bits() == 32
	return tableColumn{comp: comp, field: f, isFloat32: single}
}

// reserve makes room for n rows.
func (col *tableColumn) reserve(n int) {
	if col.isFloat32 {
		col.f32 = make([]float32, 0, n*col.field.width)
	} else {
		col.words = make([]uint64, 0, n*col.field.width)
	}
}

// indexColumn is the first column of every table.
const indexColumn = "index"

// tableFields are the fields of a table object.
func tableFields() []string { return []string{"components", "columns", "rows"} }

// tables decodes the "tables" array.
func (c *checker) tables(n *node, path string) []TableSpec {
	if n.kind != kindArray {
		c.wrongType(n, path, `an array of tables [{"components": {...}, "columns": ["index", ...], "rows": [...]}, ...]`)
		return nil
	}
	var ts []TableSpec
	for i, tn := range n.elems {
		if c.full() {
			break
		}
		ts = append(ts, c.table(tn, index(path, i)))
	}
	return ts
}

// table decodes one table: its shared components first, then the columns
// that name what each row holds, then the rows.
func (c *checker) table(n *node, path string) TableSpec {
	ms := c.members(n, path, `a table {"components": {...}, "columns": ["index", ...], "rows": [...]}`, tableFields())
	c.require(n, path, ms, tableFields()...)
	var t TableSpec
	var columns, rows *node
	for _, m := range ms {
		switch m.key {
		case "components":
			cm, rest := takeChildOf(m.value)
			c.noChildOf(cm, key(path, m.key))
			t.Components = c.components(rest, key(path, m.key))
			c.plainOnly(t.Components)
		case "columns":
			columns = m.value
		case "rows":
			rows = m.value
		}
	}
	if columns == nil || rows == nil {
		return t
	}
	cols, ok := c.columns(columns, key(path, "columns"), t.Components)
	if !ok {
		return t
	}
	t.columns = cols
	if rows.kind != kindArray || !rows.raw {
		c.wrongType(rows, key(path, "rows"), "an array of rows [[index, ...], ...], one per entity")
		return t
	}
	t.index = make([]uint32, 0, rows.rows)
	for i := range t.columns {
		t.columns[i].reserve(int(rows.rows))
	}
	r := &rowReader{c: c, t: &t, pos: rows.off, end: rows.end(), path: key(path, "rows")}
	r.read()
	return t
}

// plainOnly reports a range, palette or sameAs in a table's components: a
// table holds values, and the fields that differ per entity are columns.
func (c *checker) plainOnly(ts []Template) {
	for _, t := range ts {
		if len(t.draws) > 0 || len(t.copies) > 0 {
			c.report(t.off, t.path, "give the value that every row shares, or make the field a column; ranges, palettes and sameAs belong in spawners",
				"a table's components hold plain values")
		}
	}
}

// columns decodes a table's column names: "index", then one
// "Component.field" for each field that differs per row.
func (c *checker) columns(n *node, path string, ts []Template) ([]tableColumn, bool) {
	if n.kind != kindArray || len(n.elems) == 0 || n.elems[0].kind != kindString || n.elems[0].text != indexColumn {
		c.report(n.off, path, `e.g. ["index", "Transform.position"]`,
			"expected an array of column names that starts with %q", indexColumn)
		return nil, false
	}
	var cols []tableColumn
	ok := true
	for i, e := range n.elems[1:] {
		col, good := c.column(e, index(path, i+1), ts, cols)
		ok = ok && good
		cols = append(cols, col)
	}
	return cols, ok
}

// column decodes one "Component.field" column name.
func (c *checker) column(n *node, path string, ts []Template, before []tableColumn) (tableColumn, bool) {
	if n.kind != kindString {
		c.wrongType(n, path, `a column name "Component.field"`)
		return tableColumn{}, false
	}
	comp, name, _ := strings.Cut(n.text, ".")
	i := slices.IndexFunc(ts, func(t Template) bool { return t.Name == comp })
	if comp == linkKey {
		c.report(n.off, path, `delete the column, and link each row to its parent in the file's "links": [[the row's index, the parent's index or name], ...]`,
			"the column %s gives each row a parent, which a table holds in no column", Quote(n.text))
		return tableColumn{}, false
	}
	if i < 0 {
		c.report(n.off, path, fmt.Sprintf(`add "%s": {} to the table's components`, clip(comp)),
			"the column %q is a field of %q, which the table's components do not list", clip(n.text), clip(comp))
		return tableColumn{}, false
	}
	f, ok := ts[i].info.lookupField(name)
	switch {
	case !ok:
		c.report(n.off, path, suggest(name, ts[i].info.fieldNames()), "%s has no field %q", comp, clip(name))
	case f.kind == kindText || f.kind == kindOther:
		c.report(n.off, path, "write it once in the table's components; entities with other text go in a table of their own",
			"the column %q is a text field, which a table does not hold in columns", clip(n.text))
	case slices.ContainsFunc(before, func(col tableColumn) bool { return col.comp == i && col.field.index == f.index }):
		c.report(n.off, path, "delete one of them", "the column %q appears twice", clip(n.text))
	default:
		if _, written := ts[i].written.at(name); written {
			c.report(n.off, path, "keep one: the value of every row, or the column",
				"%q is given both in the table's components and as a column", clip(n.text))
			return tableColumn{}, false
		}
		return newColumn(i, f), true
	}
	return tableColumn{}, false
}
