package ecs

// Time is a resource that the [Scheduler] adds to its world and keeps up to
// date. Systems read it with GetResource[ecs.Time].
type Time struct {
	Delta          float64 // seconds: FixedDelta inside FixedUpdate systems, FrameDelta inside Update and Render systems, 0 in Startup
	FixedDelta     float64 // seconds per fixed step
	FrameDelta     float64 // seconds since the previous frame (as passed to Scheduler.Frame)
	Elapsed        float64 // simulated seconds: fixed steps run × FixedDelta
	Frame          uint64  // frames run
	Steps          uint64  // fixed steps run in total
	StepsThisFrame int     // fixed steps run in the current frame
	// Alpha is the fraction of a fixed step left in the accumulator after
	// this frame's fixed steps, from 0 up to (not including) 1: how far the
	// frame's moment lies past the last fixed step. A renderer draws moving
	// things that far between their previous and their current step, so
	// that motion looks smooth when the frame rate is not the step rate.
	// It is set before the Update phase; in FixedUpdate it still holds the
	// previous frame's value.
	Alpha float64
	// Scale is how fast simulated time runs against real time: each frame
	// the scheduler adds FrameDelta × Scale to its fixed-step accumulator,
	// so 0.5 runs half as many fixed steps (slow motion) and 2 twice as
	// many. A step is the same whatever the scale — Delta is FixedDelta in
	// every one — so a run stays deterministic per step. NewScheduler sets
	// 1 when it is zero; a negative scale counts as 0 (time stands still).
	// Systems may change it; Update and Render systems still see the real
	// FrameDelta.
	Scale float64
}
