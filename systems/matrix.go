package systems

import (
	"math"
	"unsafe"

	"cubefall/components"

	"github.com/go-gl/mathgl/mgl32"
)

// lookDirection is the unit vector a camera with Euler angles rot looks
// along: yaw rot.Y() turns it around the Y axis, pitch rot.X() raises it;
// (0, 0, 0) looks down −Z.
func lookDirection(rot mgl32.Vec3) mgl32.Vec3 {
	sp, cp := math.Sincos(float64(rot.X()))
	sy, cy := math.Sincos(float64(rot.Y()))
	return mgl32.Vec3{float32(-sy * cp), float32(sp), float32(-cy * cp)}
}

// viewMatrix is the inverse of a camera's placement: it moves the world so
// that the camera sits at the origin looking down −Z.
func viewMatrix(t *components.Transform) mgl32.Mat4 {
	eye := t.Position
	return mgl32.LookAtV(eye, eye.Add(lookDirection(t.Rotation)), mgl32.Vec3{0, 1, 0})
}

// unitCubeRadius is the radius of the sphere around a unit cube
// (half its space diagonal, √3/2).
const unitCubeRadius = 0.8660254

// boundingRadius is the radius of a sphere, centred on the entity's
// position, that contains any mesh fitting in the unit cube once scaled by
// scale. Culling and picking both use it: one number per cube is enough to
// reject almost everything cheaply.
//
// It compares the three sizes as integers: a float32 that is not negative
// orders like its bits, and the integer max compiles to conditional moves,
// where max of floats must also mind NaN and −0, which costs several
// instructions more in a loop over every cube.
//
// It takes the scale by pointer: a Vec3 passed by value is an array, which
// Go copies to memory first and reads back from there. And it reads the
// scale's bits as integers straight from memory: a float load moved to
// an integer register would be two instructions on the processor's float
// ports, which the collection's loop over every cube keeps busiest
// (collectrows.go).
func boundingRadius(scale *mgl32.Vec3) float32 {
	bits := (*[3]uint32)(unsafe.Pointer(scale))
	x := bits[0] &^ (1 << 31) // |scale[0]|'s bits
	y := bits[1] &^ (1 << 31)
	z := bits[2] &^ (1 << 31)
	return unitCubeRadius * math.Float32frombits(max(x, y, z))
}

// abs32 is |x|, by clearing the sign bit: no branch, which matters in
// loops over every cube whose scales have random signs or sizes.
func abs32(x float32) float32 {
	return math.Float32frombits(math.Float32bits(x) &^ (1 << 31))
}
