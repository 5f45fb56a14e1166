package ecs

// move moves the live entity e along edge ed to another table, copying the
// components both tables share; a component only the destination has is
// zero. It returns e's new row.
func (w *World) move(e Entity, ed *edge) int {
	r := &w.directory.records[e.index]
	src, dst, srcRow := w.tables[r.table], ed.to, int(r.row)
	row := len(dst.rowEntities)
	dst.rowEntities = append(dst.rowEntities, e)
	for _, p := range ed.pairs {
		src.columns[p.src].moveRow(dst.columns[p.dst], srcRow)
	}
	for _, i := range ed.srcOnly {
		src.columns[i].swapRemove(srcRow)
	}
	for _, j := range ed.dstOnly {
		dst.columns[j].extend(1)
	}
	w.removeEntityRow(src, srcRow)
	r.table, r.row = dst.id, uint32(row)
	return row
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
