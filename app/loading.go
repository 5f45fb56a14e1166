package app

import (
	"fmt"
	"log/slog"

	"cubefall/render/frame"
)

// heavyScene is the entity count from which the window shows a notice
// before the spawn: spawning a hundred thousand cubes takes seconds on a
// small machine, and a window that stays black for that long looks hung.
const heavyScene = 20_000

// loadingColor is the loading picture's background: the dark grey of an
// empty stage, not the black of a window that shows nothing.
var loadingColor = [3]float32{0.08, 0.09, 0.11}

// showLoading draws a picture that says a scene of n entities named name
// is loading and swaps it onto the screen at once, when n is at least
// heavyScene; it reports whether it did. The window shows it while the
// spawn runs, until the first frame's picture replaces it.
func showLoading(win screen, r painter, log *slog.Logger, n int, name string) bool {
	if n < heavyScene {
		return false
	}
	r.Draw(loadingFrame(n, name))
	win.SwapBuffers()
	log.Info("loading", "scene", name, "entities", n)
	return true
}

// loadingFrame is the loading picture: the notice alone, in the middle
// of an empty stage.
func loadingFrame(n int, name string) *frame.Frame {
	f := &frame.Frame{Notice: frame.Notice{
		Lines:   []string{fmt.Sprintf("loading %d cubes", n), "scene " + name},
		Opacity: 1,
		Place:   frame.Centre,
	}}
	f.Clear[0], f.Clear[1], f.Clear[2] = loadingColor[0], loadingColor[1], loadingColor[2]
	return f
}
