package systems

import (
	"iter"
	"time"
)

// CollideParts is the time the collision system has spent in each of its
// four parts (see [Collide]) since the world began, summed over its
// steps. A slow step says little by itself; split this way it says which
// part to work on: the copies in and out of the ECS columns (Gather and
// Scatter), finding the pairs (Broadphase) or pushing them apart (Solve).
// The clock is read five times a step, nothing next to the step itself;
// the times are only reported (by -stats), never part of the world.
type CollideParts struct {
	// Gather: the grounds, the sleepers' grids (the still grid when it
	// is due, the grid of the newly asleep every step), the regions
	// woken, and every awake body copied out of its columns.
	Gather time.Duration
	// Broadphase: the awake bodies sorted into their grid, and the pairs
	// listed.
	Broadphase time.Duration
	// Solve: the islands, the passes over the contacts, tipping and the
	// sleep marks.
	Solve time.Duration
	// Scatter: the bodies written back, spins damped, rows put in the
	// grid's order when due, and bodies moved to and from the Sleeping
	// table.
	Scatter time.Duration
}

// All yields each part's name (as -stats and -stats-json show it) and
// time, in the order the system runs the parts.
func (p CollideParts) All() iter.Seq2[string, time.Duration] {
	return func(yield func(string, time.Duration) bool) {
		_ = yield("gather", p.Gather) && yield("broadphase", p.Broadphase) &&
			yield("solve", p.Solve) && yield("scatter", p.Scatter)
	}
}

// lap adds the time since start to part and returns now, the start of the
// next part.
func lap(part *time.Duration, start time.Time) time.Time {
	now := time.Now()
	*part += now.Sub(start)
	return now
}
