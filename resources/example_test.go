package resources_test

import (
	"fmt"

	"cubefall/resources"
)

// The controls table of docs/usage.md is printed from the bindings, so the
// documentation and the keys cannot drift apart.
func ExampleBindings_ControlsTable() {
	b := resources.DefaultBindings()
	fmt.Print(b.ControlsTable())
	// Output:
	// | Keys | Action |
	// |---|---|
	// | W / Up | fly forward |
	// | S / Down | fly back |
	// | A / Left | strafe left |
	// | D / Right | strafe right |
	// | Space | fly up |
	// | Ctrl | fly down |
	// | Shift | fly faster |
	// | G | swap gravity between cubes and camera |
	// | E | toggle gravity on the highlighted cube (the one nearest the crosshair), or on the inspector's selection |
	// | P | pause / resume |
	// | . | single step while paused |
	// | [ | halve the time scale (slow motion, down to 1/8) |
	// | ] | double the time scale (up to 4x) |
	// | R / F5 | reload the scene (from its file when -scene is a path) |
	// | 1 to 9 | load a shipped scene by its number (listed in the help) |
	// | C | toggle frustum culling |
	// | I | toggle instancing (one draw per mesh vs one per cube) |
	// | H / F1 | show help; again for its next page, if any, then hide it |
	// | F3 | show / hide the detailed HUD (per-system times, draw calls) |
	// | F11 / Alt+Enter | toggle fullscreen (and back to the window as it was) |
	// | F12 | save a screenshot |
	// | Esc | pause, release the mouse and open the pause menu; again to resume |
	// | Q | quit (in the pause menu) |
	// | Tab / F2 | open / close the ECS inspector |
	// | F | inspect the cube under the crosshair (with the inspector open, a click selects too) |
	// | F6 | save the world as a scene file (loads with -scene) |
}

// Systems ask for actions, never keys; a test drives them by writing an
// Input by hand, as the window layer does.
func ExampleBindings_Pressed() {
	b := resources.DefaultBindings()
	var in resources.Input
	in.SetKey(resources.KeyF5, true)
	fmt.Println("reload:", b.Pressed(&in, resources.ActionReload))
	in.EndFrame()
	fmt.Println("after the frame:", b.Pressed(&in, resources.ActionReload), "held:", b.Held(&in, resources.ActionReload))
	// Output:
	// reload: true
	// after the frame: false held: true
}
