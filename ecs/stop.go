package ecs

import "sync/atomic"

// Stop is a resource that asks a run to stop early: a [Scheduler] adds
// one to its world, and once [Stop.Request] has been called (from any
// goroutine: a signal handler's, a test's) the scheduler runs no further
// fixed step and no further system. A frame then ends between two
// systems, or between two fixed steps, and the world is not at a frame's
// end: a caller that asked for the stop treats that frame as unfinished.
//
// A system whose one call may take long (a loop over every pair of
// entities, say) asks [Stop.Requested] every so often inside its loop
// and returns early: its work is left unfinished, which is fine, since
// the frame it belongs to is abandoned. This is how a run stops within a
// moment of Ctrl-C however heavy a frame is, instead of waiting for the
// frame to end.
//
// Stop is a flag, not a context.Context, so that asking it costs one
// atomic load: cheap enough for a system to ask once per entity.
type Stop struct {
	requested atomic.Bool
}

// Request asks the run to stop. It is safe to call from any goroutine,
// any number of times.
func (s *Stop) Request() { s.requested.Store(true) }

// Requested reports whether the run has been asked to stop. A nil *Stop
// never has, so a system may ask the one [TryResource] found, or not.
func (s *Stop) Requested() bool { return s != nil && s.requested.Load() }
