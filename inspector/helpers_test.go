package inspector

import (
	"testing"
	"time"

	"cubefall/ecs"
	"cubefall/systems"
	"cubefall/view"
)

// The world and the schedule are this package's own; what its tests share
// with the systems' and the view's (a system's Init, a frame, a key press, a camera,
// a cube) is in package testworld.

// dt is the fixed step the tests use, in seconds.
const dt = 1.0 / 60

// newWorld returns a world with every resource the systems, the view and
// the inspector read and a Time whose Delta is one fixed step.
func newWorld() *ecs.World {
	w := ecs.NewWorld()
	systems.AddResources(w)
	view.AddResources(w)
	AddResources(w)
	ecs.AddResource(w, &ecs.Time{Delta: dt, FixedDelta: dt, FrameDelta: dt})
	return w
}

// newScheduled returns a world and a scheduler running the game's
// systems, the view's and the inspector's, as the program schedules them.
func newScheduled(t testing.TB) (*ecs.World, *ecs.Scheduler) {
	t.Helper()
	w := ecs.NewWorld()
	systems.AddResources(w)
	view.AddResources(w)
	AddResources(w)
	s := ecs.NewScheduler(w, time.Second/60)
	systems.Schedule(s)
	view.Schedule(s)
	Schedule(s)
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	return w, s
}
