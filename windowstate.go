package main

import (
	"cubefall/ecs"
	"cubefall/resources"
)

// shownState is what the player has switched that a log reader (and the
// end-to-end tests, which cannot see the screen) wants to know about.
type shownState struct {
	menu bool
}

// logStateChanges logs, at debug level (-v), each change of the state the
// frame loop does not otherwise report: the pause menu opening and closing.
func (a *app) logStateChanges() {
	sim := ecs.GetResource[resources.SimState](a.world)
	now := shownState{menu: sim.Menu}
	if now.menu != a.shown.menu {
		a.log.Debug("pause menu", "open", now.menu)
	}
	a.shown = now
}
