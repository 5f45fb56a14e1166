package ecs

import "fmt"

// Exchange changes e's component set in one step: it sets every component
// of add (adding the types e lacks, overwriting the ones it has) and takes
// away every type of remove that e has (a type e lacks is skipped). However
// many types change, e moves once, straight to the table for its final set,
// instead of once per Add or Remove through the tables in between.
//
// OnRemove observers of the removed types run before the move and OnAdd
// observers of the added types after the values are written. It panics if
// e is not alive, a type is given twice or in both lists, or the world is
// locked by a running query (use Commands there).
func (w *World) Exchange(e Entity, add []Value, remove []ComponentType) {
	w.mustUnlocked("Exchange", e, nil, fixExchange)
	w.mustAlive("Exchange", e, nil)
	w.mustNotObserving("Exchange", e, nil, fixExchange)
	src := w.tableOf(e)
	addMask, removeMask := w.exchangeMasks(add, remove)
	m := src.mask
	for i := range m {
		m[i] = (m[i] | addMask[i]) &^ removeMask[i]
	}
	if m != src.mask {
		w.move(e, w.exchangeEdge(src, w.tableFor(m)))
	}
	t := w.tableOf(e)
	row := int(w.directory.records[e.index].row)
	for _, c := range add {
		c.write(t.columns[t.column(c.componentID(&w.reg))], row)
	}
	for _, c := range add {
		if id := c.componentID(&w.reg); !src.mask.has(id) {
			w.added(e, id)
		}
	}
}

// fixExchange is what to do instead of an Exchange while a query runs.
const fixExchange = "record it with World.Commands().Add and Remove" + applied

// exchangeMasks returns the types of add and of remove as sets, panicking
// if a type repeats within or across the lists.
func (w *World) exchangeMasks(add []Value, remove []ComponentType) (addMask, removeMask mask) {
	seen := func(id compID, name string) {
		if addMask.has(id) || removeMask.has(id) {
			panic(fmt.Sprintf("ecs: Exchange: component type %s is given twice; pass each component type once, either to add or to remove", name))
		}
	}
	for _, c := range add {
		id := c.componentID(&w.reg)
		seen(id, c.typeName())
		addMask.set(id)
	}
	for _, t := range remove {
		id := t.componentID(&w.reg)
		seen(id, t.typeName())
		removeMask.set(id)
	}
	return addMask, removeMask
}

// exchangeEdge returns the edge from src to dst, built once per pair of
// tables and kept, like the one-component edges of Add and Remove.
func (w *World) exchangeEdge(src, dst *table) *edge {
	key := [2]uint32{src.id, dst.id}
	if ed, ok := w.exchangeEdges[key]; ok {
		return ed
	}
	if w.exchangeEdges == nil {
		w.exchangeEdges = make(map[[2]uint32]*edge)
	}
	ed := newEdge(src, dst)
	w.exchangeEdges[key] = ed
	return ed
}
