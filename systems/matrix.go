package systems

import (
	"math"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"
)

// LookDirection is the unit vector a camera with Euler angles rot looks
// along: yaw rot.Y() turns it around the Y axis, pitch rot.X() raises it;
// (0, 0, 0) looks down −Z.
func LookDirection(rot mgl32.Vec3) mgl32.Vec3 {
	sp, cp := math.Sincos(float64(rot.X()))
	sy, cy := math.Sincos(float64(rot.Y()))
	return mgl32.Vec3{float32(-sy * cp), float32(sp), float32(-cy * cp)}
}

// unitCubeRadius is the radius of the sphere around a unit cube
// (half its space diagonal, √3/2).
const unitCubeRadius = 0.8660254

// BoundingRadius is the radius of a sphere, centred on the entity's
// position, that contains any mesh fitting in the unit cube once scaled by
// scale. Aiming and the render collection's culling both use it: one
// number per cube is enough to reject almost everything cheaply.
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
// ports, which the render collection's loop over every cube keeps busiest
// (view/collectrows.go).
func BoundingRadius(scale *mgl32.Vec3) float32 {
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
