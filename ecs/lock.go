package ecs

import "fmt"

// The world is locked while a query iterates (a cursor is open or EachTable
// runs): a structural change would move rows under the loop's feet and leave
// its pointers and slices looking at the wrong entities. Instead of allowing
// that, every structural change checks the lock and panics with the fix.

func (w *World) lock()   { w.locks++ }
func (w *World) unlock() { w.locks-- }

// Locked reports whether a query is iterating, so that structural changes
// (create, destroy, add, remove) must go through [World.Commands].
func (w *World) Locked() bool { return w.locks > 0 }

// mustUnlocked panics if a query is iterating. op names the operation, e and
// comp what it was applied to (zero/nil if nothing), instead what to call.
// The message is only built on failure, so the check costs one compare.
func (w *World) mustUnlocked(op string, e Entity, comp func() string, instead string) {
	if w.locks > 0 {
		panic(fmt.Sprintf("ecs: %s: the world is locked by a running query; record the change with %s and it is applied after the system (or after the loop with World.ApplyCommands)", describe(op, e, comp), instead))
	}
}

// mustAlive panics if e is not alive, with a message naming op, e and comp.
func (w *World) mustAlive(op string, e Entity, comp func() string) {
	if w.entities.alive(e) {
		return
	}
	if e.IsZero() {
		panic(fmt.Sprintf("ecs: %s: the zero Entity is not an entity; use a value returned by World.NewEntity", describe(op, e, comp)))
	}
	panic(fmt.Sprintf("ecs: %s: the entity is not alive (destroyed, or from another world); check World.Alive before using a stored entity", describe(op, e, comp)))
}

// describe formats an operation for a panic message: "Add[pkg.T] on Entity(3v1)".
func describe(op string, e Entity, comp func() string) string {
	if comp != nil {
		op += "[" + comp() + "]"
	}
	if e != (Entity{}) || op == "Destroy" {
		op += " on " + e.String()
	}
	return op
}
