package systems

import (
	"testing"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
)

// dt is the fixed step the tests use, in seconds.
const dt = 1.0 / 60

// newWorld returns a world with every resource the systems read and a
// Time whose Delta is one fixed step.
func newWorld() *ecs.World {
	w := ecs.NewWorld()
	AddResources(w)
	ecs.AddResource(w, &ecs.Time{Delta: dt, FixedDelta: dt, FrameDelta: dt})
	return w
}

// initSystem runs a system's Init, failing the test on error.
func initSystem(t testing.TB, w *ecs.World, s ecs.System) {
	t.Helper()
	if in, ok := s.(interface{ Init(*ecs.World) error }); ok {
		if err := in.Init(w); err != nil {
			t.Fatal(err)
		}
	}
}

// newScheduled returns a world and a scheduler running the full Schedule.
func newScheduled(t testing.TB) (*ecs.World, *ecs.Scheduler) {
	t.Helper()
	w := ecs.NewWorld()
	AddResources(w)
	s := ecs.NewScheduler(w, time.Second/60)
	Schedule(s)
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	return w, s
}

// usePool replaces w's worker pool with a new one of n workers and
// returns it, for the caller to close.
func usePool(w *ecs.World, n int) *ecs.Workers {
	ws := ecs.NewWorkers(n)
	ecs.RemoveResource[ecs.Workers](w)
	ecs.AddResource(w, ws)
	return ws
}

// runFrame runs one 1/60 s frame (exactly one fixed step) and ends the
// frame's input, as main's loop does.
func runFrame(w *ecs.World, s *ecs.Scheduler) {
	s.Frame(time.Second / 60)
	ecs.GetResource[resources.Input](w).EndFrame()
}

// press records a key press for the coming frame (and its release, so the
// next press counts again).
func press(w *ecs.World, k resources.Key) {
	in := ecs.GetResource[resources.Input](w)
	in.SetKey(k, true)
	in.SetKey(k, false)
}

// newCamera adds a camera at p looking down −Z.
func newCamera(w *ecs.World, p mgl32.Vec3) ecs.Entity {
	return w.NewEntity(
		ecs.Box(components.NewTransform(p)),
		ecs.Box(components.DefaultCamera()),
		ecs.Box(components.DefaultFlyController()),
	)
}

// newCube adds a falling unit cube at p with gravity g (kept as its own).
func newCube(w *ecs.World, p mgl32.Vec3, g float32) ecs.Entity {
	return w.NewEntity(
		ecs.Box(components.NewTransform(p)),
		ecs.Box(components.RigidBody{}),
		ecs.Box(components.Gravity{Force: mgl32.Vec3{0, g, 0}}),
		ecs.Box(components.OwnGravity{Force: mgl32.Vec3{0, g, 0}}),
		ecs.Box(components.Mesh{Name: "cube", Color: mgl32.Vec3{0.2, 0.4, 0.8}}),
		ecs.Box(components.Cube{}),
	)
}
