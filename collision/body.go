package collision

import "github.com/go-gl/mathgl/mgl32"

// Body is one box as the engine sees it: the caller hands every awake
// body in at the start of a step (see [NewBody] and [Run.Put]), the
// engine works on that flat slice alone, and the caller reads positions
// and velocities back at the end. Sleeping bodies go into a second slice
// with no velocity and no inverse mass: to the solver they are fixed
// boxes.
//
// A body holds what the broadphase and the solver read, and nothing
// else, so that it is 64 bytes: one cache line. A large slice starts on a
// line's boundary, so every body of it lies in exactly one line, and a
// read of a body, in order or at random, loads one line. At 80 bytes, the
// size with its ID, its place in the caller's storage and a byte per yes-or-no
// fact, every body straddled two lines, and every pass over the bodies
// (the gather, the grid's sort, the pair search, the solver, the scatter)
// moved a quarter more memory. Who a body is lives beside it instead: the
// caller knows who it wrote each gathered body for, and the sleepers keep
// their IDs in a slice of their own (Engine.sleeperIDs) in the same
// order. A compound body names its boxes in the last three bytes (see
// compound.go), which were padding; no bit of the flags is left. The
// 64 bytes buy part of the 10k and 100k rain bars of the performance
// page's "Collisions" section.
type Body struct {
	pos, vel, half mgl32.Vec3
	prev           mgl32.Vec3 // the centre before this step's move
	restitution    float32
	friction       float32
	changed        int32     // the solver's clock when a contact last changed it
	flags          bodyFlags // the yes-or-no facts below
	shape          [3]uint8  // a compound body's shape, counting from 1, in 24 bits (see shapeRef); 0 for a plain box
}

// NewBody is an awake body at pos, moving at vel, of half size half,
// made of m. It came from pos − vel·dt in this step (the engine sweeps its
// box from there). groundOnly: it meets the ground and nothing else (a
// walking camera); supported: it touched something in the last step
// (see [Body.Touching]).
func NewBody(pos, vel, half mgl32.Vec3, m Material, groundOnly, supported bool, dt float32) Body {
	return Body{pos: pos, vel: vel, half: half, prev: pos.Sub(vel.Mul(dt)), restitution: m.Restitution, friction: m.Friction,
		flags: bodyMoves | flagIf(bodyGroundOnly, groundOnly) | flagIf(bodySupported, supported)}
}

// Pos is the body's centre.
func (b *Body) Pos() mgl32.Vec3 { return b.pos }

// Vel is the body's velocity.
func (b *Body) Vel() mgl32.Vec3 { return b.vel }

// Touching reports whether the body touched the ground or another body in
// the last step.
func (b *Body) Touching() bool { return b.is(bodyTouching) }

// GroundOnly reports whether the body meets the ground and nothing else.
func (b *Body) GroundOnly() bool { return b.is(bodyGroundOnly) }

// bodyFlags are a body's yes-or-no facts, one bit each.
type bodyFlags uint8

const (
	bodyMoves      bodyFlags = 1 << iota // an awake body; a sleeper is a fixed box
	bodyGroundOnly                       // it meets the ground and nothing else (a walking camera)
	bodySupported                        // it touched something in the last step
	bodyTouching                         // it touches something in this step
	bodySlow                             // slower than sleepSpeed after the solver's passes
	bodyHit                              // a sleeping body hit hard enough to wake
	bodyWide                             // wider than wideHalf: a sleeper in no grid and no height map but in the short list of wide sleepers (see wideHalf); an awake body whose swept box is, in no query of the grid (see wideawake.go)
	bodyCompound                         // made of several boxes (see compound.go); its box is the box around them all
)

// is reports whether the body has the fact f.
func (b *Body) is(f bodyFlags) bool { return b.flags&f != 0 }

// mark gives the body the fact f if on is true, and takes it away if not.
func (b *Body) mark(f bodyFlags, on bool) {
	if on {
		b.flags |= f
	} else {
		b.flags &^= f
	}
}

// flagIf is f if on is true and no fact if not, for building a body's
// flags in one expression.
func flagIf(f bodyFlags, on bool) bodyFlags {
	if on {
		return f
	}
	return 0
}

// invMass is the body's inverse mass: 1 for an awake body (every body
// weighs the same), 0 for a fixed one, which no push moves.
func (b *Body) invMass() float32 {
	if b.is(bodyMoves) {
		return 1
	}
	return 0
}
