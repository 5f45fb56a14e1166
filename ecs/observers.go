package ecs

import "fmt"

// Observers are functions the world calls on an event: a
// component type arrives on an entity or leaves it, however that happens:
// one at a time (Add, Remove, NewEntity, Destroy), in a batch (AddAll,
// RemoveAll, NewEntities, NewBatch, DestroyAll) or through applied
// Commands. They turn "whoever removes X must also do Y" into one rule kept
// next to X: the demo stops a cube that loses its Gravity with one
// OnRemove[Gravity], instead of every system that takes gravity away
// remembering to zero the velocity.
//
// When they run:
//   - OnAdd[T] runs after T has been added and its value set, so the
//     observer sees the new value; for an entity created with several
//     components, every component is in place before the first observer runs.
//   - OnRemove[T] runs before T is removed, so the observer still sees the
//     value; Destroy and DestroyAll run OnRemove for every component of each
//     entity before it goes.
//   - Overwriting a value (Commands.Add on an entity that has the type, or
//     writing through Get) is not an add, and runs nothing.
//   - Observers of one type run in the order they were registered. In a
//     batch they run once per entity, table by table, after the whole table
//     has moved (OnAdd) or before it moves (OnRemove).
//
// What they may do: read and write component values of any entity, read
// and change resources, send messages, run queries, and record structural
// changes in [World.Commands], which are applied after the system that
// caused the change (or by the next [World.ApplyCommands]). They must not
// create, destroy, add or remove directly: that would move the rows being
// observed. Trying it panics with a message that says to use Commands.
//
// With no observer registered, a structural change pays one comparison;
// with some, a batch pays one indirect call per entity and observed type
// (see BenchmarkAddRemoveBatchObserved).

// OnAdd registers fn to run whenever an entity gains a T, after the T is in
// place; v points at the new value and may be changed. See the package
// documentation, "How systems talk and react", for when observers run and
// what they may do.
func OnAdd[T any](w *World, fn func(w *World, e Entity, v *T)) {
	id := idOf[T](w)
	mustObserver("OnAdd", typeName[T], fn == nil)
	o := &w.observers
	o.onAdd = appendHook(o.onAdd, id, typedHook(id, fn))
	o.adds.set(id)
	o.any = true
}

// OnRemove registers fn to run whenever an entity loses its T (by Remove,
// RemoveAll or its destruction), before the T goes; v points at
// the value, still readable.
func OnRemove[T any](w *World, fn func(w *World, e Entity, v *T)) {
	id := idOf[T](w)
	mustObserver("OnRemove", typeName[T], fn == nil)
	o := &w.observers
	o.onRemove = appendHook(o.onRemove, id, typedHook(id, fn))
	o.removes.set(id)
	o.any = true
}

// mustObserver panics if the observer function is nil.
func mustObserver(op string, comp func() string, isNil bool) {
	if isNil {
		panic(fmt.Sprintf("ecs: %s: the observer function is nil; pass a func(w *ecs.World, e ecs.Entity, v *%s)", describe(op, Entity{}, comp), comp()))
	}
}

// typedHook wraps fn, which knows T, as a hook, which knows rows.
func typedHook[T any](id compID, fn func(*World, Entity, *T)) hook {
	return func(w *World, t *table, row, n int) {
		data := columnOf[T](t, id).data[row : row+n]
		es := t.rowEntities[row : row+n]
		for i := range data {
			fn(w, es[i], &data[i])
		}
	}
}

// appendHook appends h to the hooks of id, growing the table if needed.
func appendHook(hooks [][]hook, id compID, h hook) [][]hook {
	if int(id) >= len(hooks) {
		hooks = append(hooks, make([][]hook, int(id)+1-len(hooks))...)
	}
	hooks[id] = append(hooks[id], h)
	return hooks
}

// addedRows runs the OnAdd observers of every component of t for rows
// [row, row+n), which have just been created and filled.
func (w *World) addedRows(t *table, row, n int) {
	if w.reg.hier.registered {
		w.checkNewChildren(t, row, n)
	}
	if !w.observers.any || !t.mask.containsAny(w.observers.adds) || n == 0 {
		return
	}
	for _, id := range t.ids {
		w.runHooks(w.observers.onAdd, id, t, row, n)
	}
}

// addedType runs the OnAdd observers of id for rows [row, row+n) of t,
// which have just gained id.
func (w *World) addedType(t *table, id compID, row, n int) {
	if w.observers.any && w.observers.adds.has(id) && n > 0 {
		w.runHooks(w.observers.onAdd, id, t, row, n)
	}
}

// added runs the OnAdd observers of id for the live entity e, which has
// just gained id and had its value written. Code outside the structural
// primitives (Add, an applied Commands.Add) calls it after the write.
func (w *World) added(e Entity, id compID) {
	if w.observers.any && w.observers.adds.has(id) {
		r := w.directory.records[e.index]
		w.runHooks(w.observers.onAdd, id, w.tables[r.table], int(r.row), 1)
	}
}

// removingRows runs the OnRemove observers of every component of t for
// rows [row, row+n), which are about to be destroyed.
func (w *World) removingRows(t *table, row, n int) {
	if !w.observers.any || !t.mask.containsAny(w.observers.removes) || n == 0 {
		return
	}
	for _, id := range t.ids {
		w.runHooks(w.observers.onRemove, id, t, row, n)
	}
}

// removingType runs the OnRemove observers of id for rows [row, row+n) of
// t, which are about to lose id.
func (w *World) removingType(t *table, id compID, row, n int) {
	if w.observers.any && w.observers.removes.has(id) && n > 0 {
		w.runHooks(w.observers.onRemove, id, t, row, n)
	}
}

// runHooks runs the hooks of id for rows [row, row+n) of t, with the world
// marked as inside an observer.
func (w *World) runHooks(hooks [][]hook, id compID, t *table, row, n int) {
	if int(id) >= len(hooks) || len(hooks[id]) == 0 {
		return
	}
	w.observers.running++
	defer func() { w.observers.running-- }()
	for _, h := range hooks[id] {
		h(w, t, row, n)
	}
}

// mustNotObserving panics if an observer is running: a structural change
// from inside one would move the rows it is looking at.
func (w *World) mustNotObserving(op string, e Entity, comp func() string, fix string) {
	if w.observers.running > 0 {
		panic(fmt.Sprintf("ecs: %s: called from inside an OnAdd or OnRemove observer, where structural changes are not allowed; %s", describe(op, e, comp), fix))
	}
}
