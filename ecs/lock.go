package ecs

import "fmt"

// The world is locked while a query iterates (a cursor is open or EachTable
// runs): a structural change would move rows under the loop's feet and leave
// its pointers and slices looking at the wrong entities. Instead of allowing
// that, every structural change checks the lock and panics with the fix.
//
// The count is atomic because systems that run side by side (see
// [Access]) open their queries at the same time.

func (w *World) lock()   { w.locks.Add(1) }
func (w *World) unlock() { w.locks.Add(-1) }

// Locked reports whether a query is iterating, so that structural changes
// (create, destroy, add, remove) must go through [World.Commands].
func (w *World) Locked() bool { return w.locks.Load() > 0 }

// mustUnlocked panics if a query is iterating. op names the operation, e and
// comp what it was applied to (zero/nil if nothing), fix what to do instead.
// The message is only built on failure, so the check costs one compare.
func (w *World) mustUnlocked(op string, e Entity, comp func() string, fix string) {
	if w.Locked() {
		panic(fmt.Sprintf("ecs: %s: the world is locked by a running query; %s", describe(op, e, comp), fix))
	}
}
