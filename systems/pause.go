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
// paused. The fixed-update systems read the answer in SimState.Halted, so
// pausing is one flag that every simulation system honours the same way.
type StepGate struct{}

// Update sets SimState.Halted for this fixed step.
func (StepGate) Update(w *ecs.World) {
	sim := ecs.GetResource[resources.SimState](w)
	sim.Halted = sim.Paused && !sim.StepRequested
	sim.StepRequested = false
}

// advancing reports whether fixed-update systems should move the world in
// this step. A world without a SimState always advances, so a test of one
// system needs no pause machinery.
func advancing(w *ecs.World) bool {
	sim, ok := ecs.TryResource[resources.SimState](w)
	return !ok || !sim.Halted
}
