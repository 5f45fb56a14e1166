package components

import (
	"math"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

func TestBlendGoesBetweenTheTwoSteps(t *testing.T) {
	var ip Interpolated
	ip.Record(&Transform{Position: mgl32.Vec3{0, 10, 0}}, 7)
	now := Transform{Position: mgl32.Vec3{2, 6, 0}, Scale: mgl32.Vec3{1, 1, 1}}
	got := ip.Blend(now, 7, 0.25)
	assert.Equal(t, mgl32.Vec3{0.5, 9, 0}, got.Position)
	assert.Equal(t, now.Scale, got.Scale)
	assert.Equal(t, now, ip.Blend(now, 8, 0.25), "a record of an older step is not used")
	ip.Teleport()
	assert.Equal(t, now, ip.Blend(now, 7, 0.25), "no blend across a teleport")
}

func TestBlendTurnsTheShortWayRound(t *testing.T) {
	var ip Interpolated
	ip.Record(&Transform{Rotation: mgl32.Vec3{3.1, -3.1, 0.5}}, 1)
	got := ip.Blend(Transform{Rotation: mgl32.Vec3{-3.1, 3.1, 0.7}}, 1, 0.5)
	// 3.1 → −3.1 is a step of 2π−6.2 ≈ 0.083 forward through π, not 6.2 back through 0.
	assert.InDelta(t, math.Pi, math.Abs(float64(got.Rotation[0])), 1e-5)
	assert.InDelta(t, math.Pi, math.Abs(float64(got.Rotation[1])), 1e-5)
	assert.InDelta(t, 0.6, got.Rotation[2], 1e-6)
	quarter := ip.Blend(Transform{Rotation: mgl32.Vec3{-3.1, 3.1, 0.7}}, 1, 0.25)
	assert.Greater(t, quarter.Rotation[0], float32(3.1), "forward from 3.1, towards π")
	assert.Less(t, quarter.Rotation[1], float32(-3.1), "backward from −3.1, towards −π")
}

// BlendPosition is Blend's position, for culling without the angles.
func TestBlendPositionIsBlendsPosition(t *testing.T) {
	ip := Interpolated{Position: mgl32.Vec3{0, 10, 0}, Rotation: mgl32.Vec3{1, 2, 3}, Step: 4}
	tr := Transform{Position: mgl32.Vec3{2, 6, -4}, Rotation: mgl32.Vec3{1.5, 2, 3}}
	for _, step := range []uint64{3, 4} {
		for _, alpha := range []float32{0, 0.25, 1} {
			assert.Equal(t, ip.Blend(tr, step, alpha).Position, ip.BlendPosition(&tr, step, alpha))
		}
	}
	assert.Equal(t, mgl32.Vec3{0.5, 9, -1}, ip.BlendPosition(&tr, 4, 0.25))
}
