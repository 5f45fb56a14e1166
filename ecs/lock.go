package ecs

import "fmt"

// The world is locked while a query iterates (a range loop over it runs,
// or a Parallel call): a structural change would move rows under the loop's feet and leave
// its pointers and slices looking at the wrong entities. Instead of allowing
// that, every structural change checks the lock and panics with the fix.
//
// The count is atomic because the pieces of a parallel run (see [Workers])
// may open queries of their own on several goroutines at once.

func (w *World) lock()   { w.locks.Add(1) }
func (w *World) unlock() { w.locks.Add(-1) }

// Locked reports whether a query is iterating, so that structural changes
// (create, destroy, add, remove) must go through [World.Commands].
//
// A range loop over a query ([Query3.All], [Query3.Tables]) unlocks the
// world when it ends normally or by break or return, but not when its body
// panics: the unlock is a plain call after the loop, not a deferred one,
// because Go inlines an iterator into the loop that ranges over it only
// when the iterator has no defer, and inlined, the loop body runs as fast
// as a plain loop over a slice. The [Scheduler] takes back the locks a
// panicking system left as the panic passes through it, so a panic that is
// recovered above [Scheduler.Frame] finds the world unlocked. Code that
// loops over a query outside a scheduler and recovers from a panic in the
// loop body is left with a locked world.
func (w *World) Locked() bool { return w.locks.Load() > 0 }

// unlockOnPanic, deferred by the scheduler around a system's run, takes
// back the locks taken since held was read if the run did not finish: it
// is panicking, and the range loops it was in left their locks behind.
func (w *World) unlockOnPanic(held int32, finished *bool) {
	if !*finished {
		w.locks.Store(held)
	}
}

// mustUnlocked panics if a query is iterating. op names the operation, e and
// comp what it was applied to (zero/nil if nothing), fix what to do instead.
// The message is only built on failure, so the check costs one compare.
func (w *World) mustUnlocked(op string, e Entity, comp func() string, fix string) {
	if w.Locked() {
		panic(fmt.Sprintf("ecs: %s: the world is locked by a running query; %s", describe(op, e, comp), fix))
	}
}
