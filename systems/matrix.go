package systems

import (
	"math"

	"cubefall/components"

	"github.com/go-gl/mathgl/mgl32"
)

// eulerQuat returns the unit quaternion, stored (x, y, z, w) as
// [frame.Instance] wants it, of the rotation Rz · Ry · Rx by the Euler
// angles rot: the same turn as a Transform's, as the product qz · qy · qx
// of the three turns about single axes.
//
// A turn by θ about one axis is the quaternion (sin(θ/2)·axis, cos(θ/2)),
// so the angles are needed only halved: three sines and cosines of half
// angles (trig.go), without the double-angle step that a matrix would
// need, and then the products below. The three angles are worked side by
// side (the same steps of [halfSincos], inlined) so that the processor
// overlaps them. Sending the quaternion
// (16 bytes) instead of the 9 floats of a rotation matrix lets the
// instance shrink from 80 bytes to 44; the vertex shader turns each vertex
// with it (shaders/cube.vert). TestEulerQuatMatchesMathgl checks it against
// the textbook chain of mathgl rotation matrices.
func eulerQuat(rot mgl32.Vec3) mgl32.Vec4 {
	hx, hy, hz := turnIntoRange(rot[0])*0.5, turnIntoRange(rot[1])*0.5, turnIntoRange(rot[2])*0.5
	ux, uy, uz := hx*hx, hy*hy, hz*hz
	sx, sy, sz := sinPoly(hx, ux), sinPoly(hy, uy), sinPoly(hz, uz)
	cx, cy, cz := cosPoly(ux), cosPoly(uy), cosPoly(uz)
	// qy · qx first, then qz times that (the Hamilton product, written out).
	cycx, sysx, cysx, sycx := cy*cx, sy*sx, cy*sx, sy*cx
	return mgl32.Vec4{
		cz*cysx - sz*sycx,
		cz*sycx + sz*cysx,
		sz*cycx - cz*sysx,
		cz*cycx + sz*sysx,
	}
}

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
func boundingRadius(scale mgl32.Vec3) float32 {
	m := max(abs32(scale[0]), abs32(scale[1]), abs32(scale[2]))
	return unitCubeRadius * m
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}
