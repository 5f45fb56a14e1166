package ecs

// move moves the live entity e along edge ed to another table, copying the
// components both tables share; a component only the destination has is
// zero. It returns e's new row. The OnRemove observers of the components
// the destination lacks run first; OnAdd observers of the one it gains are
// the caller's to run, once it has written the value.
func (w *World) move(e Entity, ed *edge) int {
	r := &w.directory.records[e.index]
	src, dst, srcRow := w.tables[r.table], ed.to, int(r.row)
	if w.observers.any {
		w.observeMove(e, ed, src, srcRow)
	}
	row := len(dst.rowEntities)
	dst.rowEntities = append(dst.rowEntities, e)
	for _, p := range ed.pairs {
		src.columns[p.src].moveRow(dst.columns[p.dst], srcRow)
	}
	carry(ed, src)
	for _, i := range ed.srcOnly {
		src.columns[i].swapRemove(srcRow)
	}
	for _, j := range ed.dstOnly {
		dst.columns[j].extend(1)
		w.markFresh(dst, j)
	}
	w.removeEntityRow(src, srcRow)
	// Taken again: an observer above may have reserved an entity through
	// Commands.NewEntity, which can grow (and move) the records.
	r = &w.directory.records[e.index]
	r.table, r.row = dst.id, uint32(row)
	return row
}

// observeMove panics if an observer is running, and runs the OnRemove
// observers of the components e loses on its way along ed.
func (w *World) observeMove(e Entity, ed *edge, src *table, row int) {
	if w.observers.running > 0 {
		op, fix, id := "Remove", fixRemove, compID(0)
		if len(ed.dstOnly) > 0 {
			op, fix, id = "Add", fixAdd, ed.to.ids[ed.dstOnly[0]]
		} else if len(ed.srcOnly) > 0 {
			id = src.ids[ed.srcOnly[0]]
		}
		w.mustNotObserving(op, e, func() string { return w.reg.name(id) }, fix)
	}
	for _, i := range ed.srcOnly {
		w.removingType(src, src.ids[i], row, 1)
	}
}

// addEdge returns the edge from t to the table for t's set plus id.
func (w *World) addEdge(t *table, id compID) *edge {
	if int(id) < len(t.addEdges) && t.addEdges[id] != nil {
		return t.addEdges[id]
	}
	m := t.mask
	m.set(id)
	e := newEdge(t, w.tableFor(m))
	t.addEdges = setEdge(t.addEdges, id, e)
	return e
}

// removeEdge returns the edge from t to the table for t's set minus id.
func (w *World) removeEdge(t *table, id compID) *edge {
	if int(id) < len(t.removeEdges) && t.removeEdges[id] != nil {
		return t.removeEdges[id]
	}
	m := t.mask
	m.clear(id)
	e := newEdge(t, w.tableFor(m))
	t.removeEdges = setEdge(t.removeEdges, id, e)
	return e
}
