package components

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// WorldTransform is where a child (an entity with an ecs.ChildOf) is in
// the world. A child's [Transform] is relative to its parent: its position
// is in the parent's frame, turned by the parent's rotation and stretched
// by its scale, and its rotation and scale add to the parent's. The
// world-transform system (package systems) computes this component every
// fixed step, parents before children ([Compose]); the render collection
// and the aim read it instead of the Transform.
//
// Only children carry one: a root's Transform is already in the world,
// so a world of plain cubes grows by nothing. It is derived from the
// Transforms of the chain, so a save leaves it out and a load computes it
// again.
type WorldTransform Transform

// Compose returns the world place of a child whose parent is at parent
// (in the world) and which sits at local in the parent's frame. Scales
// multiply axis by axis, which is exact while the parent's scale is the
// same on every axis or the child is not turned within it; otherwise the
// child would need a shear, which a Transform cannot hold.
func Compose(parent, local *Transform) Transform {
	pr := rotation(parent.Rotation)
	offset := mgl32.Vec3{local.Position[0] * parent.Scale[0], local.Position[1] * parent.Scale[1], local.Position[2] * parent.Scale[2]}
	return Transform{
		Position: parent.Position.Add(pr.Mul3x1(offset)),
		Rotation: eulerXYZ(pr.Mul3(rotation(local.Rotation))),
		Scale:    mgl32.Vec3{parent.Scale[0] * local.Scale[0], parent.Scale[1] * local.Scale[1], parent.Scale[2] * local.Scale[2]},
	}
}

// RotationMatrix is the matrix of Euler angles r, as a [Transform]
// applies them: X first, then Y, then Z.
func RotationMatrix(r mgl32.Vec3) mgl32.Mat3 { return rotation(r) }

// rotation is the matrix of Euler angles r: X first, then Y, then Z.
func rotation(r mgl32.Vec3) mgl32.Mat3 {
	return mgl32.Rotate3DZ(r[2]).Mul3(mgl32.Rotate3DY(r[1])).Mul3(mgl32.Rotate3DX(r[0]))
}

// eulerXYZ returns the Euler angles of rotation matrix m (the inverse of
// rotation). When Y is a quarter turn, X and Z turn about the same axis;
// all of it is put in X then.
func eulerXYZ(m mgl32.Mat3) mgl32.Vec3 {
	sy := -m.At(2, 0)
	y := float32(math.Asin(float64(max(-1, min(1, sy)))))
	if math.Abs(float64(sy)) > 0.99999 {
		return mgl32.Vec3{float32(math.Atan2(float64(-m.At(1, 2)), float64(m.At(1, 1)))), y, 0}
	}
	x := float32(math.Atan2(float64(m.At(2, 1)), float64(m.At(2, 2))))
	z := float32(math.Atan2(float64(m.At(1, 0)), float64(m.At(0, 0))))
	return mgl32.Vec3{x, y, z}
}
