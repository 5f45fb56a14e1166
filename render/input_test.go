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
