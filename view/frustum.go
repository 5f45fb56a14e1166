package view

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// A frustum is the camera's field of view: the truncated pyramid between
// the near and far planes. Culling asks, for each cube, whether its
// bounding sphere lies entirely outside one of the six planes; if so, the
// cube cannot appear on screen and is not sent to the renderer.
//
// The test is made in the camera's own frame (view space), where the
// camera sits at the origin looking down −Z and the pyramid is symmetric:
// a point at depth d (its distance in front of the camera, −z) is on
// screen when |x| ≤ d·tanX and |y| ≤ d·tanY, tanX and tanY being the
// tangents of half the field of view across and up, and near ≤ d ≤ far.
// So the six plane tests of world space become a move into the camera's
// frame (three dot products) and four comparisons, two of them of
// absolute values; and the crosshair's ray, the −Z axis of that frame,
// is at distance √(x²+y²) from the point, which the crosshair's cone test
// then gets nearly for free (see nearAxis). The form of its fields and
// tests is chosen for the row loops (collectrows.go) and buys their bars;
// TestFrustumAgreesWithTheProjection holds it to the projection itself.
type frustum struct {
	// The view matrix's top three rows, world to camera frame: x, y and,
	// negated, z, which makes the depth (the camera looks down −Z).
	// Negating a row negates each product and sum exactly, so the depth
	// is bit for bit that of the row as it is, one negation fewer per
	// cube. Named numbers rather than an array, so that toView is small
	// enough for Go to inline into the culling loops.
	x0, x1, x2, x3 float32
	y0, y1, y2, y3 float32
	d0, d1, d2, d3 float32
	near, far      float32
	tanX, tanY     float32
	// secX and secY turn a sphere's radius into its reach along x and y
	// across a side plane: the plane x = d·tanX leans, so a sphere of
	// radius r touches it from r·√(1+tanX²) further out along x.
	secX, secY float32
	// all says that culling is off: every sphere is inside.
	all bool
}

// frustumOf returns the frustum of a camera whose view matrix is view,
// with a perspective projection of vertical field of view fovY (radians),
// aspect ratio aspect (width over height) and near and far planes near and
// far: the projection mgl32.Perspective builds from the same numbers.
func frustumOf(view mgl32.Mat4, fovY, aspect, near, far float32) frustum {
	ty := float32(math.Tan(float64(fovY) / 2))
	tx := ty * aspect
	f := frustum{near: near, far: far, tanX: tx, tanY: ty}
	f.secX = float32(math.Sqrt(float64(1 + tx*tx)))
	f.secY = float32(math.Sqrt(float64(1 + ty*ty)))
	f.x0, f.x1, f.x2, f.x3 = view.At(0, 0), view.At(0, 1), view.At(0, 2), view.At(0, 3)
	f.y0, f.y1, f.y2, f.y3 = view.At(1, 0), view.At(1, 1), view.At(1, 2), view.At(1, 3)
	f.d0, f.d1, f.d2, f.d3 = -view.At(2, 0), -view.At(2, 1), -view.At(2, 2), -view.At(2, 3)
	return f
}

// toView returns the point (x, y, z) in the camera's frame: its x and y,
// and its depth, how far it lies in front of the camera (−z).
func (f *frustum) toView(x, y, z float32) (vx, vy, depth float32) {
	return f.x0*x + f.x1*y + f.x2*z + f.x3, f.y0*x + f.y1*y + f.y2*z + f.y3, f.d0*x + f.d1*y + f.d2*z + f.d3
}

// contains reports whether a sphere of radius r whose centre lies at
// (vx, vy) and depth depth in the camera's frame is at least partly inside
// the frustum. It may say true for a sphere just outside an edge or a
// corner (a cheap, conservative test), never false for a visible one. The
// centre comes as three numbers, the form the culling loops use: Go keeps
// a small array such as Vec3 in memory, not in registers, so a Vec3 made
// per cube in a loop is stores and loads, where float32 locals stay in
// registers.
func (f *frustum) contains(vx, vy, depth, r float32) bool {
	return f.all || f.inside(vx, vy, depth, r)
}

// inside is contains with culling on: the test itself. The row loops
// (collectrows.go) write it as inside(…) || all, the test first: with
// all first, Go makes the answer a value to test again, a few
// instructions more per cube.
func (f *frustum) inside(vx, vy, depth, r float32) bool {
	return depth >= f.near-r && depth <= f.far+r &&
		abs32(vx) <= depth*f.tanX+r*f.secX && abs32(vy) <= depth*f.tanY+r*f.secY
}

// sphereVisible is contains for a centre c in world space.
func (f *frustum) sphereVisible(c mgl32.Vec3, r float32) bool {
	vx, vy, depth := f.toView(c[0], c[1], c[2])
	return f.contains(vx, vy, depth, r)
}

// nearAxis reports whether a sphere of radius r whose centre lies at
// (vx, vy) and depth depth in the camera's frame may lie inside the
// crosshair's cone, the cone around the −Z axis that widens by tan per
// unit of depth (systems.AssistTan: half-angle systems.AssistAngle):
// false for nearly every cube, and cheap to say so, since the square of
// the centre's distance from the axis is vx²+vy². It only sorts out the
// cubes worth scoring ([systems.AimRay.Score] decides, from the camera's position
// and look direction), so it leans to yes: it widens the cone by a
// thousandth of the squared depth, far more than the rounding in the view
// matrix and in the score's own arithmetic, so that it never turns away a
// cube the score would take. A tan of NaN makes a cone nothing is near
// (every comparison with NaN is false): the row loops' way to pick
// nothing from a piece without a second test per cube.
func nearAxis(vx, vy, depth, r, tan float32) bool {
	reach := depth*tan + r
	return vx*vx+vy*vy <= reach*reach+1e-3*depth*depth
}

// abs32 is |x|, by clearing the sign bit: no branch, which matters in
// loops over every cube whose scales have random signs or sizes.
func abs32(x float32) float32 {
	return math.Float32frombits(math.Float32bits(x) &^ (1 << 31))
}
