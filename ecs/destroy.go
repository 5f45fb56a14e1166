package ecs

// Destroy removes e and all its components, and e's children ([ChildOf])
// with theirs, deepest first, so that no child is left without its parent.
// e and every copy of it become stale. It panics if e is not alive or a
// query is running.
func (w *World) Destroy(e Entity) {
	w.mustUnlocked("Destroy", e, nil, fixDestroy)
	w.mustAlive("Destroy", e, nil)
	w.mustNotObserving("Destroy", e, nil, fixDestroy)
	if w.reg.hier.registered {
		w.destroyChildren(e)
	}
	r := w.directory.records[e.index]
	w.removingRows(w.tables[r.table], int(r.row), 1)
	w.removeRow(w.tables[r.table], int(r.row))
	w.directory.kill(e)
}

// DestroyAll destroys every entity (all their handles become stale) and drops
// any recorded commands. Resources, registered component types and tables
// (empty now) are kept, so a scene can be loaded again without warming up.
// It panics if a query is running. OnRemove observers run for every
// component of every entity first, while all of them are still alive;
// commands they record are dropped with the rest, and an entity reserved by
// a dropped [Commands.NewEntity] stays dead, its index free for reuse.
func (w *World) DestroyAll() {
	w.mustUnlocked("DestroyAll", Entity{}, nil, fixAfterLoop)
	w.mustNotObserving("DestroyAll", Entity{}, nil, fixAfterLoop)
	for _, t := range w.tables {
		w.removingRows(t, 0, t.len())
	}
	for _, t := range w.tables {
		for _, e := range t.rowEntities {
			w.directory.kill(e)
		}
		t.rowEntities = t.rowEntities[:0]
		for _, c := range t.columns {
			c.truncate(0)
		}
	}
	w.releaseReserved(w.commands.ops)
	w.commands.reset()
}

// removeRow swap-removes row from t and fixes the record of the entity that
// moved into row.
func (w *World) removeRow(t *table, row int) {
	w.removeEntityRow(t, row)
	for _, c := range t.columns {
		c.swapRemove(row)
	}
}

// removeEntityRow swap-removes row from t's entity list (not its columns) and
// fixes the record of the entity that moved into row.
func (w *World) removeEntityRow(t *table, row int) {
	last := len(t.rowEntities) - 1
	if row != last {
		moved := t.rowEntities[last]
		t.rowEntities[row] = moved
		w.directory.records[moved.index].row = uint32(row)
	}
	t.rowEntities = t.rowEntities[:last]
}
