package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// Toggles turns the display keys into settings: culling (C), instancing
// (I) and the help panel (H) in [components.ViewOptions], and the
// screenshot request (F12) in [components.AppRequests], which main carries
// out after the next draw.
type Toggles struct{}

// Update flips whichever settings the player asked for this frame.
func (Toggles) Update(w *ecs.World) {
	in := ecs.GetResource[components.Input](w)
	keys := ecs.GetResource[components.Bindings](w)
	view := ecs.GetResource[components.ViewOptions](w)
	flip := func(a components.Action, v *bool) {
		if keys.Pressed(in, a) {
			*v = !*v
		}
	}
	flip(components.ActionToggleCulling, &view.Culling)
	flip(components.ActionToggleInstancing, &view.Instancing)
	flip(components.ActionToggleHelp, &view.Help)
	if keys.Pressed(in, components.ActionScreenshot) {
		ecs.GetResource[components.AppRequests](w).Screenshot = true
	}
}
