package systems

import (
	"math"

	"cubefall/components"

	"github.com/go-gl/mathgl/mgl32"
)

// writeModel writes t's model matrix, Translate · Rz · Ry · Rx · Scale, into
// m (column-major, as OpenGL and mgl32 store it).
//
// It writes the 16 floats directly. The same matrix built by chaining mgl32
// calls (Translate3D(...).Mul4(HomogRotate3DZ(...)).Mul4(...)) makes four
// 4×4 multiplications, several times the cost of the direct fill per cube
// (compare the plain-mathgl-chain and plain cases of BenchmarkCollect; the
// ratio is in docs/performance.md), and at 10,000 cubes that difference is
// a noticeable share of a 60 Hz frame.
// TestWriteModelMatchesMathgl checks that both give the same matrix.
func writeModel(m *mgl32.Mat4, t *components.Transform) {
	sx, cx := sincos(t.Rotation[0])
	sy, cy := sincos(t.Rotation[1])
	sz, cz := sincos(t.Rotation[2])
	kx, ky, kz := t.Scale[0], t.Scale[1], t.Scale[2]
	// Columns of Rz·Ry·Rx, each scaled by the matching Scale component.
	m[0], m[1], m[2], m[3] = cz*cy*kx, sz*cy*kx, -sy*kx, 0
	m[4], m[5], m[6], m[7] = (cz*sy*sx-sz*cx)*ky, (sz*sy*sx+cz*cx)*ky, cy*sx*ky, 0
	m[8], m[9], m[10], m[11] = (cz*sy*cx+sz*sx)*kz, (sz*sy*cx-cz*sx)*kz, cy*cx*kz, 0
	m[12], m[13], m[14], m[15] = t.Position[0], t.Position[1], t.Position[2], 1
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
