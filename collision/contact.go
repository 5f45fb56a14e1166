package collision

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// Tuning of the contact response. The values are per contact, in world
// units and seconds.
const (
	// contactSlop is the overlap left alone, so that resting boxes keep
	// touching instead of being pushed apart and falling back each step.
	contactSlop = 0.004
	// bounceMin is the approach speed below which a contact does not
	// bounce: without it a resting box would hop by the speed gravity
	// gives it in one step.
	bounceMin = 1.0
	// wakeSpeed is the approach speed at which a hit wakes a sleeping box.
	wakeSpeed = 1.5
)

// groundContact keeps b above the ground g: if b's bottom went below the
// plane during this step (from above: its bottom before the move was no
// further under the plane than half its height), it is put back on it,
// loses its downward speed (or bounces with the mixed restitution) and
// its sliding speed shrinks by friction. Because the test uses where the
// body came from, not only where it is, a body moving at any speed is
// caught: it cannot step over the plane between two steps. It reports
// whether it moved b or changed its velocity.
func groundContact(b *Body, g *Ground) bool {
	halfSize := g.Size / 2
	if abs32(b.pos[0]) > halfSize || abs32(b.pos[2]) > halfSize {
		return false
	}
	bottom := b.pos[1] - b.half[1]
	if bottom >= g.Height || b.prev[1]-b.half[1] < g.Height-b.half[1] && !b.is(bodyGroundOnly) {
		return false
	}
	lifted := g.Height + b.half[1]
	moved := b.pos[1] != lifted
	b.pos[1] = lifted
	b.mark(bodyTouching, true)
	vn := b.vel[1]
	if vn >= 0 {
		return moved
	}
	e := (b.restitution + g.Restitution) / 2
	if -vn < bounceMin {
		e = 0
	}
	j := -(1 + e) * vn
	b.vel[1] = -e * vn
	slide(&b.vel[0], &b.vel[2], j*float32(math.Sqrt(float64(b.friction*g.Friction))))
	return true
}

// slide takes up to loss away from the horizontal speed (vx, vz), keeping
// its direction, and stops it if loss is larger.
func slide(vx, vz *float32, loss float32) {
	s := float32(math.Sqrt(float64(*vx**vx + *vz**vz)))
	if s <= loss || s == 0 {
		*vx, *vz = 0, 0
		return
	}
	k := (s - loss) / s
	*vx *= k
	*vz *= k
}

// boxContact separates two overlapping boxes along the axis of least
// overlap and applies an impulse that stops them approaching (with the
// mixed restitution) and a friction impulse against their sliding. b may
// be a fixed body (inverse mass 0): then a moves alone, and b is marked hit if
// a came at it faster than wakeSpeed. It reports whether they touched,
// and whether it moved either or changed a velocity.
func boxContact(a, b *Body) (touched, moved bool) {
	axis, overlap, sign := leastOverlap(a, b)
	if overlap <= 0 {
		return false, false
	}
	a.mark(bodyTouching, true)
	b.mark(bodyTouching, true)
	wa, wb := stackMasses(a, b, axis, sign)
	wsum := wa + wb
	if corr := overlap - contactSlop; corr > 0 {
		a.pos[axis] -= sign * corr * wa / wsum
		b.pos[axis] += sign * corr * wb / wsum
		moved = true
	}
	vn := (b.vel[axis] - a.vel[axis]) * sign // < 0: approaching
	if vn >= 0 {
		return true, moved
	}
	if !b.is(bodyMoves) && -vn > wakeSpeed {
		b.mark(bodyHit, true)
	}
	e := (a.restitution + b.restitution) / 2
	if -vn < bounceMin {
		e = 0
	}
	j := -(1 + e) * vn / wsum
	a.vel[axis] -= sign * j * wa
	b.vel[axis] += sign * j * wb
	boxFriction(a, b, axis, wa, wb, j*float32(math.Sqrt(float64(a.friction*b.friction))))
	return true, true
}

// tipSpeed is the sideways speed a step gives a box whose centre hangs
// over the edge of what it rests on (see tip).
const tipSpeed = 0.15

// support is how far, along X and Z, the tops of the boxes a box rests
// on reach under it: lo and hi hold the lowest and highest reach of
// those tops. An empty support has lo above hi.
// leansOn holds the sides the box leans against a neighbour on, one bit
// a side (see leanSide): a box cannot slide off towards a neighbour that
// stands beside it.
type support struct {
	lo, hi  [2]float32
	leansOn uint8
}

// leanSide is the bit of support.leansOn for the side of a box along
// axis (0 for X, 2 for Z) in direction sign (±1).
func leanSide(axis int, sign float32) uint8 {
	bit := uint8(axis) // 0 or 2: X or Z
	if sign < 0 {
		bit++
	}
	return 1 << bit
}

// canLeanOn reports whether a box may lean against b: b is fixed, or it
// touched something in the last step and is slow after this step's
// passes (it stands on something, or leans itself), not a box falling
// past, which touches the box it passes too.
func canLeanOn(b *Body) bool {
	return !b.is(bodyMoves) || b.is(bodySupported) && b.is(bodySlow)
}

