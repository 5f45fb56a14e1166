//go:build solution

package exercises

import (
	"cubefall/ecs"
	"cubefall/systems"
)

// Schedule adds the game's systems, then Rise, which pauses with the game.
func Schedule(s *ecs.Scheduler) {
	systems.Schedule(s)
	s.AddIf(ecs.FixedUpdate, "rise", systems.Advancing, &Rise{})
}
