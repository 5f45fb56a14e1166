package systems

import (
	"cubefall/components"
	"cubefall/render/frame"
)

// blendInto writes into inst's position and rotation what
// [components.Interpolated.Blend] returns for t, and reports whether it
// blended: false, with inst untouched, when ip holds no record of step
// lastStep and t is drawn as it is.
//
// It is Blend written for the render collection's loop over every cube:
// straight into the instance, with no Transform returned by value in
// between. At a million cubes those copies, and the calls that cannot be
// inlined around them, were once the largest part of the collection's
// time per cube (BenchmarkCollectStorm). TestBlendIntoMatchesBlend checks,
// bit for bit, that the two give the same place and angles.
func blendInto(inst *frame.Instance, t *components.Transform, ip *components.Interpolated, lastStep uint64, alpha float32) bool {
	if ip.Step == 0 || ip.Step != uint32(lastStep) {
		return false
	}
	p, q := &ip.Position, &t.Position // from, to
	inst.Position[0] = p[0] + (q[0]-p[0])*alpha
	inst.Position[1] = p[1] + (q[1]-p[1])*alpha
	inst.Position[2] = p[2] + (q[2]-p[2])*alpha
	inst.Rotation[0] = shortTurn(ip.Rotation[0], t.Rotation[0], alpha)
	inst.Rotation[1] = shortTurn(ip.Rotation[1], t.Rotation[1], alpha)
	inst.Rotation[2] = shortTurn(ip.Rotation[2], t.Rotation[2], alpha)
	return true
}

// shortTurn goes alpha of the way from angle from to angle to along the
// shorter arc, and returns the result within [−π, π]: an angle that
// wrapped from +π to −π in the step turns on through π instead of
// spinning back through 0. (Both angles lie within [−π, π], so their
// difference and the result are at most one turn out, which wrapAngle
// undoes.)
func shortTurn(from, to, alpha float32) float32 {
	return wrapAngle(from + wrapAngle(to-from)*alpha)
}
