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
// comp what it was applied to (zero/nil if nothing), fix what to do instead.
// The message is only built on failure, so the check costs one compare.
func (w *World) mustUnlocked(op string, e Entity, comp func() string, fix string) {
	if w.locks > 0 {
		panic(fmt.Sprintf("ecs: %s: the world is locked by a running query; %s", describe(op, e, comp), fix))
	}
}

// What to do instead of a structural change while locked (constants, so
// that the happy path builds no strings).
const (
	applied      = " and it is applied after the system (or after the loop with World.ApplyCommands)"
	fixNewEntity = "record it with World.Commands().NewEntity" + applied
	fixDestroy   = "record it with World.Commands().Destroy" + applied
	fixAdd       = "record it with World.Commands().Add" + applied
	fixRemove    = "record it with World.Commands().Remove" + applied
	fixAfterLoop = "call it after the loop, once Next has returned false or the cursor is closed"
	fixPerEntity = "record the changes per entity with World.Commands(), or call it after the loop"
)

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
