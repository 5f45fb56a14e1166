package ecs

import "fmt"

// Reorder moves rows inside their tables: in every table that holds some
// of the entities in order, those entities take the table's first rows,
// in the order they come in order, and the table's other rows follow in
// the order they had. No entity changes table and no value changes; what
// changes is where each row sits in its columns, which is the order in
// which queries visit a table's entities.
//
// Why: a system that reads entities in an order of its own (a spatial
// grid's, say, which keeps neighbours together) reads the columns at
// random, and at a hundred thousand entities, more than the caches hold,
// most of those reads wait for memory. Putting the rows in that order now
// and then makes its reads run along the columns again. Reordering costs
// about as much as one such pass at random over every column of the
// table, so it pays only done now and then.
//
// Reorder is a structural change of a mild kind: it panics while a query
// is iterating or an observer is running (both look at rows by position),
// and it panics, before moving anything, if an entity in order is not
// alive or comes twice. It runs no observer.
func (w *World) Reorder(order []Entity) {
	w.mustUnlocked("Reorder", Entity{}, nil, fixAfterLoop)
	w.mustNotObserving("Reorder", Entity{}, nil, fixAfterLoop)
	r := &w.reorder
	r.listed = growCleared(r.listed, len(w.directory.records))
	for _, e := range order {
		w.mustAlive("Reorder", e, nil)
		if r.listed[e.index] {
			panic(fmt.Sprintf("ecs: Reorder on %s: the entity comes twice in the order; list each entity once", e))
		}
		r.listed[e.index] = true
	}
	r.seen = growCleared(r.seen, len(w.tables))
	for _, e := range order {
		id := w.directory.records[e.index].table
		if !r.seen[id] {
			r.seen[id] = true
			w.reorderTable(w.tables[id], order)
		}
	}
}

// reorderTable puts t's rows of the entities in order first, in order.
func (w *World) reorderTable(t *table, order []Entity) {
	r := &w.reorder
	n := len(t.rowEntities)
	r.taken = growCleared(r.taken, n)
	r.perm = r.perm[:0]
	for _, e := range order {
		rec := w.directory.records[e.index]
		if rec.table != t.id {
			continue
		}
		r.taken[rec.row] = true
		r.perm = append(r.perm, int32(rec.row))
	}
	for row := range n {
		if !r.taken[row] {
			r.perm = append(r.perm, int32(row))
		}
	}
	for _, c := range t.columns {
		r.done = growCleared(r.done, n)
		c.permute(r.perm, r.done)
	}
	r.done = growCleared(r.done, n)
	permute(t.rowEntities, r.perm, r.done)
	for row, e := range t.rowEntities {
		w.directory.records[e.index].row = uint32(row)
	}
}

// growCleared returns s with length n and every element false.
func growCleared(s []bool, n int) []bool {
	if cap(s) < n {
		return make([]bool, n)
	}
	s = s[:n]
	clear(s)
	return s
}
