package components

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// Interpolated keeps where an entity was at the start of the last fixed
// step, so that the renderer can draw it between that step and the one
// before, at the fraction of a step the frame falls on ([ecs.Time] Alpha).
// The simulation runs at a fixed 60 steps per second while frames come at
// whatever rate the screen has; drawing the last step as it is would show
// a moving cube standing still for some frames and jumping in others.
//
// Every Cube gets one when it is created (ecs.Require, in package
// systems), and the physics system records it before each step. Step says which fixed step the record is of: when it is not the
// latest step (a new entity, one that jumped, or one that fell asleep
// since), the entity is drawn where it is, with no blend.
//
// The systems mark every record with [LatestStep], never with the step's
// number: the number of steps a world has run is not part of the world (a
// save does not hold it), and a world loaded from a save must go on
// exactly as the saved one did, bit for bit. So a record that stops being
// the latest is unmarked instead (see [Interpolated.Teleport]): the
// collision system does it when a body falls asleep, the one time a moving
// cube goes unrecorded in a step.
//
// The picture therefore runs up to one step (1/60 s) behind the
// simulation: right at a step, an entity is drawn where it was before it.
// That is the price of drawing between two steps that are known instead of
// guessing the next one.
//
// A teleport — a jump that is not motion, such as a respawn at the top —
// is marked with [Interpolated.Teleport], so the cube is not drawn
// sweeping across the world between its old and new place. (A reload needs
// nothing: it creates new entities, which have no recorded step yet.)
type Interpolated struct {
	Position mgl32.Vec3 // at the start of step Step
	Rotation mgl32.Vec3 // at the start of step Step, in radians
	Step     uint32     // the fixed step it was recorded in: LatestStep, or 0 for none
}

// LatestStep is the mark of a record of the start of the latest fixed
// step: what the systems record with, and the step the render collection
// blends from.
const LatestStep = 1

// Record keeps t as the entity's place at the start of fixed step step.
func (ip *Interpolated) Record(t *Transform, step uint64) {
	ip.Position, ip.Rotation, ip.Step = t.Position, t.Rotation, uint32(step)
}

// Teleport marks the entity's last move as a jump: until the next step is
// recorded it is drawn where it is.
func (ip *Interpolated) Teleport() { ip.Step = 0 }

// Blend returns t moved back to where the entity was drawn alpha of the way
// (0 to 1) from the start of step lastStep to now. Rotations take the short
// way round: an angle that wrapped from +π to −π in the step turns on
// through π instead of spinning back through 0. Without a record of
// lastStep, t is returned as it is.
func (ip *Interpolated) Blend(t Transform, lastStep uint64, alpha float32) Transform {
	if !ip.recorded(lastStep) {
		return t
	}
	t.Position = ip.BlendPosition(&t, lastStep, alpha)
	for k := range 3 {
		t.Rotation[k] = blendAngle(ip.Rotation[k], t.Rotation[k], alpha)
	}
	return t
}

// BlendPosition is the position part of [Interpolated.Blend] alone: what
// culling needs, without the cost of blending the angles.
func (ip *Interpolated) BlendPosition(t *Transform, lastStep uint64, alpha float32) mgl32.Vec3 {
	if !ip.recorded(lastStep) {
		return t.Position
	}
	var p mgl32.Vec3
	for k := range 3 {
		p[k] = ip.Position[k] + (t.Position[k]-ip.Position[k])*alpha
	}
	return p
}

// recorded reports whether ip holds the place at the start of lastStep.
func (ip *Interpolated) recorded(lastStep uint64) bool {
	return ip.Step != 0 && ip.Step == uint32(lastStep)
}

// blendAngle goes alpha of the way from angle a to angle b along the
// shorter arc, and returns the result within [−π, π].
func blendAngle(a, b, alpha float32) float32 {
	const pi, twoPi = math.Pi, 2 * math.Pi
	d := b - a
	if d > pi {
		d -= twoPi
	} else if d < -pi {
		d += twoPi
	}
	r := a + d*alpha
	if r > pi {
		r -= twoPi
	} else if r < -pi {
		r += twoPi
	}
	return r
}
