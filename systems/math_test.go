package systems

import (
	"math"
	"math/rand/v2"
	"testing"

	"cubefall/components"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

func randomTransform(r *rand.Rand) components.Transform {
	v := func(lo, hi float32) mgl32.Vec3 {
		f := func() float32 { return lo + (hi-lo)*r.Float32() }
		return mgl32.Vec3{f(), f(), f()}
	}
	return components.Transform{Position: v(-100, 100), Rotation: v(-7, 7), Scale: v(0.2, 3)}
}

func TestLookDirection(t *testing.T) {
	dir := func(pitch, yaw float32) []float32 {
		d := LookDirection(mgl32.Vec3{pitch, yaw, 0})
		return d[:]
	}
	assert.InDeltaSlice(t, []float32{0, 0, -1}, dir(0, 0), 1e-6)
	assert.InDeltaSlice(t, []float32{-1, 0, 0}, dir(0, math.Pi/2), 1e-6, "positive yaw turns left")
	assert.InDeltaSlice(t, []float32{0, 1, 0}, dir(math.Pi/2, 0), 1e-6, "positive pitch looks up")
}

// TestAimCone scores one cube at a time against a ray from the origin
// down −Z: cubes the ray goes through by the distance to the box drawn,
// cubes inside the cone by the angle between the ray and the box, the
// rest not at all. A cube turned about Y reaches further across the ray.
func TestAimCone(t *testing.T) {
	ray := AimRay{Dir: mgl32.Vec3{0, 0, -1}, Far: 100}
	cases := []struct {
		name             string
		c, rot           mgl32.Vec3
		hit              bool
		offset, distance float32
	}{
		{"ahead", mgl32.Vec3{0, 0, -10}, mgl32.Vec3{}, true, 0, 9.5},
		{"grazing", mgl32.Vec3{0.49, 0, -10}, mgl32.Vec3{}, true, 0, 9.5},
		{"turned, its corner on the ray", mgl32.Vec3{0.65, 0, -10}, mgl32.Vec3{0, math.Pi / 4, 0}, true, 0, 10 - (float32(math.Sqrt2)/2 - 0.65)},
		{"just off, inside the cone", mgl32.Vec3{0.5 + 0.2, 0, -10}, mgl32.Vec3{}, true, 0.02, 10},
		{"at the cone's edge", mgl32.Vec3{0.5 + 0.49, 0, -10}, mgl32.Vec3{}, true, 0.049, 10},
		{"outside the cone", mgl32.Vec3{0.5 + 0.52, 0, -10}, mgl32.Vec3{}, false, 0, 0},
		{"behind", mgl32.Vec3{0, 0, 10}, mgl32.Vec3{}, false, 0, 0},
		{"past the far plane", mgl32.Vec3{0, 0, -102}, mgl32.Vec3{}, false, 0, 0},
		{"around the origin", mgl32.Vec3{0, 0, 0.3}, mgl32.Vec3{}, true, 0, 0},
	}
	for _, c := range cases {
		tr := components.NewTransform(c.c)
		tr.Rotation = c.rot
		i, s := ray.Nearest([]components.Transform{tr}, NoAim())
		if !assert.Equal(t, c.hit, i == 0, c.name) || !c.hit {
			continue
		}
		assert.InDelta(t, c.offset, s.Offset, 1e-3, c.name)
		assert.InDelta(t, c.distance, s.Distance, 1e-4, c.name)
	}
}

func TestBoundingRadius(t *testing.T) {
	assert.InDelta(t, unitCubeRadius, BoundingRadius(&mgl32.Vec3{1, 1, 1}), 1e-7)
	assert.InDelta(t, 3*unitCubeRadius, BoundingRadius(&mgl32.Vec3{1, -3, 2}), 1e-6, "the largest axis, sign ignored")
}
