package ecs

import "time"

// SystemStats is a resource that the [Scheduler] adds and updates every
// frame: how long each system takes, for the HUD and -stats.
type SystemStats struct {
	Systems []SystemStat // in the order the systems were added

	// FixedLast is how long the most recent frame's fixed steps took
	// together (every FixedUpdate system of every step, commands
	// included), and FixedStepsLast how many steps that was: 0 when the
	// frame ran none. A fixed step that takes longer than the time it
	// simulates makes the simulation fall behind the clock, so this is
	// the figure to hold to that step's length.
	FixedLast      time.Duration
	FixedStepsLast int
}

// SystemStat is the timing of one system.
type SystemStat struct {
	Name   string
	Phase  Phase
	Last   time.Duration // time in the most recent frame in which it ran (sum of its calls in that frame)
	Total  time.Duration // over the whole run
	Calls  int           // number of Update calls
	Frames int           // frames in which it ran at least once

	// System is the system itself, for tools that ask it more, such as
	// the queries it runs (see [QueryInfo]).
	System System
}
