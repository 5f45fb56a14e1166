package systems

import (
	"testing"

	"cubefall/ecs"
	"cubefall/render/frame"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShadowsUnderCubesNearTheGround: a cube resting on the ground casts
// a dark shadow, one higher up a paler and wider one, and one beyond the
// reach or off the ground none.
func TestShadowsUnderCubesNearTheGround(t *testing.T) {
	cw := newCollisionWorld(t)
	cw.box(mgl32.Vec3{1, 0.5, 2}, 1, -9.81, 0.3)
	cw.box(mgl32.Vec3{5, 3.5, 0}, 1, -9.81, 0.3)
	cw.box(mgl32.Vec3{9, 40, 0}, 1, -9.81, 0.3)
	cw.box(mgl32.Vec3{900, 0.5, 0}, 1, -9.81, 0.3)
	s := &Shadows{}
	initSystem(t, cw.w, s)
	s.Update(cw.w)
	got := ecs.GetResource[frame.Frame](cw.w).Shadows
	require.Len(t, got, 2)
	assert.Equal(t, mgl32.Vec3{1, 0, 2}, got[0].Position, "on the ground, under the cube")
	assert.Greater(t, got[0].Darkness, got[1].Darkness, "the higher cube's shadow is paler")
	assert.Less(t, got[0].Radius, got[1].Radius, "and wider")
}
