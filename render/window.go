//go:build !js

package render

import (
	"fmt"
	"log/slog"
	"os"
	"runtime"

	"cubefall/render/gl"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// displayHelp tells the user how to get a display.
const displayHelp = "run Cubefall in a desktop session, or without a screen under a virtual one: xvfb-run -a go run ."

// Window is a GLFW window with a current OpenGL 3.3 core context. Create it
// with OpenWindow; every method must be called on the main OS thread, the
// one that opened it (GLFW and GL keep per-thread state).
type Window struct {
	glfw     *glfw.Window
	log      *slog.Logger
	debug    *glDebug
	version  string
	renderer string
	closed   bool
	input    inputState
	windowed placement // where the window goes back to from fullscreen
}

// OpenWindow opens a window and makes its GL context current on the calling
// thread, which must be the main OS thread (lock it with
// runtime.LockOSThread in an init function).
//
// It fails with an error wrapping ErrNoDisplay when there is no display and
// ErrNoContext when no OpenGL 3.3 core context is available, both with a
// message saying what to do. Close releases the window and GLFW.
func OpenWindow(o WindowOptions) (*Window, error) {
	log := o.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if !o.Fullscreen && (o.Width <= 0 || o.Height <= 0) {
		return nil, fmt.Errorf("render: window size %dx%d: width and height must be positive", o.Width, o.Height)
	}
	if err := checkDisplay(); err != nil {
		return nil, err
	}
	installXHandlers()
	xerrs.watch(0, log)
	if err := initGLFW(); err != nil {
		return nil, err
	}
	gw, err := createWindow(o)
	if err != nil {
		glfw.Terminate()
		return nil, err
	}
	w := &Window{glfw: gw, log: log}
	xerrs.watch(x11Window(w), log)
	if err := w.initContext(o); err != nil {
		gw.Destroy()
		glfw.Terminate()
		return nil, err
	}
	w.installCallbacks()
	w.rememberWindowed(o)
	return w, nil
}

// checkDisplay looks for an X display before GLFW does: glfw.Init returns
// no error without one (it only logs), and the next GLFW call panics.
func checkDisplay() error {
	switch runtime.GOOS {
	case "darwin", "windows":
		return nil // there is always a window system
	}
	if os.Getenv("DISPLAY") == "" {
		return fmt.Errorf("%w (DISPLAY is not set): %s", ErrNoDisplay, displayHelp)
	}
	return nil
}

// initGLFW starts GLFW and proves it started. When DISPLAY names an X server
// that does not answer, glfw.Init logs a PlatformError and returns nil; the
// first real GLFW call then panics with NotInitialized. That panic is caught
// here and becomes ErrNoDisplay.
func initGLFW() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: cannot open display %q (%v): %s", ErrNoDisplay, os.Getenv("DISPLAY"), r, displayHelp)
		}
	}()
	if err := glfw.Init(); err != nil {
		return fmt.Errorf("%w: GLFW: %v", ErrNoContext, err)
	}
	glfw.GetPrimaryMonitor() // panics if Init failed silently
	return nil
}

// createWindow asks GLFW for a window with a 3.3 core, forward-compatible
// context (forward-compatible: no deprecated features, which is also what
// macOS requires). GLFW reports some failures by panicking and some by
// returning nil without an error; both become ErrNoContext.
func createWindow(o WindowOptions) (win *glfw.Window, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: GLFW: %v", ErrNoContext, r)
		}
	}()
	glfw.DefaultWindowHints()
	glfw.WindowHint(glfw.ContextVersionMajor, 3)
	glfw.WindowHint(glfw.ContextVersionMinor, 3)
	glfw.WindowHint(glfw.OpenGLProfile, glfw.OpenGLCoreProfile)
	glfw.WindowHint(glfw.OpenGLForwardCompatible, glfw.True)
	glfw.WindowHint(glfw.OpenGLDebugContext, glfwBool(o.DebugGL))
	glfw.WindowHint(glfw.Visible, glfwBool(!o.Hidden))
	glfw.WindowHint(glfw.DepthBits, 24)

	width, height := o.Width, o.Height
	var monitor *glfw.Monitor
	if o.Fullscreen {
		monitor = glfw.GetPrimaryMonitor()
		mode := monitor.GetVideoMode()
		width, height = mode.Width, mode.Height
		glfw.WindowHint(glfw.RefreshRate, mode.RefreshRate)
	}
	win, err = glfw.CreateWindow(width, height, o.Title, monitor, nil)
	if err != nil {
		return nil, fmt.Errorf("%w: %v (the driver needs OpenGL 3.3; on Mesa, LIBGL_ALWAYS_SOFTWARE=1 gives a software renderer)", ErrNoContext, err)
	}
	if win == nil {
		return nil, fmt.Errorf("%w: GLFW could not create the window (see its message above)", ErrNoContext)
	}
	return win, nil
}

// initContext makes the context current, loads the GL functions and checks
// that they work: gl.Init "succeeds" even without a current context, so the
// proof is a non-nil GL_VERSION string.
func (w *Window) initContext(o WindowOptions) error {
	w.glfw.MakeContextCurrent()
	if err := gl.Init(); err != nil {
		return fmt.Errorf("%w: loading GL functions: %v", ErrNoContext, err)
	}
	version := gl.GetString(gl.VERSION)
	if version == nil {
		return fmt.Errorf("%w: the context does not answer glGetString(GL_VERSION)", ErrNoContext)
	}
	w.version = gl.GoStr(version)
	w.renderer = gl.GoStr(gl.GetString(gl.RENDERER))
	if o.VSync {
		glfw.SwapInterval(1)
	} else {
		glfw.SwapInterval(0)
	}
	w.debug = newGLDebug(o.DebugGL, w.log)
	w.log.Debug("window open", "gl", w.version, "renderer", w.renderer)
	return nil
}

func glfwBool(b bool) int {
	if b {
		return glfw.True
	}
	return glfw.False
}

// SwapBuffers shows the frame just drawn. With VSync it waits for the
// display's refresh; under Xvfb there is none, so the game loop keeps its own
// fixed time step.
func (w *Window) SwapBuffers() {
	w.glfw.SwapBuffers()
}

// ShouldClose reports whether the user asked to close the window.
func (w *Window) ShouldClose() bool {
	return w.glfw.ShouldClose()
}

// FramebufferSize returns the size of the drawable area in pixels. It can
// differ from the window size (on high-DPI screens) and is 0x0 while the
// window is minimised.
func (w *Window) FramebufferSize() (width, height int) {
	return w.glfw.GetFramebufferSize()
}

// GLInfo returns the GL_VERSION and GL_RENDERER strings of the context, for
// example "4.5 (Core Profile) Mesa 22.3.6" and "llvmpipe (LLVM 15.0.6, 256 bits)".
func (w *Window) GLInfo() (version, renderer string) {
	return w.version, w.renderer
}

// Close destroys the window and its context and terminates GLFW. Delete the
// Renderer first (its objects live in this context). Calling Close twice is
// harmless.
func (w *Window) Close() {
	if w.closed {
		return
	}
	w.closed = true
	w.debug.stop()
	w.glfw.Destroy()
	glfw.Terminate()
	xerrs.release()
}

// Flush hands the drawing commands issued so far to the GL without
// waiting for them.
func (w *Window) Flush() { gl.Flush() }
