package systems

// shortTurn goes alpha of the way from angle from to angle to along the
// shorter arc, and returns the result within [−π, π]: an angle that
// wrapped from +π to −π in the step turns on through π instead of
// spinning back through 0. (Both angles lie within [−π, π], so their
// difference and the result are at most one turn out, which wrapAngle
// undoes.) It is the angle half of the blend between two fixed steps that
// the render collection draws (writeRows), the same as
// [components.Interpolated.Blend]'s, written for float32 arguments so that
// it inlines into the loop over every cube.
func shortTurn(from, to, alpha float32) float32 {
	return wrapAngle(from + wrapAngle(to-from)*alpha)
}
