package app

import (
	"context"
	"errors"
	"fmt"
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"cubefall/ecs"
	"cubefall/inspector"
	"cubefall/render"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/systems"
	"cubefall/view"
)

// runHeadless runs the same systems with no window: every frame advances
// exactly one fixed step (1/60 s), so a run is reproducible, and its speed
// is the simulation's alone.
func (a *app) runHeadless(ctx context.Context) {
	in := ecs.GetResource[resources.Input](a.world)
	req := ecs.GetResource[resources.AppRequests](a.world)
	logged := ""
	for n := 0; a.more(ctx, n) && !req.Quit; n++ {
		a.frameStart(n)
		start := time.Now()
		a.sched.Frame(a.tape.begin(n, in, fixedStep))
		if ecs.GetResource[ecs.Stop](a.world).Requested() {
			return // a signal may have cut the frame short: it is neither recorded nor counted
		}
		a.pageFrame(n)
		a.afterFrame()
		ok := a.tape.end(n, a.world)
		in.EndFrame()
		took := time.Since(start)
		ecs.GetResource[inspector.DrawTimes](a.world).Sim = took
		a.stats.record(took, took, 0)
		a.stats.recordStepsOf(a.world)
		logged = a.logNewError(logged)
		if !ok {
			return
		}
	}
}

// more reports whether frame n should run: -frames not reached and no
// interrupt.
func (a *app) more(ctx context.Context, n int) bool {
	return (a.cfg.frames == 0 || n < a.cfg.frames) && ctx.Err() == nil && a.tape.more(n)
}

func (a *app) frameStart(n int) {
	if a.beforeFrame != nil {
		a.beforeFrame(n, a.world)
	}
}

// loop is the frame loop proper. Each frame's real duration is handed to
// the scheduler, which turns it into whole fixed physics steps.
func (a *app) loop(ctx context.Context, win *render.Window, r *render.Renderer) error {
	dt := fixedStep
	logged := ""
	for n := 0; a.more(ctx, n); n++ {
		if a.idleWhileMinimised(win) {
			if win.ShouldClose() {
				break
			}
			n--            // a frame not drawn does not count towards -frames
			dt = fixedStep // and the time asleep is not simulated
			continue
		}
		start := time.Now()
		if !a.frame(n, dt, win, r) {
			break
		}
		logged = a.logNewError(logged)
		dt = time.Since(start)
		a.warnIfSlow(dt)
	}
	return a.finalScreenshot(r, ecs.GetResource[frame.Frame](a.world))
}

// frame runs one windowed frame:
// Poll → systems → SwapBuffers (the frame before's picture) → Draw →
// Flush → (screenshot) → EndFrame.
// dt is the previous frame's duration. It returns false when the player
// or the window asks to stop, or a replay leaves its recording.
//
// The picture is swapped onto the screen one frame late, after the next
// frame's systems, so that the simulation runs while the GL draws: Flush
// sends the drawing off without waiting for it, and SwapBuffers is the
// call that waits until it is done. With Mesa's software renderer the
// drawing is CPU work on threads of its own, and the cores it leaves idle
// (while one thread shades vertices, while the X server copies the
// picture) then go to the simulation instead of to waiting. What it
// costs: a picture reaches the screen one frame's systems later. What it
// gains, the baseline tool measures against the frame swapped at once
// (swapAtOnce): see the windowed frame rate in docs/performance.md.
func (a *app) frame(n int, dt time.Duration, win *render.Window, r *render.Renderer) bool {
	start := time.Now()
	w := a.world
	in := ecs.GetResource[resources.Input](w)
	req := ecs.GetResource[resources.AppRequests](w)
	if a.tape.replaying() {
		in.WantCapture = false // the mouse stays the player's: the recording moves the camera
	}
	win.Poll(in)
	if in.CloseRequested || win.ShouldClose() || req.Quit {
		return false
	}
	a.frameStart(n)
	simStart := time.Now()
	a.sched.Frame(a.tape.begin(n, in, dt))
	if ecs.GetResource[ecs.Stop](a.world).Requested() {
		return false // a signal may have cut the frame short: it is neither drawn, recorded nor counted
	}
	sim := time.Since(simStart)
	drawStart := a.present(win, r, ecs.GetResource[frame.Frame](w))
	ds := r.Stats()
	rs := ecs.GetResource[view.RenderStats](w)
	rs.DrawCalls, rs.Upload = ds.DrawCalls, ds.Upload
	times := ecs.GetResource[inspector.DrawTimes](w)
	*times = inspector.DrawTimes{Sim: sim, Draw: time.Since(drawStart), InspectorDraw: ds.Inspector, Panels: drawnPanels(r, &ecs.GetResource[frame.Frame](w).Inspector, times.Panels[:0])}
	if req.Screenshot {
		req.Screenshot = false
		a.screenshotNow(r)
	}
	a.pageFrame(n)
	a.afterFrame()
	ok := a.tape.end(n, w)
	a.logGLErrors(r)
	a.followState(win)
	in.EndFrame()
	a.stats.record(time.Since(start), sim, ds.Upload)
	a.stats.recordStepsOf(w)
	a.stats.addInspector(ds.Inspector)
	return ok
}

// drawnPanels appends to out where r drew the inspector's boxes: the page
// strip, if any, then each panel shown, by name.
func drawnPanels(r *render.Renderer, in *frame.Inspector, out []inspector.InspectPanel) []inspector.InspectPanel {
	box := func(name string, rc image.Rectangle) inspector.InspectPanel {
		return inspector.InspectPanel{Name: name, X: rc.Min.X, Y: rc.Min.Y, W: rc.Dx(), H: rc.Dy()}
	}
	if s := r.InspectorStrip(); !s.Empty() {
		out = append(out, box("pages", s))
	}
	for i, rc := range r.InspectorPanels() {
		if !rc.Empty() && i < len(in.Panels) {
			out = append(out, box(in.Panels[i].Name, rc))
		}
	}
	return out
}

