package resources

// The types in this file are resources: one value per world, stored with
// ecs.AddResource, through which systems and the frame loop in package app
// talk to each other. A system that changes a setting writes it here; whoever acts
// on it reads it here. None of them is a per-entity component.

// SimState says whether the simulation advances. The pause system writes
// Paused and StepRequested from the player's keys; at the start of every
// fixed step the step gate sets Halted, and the systems package schedules
// the simulation systems with a run condition that reads it, so the
// scheduler skips them while Halted is true. The zero value runs.
type SimState struct {
	// Paused stops the fixed-update systems (physics, spin, respawn). The
	// camera still flies, so a paused world can be looked at from all sides.
	Paused bool
	// StepRequested asks for exactly one fixed step while paused; the step
	// gate consumes it.
	StepRequested bool
	// Halted is true during a fixed step in which the simulation stands
	// still: paused, with no single step requested.
	Halted bool
	// Menu is true while the pause menu is open (Esc): the simulation is
	// paused, the mouse free, and Q quits.
	Menu bool
	// PausedBeforeMenu is Paused as it was when the menu opened; closing
	// the menu restores it, so a world paused with P stays paused.
	PausedBeforeMenu bool
}

// ViewOptions are the player's display toggles.
type ViewOptions struct {
	// Culling skips cubes outside the camera's view before they reach the
	// renderer.
	Culling bool
	// Instancing draws each mesh with one instanced draw call; off, the
	// renderer issues one draw call per cube.
	Instancing bool
	// Help shows the full controls panel in the HUD, page HelpPage of
	// HelpPages when the window is too short for all of it: the HUD,
	// which lays the panel out, sets HelpPages, and the help key turns the
	// pages before it closes the panel.
	Help                bool
	HelpPage, HelpPages int
	// Details shows the detailed HUD (per-system times, draw calls) in
	// place of the one compact line.
	Details bool
	// Fullscreen asks for the window to fill the screen; the app switches the
	// window when it differs from what the window is.
	Fullscreen bool
}

// DefaultViewOptions turns culling and instancing on and the help panel off.
func DefaultViewOptions() ViewOptions {
	return ViewOptions{Culling: true, Instancing: true}
}

// AppRequests carries the requests that only the frame loop in package app can
// carry out. Systems set a field; the app acts on it and clears it.
type AppRequests struct {
	// Quit ends the frame loop (Q in the pause menu).
	Quit bool
	// Screenshot saves the next drawn frame as a PNG (F12).
	Screenshot bool
	// Save writes the world as a scene file after this frame (F6).
	Save bool
}

// Status is a short message for the HUD: a reload that failed, a
// screenshot that was saved. Error messages stay until replaced; others
// disappear after Remaining seconds.
type Status struct {
	Text      string
	Error     bool
	Remaining float64
}
