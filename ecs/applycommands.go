package ecs

// Commands returns the world's command buffer.
func (w *World) Commands() *Commands { return &w.commands }

// ApplyCommands applies the recorded commands in the order they were recorded
// and empties the buffer. It panics if a query is iterating, and passes on
// the panic of a command that is misuse in itself (NewEntity with a component
// type twice); the buffer is emptied either way.
func (w *World) ApplyCommands() {
	w.mustUnlocked("ApplyCommands", Entity{}, nil, fixAfterLoop)
	defer w.commands.reset()
	for i := range w.commands.ops {
		w.apply(&w.commands.ops[i])
	}
}

func (w *World) apply(op *command) {
	if op.kind == cmdNewEntity {
		w.NewEntity(op.components...)
		return
	}
	if !w.Alive(op.entity) {
		return
	}
	switch op.kind {
	case cmdDestroy:
		w.Destroy(op.entity)
	case cmdAdd:
		w.addOrSet(op.entity, op.component)
	case cmdRemove:
		if t := w.tableOf(op.entity); t.column(op.typ.componentID(&w.reg)) >= 0 {
			w.move(op.entity, w.removeEdge(t, op.typ.componentID(&w.reg)))
		}
	}
}

// addOrSet gives e the boxed component c, or overwrites it if e has one.
func (w *World) addOrSet(e Entity, c Component) {
	id := c.componentID(&w.reg)
	t := w.tableOf(e)
	if t.column(id) < 0 {
		ed := w.addEdge(t, id)
		w.move(e, ed)
		t = ed.to
	}
	c.write(t.columns[t.column(id)], int(w.directory.records[e.index].row))
}
