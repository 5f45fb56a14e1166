package ecs

import (
	"fmt"
	"slices"
)

// These free functions are the convenient way to reach one component of one
// entity. Each looks up T's component ID in the world's registry (see
// idInRegistry) and the entity's row in the directory, so a loop over many
// entities should iterate with a query instead, which does both once per table.

// Add gives e the component value, or overwrites e's T with it when e has
// one already: the same as an applied [Commands.Add]. Giving moves e to the
// table for its new component set and runs T's OnAdd observers;
// overwriting moves nothing and runs none. It panics if e is not alive or
// a query is running (record [Commands.Add] there).
func Add[T any](w *World, e Entity, value T) {
	w.mustUnlocked("Add", e, typeName[T], fixAdd)
	add(w, e, idOf[T](w), value)
}

// Remove takes the T away from e, and does nothing when e has no T: the
// same as an applied [Commands.Remove]. It panics if e is not alive or a
// query is running (record [Commands.Remove] there).
func Remove[T any](w *World, e Entity) {
	w.mustUnlocked("Remove", e, typeName[T], fixRemove)
	remove(w, e, idOf[T](w), typeName[T])
}

// Get returns a pointer to e's T, for reading and writing in place. The
// pointer is valid until the next structural change in w (create, destroy,
// add, remove); do not keep it. It panics if e is not alive or has no T.
func Get[T any](w *World, e Entity) *T {
	return get[T](w, e, idOf[T](w))
}

// TryGet returns a pointer to e's T and true, or nil and false if e is not
// alive or has no T. It never panics.
func TryGet[T any](w *World, e Entity) (*T, bool) {
	return tryGet[T](w, e, idOf[T](w))
}

// Has reports whether e is alive and has a T.
func Has[T any](w *World, e Entity) bool {
	return has(w, e, idOf[T](w))
}

func has(w *World, e Entity, id compID) bool {
	return w.directory.alive(e) && w.tableOf(e).column(id) >= 0
}

func add[T any](w *World, e Entity, id compID, value T) {
	w.mustAlive("Add", e, typeName[T])
	if w.isChildOf(id) {
		w.mustParent("Add", e, any(value).(ChildOf).Parent)
	}
	t := w.tableOf(e)
	if c := t.column(id); c >= 0 { // an overwrite is not an add: no move, no observer
		columnOf[T](t, id).data[w.directory.records[e.index].row] = value
		w.markChanged(t, c)
		return
	}
	put(w, e, t, id, value)
}

// put moves e from its table t to the one with id added, and sets the new
// component to value: add once its checks have passed.
func put[T any](w *World, e Entity, t *table, id compID, value T) {
	ed := w.addEdge(t, id)
	row := w.move(e, ed)
	columnOf[T](ed.to, id).data[row] = value
	w.added(e, id)
}

func remove(w *World, e Entity, id compID, name func() string) {
	w.mustAlive("Remove", e, name)
	t := w.tableOf(e)
	if t.column(id) < 0 {
		return // nothing to take away
	}
	w.move(e, w.removeEdge(t, id))
}

func get[T any](w *World, e Entity, id compID) *T {
	if p, ok := tryGet[T](w, e, id); ok {
		return p
	}
	w.mustAlive("Get", e, typeName[T])
	panic(fmt.Sprintf("ecs: Get[%s]: %v has no component %s; check with ecs.Has or use ecs.TryGet", typeName[T](), e, typeName[T]()))
}

func tryGet[T any](w *World, e Entity, id compID) (*T, bool) {
	if !w.directory.alive(e) {
		return nil, false
	}
	r := w.directory.records[e.index]
	t := w.tables[r.table]
	c := t.column(id)
	if c < 0 {
		return nil, false
	}
	w.markChanged(t, c)
	return &t.columns[c].(*typedColumn[T]).data[r.row], true
}

// Rows returns the T components of entities made together (by one
// [World.NewEntities] or NewBatch call), as one slice: element i is es[i]'s.
// Code that fills new entities in one by one, such as a scene's spawner
// drawing each cube's random fields, walks the slice instead of looking
// every entity up (a directory lookup per entity and component). The
// slice is valid until the next structural change, like a pointer from
// [Get].
//
// It returns nil and false unless the entities still sit, in order, in
// consecutive rows of one table that has a T: a structural change since
// they were made may have moved them, and then the caller looks each one
// up instead.
func Rows[T any](w *World, es []Entity) ([]T, bool) {
	if len(es) == 0 || !w.directory.alive(es[0]) {
		return nil, false
	}
	r := w.directory.records[es[0].index]
	t := w.tables[r.table]
	c := t.column(idOf[T](w))
	lo, hi := int(r.row), int(r.row)+len(es)
	if c < 0 || hi > t.len() || !slices.Equal(t.rowEntities[lo:hi], es) {
		return nil, false
	}
	w.markChanged(t, c)
	return t.columns[c].(*typedColumn[T]).data[lo:hi:hi], true
}
