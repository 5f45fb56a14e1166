package ecs

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

// Phase says when a system runs in a frame. A phase is its own name, so
// it prints as one.
type Phase string

// The phases, in the order they run.
const (
	Startup     Phase = "Startup"     // once, from Scheduler.Init
	FixedUpdate Phase = "FixedUpdate" // zero or more times per frame, with a constant time step (physics)
	Update      Phase = "Update"      // once per frame (input, camera, game rules)
	Render      Phase = "Render"      // once per frame, last (collect what to draw)
)

// known reports whether p is one of the four phases.
func (p Phase) known() bool {
	return p == Startup || p == FixedUpdate || p == Update || p == Render
}