// noSupport is the support of a box that rests on nothing.
var noSupport = support{lo: [2]float32{math.MaxFloat32, math.MaxFloat32}, hi: [2]float32{-math.MaxFloat32, -math.MaxFloat32}}

// widen adds the top of lower to s.
func (s *support) widen(lower *Body) {
	for n, k := range [2]int{0, 2} {
		s.lo[n] = min(s.lo[n], lower.pos[k]-lower.half[k])
		s.hi[n] = max(s.hi[n], lower.pos[k]+lower.half[k])
	}
}

// tipOver finds whether one of a and b rests on the other (overlapping,
// or less than contactSlop apart vertically while overlapping along X
// and Z) and, if so, adds the lower box to the upper one's support (sa is
// a's, sb b's, nil for a fixed b, which never moves). Two boxes that press on each other
// side by side lean on each other instead (see leanSideways). The solver
// calls it once per step and pair, after its passes and after marking
// the slow bodies, and then tips every box by its support (see tip).
func tipOver(a, b *Body, sa, sb *support) {
	axis, overlap, sign := leastOverlap(a, b)
	if overlap <= -contactSlop {
		return
	}
	if axis != 1 {
		if overlap > 0 { // pressing side by side; a hair apart, neither leans
			leanSideways(a, b, sa, sb, axis, sign)
		}
		return
	}
	if overlap <= 0 && !overlapAcross(a, b) { // a hair apart vertically, but beside each other
		return
	}
	if sign < 0 { // a lies on b
		if a.is(bodyMoves) {
			sa.widen(b)
		}
		return
	}
	if b.is(bodyMoves) {
		sb.widen(a)
	}
}

// overlapAcross reports whether the boxes a and b overlap along X and
// along Z, so that one lies over the other rather than beside it.
// leastOverlap stops at the first axis on which two boxes are apart; for
// two boxes a hair apart vertically it has not looked at Z, where they
// may be apart too.
func overlapAcross(a, b *Body) bool {
	for _, k := range [2]int{0, 2} {
		if abs32(b.pos[k]-a.pos[k]) >= a.half[k]+b.half[k] {
			return false
		}
	}
	return true
}

// tip lets a box whose centre lies beyond its support (see tipOver) slide
// off the edge, away from it; the solver calls
// it once per step and body, after tipOver has gone over the pairs, so
// friction does not take the push away again. A real cube in that place
// would tip over; an axis-aligned box cannot turn, so it slides instead.
// Without the rule, boxes poured onto one spot build a tower as high as
// the pour, each caught by the corner of the one below; with it they
// spread into a pile. A box resting on one box slides when its centre
// hangs beyond that box's top, as a real cube would tip; one resting on
// several stays as long as its centre lies between the tops of some of
// them (a box bridging two stays, and so does one on three or four boxes
// of a crowded pile that lean every way): only the boxes under it
// together say whether it would tip. A box whose centre lies over its
// support stays and can fall asleep. With the rule drawn narrower (the
// centre over the middle half of the tops, not over the whole), boxes
// whose centre hung over an outer quarter of a top slid off too, and
// more of a landing pile's boxes stayed awake. Pushed by each box it
// rests on in turn, the boxes of a pile ten deep kept sliding across each
// other and hardly ever fell asleep. Nor does a box slide towards a neighbour it presses
// on side by side, if that neighbour stands on something and is slow (or
// is fixed; see canLeanOn): a real cube would tip against it and be held. Pushed anyway, it shoved
// the neighbour, which shoved the next, and the rows of a pile crept.
func tip(b *Body, s *support) {
	for n, k := range [2]int{0, 2} {
		switch {
		case s.lo[n] > s.hi[n]: // rests on nothing
		case b.pos[k] > s.hi[n] && s.leansOn&leanSide(k, 1) == 0:
			b.vel[k] += tipSpeed
		case b.pos[k] < s.lo[n] && s.leansOn&leanSide(k, -1) == 0:
			b.vel[k] -= tipSpeed
		}
	}
}

// leanSideways records, for two boxes that press on each other side by
// side along axis (b lies in direction sign from a), that each leans on
// the other, if the other can hold it (see canLeanOn).
func leanSideways(a, b *Body, sa, sb *support, axis int, sign float32) {
	if a.is(bodyMoves) && canLeanOn(b) {
		sa.leansOn |= leanSide(axis, sign)
	}
	if sb != nil && b.is(bodyMoves) && canLeanOn(a) {
		sb.leansOn |= leanSide(axis, -sign)
	}
}

