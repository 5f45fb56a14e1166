package view

import (
	"cubefall/systems"
	"math/rand/v2"
	"strings"
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

// unitCubeRadius is the bounding radius of a unit cube (systems.BoundingRadius).
const unitCubeRadius = 0.8660254

// TestAimAssistFollowsAFallingCube plays the gravity gun as a player
// would, with the whole schedule: a scripted camera at the origin looks
// down −Z at a cube that falls past the crosshair, a little to its right,
// so the exact ray through the centre of the screen never touches it.
// Above the cone nothing is aimed at and the HUD says so; inside it the
// cube is the target and is highlighted before E is pressed; E stops it
// where it is; turning the camera away leaves nothing in sight again.
func TestAimAssistFollowsAFallingCube(t *testing.T) {
	w, s := newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{})
	cube := testworld.Cube(w, mgl32.Vec3{unitCubeRadius + 0.3, 4, -20}, -9.81)
	aim := ecs.GetResource[systems.Aim](w)

	testworld.RunFrame(w, s)
	require.True(t, aim.Target == (ecs.Entity{}), "4 units up at 20 away is outside the cone")
	assert.Contains(t, hudText(w), "no cube in sight")

	frames := 0
	for aim.Target == (ecs.Entity{}) && frames < 120 {
		testworld.RunFrame(w, s)
		frames++
	}
	require.Equal(t, cube, aim.Target, "the falling cube enters the cone")
	assert.Greater(t, aim.Offset, float32(0), "picked by the assist: the exact ray misses it")
	assert.NotContains(t, hudText(w), "no cube in sight")
	assert.True(t, highlighted(w), "the candidate is highlighted before E is pressed")

	testworld.Press(w, resources.KeyE)
	testworld.RunFrame(w, s)
	assert.False(t, ecs.Has[components.Gravity](w, cube), "E took its gravity")
	y := ecs.Get[components.Transform](w, cube).Position.Y()
	testworld.RunFrame(w, s)
	assert.Equal(t, y, ecs.Get[components.Transform](w, cube).Position.Y(), "and it hangs where it was hit")

	turnCamera(w, 0.5)
	testworld.RunFrame(w, s)
	assert.True(t, aim.Target == (ecs.Entity{}), "turned away: nothing in sight")
	assert.Contains(t, hudText(w), "no cube in sight")
}

// TestAimPrefersTheCubeNearestTheRay: of two cubes in the cone, the one
// nearer to the ray in angle wins, even when it is farther away; of two
// cubes on the ray, the nearer one.
func TestAimPrefersTheCubeNearestTheRay(t *testing.T) {
	w := newWorld()
	a := &Collect{}
	testworld.InitSystem(t, w, a)
	testworld.Camera(w, mgl32.Vec3{})
	testworld.Cube(w, mgl32.Vec3{unitCubeRadius + 0.3, 0, -10}, -1) // 0.03 rad off
	nearRay := testworld.Cube(w, mgl32.Vec3{unitCubeRadius + 0.2, 0, -20}, -1)
	a.Update(w)
	assert.Equal(t, nearRay, ecs.GetResource[systems.Aim](w).Target)

	onRay := testworld.Cube(w, mgl32.Vec3{0, 0, -30}, -1)
	a.Update(w)
	assert.Equal(t, onRay, ecs.GetResource[systems.Aim](w).Target, "a cube the ray goes through beats any near miss")
	nearer := testworld.Cube(w, mgl32.Vec3{0.1, 0, -25}, -1)
	a.Update(w)
	assert.Equal(t, nearer, ecs.GetResource[systems.Aim](w).Target, "of two on the ray, the nearer")
}

func turnCamera(w *ecs.World, yaw float32) {
	q := ecs.NewQuery2[components.Transform, components.Camera](w)
	for _, r := range q.All() {
		t, _ := r.Get()
		t.Rotation[1] += yaw
	}
}

func hudText(w *ecs.World) string {
	return strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n")
}

// highlighted reports whether some instance in the frame is marked as
// highlighted (alpha 0).
func highlighted(w *ecs.World) bool {
	for _, b := range ecs.GetResource[frame.Frame](w).Batches {
		for _, in := range b.AppendDrawn(nil) {
			if in.Color>>24 == 0 {
				return true
			}
		}
	}
	return false
}

// TestAimIsTheSameWithAnyNumberOfWorkers collects several pieces' worth of
// cubes, many of them in the cone, with one worker and with two, and
// checks the crosshair's pick both times against one plain loop over every
// table. Two cubes in
// different pieces tie for best: the first in table order must win.
func TestAimIsTheSameWithAnyNumberOfWorkers(t *testing.T) {
	for _, workers := range []int{1, 2} {
		w := newWorld()
		defer testworld.UsePool(w, workers).Close()
		testworld.Camera(w, mgl32.Vec3{})
		r := rand.New(rand.NewPCG(5, 6))
		var first ecs.Entity
		for i := range 3*minPieceRows + 7 {
			p := mgl32.Vec3{(r.Float32() - 0.5) * 8, (r.Float32() - 0.5) * 8, -10 - 90*r.Float32()}
			if i == minPieceRows+3 || i == 2*minPieceRows+5 {
				p = mgl32.Vec3{0.01, 0, -9} // the tie: nearer than any other on the ray
			}
			e := testworld.Cube(w, p, -1)
			if i == minPieceRows+3 {
				first = e
			}
		}
		a := &Collect{}
		testworld.InitSystem(t, w, a)
		a.Update(w)
		got := *ecs.GetResource[systems.Aim](w)
		assert.Equal(t, first, got.Target, "workers=%d: the first of the tied cubes", workers)

		cam, _ := systems.FindCamera(a.cameras)
		ray := systems.AimRay{Origin: cam.Transform.Position, Dir: systems.LookDirection(cam.Transform.Rotation), Far: cam.Camera.Far}
		best, want := systems.NoAim(), systems.Aim{}
		cubes := ecs.NewQuery1[components.Transform](w, ecs.With[components.Cube]())
		for tb := range cubes.Tables() {
			if i, s := ray.Nearest(tb.Columns(), best); i >= 0 {
				best, want = s, systems.Aim{Target: tb.Entities()[i], Distance: s.Distance, Offset: s.Offset}
			}
		}
		assert.Equal(t, want, got, "workers=%d: as one loop over every table finds", workers)
	}
}

// TestAimPicksOnlyCubes: an entity that is drawn but is not a cube (no
// Cube tag) is never the crosshair's pick, even on the ray in front of a
// cube; the cube behind it is.
func TestAimPicksOnlyCubes(t *testing.T) {
	w := newWorld()
	a := &Collect{}
	testworld.InitSystem(t, w, a)
	testworld.Camera(w, mgl32.Vec3{})
	w.NewEntity(ecs.Box(components.NewTransform(mgl32.Vec3{0, 0, -10})), ecs.Box(components.Mesh{Name: "cube"}))
	a.Update(w)
	assert.True(t, ecs.GetResource[systems.Aim](w).Target == (ecs.Entity{}), "nothing to pick but what is not a cube")
	cube := testworld.Cube(w, mgl32.Vec3{0, 0, -20}, -1)
	a.Update(w)
	assert.Equal(t, cube, ecs.GetResource[systems.Aim](w).Target)
}
