package ecs

import "fmt"

// System is behaviour: something that runs every frame (or every fixed step)
// and works on the world through queries and resources. A system is a
// small struct that keeps its queries in fields. A system may also have the methods Init(*World) error,
// which [Scheduler.Init] calls once to prepare it (build its queries), and
// Shutdown(*World), which [Scheduler.Shutdown] calls at the end.
type System interface {
	Update(w *World)
}

// initializer is a system with an Init method, which prepares it once
// (for example builds its queries): [Scheduler.Init] calls it.
type initializer interface {
	Init(w *World) error
}

// shutdowner is a system with a Shutdown method, which releases what it
// holds at the end: [Scheduler.Shutdown] calls it.
type shutdowner interface {
	Shutdown(w *World)
}

// Phase says when a system runs in a frame.
type Phase int

// The phases, in the order they run.
const (
	Startup     Phase = iota // once, from Scheduler.Init
	FixedUpdate              // zero or more times per frame, with a constant time step (physics)
	Update                   // once per frame (input, camera, game rules)
	Render                   // once per frame, last (collect what to draw)
)

var phaseNames = [...]string{"Startup", "FixedUpdate", "Update", "Render"}

// String returns the phase's name, for example "FixedUpdate".
func (p Phase) String() string {
	if p >= 0 && int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}
