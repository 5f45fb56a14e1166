package ecs

// AddAll and RemoveAll change the component set of many entities at once,
// table by table: every row of a source table moves to the same destination
// table, so the columns are copied in bulk and the per-entity work is one
// record update. The demo's gravity swap moves Gravity on 10,000 entities
// this way.

// AddAll gives value to every entity that matches filters and has no T,
// and returns how many entities changed. It panics if a query is iterating.
func AddAll[T any](w *World, value T, filters ...Filter) int {
	w.mustUnlocked("AddAll", Entity{}, typeName[T], "World.Commands().Add per entity")
	id := idOf[T](w)
	include, exclude := filterMasks(w, filters)
	exclude.set(id)
	total := 0
	for _, src := range w.matchingTables(include, exclude) {
		dst := w.withComponent(src, id)
		row, n := w.moveAll(src, dst)
		d := columnOf[T](dst, id).data[row : row+n]
		for i := range d {
			d[i] = value
		}
		total += n
	}
	return total
}

// RemoveAll removes T from every entity that has a T and matches filters,
// and returns how many entities changed. It panics if a query is iterating.
func RemoveAll[T any](w *World, filters ...Filter) int {
	w.mustUnlocked("RemoveAll", Entity{}, typeName[T], "World.Commands().Remove per entity")
	id := idOf[T](w)
	include, exclude := filterMasks(w, filters)
	include.set(id)
	total := 0
	for _, src := range w.matchingTables(include, exclude) {
		_, n := w.moveAll(src, w.withoutComponent(src, id))
		total += n
	}
	return total
}

// matchingTables returns the non-empty tables that contain include and none of
// exclude. It returns a new slice, because moving rows may create tables.
func (w *World) matchingTables(include, exclude mask) []*table {
	var ts []*table
	for _, t := range w.tables {
		if t.len() > 0 && t.mask.containsAll(include) && !t.mask.containsAny(exclude) {
			ts = append(ts, t)
		}
	}
	return ts
}

// moveAll moves every row of src to the end of dst and returns the first new
// row in dst and the number of rows moved. Components dst has and src lacks
// are zero.
func (w *World) moveAll(src, dst *table) (row, n int) {
	row, n = dst.len(), src.len()
	for i, id := range dst.ids {
		if j := src.column(id); j >= 0 {
			dst.columns[i].appendRows(src.columns[j], 0, n)
		} else {
			dst.columns[i].extend(n)
		}
	}
	dst.entities = append(dst.entities, src.entities...)
	for i, e := range src.entities {
		r := &w.entities.records[e.index]
		r.table, r.row = dst, uint32(row+i)
	}
	src.entities = src.entities[:0]
	for _, c := range src.columns {
		c.truncate(0)
	}
	return row, n
}
