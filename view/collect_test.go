package view

import (
	"cubefall/systems"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/render/frame"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func collectOnce(t *testing.T, w *ecs.World) *frame.Frame {
	t.Helper()
	c := &Collect{}
	testworld.InitSystem(t, w, c)
	c.Update(w)
	return ecs.GetResource[frame.Frame](w)
}

func TestCollectCullsCubesBehindTheCamera(t *testing.T) {
	w := newWorld()
	testworld.Camera(w, mgl32.Vec3{})
	front := testworld.Cube(w, mgl32.Vec3{0, 0, -10}, -1)
	testworld.Cube(w, mgl32.Vec3{0, 0, 10}, -1)   // behind
	testworld.Cube(w, mgl32.Vec3{0, 0, -900}, -1) // beyond the far plane
	f := collectOnce(t, w)
	assert.Equal(t, 3, f.Total)
	assert.Equal(t, 1, f.Drawn)
	require.Len(t, f.Batches, 1)
	require.Len(t, f.Batches[0].Instances, 1)
	want := ecs.Get[components.Transform](w, front).Position
	assert.Equal(t, want, f.Batches[0].Instances[0].Position)

	ecs.GetResource[resources.ViewOptions](w).Culling = false
	f = collectOnce(t, w)
	assert.Equal(t, 3, f.Drawn, "with culling off every cube is drawn")
}

func TestCollectKeepsACubeThatOverlapsTheEdge(t *testing.T) {
	w := newWorld()
	testworld.Camera(w, mgl32.Vec3{})
	// Just outside the left edge of a 60° view at 10 units, but its bounding
	// sphere reaches in.
	testworld.Cube(w, mgl32.Vec3{-10*1.7778*0.57735 - 0.5, 0, -10}, -1)
	assert.Equal(t, 1, collectOnce(t, w).Drawn)
}

func TestCollectFillsCameraLightSkyAndHighlight(t *testing.T) {
	w := newWorld()
	cam := testworld.Camera(w, mgl32.Vec3{1, 2, 3})
	look := mgl32.Vec3{0.2, 0.5, 0}
	ecs.Get[components.Transform](w, cam).Rotation = look
	target := testworld.Cube(w, mgl32.Vec3{1, 2, 3}.Add(systems.LookDirection(look).Mul(10)), -1) // under the crosshair
	sky := components.Sky{Color: mgl32.Vec3{0.1, 0.2, 0.3}, FogNear: 10, FogFar: 20}
	w.NewEntity(ecs.Box(sky))
	ecs.GetResource[resources.ViewOptions](w).Culling = false
	f := collectOnce(t, w)
	assert.Equal(t, target, ecs.GetResource[systems.Aim](w).Target, "the crosshair's pick")

	assert.Equal(t, mgl32.Vec3{1, 2, 3}, f.CameraPos)
	eye := f.View.Mul4x1(mgl32.Vec4{1, 2, 3, 1})
	assert.InDelta(t, 0, eye.Vec3().Len(), 1e-5, "the view matrix moves the camera to the origin")
	assert.Equal(t, sky.Color, f.Clear)
	assert.Equal(t, frame.Fog{Near: 10, Far: 20}, f.Fog)
	assert.Equal(t, DefaultLight().Direction, f.Light.Direction, "no light entity: the default")
	require.Equal(t, 1, f.Drawn)
	assert.Equal(t, frame.Highlight(frame.PackColor(mgl32.Vec4{0.2, 0.4, 0.8, 1})), f.Batches[0].Instances[0].Color,
		"the target keeps its colour, marked as highlighted")
}

func TestCollectAllocatesNothingOnceWarm(t *testing.T) {
	w := newWorld()
	testworld.Camera(w, mgl32.Vec3{0, 0, 50})
	for i := range 100 {
		testworld.Cube(w, mgl32.Vec3{float32(i % 10), float32(i / 10), 0}, -1)
	}
	c := &Collect{}
	testworld.InitSystem(t, w, c)
	c.Update(w)
	allocs := testing.AllocsPerRun(10, func() { c.Update(w) })
	assert.Zero(t, allocs)
}

func TestCollectRefusesTwoCameras(t *testing.T) {
	w := newWorld()
	testworld.Camera(w, mgl32.Vec3{})
	testworld.Camera(w, mgl32.Vec3{1, 0, 0})
	assert.PanicsWithValue(t, "systems: FindCamera: the world has 2 cameras, and it is seen through one; give only one entity a Camera",
		func() { collectOnce(t, w) })
	assert.NotPanics(t, func() { w.NewEntity() }, "the panic leaves the world usable: unlocked")
}

// Collecting a frame only reads the world: its queries promise it
// ([ecs.ReadOnly]), so a system that asks which cubes moved
// ([ecs.Changed]) is not told that every cube did, every frame.
func TestCollectMarksNothingChanged(t *testing.T) {
	w := newWorld()
	testworld.Camera(w, mgl32.Vec3{0, 0, 50})
	for i := range 10 {
		testworld.Cube(w, mgl32.Vec3{float32(i), 0, 0}, -1)
	}
	c := &Collect{}
	testworld.InitSystem(t, w, c)
	moved := ecs.NewQuery1[components.Transform](w, ecs.Changed[components.Transform](), ecs.ReadOnly[components.Transform]())
	recoloured := ecs.NewQuery1[components.Mesh](w, ecs.Changed[components.Mesh](), ecs.ReadOnly[components.Mesh]())
	count := func() (n int) {
		for range moved.All() {
			n++
		}
		for range recoloured.All() {
			n++
		}
		return n
	}
	require.NotZero(t, count(), "new entities count as changed, once")
	c.Update(w)
	assert.Zero(t, count(), "after a frame is collected")
}
