package app

import (
	"testing"

	"cubefall/render/frame"

	"github.com/stretchr/testify/assert"
)

// callLog records, in order, the GL calls present makes; it stands in
// for both the window and the renderer.
type callLog struct{ calls []string }

func (c *callLog) SwapBuffers()        { c.calls = append(c.calls, "swap") }
func (c *callLog) Flush()              { c.calls = append(c.calls, "flush") }
func (c *callLog) Draw(f *frame.Frame) { c.calls = append(c.calls, "draw") }

// presentFrames runs present as three frames would, with a mark where
// each frame's systems run, and returns the calls in order.
func presentFrames(a *app) []string {
	log := &callLog{}
	f := &frame.Frame{}
	for range 3 {
		log.calls = append(log.calls, "systems")
		a.present(log, log, f)
	}
	return log.calls
}

// TestEachPictureIsSwappedAfterTheNextFramesSystems: a picture is drawn
// and flushed, and reaches the screen only in the next frame, after that
// frame's systems, so that they run while the GL draws. The first frame
// has nothing to show yet.
func TestEachPictureIsSwappedAfterTheNextFramesSystems(t *testing.T) {
	a, _ := smallApp(t)
	assert.Equal(t, []string{
		"systems", "draw", "flush",
		"systems", "swap", "draw", "flush",
		"systems", "swap", "draw", "flush",
	}, presentFrames(a))

	a.showDrawn(&callLog{})
	assert.False(t, a.unshown, "a picture waiting is shown when asked (the baseline tool's bare blocks, the screenshot at exit)")
}

// TestSwapAtOnceShowsEachPictureInItsOwnFrame: the baseline tool's
// yardstick swaps each picture as soon as it is drawn, the order before
// the overlap.
func TestSwapAtOnceShowsEachPictureInItsOwnFrame(t *testing.T) {
	a, _ := smallApp(t)
	a.swapAtOnce = true
	assert.Equal(t, []string{
		"systems", "draw", "flush", "swap",
		"systems", "draw", "flush", "swap",
		"systems", "draw", "flush", "swap",
	}, presentFrames(a))
}