// stackMasses returns the inverse masses a contact uses. A box that
// lands on or rests on a supported box (one that touched something in the
// last step, and is not moving up) treats that box as fixed: the box
// above is stopped and lifted out, and nothing pushes the box below down
// into the pile. Without this, every pass of the solver shares each push
// half and half, and the weight of a tall pile travels down it slower than
// gravity builds up speed at the top: the pile sinks into itself (the idea
// is known in game physics as shock propagation). A lower box that moves
// up gets no such weight, so the rule never makes speed out of nothing.
func stackMasses(a, b *Body, axis int, sign float32) (wa, wb float32) {
	wa, wb = a.invMass(), b.invMass()
	vertical := bit(axis == 1)
	bOnA := vertical & bit(sign > 0) & bit(a.is(bodySupported)) & bit(a.vel[1] <= 0) & bit(wb > 0)
	aOnB := vertical & bit(sign < 0) & bit(b.is(bodySupported)) & bit(b.vel[1] <= 0) & bit(wa > 0)
	return pick32(bOnA, 0, wa), pick32(aOnB, 0, wb) // without branches: which box lies on which is a coin toss (see leastOverlap)
}

// leastOverlap finds how far two boxes overlap along each axis and
// returns the axis to separate them along, that overlap (≤ 0: apart) and
// the direction from a to b along it (±1). For boxes apart, the axis is
// the first one found apart, and the direction is still from a to b:
// tipOver reads it for two boxes resting a hair apart, one on the other.
//
// The axis is the one along which the boxes were still apart before this
// step's move, which is the side they met on; only for boxes that
// overlapped already is it the axis of least overlap. Least overlap
// alone picks the wrong side for a box that falls into a gap a little
// narrower than itself: it would push the box sideways into its
// neighbours, step after step, instead of up onto them.
//
// A box fast enough to pass right through another within one step (it
// was on one side before and is on the other now) counts as overlapping
// by the whole way it went too far, on the side it came from: the
// narrowphase's half of the sweep that keeps fast boxes from tunnelling.
//
// It picks without branches (see pick and sign32): which box lies on
// which, and which axis wins, is a coin toss the processor guesses wrong
// half the time. Bar: the 10k rain's 1.5 ms a step ("Collisions"), where
// every pair is tested once per pass.
func leastOverlap(a, b *Body) (axis int, overlap, sign float32) {
	overlap = float32(math.MaxFloat32)
	met := uint8(0)
	for k := range 3 {
		d, dPrev := b.pos[k]-a.pos[k], b.prev[k]-a.prev[k]
		reach := a.half[k] + b.half[k]
		apart := bit(reach-abs32(dPrev) <= contactSlop)
		o, s := reach-abs32(d), sign32(d)
		if apart&bit(dPrev*d < 0) != 0 { // crossed over during the step
			o, s = reach+abs32(d), sign32(dPrev)
		}
		if o <= 0 {
			return k, o, s
		}
		take := apart&^met | bit(apart == met)&bit(o < overlap)
		axis, overlap, sign = pick(take, k, axis), pick32(take, o, overlap), pick32(take, s, sign)
		met |= apart
	}
	return axis, overlap, sign
}

// pick is x if take is 1 and y if it is 0, without a branch.
func pick(take uint8, x, y int) int {
	m := -int(take)
	return x&m | y&^m
}

// pick32 is pick for float32 values.
func pick32(take uint8, x, y float32) float32 {
	m := -uint32(take)
	return math.Float32frombits(math.Float32bits(x)&m | math.Float32bits(y)&^m)
}

// sign32 is −1 for a negative x and 1 otherwise. It is worked out
// without a branch: the sign of the distance between two boxes is as
// likely one way as the other, and a branch on it, which the processor
// guesses wrong half the time, cost more than the arithmetic.
func sign32(x float32) float32 {
	return 1 - 2*float32(b2i(x < 0))
}

// boxFriction slows the relative sliding of a and b across the contact
// normal (the axis) by up to maxImpulse, shared by the inverse masses wa
// and wb.
func boxFriction(a, b *Body, axis int, wa, wb, maxImpulse float32) {
	u, v := (axis+1)%3, (axis+2)%3
	tu, tv := b.vel[u]-a.vel[u], b.vel[v]-a.vel[v]
	before := [2]float32{tu, tv}
	wsum := wa + wb
	slide(&tu, &tv, maxImpulse*wsum)
	du, dv := tu-before[0], tv-before[1] // the change of relative velocity
	a.vel[u] -= du * wa / wsum
	a.vel[v] -= dv * wa / wsum
	b.vel[u] += du * wb / wsum
	b.vel[v] += dv * wb / wsum
}

// SettleRotation eases a touching box towards the nearest orientation
// whose faces line up with the world axes: every Euler angle moves a third
// of the way to the nearest quarter turn, and snaps onto it once close.
// Quarter turns about X, then Y, then Z only ever permute the axes, so the
// result is a box lying on a face, which its axis-aligned collider fits.
func SettleRotation(r *mgl32.Vec3) {
	const quarter = math.Pi / 2
	for k := range 3 {
		target := float32(math.Round(float64(r[k]/quarter))) * quarter
		d := r[k] - target
		if abs32(d) < 0.01 {
			r[k] = target
		} else {
			r[k] = target + d*0.66
		}
	}
}

// abs32 is |x|, by clearing the sign bit: no branch, which matters in
// loops over every body, whose distances have either sign.
func abs32(x float32) float32 {
	return math.Float32frombits(math.Float32bits(x) &^ (1 << 31))
}
