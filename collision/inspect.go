package collision

import "github.com/go-gl/mathgl/mgl32"

// What the engine can tell about its state, for checks from outside it
// (the game's tests hold the engine to what its world says).

// Sleepers is how many sleepers the engine holds: those handed in, those
// that fell asleep since, and those of either that woke since (see
// Sleeper).
func (en *Engine) Sleepers() int { return len(en.sleepers) }

// Sleeper is sleeper j: who it is, its origin (where it was handed in:
// a plain box's centre), whether it fell asleep since the sleepers were
// last handed in (it is in the grid of the newly asleep), and whether it
// woke since (the engine skips it).
func (en *Engine) Sleeper(j int) (id ID, pos mgl32.Vec3, fresh, woken bool) {
	id, b := en.sleeperIDs[j], &en.sleepers[j]
	pos = b.pos
	if b.is(bodyCompound) {
		pos = en.sleeperShape.origin(b)
	}
	return id, pos, j >= en.nStill, en.isWoken(id.Index())
}

// TilesRaised is how many tiles of the sleepers' height maps the
// sleepers raised since the maps were made: their work, which wide
// sleepers must not blow up (see wideHalf).
func (en *Engine) TilesRaised() int { return en.tops.raised + en.freshTops.raised }

// BigIslands is how many islands of the last step were large enough to be
// solved by every worker together (see solveBlocked).
func (en *Engine) BigIslands() int { return en.blocked.solved }
