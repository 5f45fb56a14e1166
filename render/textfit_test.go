package render

import (
	"image"
	"testing"

	"cubefall/render/frame"

	"github.com/stretchr/testify/assert"
)

func TestFitColumnsBreaksAtTheWidestGapThatFits(t *testing.T) {
	hud := []string{"falling-cubes   16 fps   entities 10003   gravity: cubes"}
	assert.Equal(t, hud, fitColumns(hud, 80), "a line that fits is kept whole")
	assert.Equal(t, []string{"falling-cubes   16 fps", "entities 10003", "gravity: cubes"}, fitColumns(hud, 24),
		"breaks go into the gaps between items, not between words of an item")
	assert.Equal(t, []string{"a long", "sentence", "of words"}, fitColumns([]string{"a long sentence of words"}, 9),
		"without gaps, at single spaces")
	assert.Equal(t, []string{"abcd", "efgh", "ij"}, fitColumns([]string{"abcdefghij"}, 4), "a word longer than the line is cut")
	assert.Equal(t, []string{"PAUSED", "", "Q quit"}, fitColumns([]string{"PAUSED", "", "Q quit"}, 3+3),
		"empty lines stay")
	for _, l := range fitColumns([]string{"G swaps gravity   E toggles one cube   H / F1 for help"}, 17) {
		assert.LessOrEqual(t, len(l), 17, "%q", l)
	}
}

func TestHUDColumns(t *testing.T) {
	// 640 pixels: 8-pixel margins, 4-pixel padding inside the backdrop,
	// 7 pixels per character: (640-16-8)/7 = 88.
	assert.Equal(t, 88, hudColumns(640, 1))
	assert.Equal(t, 43, hudColumns(640, 2))
	assert.Equal(t, 1, hudColumns(10, 1), "never less than one column")
}

// TestLongTextStaysInsideANarrowWindow draws a HUD line and a notice far
// wider than a 320-pixel window. Broken into lines, both keep clear of
// the window's right edge (sky there), while their text is all drawn
// (the boxes grow taller instead).
func TestLongTextStaysInsideANarrowWindow(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	long := "falling-cubes   60 fps   entities 10003 (9726 awake, 284 asleep)   gravity: cubes   aim E: cube 42   H help"
	for _, c := range []struct {
		name string
		set  func(f *frame.Frame)
	}{
		{"HUD", func(f *frame.Frame) { f.HUD = []string{long} }},
		{"notice", func(f *frame.Frame) {
			f.Notice = frame.Notice{Lines: []string{long}, Opacity: 1, Place: frame.Bottom}
		}},
	} {
		f := testFrame(testW, testH)
		c.set(f)
		img := drawAndRead(t, r, f)
		edge := img.SubImage(image.Rect(testW-4, 0, testW, testH)).(*image.RGBA)
		assert.Zero(t, countNot(edge, sky()), "%s: the window's right edge is sky, not text or its backdrop", c.name)
		assert.Greater(t, countNot(img, sky()), 0, "%s: the text is drawn", c.name)
	}
}
