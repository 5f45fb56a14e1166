package view

import (
	"cubefall/components"
	"cubefall/systems"

	"github.com/go-gl/mathgl/mgl32"
)

// ViewMatrix is the inverse of a camera's placement: it moves the world so
// that the camera sits at the origin looking down −Z, along
// [systems.LookDirection].
func ViewMatrix(t *components.Transform) mgl32.Mat4 {
	eye := t.Position
	return mgl32.LookAtV(eye, eye.Add(systems.LookDirection(t.Rotation)), mgl32.Vec3{0, 1, 0})
}
