// Package testworld holds what the tests of the game's systems, the view
// and the inspector share: running a system's Init, a worker pool of a
// chosen size, one frame as the program runs it, a key press, and the two
// entities most tests start from, a camera and a falling cube. Each of
// those packages builds its own world and schedule (each adds the
// resources and systems of its own layer), and hands them to these.
//
// It is imported by tests only. It depends on the ECS, the components and
// the resources, never on the packages whose tests use it, so that their
// in-package tests can import it.
package testworld

import (
	"testing"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
)

// InitSystem runs a system's Init, if it has one, failing the test on
// error.
func InitSystem(t testing.TB, w *ecs.World, s ecs.System) {
	t.Helper()
	if in, ok := s.(interface{ Init(*ecs.World) error }); ok {
		if err := in.Init(w); err != nil {
			t.Fatal(err)
		}
	}
}

// UsePool replaces w's worker pool with a new one of n workers and
// returns it, for the caller to close.
func UsePool(w *ecs.World, n int) *ecs.Workers {
	ws := ecs.NewWorkers(n)
	ecs.RemoveResource[ecs.Workers](w)
	ecs.AddResource(w, ws)
	return ws
}

// RunFrame runs one 1/60 s frame (exactly one fixed step) and ends the
// frame's input, as the program's loop does.
func RunFrame(w *ecs.World, s *ecs.Scheduler) {
	s.Frame(time.Second / 60)
	ecs.GetResource[resources.Input](w).EndFrame()
}

// Press records a press of key k for the coming frame, and its release,
// so that the next press counts again.
func Press(w *ecs.World, k resources.Key) {
	in := ecs.GetResource[resources.Input](w)
	in.SetKey(k, true)
	in.SetKey(k, false)
}

// Camera adds a flying camera at p looking down −Z.
func Camera(w *ecs.World, p mgl32.Vec3) ecs.Entity {
	return w.NewEntity(
		ecs.Box(components.NewTransform(p)),
		ecs.Box(components.DefaultCamera()),
		ecs.Box(components.DefaultFlyController()),
	)
}

// Cube adds a falling unit cube at p under gravity g along Y, kept as its
// own gravity too (the gravity gun's swap gives it back).
func Cube(w *ecs.World, p mgl32.Vec3, g float32) ecs.Entity {
	return w.NewEntity(
		ecs.Box(components.NewTransform(p)),
		ecs.Box(components.RigidBody{}),
		ecs.Box(components.Gravity{Force: mgl32.Vec3{0, g, 0}}),
		ecs.Box(components.OwnGravity{Force: mgl32.Vec3{0, g, 0}}),
		ecs.Box(components.Mesh{Name: "cube", Color: mgl32.Vec3{0.2, 0.4, 0.8}}),
		ecs.Box(components.Cube{}),
	)
}
