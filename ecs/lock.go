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
