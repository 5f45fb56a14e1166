package ecs

import "fmt"

// AddAll and RemoveAll change the component set of many entities at once,
// table by table: every row of a source table moves to the same destination
// table, so the columns are copied in bulk and the per-entity work is one
// record update. The demo's gravity swap moves Gravity on 10,000 entities
// this way.

// AddAll gives value to every entity that matches filters and has no T,
// and returns how many entities changed. It panics if a query is iterating.
func AddAll[T any](w *World, value T, filters ...Filter) int {
	w.mustUnlocked("AddAll", Entity{}, typeName[T], fixPerEntity)
	w.mustNotObserving("AddAll", Entity{}, typeName[T], fixPerEntity)
	id := idOf[T](w)
	sel := filterMasks(w, filters)
	mustNotWatch("AddAll", &sel)
	mustNotContradict(w, "AddAll", sel.include, sel.exclude)
	if sel.include.has(id) {
		panic(fmt.Sprintf("ecs: AddAll[%s]: With[%s] selects entities that already have the type, and AddAll changes only entities without it, so it can never match; drop the With filter", typeName[T](), typeName[T]()))
	}
	sel.exclude.set(id)
	total := 0
	for _, src := range w.matchingTables(&sel) {
		if w.isChildOf(id) {
			for _, e := range src.rowEntities {
				w.mustParent("AddAll", e, any(value).(ChildOf).Parent)
			}
		}
		ed := w.addEdge(src, id)
		row, n := w.moveAll(ed, src)
		d := columnOf[T](ed.to, id).data[row : row+n]
		for i := range d {
			d[i] = value
		}
		w.addedType(ed.to, id, row, n)
		total += n
	}
	return total
}

// RemoveAll removes T from every entity that has a T and matches filters,
// and returns how many entities changed. It panics if a query is iterating.
func RemoveAll[T any](w *World, filters ...Filter) int {
	w.mustUnlocked("RemoveAll", Entity{}, typeName[T], fixPerEntity)
	w.mustNotObserving("RemoveAll", Entity{}, typeName[T], fixPerEntity)
	id := idOf[T](w)
	sel := filterMasks(w, filters)
	mustNotWatch("RemoveAll", &sel)
	mustNotContradict(w, "RemoveAll", sel.include, sel.exclude)
	if sel.exclude.has(id) {
		panic(fmt.Sprintf("ecs: RemoveAll[%s]: Without[%s] selects entities that lack the type, and RemoveAll changes only entities that have it, so it can never match; drop the Without filter", typeName[T](), typeName[T]()))
	}
	sel.include.set(id)
	total := 0
	for _, src := range w.matchingTables(&sel) {
		w.removingType(src, id, 0, src.len())
		_, n := w.moveAll(w.removeEdge(src, id), src)
		total += n
	}
	return total
}

// matchingTables returns the non-empty tables that sel selects. It returns
// a new slice, because moving rows may create tables.
func (w *World) matchingTables(sel *selection) []*table {
	var ts []*table
	for _, t := range w.tables {
		if t.len() > 0 && sel.matches(t.mask) {
			ts = append(ts, t)
		}
	}
	return ts
}

// moveAll moves every row of src along edge ed to the end of the destination
// table and returns the first new row there and the number of rows moved.
// A component only the destination has is zero.
func (w *World) moveAll(ed *edge, src *table) (row, n int) {
	dst := ed.to
	row, n = dst.len(), src.len()
	for _, p := range ed.pairs {
		dst.columns[p.dst].appendRows(src.columns[p.src], 0, n)
	}
	carry(ed, src)
	for _, j := range ed.dstOnly {
		dst.columns[j].extend(n)
		w.markFresh(dst, j)
	}
	dst.rowEntities = append(dst.rowEntities, src.rowEntities...)
	for i, e := range src.rowEntities {
		r := &w.directory.records[e.index]
		r.table, r.row = dst.id, uint32(row+i)
	}
	src.rowEntities = src.rowEntities[:0]
	for _, c := range src.columns {
		c.truncate(0)
	}
	return row, n
}
