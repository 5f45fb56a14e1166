package ecs

import "fmt"

// The world lock: why a running query locks the world, and what to do
// instead, is in the package documentation, "Commands and the world lock".
// The lock is a count of the loops under way, because loops nest. The count
// is atomic because the pieces of a parallel run (see [Workers])
// may open queries of their own on several goroutines at once.

func (w *World) lock()   { w.locks.Add(1) }
func (w *World) unlock() { w.locks.Add(-1) }

// locked reports whether a query is iterating, so that structural changes
// (create, destroy, add, remove) must go through [World.Commands].
func (w *World) locked() bool { return w.locks.Load() > 0 }

// unlockOnPanic, deferred by the scheduler around a system's run, takes
// back the locks taken since held was read if the run did not finish: it
// is panicking, and the range loops it was in left their locks behind.
func (w *World) unlockOnPanic(held int32, finished *bool) {
	if !*finished {
		w.locks.Store(held)
		w.runSystem(false)
	}
}

// mustUnlocked panics if a query is iterating. op names the operation, e and
// comp what it was applied to (zero/nil if nothing), fix what to do instead.
// The message is only built on failure, so the check costs one compare.
func (w *World) mustUnlocked(op string, e Entity, comp func() string, fix string) {
	if w.locked() {
		panic(fmt.Sprintf("ecs: %s: the world is locked by a running query; %s", describe(op, e, comp), fix))
	}
}
