package systems

import (
	"cubefall/ecs"
	"cubefall/resources"
)

// Pause turns the player's P and . keys into [resources.SimState]: P
// pauses and resumes, . asks for one fixed step while paused. It runs in
// the Update phase, where key presses are seen exactly once per frame.
type Pause struct{}

// Update toggles SimState.Paused and records single-step requests.
func (Pause) Update(w *ecs.World) {
	in := ecs.GetResource[resources.Input](w)
	keys := ecs.GetResource[resources.Bindings](w)
	sim := ecs.GetResource[resources.SimState](w)
	if sim.Menu {
		return // the pause menu has the keys
	}
	if keys.Pressed(in, resources.ActionPause) {
		sim.Paused = !sim.Paused
		sim.StepRequested = false
	}
	if sim.Paused && keys.Pressed(in, resources.ActionStep) {
		sim.StepRequested = true
	}
}

// StepGate runs first in every fixed step and decides whether the
// simulation moves in it: always when running, once per request when
// paused. It writes the answer to SimState.Halted, and [Schedule] adds the
// simulation systems with the run condition [Advancing], so the scheduler
// skips them in a halted step. The systems themselves know nothing about
// pausing.
type StepGate struct{}

// Update sets SimState.Halted for this fixed step.
func (StepGate) Update(w *ecs.World) {
	sim := ecs.GetResource[resources.SimState](w)
	sim.Halted = sim.Paused && !sim.StepRequested
	sim.StepRequested = false
}

// Advancing is the run condition of the simulation systems: it reports
// whether the world moves in this fixed step, as StepGate decided. Add a
// system of your own that moves the world with it, as [Schedule] adds
// Physics, and it pauses and steps with the game:
//
//	func addPhysics(s *ecs.Scheduler) {
//		s.AddIf(ecs.FixedUpdate, "physics", Advancing, &Physics{})
//	}
//
// A world without a SimState always advances.
func Advancing(w *ecs.World) bool {
	sim, ok := ecs.TryResource[resources.SimState](w)
	return !ok || !sim.Halted
}
