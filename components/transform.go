package components

import "github.com/go-gl/mathgl/mgl32"

// Transform places an entity in the world.
//
// Rotation holds Euler angles in radians, applied in the order X, then Y, then
// Z. For the camera, Rotation.X() is the pitch (looking up is positive) and
// Rotation.Y() the yaw. Scale is per axis; a unit cube with Scale {1,1,1} spans
// one world unit along each axis.
type Transform struct {
	Position mgl32.Vec3
	Rotation mgl32.Vec3
	Scale    mgl32.Vec3
}

// NewTransform returns a Transform at position p with no rotation and unit
// scale, the usual starting point.
func NewTransform(p mgl32.Vec3) Transform {
	return Transform{Position: p, Scale: mgl32.Vec3{1, 1, 1}}
}
