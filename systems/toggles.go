package systems

import (
	"cubefall/ecs"
	"cubefall/resources"
)

// Toggles turns the display keys into settings: culling (C), instancing
// (I), the help panel and its pages (H), the detailed HUD (F3) and fullscreen (F11 or
// Alt+Enter, which main applies to the window) in
// [resources.ViewOptions], and the screenshot (F12) and save (F6)
// requests in [resources.AppRequests], which main carries out after the
// frame.
type Toggles struct{}

// Update flips whichever settings the player asked for this frame.
func (Toggles) Update(w *ecs.World) {
	in := ecs.GetResource[resources.Input](w)
	keys := ecs.GetResource[resources.Bindings](w)
	view := ecs.GetResource[resources.ViewOptions](w)
	flip := func(a resources.Action, v *bool) {
		if keys.Pressed(in, a) {
			*v = !*v
		}
	}
	flip(resources.ActionToggleCulling, &view.Culling)
	flip(resources.ActionToggleInstancing, &view.Instancing)
	if keys.Pressed(in, resources.ActionToggleHelp) {
		turnHelp(view)
	}
	flip(resources.ActionToggleDetails, &view.Details)
	if keys.Pressed(in, resources.ActionFullscreen) || resources.AltEnterPressed(in) {
		view.Fullscreen = !view.Fullscreen
	}
	req := ecs.GetResource[resources.AppRequests](w)
	if keys.Pressed(in, resources.ActionScreenshot) {
		req.Screenshot = true
	}
	if keys.Pressed(in, resources.ActionSave) {
		req.Save = true
	}
}

// turnHelp is the help key: it opens the help panel at its first page,
// shows the next page while there is one, and closes the panel after the
// last.
func turnHelp(view *resources.ViewOptions) {
	switch {
	case !view.Help:
		view.Help, view.HelpPage = true, 0
	case view.HelpPage+1 < view.HelpPages:
		view.HelpPage++
	default:
		view.Help, view.HelpPage = false, 0
	}
}
