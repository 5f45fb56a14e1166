package systems

import (
	"testing"
	"time"

	"cubefall/ecs"
)

// The world and the schedule are this package's own; what its tests share
// with the view's and the inspector's (a system's Init, a frame, a key press, a camera,
// a cube) is in package testworld.

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