// A screen is the part of the window present drives: a *render.Window,
// or a test's recorder.
type screen interface {
	SwapBuffers()
	Flush()
}

// A painter draws a frame's plain data: a *render.Renderer, or a test's
// recorder.
type painter interface {
	Draw(f *frame.Frame)
}

// present is the GL half of a frame, run after its systems: it shows the
// picture drawn in the frame before, then draws this frame's and sends
// the drawing off without waiting for it (see frame for why). With
// swapAtOnce it shows the new picture at once instead. It returns when
// the drawing started, for the frame's draw time.
func (a *app) present(win screen, r painter, f *frame.Frame) time.Time {
	a.showDrawn(win)
	drawStart := time.Now()
	r.Draw(f)
	win.Flush()
	a.unshown = true
	if a.swapAtOnce {
		a.showDrawn(win)
	}
	return drawStart
}

// showDrawn swaps the picture drawn last onto the screen, if one is
// waiting; SwapBuffers first waits for the GL to finish drawing it.
func (a *app) showDrawn(win screen) {
	if a.unshown {
		win.SwapBuffers()
		a.unshown = false
	}
}

// logNewError copies an error the HUD shows (a failed reload, a failed
// F12) to stderr, once: the HUD may be hidden, cut to its first lines, or
// gone with the window, the terminal keeps every line. logged is the error
// text already logged; the result is the one logged now.
func (a *app) logNewError(logged string) string {
	st := ecs.GetResource[resources.Status](a.world)
	if !st.Error {
		return ""
	}
	if st.Text == logged {
		return logged
	}
	for _, line := range strings.Split(st.Text, "\n") {
		a.log.Error(systems.Printable(line))
	}
	return st.Text
}

// maxShotNumber bounds the search for a free F12 name within one second.
const maxShotNumber = 1000

// screenshotNow keeps the frame just drawn (F12) and says so in the HUD:
// on the desktop a new file (see keepShot), in a browser a download.
func (a *app) screenshotNow(r *render.Renderer) {
	status := ecs.GetResource[resources.Status](a.world)
	name, err := a.keepShot(r)
	if err != nil {
		*status = resources.Status{Text: "screenshot failed: " + err.Error(), Error: true}
		return
	}
	a.log.Info("screenshot", "path", name)
	*status = resources.Status{Text: shotKept + " " + name, Remaining: 3}
	if ev, ok := ecs.TryResource[ecs.Messages[systems.ScreenshotSaved]](a.world); ok {
		ev.Send(systems.ScreenshotSaved{Path: name})
	}
}

// saveNewShot is F12 on the desktop. It never replaces a file: when the
// name base is taken (two presses within a second, or a file already
// there) it tries NAME-2.png, NAME-3.png and so on, and each try is a
// create-only write, so a file that appears meanwhile is not replaced
// either. It saves the frame under the first free name in base's
// numbered series, and returns the name it used.
func (a *app) saveNewShot(r *render.Renderer, base string) (string, error) {
	img, err := r.ReadPixels()
	if err != nil {
		return "", err
	}
	return a.saveUnderFreeName(base, func(name string) error { return render.SaveNewPNG(name, img) })
}

// saveUnderFreeName calls saveNew with base, base-2, base-3 ... until one
// is free: saveNew must refuse to replace an existing file with an error
// matching fs.ErrExist. Names the command line gives to outputs written at
// exit are skipped too, since those would replace the new file.
func (a *app) saveUnderFreeName(base string, saveNew func(name string) error) (string, error) {
	for n := 1; n <= maxShotNumber; n++ {
		name := numberedName(base, n)
		if a.isOutput(name) {
			continue
		}
		if _, err := os.Lstat(name); err == nil {
			continue
		}
		err := saveNew(name)
		if !errors.Is(err, fs.ErrExist) {
			return name, err
		}
	}
	return "", fmt.Errorf("no free name from %s to %s", base, numberedName(base, maxShotNumber))
}

// numberedName is base for n = 1, and base with "-n" before its extension
// after that: shot.png, shot-2.png, shot-3.png.
func numberedName(base string, n int) string {
	if n == 1 {
		return base
	}
	ext := filepath.Ext(base)
	return fmt.Sprintf("%s-%d%s", strings.TrimSuffix(base, ext), n, ext)
}

// isOutput reports whether path is one of the files the command line asks
// to write at exit.
func (a *app) isOutput(path string) bool {
	for _, out := range a.cfg.outputs() {
		if sameFile(path, out.path) {
			return true
		}
	}
	return false
}

// finalScreenshot writes -screenshot: it draws the last collected frame
// again (the one on screen was swapped away) and reads it back.
func (a *app) finalScreenshot(r *render.Renderer, f *frame.Frame) error {
	if a.cfg.screenshot == "" {
		return nil
	}
	r.Draw(f)
	if err := savePixels(r, a.cfg.screenshot); err != nil {
		return err
	}
	a.log.Info("screenshot", "path", a.cfg.screenshot)
	return nil
}

func savePixels(r *render.Renderer, path string) error {
	img, err := r.ReadPixels()
	if err != nil {
		return err
	}
	return render.SavePNG(path, img)
}

// logGLErrors passes on what -debug-gl saw.
func (a *app) logGLErrors(r *render.Renderer) {
	for _, msg := range r.GLErrors() {
		a.log.Warn("opengl", "msg", msg)
	}
}
