package view

import (
	"testing"
	"time"

	"cubefall/ecs"
	"cubefall/resources"
	"cubefall/systems"
)

// The world and the schedule are this package's own; what its tests share
// with the systems' and the inspector's (a system's Init, a frame, a key press, a camera,
// a cube) is in package testworld.

// dt is the fixed step the tests use, in seconds.
const dt = 1.0 / 60

// newWorld returns a world with every resource the systems and the view
// read (the inspector's state among them, which package inspector adds in
// the program) and a Time whose Delta is one fixed step.
func newWorld() *ecs.World {
	w := ecs.NewWorld()
	systems.AddResources(w)
	AddResources(w)
	ecs.AddResource(w, &resources.InspectorState{})
	ecs.AddResource(w, &ecs.Time{Delta: dt, FixedDelta: dt, FrameDelta: dt})
	return w
}

// newScheduled returns a world and a scheduler running the game's systems
// and the view's, as the program schedules them.
func newScheduled(t testing.TB) (*ecs.World, *ecs.Scheduler) {
	t.Helper()
	w := ecs.NewWorld()
	systems.AddResources(w)
	AddResources(w)
	ecs.AddResource(w, &resources.InspectorState{})
	s := ecs.NewScheduler(w, time.Second/60)
	systems.Schedule(s)
	Schedule(s)
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	return w, s
}
