package view

import (
	"cubefall/systems"
	"math"
	"math/rand/v2"
	"testing"

	"cubefall/components"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// aCamera is a camera somewhere off the origin, turned, and its view and
// projection as the collection makes them.
func aCamera() (components.Transform, mgl32.Mat4, mgl32.Mat4) {
	t := components.NewTransform(mgl32.Vec3{40, 110, 260})
	t.Rotation = mgl32.Vec3{-0.3, 0.7, 0}
	return t, ViewMatrix(&t), mgl32.Perspective(mgl32.DegToRad(60), 16.0/9.0, 0.5, 400)
}

// A point is inside the frustum exactly when the projection puts it inside
// the clip volume (−w ≤ x, y, z ≤ w): the view-space test and the one the
// GPU makes agree, for points not within rounding of an edge.
func TestFrustumAgreesWithTheProjection(t *testing.T) {
	_, view, proj := aCamera()
	f := frustumOf(view, mgl32.DegToRad(60), 16.0/9.0, 0.5, 400)
	vp := proj.Mul4(view)
	r := rand.New(rand.NewPCG(1, 2))
	in, out := 0, 0
	for range 100_000 {
		p := mgl32.Vec3{r.Float32()*1000 - 500, r.Float32()*600 - 300, r.Float32()*1000 - 500}
		c := vp.Mul4x1(p.Vec4(1))
		margin := 1e-3 * abs32(c[3])
		inside, clear := true, true
		for k := range 3 {
			inside = inside && c[k] >= -c[3] && c[k] <= c[3]
			clear = clear && abs32(abs32(c[k])-c[3]) > margin
		}
		if !clear {
			continue // within rounding of an edge
		}
		require.Equal(t, inside, f.sphereVisible(p, 0), "point %v, clip %v", p, c)
		if inside {
			in++
		} else {
			out++
		}
	}
	assert.Greater(t, in, 1000, "points inside were tried")
	assert.Greater(t, out, 1000, "points outside were tried")
}

// A sphere that crosses a side plane is partly on screen, however far out
// along x or y its centre lies. The side plane x = d·tanX leans: a centre
// at (x, depth d) lies (x − d·tanX)/secX from it, so a sphere of radius r
// reaches across it from up to r·secX beyond the plane's x at that depth,
// more than r (and likewise for y). Spheres placed 0.95 of that reach out,
// on all four sides and at several depths and sizes, must all count as
// inside: a test that grew the edge by r alone would cut them off.
func TestASphereAcrossASidePlaneIsInside(t *testing.T) {
	fovY, aspect := mgl32.DegToRad(60), float32(16.0/9.0)
	f := frustumOf(mgl32.Ident4(), fovY, aspect, 0.1, 500) // the camera's frame is the world's
	for _, d := range []float32{1, 10, 100} {
		for _, r := range []float32{0.5, 2, 8} {
			x := d*f.tanX + 0.95*r*f.secX
			y := d*f.tanY + 0.95*r*f.secY
			for _, c := range []mgl32.Vec3{{x, 0, -d}, {-x, 0, -d}, {0, y, -d}, {0, -y, -d}} {
				plane := abs32(c[0])/f.secX - d*f.tanX/f.secX // the centre's distance beyond the plane
				if c[0] == 0 {
					plane = abs32(c[1])/f.secY - d*f.tanY/f.secY
				}
				require.Less(t, plane, r, "the sphere at %v, radius %v, crosses the plane", c, r)
				assert.True(t, f.sphereVisible(c, r), "a sphere at %v, radius %v, crosses a side plane", c, r)
			}
		}
	}
}

// The crosshair's quick test in the camera's frame never turns away a
// cube that the score, from the camera's position and look direction,
// takes: cubes strewn around the ray, near its cone's edge.
func TestNearAxisNeverRefusesWhatTheScoreTakes(t *testing.T) {
	cam, view, _ := aCamera()
	f := frustumOf(view, mgl32.DegToRad(60), 16.0/9.0, 0.5, 400)
	ray := systems.AimRay{Origin: cam.Position, Dir: systems.LookDirection(cam.Rotation), Far: 400}
	r := rand.New(rand.NewPCG(3, 4))
	taken, refused := 0, 0
	for range 200_000 {
		along := r.Float32() * 390
		radius := 0.3 + r.Float32()
		off := (along*systems.AssistTan() + radius) * (0.9 + 0.2*r.Float32()) // about the cone's edge
		side := mgl32.Vec3{r.Float32() - 0.5, r.Float32() - 0.5, r.Float32() - 0.5}
		side = side.Sub(ray.Dir.Mul(side.Dot(ray.Dir))).Normalize()
		c := ray.Origin.Add(ray.Dir.Mul(along)).Add(side.Mul(off))
		_, ok := ray.Score(c[0], c[1], c[2], radius)
		vx, vy, depth := f.toView(c[0], c[1], c[2])
		near := nearAxis(vx, vy, depth, radius, systems.AssistTan())
		require.True(t, !ok || near, "a cube the score takes at %v, radius %v", c, radius)
		if ok {
			taken++
		} else if !near {
			refused++
		}
	}
	assert.Greater(t, taken, 10_000)
	assert.Greater(t, refused, 1000, "and it does turn cubes away")
}

// The depth toView gives is, bit for bit, the view matrix's third row
// applied to the point and negated: the frustum keeps that row negated,
// which negates every product and sum exactly.
func TestDepthIsTheNegatedThirdRow(t *testing.T) {
	_, view, _ := aCamera()
	f := frustumOf(view, mgl32.DegToRad(60), 16.0/9.0, 0.5, 400)
	r := rand.New(rand.NewPCG(7, 8))
	for range 100_000 {
		x, y, z := r.Float32()*1000-500, r.Float32()*600-300, r.Float32()*1000-500
		a, b, c, d := view.At(2, 0), view.At(2, 1), view.At(2, 2), view.At(2, 3)
		want := -(a*x + b*y + c*z + d)
		_, _, depth := f.toView(x, y, z)
		require.Equal(t, math.Float32bits(want), math.Float32bits(depth), "point (%v, %v, %v)", x, y, z)
	}
}
