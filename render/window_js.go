//go:build js

package render

import (
	"fmt"
	"log/slog"
	"syscall/js"
	"time"

	"cubefall/render/gl"
)

// Window is the page's canvas with a WebGL2 context: the browser's
// window. It has the methods of the desktop's GLFW window that app
// drives, so the frame loop is the same code in both:
//
//   - SwapBuffers waits for the browser's next animation frame
//     (requestAnimationFrame). The Go program blocks there, the browser
//     shows what was drawn, and the next frame runs inside the browser's
//     frame callback.
//   - Poll hands the DOM events that arrived since the last call to a
//     resources.Input, as GLFW's callbacks do on the desktop.
type Window struct {
	canvas   js.Value
	log      *slog.Logger
	debug    *glDebug
	version  string
	renderer string
	closed   bool
	frames   chan struct{} // one value per animation frame
	input    domInput
	funcs    []js.Func // the callbacks to release on Close
}

// canvasID is the id of the page's canvas.
const canvasID = "cubefall-canvas"

// OpenWindow takes the page's canvas (id "cubefall-canvas", made if missing) and
// a WebGL2 context on it. Without WebGL2 it fails with ErrNoContext.
func OpenWindow(o WindowOptions) (*Window, error) {
	log := o.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	doc := js.Global().Get("document")
	canvas := doc.Call("getElementById", canvasID)
	if canvas.IsNull() {
		canvas = doc.Call("createElement", "canvas")
		canvas.Set("id", canvasID)
		doc.Get("body").Call("appendChild", canvas)
	}
	// preserveDrawingBuffer keeps the picture after it is shown, so that
	// ReadPixels, a screenshot and the page's own tests can read it back.
	ctx := canvas.Call("getContext", "webgl2", map[string]any{"antialias": false, "preserveDrawingBuffer": true})
	if ctx.IsNull() || ctx.IsUndefined() {
		return nil, fmt.Errorf("%w: the browser gives no WebGL2 context (enable hardware acceleration, or WebGL in the browser's settings)", ErrNoContext)
	}
	gl.MakeCurrent(ctx)
	if err := gl.Init(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoContext, err)
	}
	w := &Window{canvas: canvas, log: log, frames: make(chan struct{}, 1)}
	w.version = gl.GoStr(gl.GetString(gl.VERSION))
	w.renderer = gl.GoStr(gl.GetString(gl.RENDERER))
	w.debug = newGLDebug(o.DebugGL, log)
	w.resize()
	w.listen()
	w.requestFrame()
	log.Debug("canvas open", "gl", w.version, "renderer", w.renderer)
	return w, nil
}

// on adds a DOM event listener and keeps it for Close.
func (w *Window) on(target js.Value, event string, f func(e js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	w.funcs = append(w.funcs, fn)
	target.Call("addEventListener", event, fn)
}

// requestFrame asks for the next animation frame; its callback lets the
// waiting SwapBuffers go on.
func (w *Window) requestFrame() {
	var fn js.Func
	fn = js.FuncOf(func(js.Value, []js.Value) any {
		fn.Release()
		if w.closed {
			return nil
		}
		select {
		case w.frames <- struct{}{}:
		default: // a frame is already waiting
		}
		w.requestFrame()
		return nil
	})
	js.Global().Call("requestAnimationFrame", fn)
}

// resize makes the canvas's drawing buffer as large as its place on the
// page, in device pixels.
func (w *Window) resize() {
	ratio := js.Global().Get("devicePixelRatio").Float()
	if ratio <= 0 {
		ratio = 1
	}
	cw := int(w.canvas.Get("clientWidth").Float() * ratio)
	ch := int(w.canvas.Get("clientHeight").Float() * ratio)
	if cw > 0 && ch > 0 && (cw != w.canvas.Get("width").Int() || ch != w.canvas.Get("height").Int()) {
		w.canvas.Set("width", cw)
		w.canvas.Set("height", ch)
	}
}

// SwapBuffers waits for the browser's next animation frame, which shows
// what was drawn.
func (w *Window) SwapBuffers() {
	if !w.closed {
		<-w.frames
	}
}

// ShouldClose is false: a page is closed by the browser, not asked.
func (w *Window) ShouldClose() bool { return false }

// FramebufferSize returns the canvas's drawing buffer size in pixels.
func (w *Window) FramebufferSize() (width, height int) {
	return w.canvas.Get("width").Int(), w.canvas.Get("height").Int()
}

// GLInfo returns WebGL's VERSION and the renderer the browser names.
func (w *Window) GLInfo() (version, renderer string) { return w.version, w.renderer }

// Close removes the event listeners and stops waiting for frames.
func (w *Window) Close() {
	if w.closed {
		return
	}
	w.closed = true
	for _, f := range w.funcs {
		f.Release()
	}
	w.funcs = nil
}

// Flush hands the drawing commands to the browser's GL.
func (w *Window) Flush() { gl.Flush() }

// Fullscreen reports whether the page shows the canvas full screen.
func (w *Window) Fullscreen() bool {
	return !js.Global().Get("document").Get("fullscreenElement").IsNull()
}

// SetFullscreen asks the browser to show the canvas full screen or not.
// Browsers allow it only in answer to a key press or click, which is
// where the game asks.
func (w *Window) SetFullscreen(on bool) {
	doc := js.Global().Get("document")
	switch {
	case on && !w.Fullscreen():
		w.canvas.Call("requestFullscreen").Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
	case !on && w.Fullscreen():
		doc.Call("exitFullscreen")
	}
}

// Minimised reports whether the page is hidden (another tab, a minimised
// browser); the browser then stops animation frames anyway.
func (w *Window) Minimised() bool {
	return js.Global().Get("document").Get("hidden").Bool()
}

// WaitEvents sleeps up to seconds, giving the browser its thread.
func (w *Window) WaitEvents(seconds float64) {
	time.Sleep(time.Duration(seconds * float64(time.Second)))
}

// SetTitle sets the page's title.
func (w *Window) SetTitle(title string) {
	js.Global().Get("document").Set("title", title)
}
