package collision

import (
	"iter"
	"time"
)

// Parts is the time a collision step has spent in each of its four parts
// (see the package doc) since the world began, summed over its steps. A
// slow step says little by itself; split this way it says which part to
// work on: the copies in and out of the caller's storage (Gather and
// Scatter), finding the pairs (Broadphase) or pushing them apart (Solve).
// The caller reads the clock five times a step, nothing next to the step
// itself; the times are only reported (by -stats), never part of the
// world.
type Parts struct {
	// Gather: the grounds, the sleepers' grids (the still grid when it
	// is due, the grid of the newly asleep every step), the regions
	// woken, and every awake body handed in.
	Gather time.Duration
	// Broadphase: the awake bodies sorted into their grid, and the pairs
	// listed.
	Broadphase time.Duration
	// Solve: the islands, the passes over the contacts, tipping and the
	// sleep marks.
	Solve time.Duration
	// Scatter: the bodies written back, and whatever the caller does
	// with them (the game: spins damped, rows put in the grid's order
	// when due, bodies moved to and from the Sleeping table).
	Scatter time.Duration
}

// All yields each part's name (as -stats and -stats-json show it) and
// time, in the order a step runs the parts.
func (p Parts) All() iter.Seq2[string, time.Duration] {
	return func(yield func(string, time.Duration) bool) {
		_ = yield("gather", p.Gather) && yield("broadphase", p.Broadphase) &&
			yield("solve", p.Solve) && yield("scatter", p.Scatter)
	}
}
