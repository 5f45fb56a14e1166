package ecs

// This file lends the tests in package ecs_test a few unexported parts of
// ecs. The tuning constants of parallel queries, to size worlds around a
// chunk:
const (
	ChunkRows          = chunkRows
	MinChunksPerWorker = minChunksPerWorker
)

// SetMaxSteps sets the most fixed steps s runs in one frame (n < 1 counts
// as 1), for tests of the cap.
func (s *Scheduler) SetMaxSteps(n int) { s.maxSteps = max(n, 1) }

// Locked reports whether a query is iterating, for tests of the lock.
func (w *World) Locked() bool { return w.locked() }

// Len returns the number of recorded commands not yet applied.
func (c *Commands) Len() int { return len(c.ops) }
