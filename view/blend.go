package view

import "math"

// shortTurn goes alpha of the way from angle from to angle to along the
// shorter arc, and returns the result within [−π, π]: an angle that
// wrapped from +π to −π in the step turns on through π instead of
// spinning back through 0. (Both angles lie within [−π, π], so their
// difference and the result are at most one turn out, which wrapAngle
// undoes.) It is the angle half of the blend between two fixed steps that
// the render collection draws (collectrows.go), the same as
// [components.Interpolated.Blend]'s, written for float32 arguments so that
// it inlines into the loop over every cube.
//
// Each wrap is wrapOnce: one test of |a| against π on the usual path. It
// is part of the row loops' per-cube arithmetic (collectrows.go), and buys
// the bars they do; TestWrapOnceIsWrapAngle holds it to the plain wrap.
func shortTurn(from, to, alpha float32) float32 {
	return wrapOnce(from + wrapOnce(to-from)*alpha)
}

// wrapOnce is wrapAngle, with one comparison for an angle within [−π, π]
// rather than two: nearly every angle the blend meets. The comparison is
// of bits: |a| > π exactly when the bits of a without its sign are more
// than those of π (positive floats are ordered as their bits are).
// Beyond π it adds or takes off a turn, as wrapAngle does.
func wrapOnce(a float32) float32 {
	if math.Float32bits(a)&^(1<<31) > piBits {
		if a > 0 {
			return a - 2*math.Pi
		}
		return a + 2*math.Pi
	}
	return a
}

// piBits is the bits of π as a float32.
const piBits = 0x40490fdb
