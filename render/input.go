//go:build !js

package render

import (
	"github.com/go-gl/glfw/v3.3/glfw"

	"cubefall/resources"
)

// inputState is what the window remembers between Polls to turn GLFW's
// events into a resources.Input.
type inputState struct {
	target       *resources.Input // set only while Poll runs the callbacks
	captured     bool             // the cursor is grabbed for mouse look
	lastX, lastY float64          // cursor position at the last Poll
	haveLast     bool             // lastX, lastY are valid
}

// Poll collects the events that arrived since the last call into in:
// it clears last frame's presses and mouse movement (in.EndFrame), runs
// GLFW's callbacks, which record key and button changes, then fills the
// mouse movement, the framebuffer size and CloseRequested.
//
// It also applies in.WantCapture: the cursor is hidden and grabbed for mouse
// look while it is true, and released when it is false; in.CursorCaptured
// reports the result.
func (w *Window) Poll(in *resources.Input) {
	in.EndFrame()
	w.input.target = in
	glfw.PollEvents() // the callbacks run in here, on this thread
	w.input.target = nil

	w.applyCapture(in.WantCapture)
	in.CursorCaptured = w.input.captured
	in.Width, in.Height = w.glfw.GetFramebufferSize()
	w.readMouse(in)
	in.CloseRequested = w.glfw.ShouldClose()
}

// installCallbacks connects GLFW's event callbacks to this window.
func (w *Window) installCallbacks() {
	w.glfw.SetKeyCallback(w.onKey)
	w.glfw.SetMouseButtonCallback(w.onMouseButton)
	w.glfw.SetFocusCallback(w.onFocus)
	w.glfw.SetDropCallback(w.onDrop)
}

// onKey records a key press or release. GLFW's key codes are the values of
// resources.Key, so the conversion is a plain type conversion. Key repeats
// are ignored: a held key is already held.
func (w *Window) onKey(_ *glfw.Window, key glfw.Key, _ int, action glfw.Action, _ glfw.ModifierKey) {
	if w.input.target == nil || action == glfw.Repeat {
		return
	}
	w.input.target.SetKey(resources.Key(key), action == glfw.Press)
}

func (w *Window) onMouseButton(_ *glfw.Window, b glfw.MouseButton, action glfw.Action, _ glfw.ModifierKey) {
	if w.input.target == nil {
		return
	}
	w.input.target.SetButton(resources.MouseButton(b), action == glfw.Press)
}

// onFocus releases every held key and the mouse when the window loses
// focus: the keys' release events go to another window, the camera must
// not keep flying, and a player who switched away must get the mouse back
// (a click in the window captures it again).
func (w *Window) onFocus(_ *glfw.Window, focused bool) {
	in := w.input.target
	if focused || in == nil {
		return
	}
	clear(in.Held[:])
	clear(in.ButtonHeld[:])
	in.WantCapture = false
}

// onDrop records the paths of files dropped onto the window.
func (w *Window) onDrop(_ *glfw.Window, names []string) {
	if in := w.input.target; in != nil {
		in.Dropped = append(in.Dropped, names...)
	}
}

// applyCapture grabs or releases the cursor when the wish changed.
func (w *Window) applyCapture(want bool) {
	if want == w.input.captured {
		return
	}
	mode := glfw.CursorNormal
	if want {
		mode = glfw.CursorDisabled // hidden, and moves without limit
	}
	w.glfw.SetInputMode(glfw.CursorMode, mode)
	if glfw.RawMouseMotionSupported() {
		w.glfw.SetInputMode(glfw.RawMouseMotion, glfwBool(want))
	}
	w.input.captured = want
	w.input.haveLast = false // the cursor jumps when grabbed; no delta for that
}

// readMouse turns the cursor position into movement since the last Poll,
// and gives the position in the framebuffer's pixels (in.Width and
// in.Height must be read first), the unit a click is unprojected in.
func (w *Window) readMouse(in *resources.Input) {
	x, y := w.glfw.GetCursorPos()
	if w.input.haveLast {
		in.MouseDX += x - w.input.lastX
		in.MouseDY += y - w.input.lastY
	}
	w.input.lastX, w.input.lastY, w.input.haveLast = x, y, true
	winW, winH := w.glfw.GetSize()
	in.CursorX, in.CursorY = toFramebuffer(x, y, winW, winH, in.Width, in.Height)
}

// toFramebuffer turns a cursor position in screen coordinates, which is
// what GLFW reports, into the framebuffer's pixels, given the window's
// size in each. The two differ where the desktop scales windows (a Retina
// display, a scaled Wayland output: a window 640 wide in screen
// coordinates may be 1280 pixels wide), and the camera's projection, which
// a click is unprojected through, is the framebuffer's. A window of no
// size (minimised) leaves the position as it is.
func toFramebuffer(x, y float64, winW, winH, fbW, fbH int) (float64, float64) {
	if winW <= 0 || winH <= 0 {
		return x, y
	}
	return x * float64(fbW) / float64(winW), y * float64(fbH) / float64(winH)
}
