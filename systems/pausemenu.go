package systems

import (
	"cubefall/ecs"
	"cubefall/resources"
)

// PauseMenu is the Esc key: it pauses the simulation, releases the mouse
// and opens the pause menu, which package view puts in the middle of the
// screen. In the menu, Esc again or a click resumes (the world is paused
// again only if P had paused it before), H shows the help as ever, and Q
// quits. Quitting is that one deliberate key: no number of Esc presses
// ends the game.
//
// The menu has the keys: while it is open, the player's actions that
// change the game (time scale, flying the camera, gravity swap and gun,
// the inspector, reload, the number keys' scenes) do nothing; their
// systems run under the condition NotInMenu (the time scale asks it
// itself). The display keys (help, the HUD, culling, fullscreen,
// screenshot, save) still act.
//
// It runs before [Pause] and [CameraControl], so the click that closes
// the menu also captures the mouse for looking around, and P does nothing
// while the menu is open.
type PauseMenu struct{}

// NotInMenu is the run condition of the systems whose keys the pause menu
// takes while it is open (see [PauseMenu]). A world without a SimState
// has no menu.
func NotInMenu(w *ecs.World) bool {
	sim, ok := ecs.TryResource[resources.SimState](w)
	return !ok || !sim.Menu
}

// Update opens, closes or acts in the menu.
func (PauseMenu) Update(w *ecs.World) {
	in := ecs.GetResource[resources.Input](w)
	keys := ecs.GetResource[resources.Bindings](w)
	sim := ecs.GetResource[resources.SimState](w)
	switch {
	case !sim.Menu && keys.Pressed(in, resources.ActionPauseMenu):
		sim.Menu, sim.PausedBeforeMenu, sim.Paused = true, sim.Paused, true
		in.WantCapture = false
	case !sim.Menu:
	case keys.Pressed(in, resources.ActionQuit):
		ecs.GetResource[resources.AppRequests](w).Quit = true
	case keys.Pressed(in, resources.ActionPauseMenu) || in.ButtonPressed[resources.MouseLeft]:
		sim.Menu, sim.Paused = false, sim.PausedBeforeMenu
	}
}

// MenuLines is the pause menu's text, its keys taken from the bindings.
func MenuLines(b *resources.Bindings) []string {
	key := func(a resources.Action) string {
		bd, _ := b.Lookup(a)
		return bd.Keys
	}
	return []string{
		"PAUSED",
		"",
		key(resources.ActionPauseMenu) + " or click   resume",
		key(resources.ActionToggleHelp) + "   help",
		key(resources.ActionQuit) + "   quit",
	}
}
