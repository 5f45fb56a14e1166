package ecs

// Commands returns the world's command buffer.
func (w *World) Commands() *Commands {
	w.commands.dir = &w.directory
	return &w.commands
}

// ApplyCommands applies the recorded commands in the order they were recorded
// and empties the buffer. It panics if a query is iterating, and passes on
// the panic of a command that is misuse in itself (NewEntity with a component
// type twice); the buffer is emptied either way. Commands recorded while
// they are applied (by an OnAdd or OnRemove observer that a command set off)
// are applied in the same call, after the ones before them; an observer that
// records a command every time it runs would therefore never let it return.
func (w *World) ApplyCommands() {
	w.mustUnlocked("ApplyCommands", Entity{}, nil, fixAfterLoop)
	next := 0 // the first command not yet started
	defer func() {
		w.releaseReserved(w.commands.ops[next:]) // left over after a panic
		w.commands.reset()
	}()
	// len is read on every pass: an OnAdd or OnRemove observer run by a
	// command may record more commands, and they are applied in this pass.
	for i := 0; i < len(w.commands.ops); i++ {
		next = i + 1
		w.apply(&w.commands.ops[i])
	}
}

// releaseReserved gives up the entities reserved by NewEntity commands that
// will never be applied, so that their handles stay dead.
func (w *World) releaseReserved(ops []command) {
	for i := range ops {
		if ops[i].kind == cmdNewEntity {
			w.directory.release(ops[i].entity)
		}
	}
}

func (w *World) apply(op *command) {
	if op.kind == cmdNewEntity {
		w.newReserved(op.entity, op.components)
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
func (w *World) addOrSet(e Entity, c Value) {
	id := c.componentID(&w.reg)
	if w.isChildOf(id) {
		w.mustParent("Commands.Add", e, c.(*boxed[ChildOf]).value.Parent)
	}
	t := w.tableOf(e)
	isNew := t.column(id) < 0
	if isNew {
		ed := w.addEdge(t, id)
		w.move(e, ed)
		t = ed.to
	}
	c.write(t.columns[t.column(id)], int(w.directory.records[e.index].row))
	w.markChanged(t, t.column(id))
	if isNew { // an overwrite is not an add: no observer
		w.added(e, id)
	}
}

// newReserved creates the entity e reserved by Commands.NewEntity: its index
// goes on top of the free list, where NewEntity takes it first. If the
// creation panics (a component type given twice), e is released, so that
// the handle stays dead instead of naming a later entity.
func (w *World) newReserved(e Entity, components []Value) {
	w.directory.bringBack(e)
	defer func() {
		if !w.directory.alive(e) {
			w.directory.release(e)
		}
	}()
	w.NewEntity(components...)
}
