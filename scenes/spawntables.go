package scenes

import (
	"cmp"
	"math"
	"reflect"
	"slices"

	"github.com/go-gl/mathgl/mgl32"

	"cubefall/ecs"
)

// This file creates the entities of a scene's tables. They are created
// after the named entities, in ascending order of their index across every
// table, so that a saved world's entities get the indices they had: the
// world hash counts each entity's index, and a save loads back to the same
// hash. Each run of rows that follow one another in that order and sit in
// one table is created in one batch, straight into its archetype table.

// rowRef is one row of one table, with its entity index.
type rowRef struct{ index, table, row uint32 }

// rowOrder lists the rows of every table in ascending index order, and
// reports an index given to two rows.
func (c *checker) rowOrder(ts []TableSpec, n *node) []rowRef {
	order := rowOrder(ts)
	for i := 1; i < len(order); i++ {
		if a, b := order[i-1], order[i]; a.index == b.index {
			c.report(n.off, "$.tables", "give every row its own index",
				"the index %d is given to two rows: $.tables[%d].rows[%d] and $.tables[%d].rows[%d]",
				a.index, a.table, a.row, b.table, b.row)
			break
		}
	}
	return order
}

// rowOrder lists the rows of every table in ascending index order.
func rowOrder(ts []TableSpec) []rowRef {
	n := 0
	for _, t := range ts {
		n += t.Len()
	}
	order := make([]rowRef, 0, n)
	for ti, t := range ts {
		for row, index := range t.index {
			order = append(order, rowRef{index: index, table: uint32(ti), row: uint32(row)})
		}
	}
	slices.SortFunc(order, func(a, b rowRef) int { return cmp.Compare(a.index, b.index) })
	return order
}

// tableRows counts the rows of every table.
func (s *Scene) tableRows() int {
	n := 0
	for _, t := range s.Tables {
		n += t.Len()
	}
	return n
}

// spawnTables creates the rows of every table, in index order, and returns
// the entities.
func (s *Scene) spawnTables(w *ecs.World) []ecs.Entity {
	order := s.order
	if len(order) != s.tableRows() {
		order = rowOrder(s.Tables)
	}
	out := make([]ecs.Entity, 0, len(order))
	bases := make([][]ecs.Value, len(s.Tables))
	for i, t := range s.Tables {
		bases[i] = make([]ecs.Value, len(t.Components))
		for j, tmpl := range t.Components {
			bases[i][j] = tmpl.info.ops.box(tmpl.base)
		}
	}
	for lo := 0; lo < len(order); {
		hi := lo + 1
		for hi < len(order) && order[hi].table == order[lo].table && order[hi].row == order[hi-1].row+1 {
			hi++
		}
		t := &s.Tables[order[lo].table]
		es := w.NewEntities(hi-lo, bases[order[lo].table]...)
		t.fill(w, es, int(order[lo].row))
		out = append(out, es...)
		lo = hi
	}
	return out
}

// fill sets the column values of entities es, made from rows first,
// first+1, ... of t.
func (t *TableSpec) fill(w *ecs.World, es []ecs.Entity, first int) {
	for ci := range t.Components {
		var cols []*tableColumn
		for k := range t.columns {
			if t.columns[k].comp == ci {
				cols = append(cols, &t.columns[k])
			}
		}
		if len(cols) == 0 {
			continue
		}
		at := t.Components[ci].info.ops.batch(w, es)
		for k := range es {
			v := at(k)
			for _, col := range cols {
				col.set(v.Field(col.field.index), first+k)
			}
		}
	}
}

// set writes row's value of the column into dst, an addressable field.
// float32 numbers and vectors, the usual case, are written through a typed
// pointer; anything else through reflect.
func (col *tableColumn) set(dst reflect.Value, row int) {
	w := col.field.width
	if col.isFloat32 {
		xs := col.f32[row*w : row*w+w]
		switch p := dst.Addr().Interface().(type) {
		case *float32:
			*p = xs[0]
		case *mgl32.Vec3:
			copy(p[:], xs)
		default:
			setAxes(dst, func(i int) float64 { return float64(xs[i]) })
		}
		return
	}
	words := col.words[row*w : row*w+w]
	switch col.field.kind {
	case kindFloat, kindVector:
		setAxes(dst, func(i int) float64 { return math.Float64frombits(words[i]) })
	case kindInt:
		dst.SetInt(int64(words[0]))
	case kindUint:
		dst.SetUint(words[0])
	case kindBoolean:
		dst.SetBool(words[0] != 0)
	}
}

// setAxes sets a float or the axes of a vector through reflect.
func setAxes(dst reflect.Value, x func(int) float64) {
	if dst.Kind() != reflect.Array {
		dst.SetFloat(x(0))
		return
	}
	for i := range dst.Len() {
		dst.Index(i).SetFloat(x(i))
	}
}
