package app

import (
	"cubefall/ecs"
	"cubefall/render"
	"cubefall/resources"
	"cubefall/systems"
)

// shownState is what the window shows of the world's settings, as last
// applied, and what the log has been told (at debug level, -v; the
// end-to-end tests, which cannot see the screen, read it).
type shownState struct {
	menu       bool
	fullscreen bool
	scene      string
	minimised  bool
}

// followState makes the window follow the settings the systems changed
// this frame: fullscreen on or off (F11), the title naming the scene now
// running (after a scene was picked or dropped); and it logs each change,
// the pause menu opening and closing too.
func (a *app) followState(win *render.Window) {
	w := a.world
	if v := ecs.GetResource[resources.ViewOptions](w); v.Fullscreen != a.shown.fullscreen {
		win.SetFullscreen(v.Fullscreen)
		a.shown.fullscreen = v.Fullscreen
		a.log.Debug("fullscreen", "on", v.Fullscreen)
	}
	if ref, ok := ecs.TryResource[systems.SceneRef](w); ok && ref.Scene != nil && ref.Scene.Name != a.shown.scene {
		win.SetTitle(windowTitle(ref.Scene.Name))
		a.shown.scene = ref.Scene.Name
	}
	if menu := ecs.GetResource[resources.SimState](w).Menu; menu != a.shown.menu {
		a.log.Debug("pause menu", "open", menu)
		a.shown.menu = menu
	}
}

// minimisable is the part of the window idleWhileMinimised needs (a test
// passes a stand-in).
type minimisable interface {
	Minimised() bool
	WaitEvents(seconds float64)
}

// minimisedWait is how long the loop sleeps at a time while the window is
// minimised; events (a restore, a close) wake it earlier.
const minimisedWait = 0.1 // seconds

// idleWhileMinimised sleeps instead of drawing while the window is
// minimised, and reports whether it was. The systems do not run either:
// nobody sees the world, and it resumes where it was when the window
// comes back.
func (a *app) idleWhileMinimised(win minimisable) bool {
	minimised := win.Minimised()
	if minimised != a.shown.minimised {
		a.log.Debug("window", "minimised", minimised)
		a.shown.minimised = minimised
	}
	if minimised {
		win.WaitEvents(minimisedWait)
	}
	return minimised
}
