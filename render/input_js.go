//go:build js

package render

import (
	"syscall/js"

	"cubefall/resources"
)

// domInput is what the DOM's event listeners collected since the last
// Poll. The listeners run while the Go program waits in SwapBuffers, so
// the events queue here and Poll hands them over in order.
type domInput struct {
	keys         []domKeyEvent
	buttons      []domButtonEvent
	dx, dy       float64 // mouse movement while the pointer is locked
	x, y         float64 // cursor position in CSS pixels from the canvas's corner
	blurred      bool    // the page lost focus
	wantCapture  bool    // the game asked for the pointer at the last Poll
	lockedCursor bool    // the canvas holds the pointer lock
}

type domKeyEvent struct {
	key  resources.Key
	down bool
}

type domButtonEvent struct {
	button resources.MouseButton
	down   bool
}

// listen installs the DOM listeners: keys on the document (the canvas
// need not be focused), the mouse on the canvas.
func (w *Window) listen() {
	doc := js.Global().Get("document")
	w.on(doc, "keydown", func(e js.Value) { w.onKey(e, true) })
	w.on(doc, "keyup", func(e js.Value) { w.onKey(e, false) })
	w.on(w.canvas, "mousedown", func(e js.Value) {
		w.input.buttons = append(w.input.buttons, domButtonEvent{DOMButton(e.Get("button").Int()), true})
		if w.input.wantCapture && !w.input.lockedCursor {
			w.canvas.Call("requestPointerLock") // only allowed in answer to a click
		}
	})
	w.on(doc, "mouseup", func(e js.Value) {
		w.input.buttons = append(w.input.buttons, domButtonEvent{DOMButton(e.Get("button").Int()), false})
	})
	w.on(doc, "mousemove", func(e js.Value) {
		if w.input.lockedCursor {
			w.input.dx += e.Get("movementX").Float()
			w.input.dy += e.Get("movementY").Float()
			return
		}
		r := w.canvas.Call("getBoundingClientRect")
		w.input.x = e.Get("clientX").Float() - r.Get("left").Float()
		w.input.y = e.Get("clientY").Float() - r.Get("top").Float()
	})
	w.on(doc, "pointerlockchange", func(js.Value) {
		w.input.lockedCursor = doc.Get("pointerLockElement").Equal(w.canvas)
	})
	w.on(w.canvas, "contextmenu", func(e js.Value) { e.Call("preventDefault") })
	w.on(js.Global(), "blur", func(js.Value) { w.input.blurred = true })
}

// onKey queues a key change. Keys the game knows do not also scroll the
// page, move the focus (Tab) or open the browser's own F keys; with Ctrl
// or Cmd held the browser keeps its shortcuts.
func (w *Window) onKey(e js.Value, down bool) {
	k := DOMKey(e.Get("code").String())
	if k == resources.KeyUnknown || e.Get("repeat").Bool() && down {
		if k != resources.KeyUnknown {
			e.Call("preventDefault")
		}
		return
	}
	if !e.Get("ctrlKey").Bool() && !e.Get("metaKey").Bool() {
		e.Call("preventDefault")
	}
	w.input.keys = append(w.input.keys, domKeyEvent{k, down})
}

// Poll hands the queued events to in, as the desktop's Poll does: last
// frame's presses and movement are cleared, key and button changes
// applied in order, then the mouse, the canvas size and the pointer lock.
// in.WantCapture is remembered: the next click on the canvas locks the
// pointer (browsers lock it only in answer to one), and Poll releases it
// when the game no longer wants it.
func (w *Window) Poll(in *resources.Input) {
	in.EndFrame()
	for _, k := range w.input.keys {
		in.SetKey(k.key, k.down)
	}
	for _, b := range w.input.buttons {
		in.SetButton(b.button, b.down)
	}
	w.input.keys, w.input.buttons = w.input.keys[:0], w.input.buttons[:0]
	if w.input.blurred {
		w.input.blurred = false
		clear(in.Held[:])
		clear(in.ButtonHeld[:])
		in.WantCapture = false
	}
	w.input.wantCapture = in.WantCapture
	if !in.WantCapture && w.input.lockedCursor {
		js.Global().Get("document").Call("exitPointerLock")
	}
	w.resize()
	in.Width, in.Height = w.FramebufferSize()
	in.MouseDX, in.MouseDY = in.MouseDX+w.input.dx, in.MouseDY+w.input.dy
	w.input.dx, w.input.dy = 0, 0
	ratio := js.Global().Get("devicePixelRatio").Float()
	in.CursorX, in.CursorY = w.input.x*ratio, w.input.y*ratio
	in.CursorCaptured = w.input.lockedCursor
	in.CloseRequested = false
}
