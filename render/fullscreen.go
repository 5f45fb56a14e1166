//go:build !js

package render

import "github.com/go-gl/glfw/v3.3/glfw"

// placement is a window's position and size on the desktop, in screen
// coordinates.
type placement struct {
	x, y, width, height int
}

// Fullscreen reports whether the window fills a monitor.
func (w *Window) Fullscreen() bool {
	return w.glfw.GetMonitor() != nil
}

// SetFullscreen switches between a window and the primary monitor's whole
// screen at its current video mode. Going fullscreen remembers where the
// window was and how large; coming back puts it there again. A window
// opened fullscreen comes back at the size it was asked for, centred.
func (w *Window) SetFullscreen(on bool) {
	if on == w.Fullscreen() {
		return
	}
	if !on {
		p := w.windowed
		w.glfw.SetMonitor(nil, p.x, p.y, p.width, p.height, glfw.DontCare)
		return
	}
	w.windowed.x, w.windowed.y = w.glfw.GetPos()
	w.windowed.width, w.windowed.height = w.glfw.GetSize()
	m := glfw.GetPrimaryMonitor()
	mode := m.GetVideoMode()
	w.glfw.SetMonitor(m, 0, 0, mode.Width, mode.Height, mode.RefreshRate)
}

// rememberWindowed records where the window goes when it leaves
// fullscreen: its own place when it opened as a window, the size it was
// asked for centred on the primary monitor when it opened fullscreen.
func (w *Window) rememberWindowed(o WindowOptions) {
	if !o.Fullscreen {
		w.windowed.x, w.windowed.y = w.glfw.GetPos()
		w.windowed.width, w.windowed.height = w.glfw.GetSize()
		return
	}
	width, height := o.Width, o.Height
	if width <= 0 || height <= 0 {
		width, height = 1280, 720
	}
	mode := glfw.GetPrimaryMonitor().GetVideoMode()
	w.windowed = placement{x: max(0, (mode.Width-width)/2), y: max(0, (mode.Height-height)/2), width: width, height: height}
}

// Minimised reports whether the window is iconified or has no pixels to
// draw into (a 0×0 framebuffer, as some systems report for a minimised
// window). The frame loop stops drawing and sleeps while it is.
func (w *Window) Minimised() bool {
	width, height := w.glfw.GetFramebufferSize()
	return width <= 0 || height <= 0 || w.glfw.GetAttrib(glfw.Iconified) == glfw.True
}

// WaitEvents sleeps until an event arrives or seconds have passed, and
// handles it. The callbacks run with no Input to fill, so what arrives is
// dropped, but a close request is still seen by ShouldClose.
func (w *Window) WaitEvents(seconds float64) {
	glfw.WaitEventsTimeout(seconds)
}

// SetTitle changes the window's title.
func (w *Window) SetTitle(title string) {
	w.glfw.SetTitle(title)
}
