package render

import (
	"errors"
	"log/slog"
)

// ErrNoDisplay is wrapped by OpenWindow when there is no display to open a
// window on: DISPLAY is unset, or names an X server that does not answer.
// main turns it into exit code 3.
var ErrNoDisplay = errors.New("render: no display")

// ErrNoContext is wrapped by OpenWindow when a window opens but GLFW and the
// driver cannot give it an OpenGL 3.3 core context. main turns it into exit
// code 3.
var ErrNoContext = errors.New("render: no OpenGL 3.3 core context")

// WindowOptions says what window OpenWindow opens. In the browser the
// window is the page's canvas: the size, title and VSync do not apply.
type WindowOptions struct {
	Width, Height int    // window size in screen coordinates (ignored when Fullscreen)
	Title         string // window title
	Fullscreen    bool   // fill the primary monitor at its current video mode
	VSync         bool   // wait for the display's refresh in SwapBuffers
	Hidden        bool   // never show the window (tests; readback still works)
	DebugGL       bool   // report GL errors, see Renderer.GLErrors
	Logger        *slog.Logger
}
