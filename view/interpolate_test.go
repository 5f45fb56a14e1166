package view

import (
	"testing"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/render/frame"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// drawnY returns the height at which the frame draws its only cube.
func drawnY(t *testing.T, w *ecs.World) float32 {
	t.Helper()
	f := ecs.GetResource[frame.Frame](w)
	require.Len(t, f.Batches, 1)
	require.Len(t, f.Batches[0].Instances, 1)
	return f.Batches[0].Instances[0].Position.Y()
}

// TestCollectDrawsACubeBetweenItsLastTwoSteps runs the full schedule at
// frames of 1.5 fixed steps: every other frame ends half-way into a step,
// and the cube must be drawn half-way between where it was before the
// last step and where it is now.
func TestCollectDrawsACubeBetweenItsLastTwoSteps(t *testing.T) {
	w, s := newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{0, 0, 30})
	cube := testworld.Cube(w, mgl32.Vec3{0, 100, 0}, -10)
	ecs.GetResource[resources.ViewOptions](w).Culling = false
	step := time.Second / 60

	s.Frame(step) // one step: the cube gets its record, starts to fall
	s.Frame(step) // one more
	tm := ecs.GetResource[ecs.Time](w)
	require.InDelta(t, 0, tm.Alpha, 1e-9)
	before := ecs.Get[components.Interpolated](w, cube).Position.Y()
	now := ecs.Get[components.Transform](w, cube).Position.Y()
	require.Less(t, now, before, "the cube fell in the step")
	assert.InDelta(t, before, drawnY(t, w), 1e-4,
		"right at a step the cube is drawn where it was before it: the picture runs one step behind")

	s.Frame(step * 3 / 2) // one step and a half
	require.InDelta(t, 0.5, tm.Alpha, 1e-6)
	before = ecs.Get[components.Interpolated](w, cube).Position.Y()
	now = ecs.Get[components.Transform](w, cube).Position.Y()
	drawn := drawnY(t, w)
	assert.Less(t, drawn, before)
	assert.Greater(t, drawn, now)
	assert.InDelta(t, (before+now)/2, drawn, 1e-4)
}

// TestNoBlendAcrossARespawn checks that a cube that respawns at the top is
// drawn at the top, not somewhere on the way up.
func TestNoBlendAcrossARespawn(t *testing.T) {
	w, s := newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{0, 0, 30})
	cube := testworld.Cube(w, mgl32.Vec3{0, -49.99, 0}, -10)
	ecs.Add(w, cube, components.Respawn{Floor: -50, Top: 50})
	ecs.GetResource[resources.ViewOptions](w).Culling = false
	step := time.Second / 60
	for ecs.Get[components.Transform](w, cube).Position.Y() < 0 {
		s.Frame(step * 3 / 2)
		require.Less(t, ecs.GetResource[ecs.Time](w).Steps, uint64(100), "the cube never respawned")
	}
	if ecs.GetResource[ecs.Time](w).Alpha == 0 {
		s.Frame(step / 2) // end the frame inside a step, where a blend would show
	}
	assert.InDelta(t, ecs.Get[components.Transform](w, cube).Position.Y(), drawnY(t, w), 1e-4)
}

// TestPausedCubesAreNotBlended checks that a paused world, whose last step
// is in the past, is drawn as it is: blending would rock each cube between
// its last two places from frame to frame.
func TestPausedCubesAreNotBlended(t *testing.T) {
	w, s := newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{0, 0, 30})
	cube := testworld.Cube(w, mgl32.Vec3{0, 100, 0}, -10)
	ecs.GetResource[resources.ViewOptions](w).Culling = false
	step := time.Second / 60
	s.Frame(step)
	s.Frame(step)
	ecs.GetResource[resources.SimState](w).Paused = true
	s.Frame(step * 3 / 2)
	assert.InDelta(t, ecs.Get[components.Transform](w, cube).Position.Y(), drawnY(t, w), 1e-4)
}

func TestCollectBlendsWithoutAllocating(t *testing.T) {
	w, s := newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{0, 0, 30})
	for i := range 100 {
		testworld.Cube(w, mgl32.Vec3{float32(i), 100, 0}, -10)
	}
	for range 3 {
		s.Frame(time.Second / 40) // 1.5 steps: frames that blend
	}
	c := &Collect{}
	testworld.InitSystem(t, w, c)
	c.Update(w)
	require.Equal(t, 100, ecs.NewQuery1[components.Interpolated](w).Count())
	assert.Zero(t, testing.AllocsPerRun(10, func() { c.Update(w) }))
}
