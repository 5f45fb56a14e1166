package app

import (
	"fmt"
	"time"

	"cubefall/ecs"
	"cubefall/resources"
)

// slowFrame and slowFrames say when a windowed run is too heavy for its
// renderer: slowFrames frames in a row each longer than slowFrame, a
// rate at which nobody can play (a million cubes drawn by a software
// renderer, for one). One slow frame (a spawn, a scene load, a busy
// machine) does not count.
const (
	slowFrame  = time.Second
	slowFrames = 3
)

// slowWarningFor is how long the HUD shows the warning, in seconds.
const slowWarningFor = 30

// warnIfSlow counts the frames in a row slower than slowFrame and, once
// per run, says in the log and the HUD that the scene is too heavy here,
// with what to try instead. A HUD error (a failed reload) is not replaced:
// the log still has the warning.
func (a *app) warnIfSlow(took time.Duration) {
	if a.warnedSlow {
		return
	}
	if took <= slowFrame {
		a.slow = 0
		return
	}
	if a.slow++; a.slow < slowFrames {
		return
	}
	a.warnedSlow = true
	msg := fmt.Sprintf("frames take %.1f s each: this scene is too heavy to run smoothly here; %s", took.Seconds(), lighterRun)
	a.log.Warn(msg, "entities", a.world.Len())
	if st := ecs.GetResource[resources.Status](a.world); !st.Error {
		*st = resources.Status{Text: msg, Remaining: slowWarningFor}
	}
}
