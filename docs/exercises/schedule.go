//go:build !solution

package exercises

import (
	"cubefall/ecs"
	"cubefall/systems"
)

// Schedule adds the game's systems, then Rise. Exercise 4: Rise runs even
// while the game is paused (P), so a paused cube still speeds up. Add it
// with s.AddIf and the run condition systems.Advancing instead, as
// systems/schedule.go adds Physics.
func Schedule(s *ecs.Scheduler) {
	systems.Schedule(s)
	s.Add(ecs.FixedUpdate, "rise", &Rise{})
}
