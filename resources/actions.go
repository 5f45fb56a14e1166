package resources

// Action is something the player can do. Systems ask for actions, never for
// raw keys, so that rebinding a key is a one-line change in [DefaultBindings]
// and the help text can never disagree with the code.
type Action int

// The player's actions.
const (
	ActionForward Action = iota
	ActionBack
	ActionLeft
	ActionRight
	ActionUp
	ActionDown
	ActionFaster
	ActionSwapGravity
	ActionGravityGun
	ActionPause
	ActionStep
	ActionReload
	ActionToggleCulling
	ActionToggleInstancing
	ActionToggleHelp
	ActionScreenshot
	ActionPauseMenu
	ActionQuit
	ActionToggleDetails
	ActionToggleInspector
	ActionSelect
	ActionTimeSlower
	ActionTimeFaster
	ActionPickScene
	ActionFullscreen
	ActionSave
	actionCount
)

// Binding ties an action to a primary and an optional secondary key, with
// the words the help line and the documentation use for it.
type Binding struct {
	Action      Action
	Primary     Key
	Secondary   Key // KeyUnknown when there is none
	Keys        string
	Description string
	// Short is the two-word form for the HUD's one-line help; empty keeps
	// the action off that line (it still appears in the help panel).
	Short string
}

// Bindings is the resource that maps actions to keys. It is the single
// source for the controls: systems query it, and the HUD help and the
// controls table of docs/usage.md are printed from it.
type Bindings struct {
	List []Binding
	// Notes are lines the help panel shows after the controls: what the
	// platform the game runs on cannot do (see [BrowserNotes]).
	Notes []string
}

// DefaultBindings returns Cubefall's controls.
func DefaultBindings() Bindings {
	return Bindings{List: []Binding{
		{ActionForward, KeyW, KeyUp, "W / Up", "fly forward", ""},
		{ActionBack, KeyS, KeyDown, "S / Down", "fly back", ""},
		{ActionLeft, KeyA, KeyLeft, "A / Left", "strafe left", ""},
		{ActionRight, KeyD, KeyRight, "D / Right", "strafe right", ""},
		{ActionUp, KeySpace, KeyUnknown, "Space", "fly up", ""},
		{ActionDown, KeyLeftControl, KeyRightControl, "Ctrl", "fly down", ""},
		{ActionFaster, KeyLeftShift, KeyRightShift, "Shift", "fly faster", ""},
		{ActionSwapGravity, KeyG, KeyUnknown, "G", "swap gravity between cubes and camera", "swap gravity"},
		{ActionGravityGun, KeyE, KeyUnknown, "E", "toggle gravity on the highlighted cube (the one nearest the crosshair), or on the inspector's selection", "gravity gun"},
		{ActionPause, KeyP, KeyUnknown, "P", "pause / resume", "pause"},
		{ActionStep, KeyPeriod, KeyUnknown, ".", "single step while paused", ""},
		{ActionTimeSlower, KeyLeftBracket, KeyUnknown, "[", "halve the time scale (slow motion, down to 1/8)", ""},
		{ActionTimeFaster, KeyRightBracket, KeyUnknown, "]", "double the time scale (up to 4x)", ""},
		{ActionReload, KeyR, KeyF5, "R / F5", "reload the scene (from its file when -scene is a path)", ""},
		{ActionPickScene, Key1, KeyUnknown, "1 to 9", "load a shipped scene by its number (listed in the help)", ""},
		{ActionToggleCulling, KeyC, KeyUnknown, "C", "toggle frustum culling", ""},
		{ActionToggleInstancing, KeyI, KeyUnknown, "I", "toggle instancing (one draw per mesh vs one per cube)", ""},
		{ActionToggleHelp, KeyH, KeyF1, "H / F1", "show help; again for its next page, if any, then hide it", "help"},
		{ActionToggleDetails, KeyF3, KeyUnknown, "F3", "show / hide the detailed HUD (per-system times, draw calls)", "details"},
		{ActionFullscreen, KeyF11, KeyUnknown, "F11 / Alt+Enter", "toggle fullscreen (and back to the window as it was)", ""},
		{ActionScreenshot, KeyF12, KeyUnknown, "F12", "save a screenshot", ""},
		{ActionPauseMenu, KeyEscape, KeyUnknown, "Esc", "pause, release the mouse and open the pause menu; again to resume", "pause menu"},
		{ActionQuit, KeyQ, KeyUnknown, "Q", "quit (in the pause menu)", ""},
		{ActionToggleInspector, KeyTab, KeyF2, "Tab / F2", "open / close the ECS inspector", "inspector"},
		{ActionSelect, KeyF, KeyUnknown, "F", "inspect the cube under the crosshair (with the inspector open, a click selects too)", ""},
		{ActionSave, KeyF6, KeyUnknown, "F6", "save the world as a scene file (loads with -scene)", ""},
	}}
}

// BrowserNotes says what Cubefall cannot do in a web browser, one line
// each: the in-game help of the browser build and its page both show
// these lines.
func BrowserNotes() []string {
	return []string{
		"In a browser: no recording or replay of a file (-record, -replay), and no -save or -stats-json: a page has no files to write; F6 and F12 download instead.",
		"In a browser: -workers runs the workers in turn on WebAssembly's one thread, with the same results and no faster.",
	}
}

// Lookup returns the binding for a, and false if a is unbound.
func (b *Bindings) Lookup(a Action) (Binding, bool) {
	for _, bd := range b.List {
		if bd.Action == a {
			return bd, true
		}
	}
	return Binding{}, false
}

// Held reports whether either key bound to a is down.
func (b *Bindings) Held(in *Input, a Action) bool {
	bd, ok := b.Lookup(a)
	return ok && (in.KeyHeld(bd.Primary) || in.KeyHeld(bd.Secondary))
}

// PressedNumber reports which of n numbered keys bound to a went down this
// frame: the action's primary key is number 0 and the n−1 key codes after
// it are the next numbers (the digit keys 1 to 9). It returns −1 when none
// did, the lowest when several did.
func (b *Bindings) PressedNumber(in *Input, a Action, n int) int {
	bd, ok := b.Lookup(a)
	if !ok || bd.Primary == KeyUnknown {
		return -1
	}
	for i := range n {
		if in.KeyPressed(bd.Primary + Key(i)) {
			return i
		}
	}
	return -1
}

// AltEnterPressed reports whether Enter went down this frame while an Alt
// key was held: the chord that toggles fullscreen beside F11. A Binding
// holds single keys, so the chord is checked here and named in the
// fullscreen binding's Keys.
func AltEnterPressed(in *Input) bool {
	alt := func(k Key) bool { return in.KeyHeld(k) || in.KeyPressed(k) } // pressed: held at some point this frame
	return in.KeyPressed(KeyEnter) && (alt(KeyLeftAlt) || alt(KeyRightAlt))
}

// Pressed reports whether either key bound to a went down this frame.
func (b *Bindings) Pressed(in *Input, a Action) bool {
	bd, ok := b.Lookup(a)
	return ok && (in.KeyPressed(bd.Primary) || in.KeyPressed(bd.Secondary))
}
