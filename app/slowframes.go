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
// with what to try instead. The HUD shows it once its status line is
// free: a notice already there (F12's "saved", a reload's) is the answer
// to what the player just did and stays for its time, and a HUD error (a
// failed reload) is not replaced at all; the log has the warning at once.
func (a *app) warnIfSlow(took time.Duration) {
	if a.warnedSlow {
		return
	}
	if a.slowWarning == "" {
		if !a.tooSlow(took) {
			return
		}
		a.slowWarning = fmt.Sprintf("frames take %.1f s each: this scene is too heavy to run smoothly here; %s", took.Seconds(), lighterRun)
		a.log.Warn(a.slowWarning, "entities", a.world.Len())
	}
	st := ecs.GetResource[resources.Status](a.world)
	switch {
	case st.Error:
		a.warnedSlow = true
	case st.Text == "":
		*st = resources.Status{Text: a.slowWarning, Remaining: slowWarningFor}
		a.warnedSlow = true
	}
}

// tooSlow counts a frame that took took and reports whether it makes
// slowFrames in a row slower than slowFrame.
func (a *app) tooSlow(took time.Duration) bool {
	if took <= slowFrame {
		a.slow = 0
		return false
	}
	a.slow++
	return a.slow >= slowFrames
}
