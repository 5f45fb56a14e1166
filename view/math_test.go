package view

import (
	"math/rand/v2"
	"testing"

	"cubefall/components"
	"cubefall/render/frame"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// chainedModel is the textbook way to build a model matrix, and the one
// an instance's placement must agree with.
func chainedModel(t *components.Transform) mgl32.Mat4 {
	return mgl32.Translate3D(t.Position[0], t.Position[1], t.Position[2]).
		Mul4(mgl32.HomogRotate3DZ(t.Rotation[2])).
		Mul4(mgl32.HomogRotate3DY(t.Rotation[1])).
		Mul4(mgl32.HomogRotate3DX(t.Rotation[0])).
		Mul4(mgl32.Scale3D(t.Scale[0], t.Scale[1], t.Scale[2]))
}

func randomTransform(r *rand.Rand) components.Transform {
	v := func(lo, hi float32) mgl32.Vec3 {
		f := func() float32 { return lo + (hi-lo)*r.Float32() }
		return mgl32.Vec3{f(), f(), f()}
	}
	return components.Transform{Position: v(-100, 100), Rotation: v(-7, 7), Scale: v(0.2, 3)}
}

// TestInstanceTurnsLikeTheTransform: an instance carries its Transform's
// Euler angles as they are, and the turn the vertex shader builds from them
// (written out on the CPU by Instance.Model) is the textbook chain of
// rotations the simulation's angles mean.
func TestInstanceTurnsLikeTheTransform(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		tr := randomTransform(r)
		inst := frame.Instance{Position: tr.Position, Scale: tr.Scale, Rotation: tr.Rotation}
		got, want := inst.Model(), chainedModel(&tr)
		for i := range got {
			assert.InDelta(t, want[i], got[i], 2e-5, "element %d of %+v", i, tr)
		}
	}
}

func TestFrustumOfAKnownCamera(t *testing.T) {
	f := frustumOf(mgl32.Ident4(), mgl32.DegToRad(90), 1, 1, 100) // camera at the origin looking down −Z
	assert.True(t, f.sphereVisible(mgl32.Vec3{0, 0, -50}, 0.1))
	assert.True(t, f.sphereVisible(mgl32.Vec3{49, 0, -50}, 0.1), "just inside the 45° edge")
	assert.False(t, f.sphereVisible(mgl32.Vec3{52, 0, -50}, 0.1), "just outside it")
	assert.True(t, f.sphereVisible(mgl32.Vec3{52, 0, -50}, 3), "but a big sphere there reaches in")
	assert.False(t, f.sphereVisible(mgl32.Vec3{0, 0, -0.5}, 0.1), "in front of the near plane")
	assert.False(t, f.sphereVisible(mgl32.Vec3{0, 0, -101}, 0.5), "beyond the far plane")
	assert.False(t, f.sphereVisible(mgl32.Vec3{0, 0, 10}, 1), "behind")
}
