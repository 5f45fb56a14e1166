//go:build !js

package render

import (
	"testing"

	"cubefall/resources"

	"github.com/stretchr/testify/assert"
)

// TestLosingFocusFreesTheMouse: when the window loses focus, the keys held
// are let go and the mouse is given back (WantCapture false, so the next
// Poll releases the cursor); gaining focus changes nothing.
func TestLosingFocusFreesTheMouse(t *testing.T) {
	w, _ := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	in := &resources.Input{WantCapture: true}
	in.SetKey(resources.KeyW, true)
	onMain(func() {
		w.input.target = in
		defer func() { w.input.target = nil }()
		w.onFocus(nil, true)
		assert.True(t, in.WantCapture, "gaining focus keeps the wish")
		w.onFocus(nil, false)
	})
	assert.False(t, in.WantCapture, "the mouse is given back")
	assert.False(t, in.KeyHeld(resources.KeyW), "no key stays held")
	onMain(func() { w.Poll(in) })
	assert.False(t, in.CursorCaptured)
}

// TestDroppedFilesReachTheInput: the paths of files dropped onto the
// window are in the Input for one frame.
func TestDroppedFilesReachTheInput(t *testing.T) {
	w, _ := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	var in resources.Input
	onMain(func() {
		w.input.target = &in
		w.onDrop(nil, []string{"/tmp/a.json", "/tmp/b.png"})
		w.input.target = nil
	})
	assert.Equal(t, []string{"/tmp/a.json", "/tmp/b.png"}, in.Dropped)
	in.EndFrame()
	assert.Empty(t, in.Dropped)
}

// TestCursorIsInFramebufferPixels: where a desktop scales windows, the
// framebuffer has more pixels than the window has screen coordinates, and
// the cursor's position is scaled to match, so a click picks what lies
// under the pointer; a minimised window (no size) leaves it as it is.
func TestCursorIsInFramebufferPixels(t *testing.T) {
	x, y := toFramebuffer(320, 90, 640, 360, 1280, 720)
	assert.Equal(t, [2]float64{640, 180}, [2]float64{x, y}, "twice as many pixels as screen coordinates")
	x, y = toFramebuffer(320, 90, 640, 360, 640, 360)
	assert.Equal(t, [2]float64{320, 90}, [2]float64{x, y}, "no scaling")
	x, y = toFramebuffer(320, 90, 0, 0, 0, 0)
	assert.Equal(t, [2]float64{320, 90}, [2]float64{x, y}, "minimised")
}
