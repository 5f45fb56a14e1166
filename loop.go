package main

import (
	"context"
	"time"

	"cubefall/ecs"
	"cubefall/render"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/systems"
)

// runHeadless runs the same systems with no window: every frame advances
// exactly one fixed step (1/60 s), so a run is reproducible, and its speed
// is the simulation's alone.
func (a *app) runHeadless(ctx context.Context) {
	in := ecs.GetResource[resources.Input](a.world)
	req := ecs.GetResource[resources.AppRequests](a.world)
	for n := 0; a.more(ctx, n) && !req.Quit; n++ {
		a.frameStart(n)
		start := time.Now()
		a.sched.Frame(fixedStep)
		in.EndFrame()
		took := time.Since(start)
		a.stats.record(took, took, 0)
	}
}

// more reports whether frame n should run: -frames not reached and no
// interrupt.
func (a *app) more(ctx context.Context, n int) bool {
	return (a.cfg.frames == 0 || n < a.cfg.frames) && ctx.Err() == nil
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
	for n := 0; a.more(ctx, n); n++ {
		start := time.Now()
		if !a.frame(n, dt, win, r) {
			break
		}
		dt = time.Since(start)
	}
	return a.finalScreenshot(r, ecs.GetResource[frame.Frame](a.world))
}

// frame runs one windowed frame:
// Poll → systems → Draw → (screenshot) → SwapBuffers → EndFrame.
// dt is the previous frame's duration. It returns false when the player
// or the window asks to stop.
func (a *app) frame(n int, dt time.Duration, win *render.Window, r *render.Renderer) bool {
	start := time.Now()
	w := a.world
	in := ecs.GetResource[resources.Input](w)
	req := ecs.GetResource[resources.AppRequests](w)
	win.Poll(in)
	if in.CloseRequested || win.ShouldClose() || req.Quit {
		return false
	}
	a.frameStart(n)
	simStart := time.Now()
	a.sched.Frame(dt)
	sim := time.Since(simStart)
	r.Draw(ecs.GetResource[frame.Frame](w))
	ds := r.Stats()
	rs := ecs.GetResource[systems.RenderStats](w)
	rs.DrawCalls, rs.Upload = ds.DrawCalls, ds.Upload
	if req.Screenshot {
		req.Screenshot = false
		a.screenshotNow(r)
	}
	a.logGLErrors(r)
	win.SwapBuffers()
	in.EndFrame()
	a.stats.record(time.Since(start), sim, ds.Upload)
	return true
}

// screenshotNow saves the frame just drawn (F12) and says so in the HUD.
func (a *app) screenshotNow(r *render.Renderer) {
	name := a.shotName()
	status := ecs.GetResource[resources.Status](a.world)
	if err := savePixels(r, name); err != nil {
		a.log.Error("screenshot", "err", err)
		*status = resources.Status{Text: err.Error(), Error: true}
		return
	}
	a.log.Info("screenshot", "path", name)
	*status = resources.Status{Text: "saved " + name, Remaining: 3}
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
