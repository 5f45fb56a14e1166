package ecs

import "fmt"

// System is behaviour: something that runs every frame (or every fixed step)
// and works on the world through queries and resources. A system is usually a
// small struct that keeps its queries in fields.
type System interface {
	Update(w *World)
}

// Initializer is implemented by systems that need to prepare once, for
// example to build their queries. [Scheduler.Init] calls it.
type Initializer interface {
	Init(w *World) error
}

// Shutdowner is implemented by systems that need to release something at the
// end. [Scheduler.Shutdown] calls it.
type Shutdowner interface {
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

// RunCondition reports whether a system added with [Scheduler.AddIf] should
// run now. It reads the world (usually a resource) and must not change it:
// the scheduler may ask it several times per frame, once per guarded system.
type RunCondition func(w *World) bool
