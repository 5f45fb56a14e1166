package resources

// Key identifies a keyboard key. Its values are GLFW's key codes, so the
// window layer converts with a plain Key(glfwKey) and this package needs no
// cgo: systems read keys through [Input] and run headless.
type Key int

// The keys Cubefall binds. Values match GLFW 3.3's key tokens.
const (
	KeyUnknown      Key = -1
	KeySpace        Key = 32
	KeyPeriod       Key = 46
	Key1            Key = 49 // Key1 + n is the digit n + 1, up to 9
	KeyA            Key = 65
	KeyC            Key = 67
	KeyD            Key = 68
	KeyE            Key = 69
	KeyF            Key = 70
	KeyG            Key = 71
	KeyH            Key = 72
	KeyI            Key = 73
	KeyN            Key = 78
	KeyP            Key = 80
	KeyQ            Key = 81
	KeyR            Key = 82
	KeyS            Key = 83
	KeyW            Key = 87
	KeyLeftBracket  Key = 91
	KeyRightBracket Key = 93
	KeyEscape       Key = 256
	KeyEnter        Key = 257
	KeyTab          Key = 258
	KeyRight        Key = 262
	KeyLeft         Key = 263
	KeyDown         Key = 264
	KeyUp           Key = 265
	KeyF1           Key = 290
	KeyF2           Key = 291
	KeyF3           Key = 292
	KeyF5           Key = 294
	KeyF6           Key = 295
	KeyF11          Key = 300
	KeyF12          Key = 301
	KeyLeftShift    Key = 340
	KeyLeftControl  Key = 341
	KeyLeftAlt      Key = 342
	KeyRightShift   Key = 344
	KeyRightControl Key = 345
	KeyRightAlt     Key = 346

	// KeyLast is the highest key code GLFW reports; Input's arrays are sized
	// by it.
	KeyLast Key = 348
)

// MouseButton identifies a mouse button; values match GLFW's.
type MouseButton int

// The mouse buttons Cubefall reads.
const (
	MouseLeft   MouseButton = 0
	MouseRight  MouseButton = 1
	MouseMiddle MouseButton = 2
	mouseCount              = 8
)

// Input is the resource the window layer fills once per frame, before any
// system runs: which keys are held, which went down since the last frame,
// how far the mouse moved, and the framebuffer size.
//
// Systems never read GLFW directly; they read Input (usually through
// [Bindings], by action), so every system can be driven by a test that
// writes an Input by hand.
type Input struct {
	// Held is true while a key is down.
	Held [KeyLast + 1]bool
	// Pressed is true only in the frame in which a key went down.
	Pressed [KeyLast + 1]bool
	// ButtonHeld and ButtonPressed do the same for mouse buttons.
	ButtonHeld    [mouseCount]bool
	ButtonPressed [mouseCount]bool
	// MouseDX and MouseDY are the cursor movement since the last frame in
	// the desktop's screen coordinates, which are pixels unless the desktop
	// scales windows (positive DX is right, positive DY is down).
	MouseDX, MouseDY float64
	// CursorX and CursorY are where the cursor is, in framebuffer pixels
	// from the window's top-left corner, the unit of Width and Height
	// (meaningful while it is not captured).
	CursorX, CursorY float64
	// CursorCaptured is true while the window has grabbed the cursor for
	// mouse look. Systems request a change through WantCapture.
	CursorCaptured bool
	// WantCapture is written by systems: the window layer captures the
	// cursor when it is true and releases it when false.
	WantCapture bool
	// Width and Height are the framebuffer size in pixels; either may be 0
	// while the window is minimised.
	Width, Height int
	// CloseRequested is set by the window layer when the user closes the
	// window.
	CloseRequested bool
	// Dropped lists the paths of the files dropped onto the window this
	// frame, in the order the window system gave them.
	Dropped []string
}

// KeyHeld reports whether k is down; out-of-range keys are never held.
func (in *Input) KeyHeld(k Key) bool {
	return k >= 0 && k <= KeyLast && in.Held[k]
}

// KeyPressed reports whether k went down this frame.
func (in *Input) KeyPressed(k Key) bool {
	return k >= 0 && k <= KeyLast && in.Pressed[k]
}

// SetKey records a key event: down=true for a press, false for a release.
// The window layer calls it from its key callback; tests call it directly.
func (in *Input) SetKey(k Key, down bool) {
	if k < 0 || k > KeyLast {
		return
	}
	if down && !in.Held[k] {
		in.Pressed[k] = true
	}
	in.Held[k] = down
}

// SetButton records a mouse button event.
func (in *Input) SetButton(b MouseButton, down bool) {
	if b < 0 || int(b) >= mouseCount {
		return
	}
	if down && !in.ButtonHeld[b] {
		in.ButtonPressed[b] = true
	}
	in.ButtonHeld[b] = down
}

// EndFrame clears the per-frame state (presses, mouse movement and dropped
// files) after
// the systems have seen it. Held keys stay held.
func (in *Input) EndFrame() {
	in.Pressed = [KeyLast + 1]bool{}
	in.ButtonPressed = [mouseCount]bool{}
	in.MouseDX, in.MouseDY = 0, 0
	in.Dropped = in.Dropped[:0]
}
