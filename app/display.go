package app

import (
	"errors"
	"fmt"
	"io"
	"log/slog"

	"cubefall/render"
)

// display is the window and the renderer drawing into it: the only GL
// state the program has.
type display struct {
	win *render.Window
	r   *render.Renderer
	log *slog.Logger
}

// openDisplay opens the window and its renderer. It runs before the scene
// is spawned, so that a missing display is reported at once, even for a
// million cubes. On failure it reports to stderr and returns the exit code:
// exitNoDisplay when there is no display or no usable OpenGL.
func openDisplay(cfg config, title string, log *slog.Logger, stderr io.Writer) (*display, int) {
	win, err := render.OpenWindow(render.WindowOptions{
		Width: cfg.width, Height: cfg.height, Title: title,
		Fullscreen: cfg.fullscreen, VSync: cfg.vsync, DebugGL: cfg.debugGL, Logger: log,
	})
	if err != nil {
		fmt.Fprintf(stderr, "cubefall: %v\n", err)
		if noDisplay(err) {
			fmt.Fprintln(stderr, "cubefall: -headless runs the simulation without any window; -check validates a scene.")
			return nil, exitNoDisplay
		}
		return nil, exitFailure
	}
	version, renderer := win.GLInfo()
	log.Info("opengl", "version", version, "renderer", renderer)
	r, err := render.NewRenderer(win)
	if err != nil {
		win.Close()
		fmt.Fprintf(stderr, "cubefall: %v\n", err)
		return nil, exitFailure
	}
	return &display{win: win, r: r, log: log}, exitOK
}

// close deletes every GL object, then the window.
func (d *display) close() {
	d.r.Delete()
	d.log.Debug("renderer deleted", "live GL objects", d.r.Live().Total())
	d.win.Close()
}

// noDisplay reports whether err means there is no display or no usable GL.
func noDisplay(err error) bool {
	return errors.Is(err, render.ErrNoDisplay) || errors.Is(err, render.ErrNoContext)
}

// windowTitle is the window's title for a scene: the program's name and
// the scene's, so a taskbar full of runs tells them apart.
func windowTitle(scene string) string {
	if scene == "" {
		return "Cubefall"
	}
	return "Cubefall — " + scene
}
