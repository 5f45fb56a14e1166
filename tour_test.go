package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"

	"github.com/go-gl/mathgl/mgl32"
)

// A tourStop is one moment of the screenshot tour: at frame At, Do changes
// the world (synthetic input, a camera move) and, if Shot is set, the frame
// is saved under that name.
type tourStop struct {
	At   int
	Do   func(w *ecs.World)
	Shot string
}

// runTour plays the demo in a 1280×720 window with scripted input and saves
// PNGs of the moments a reviewer should look at: the start, a few seconds
// in, after G (the camera falls through hanging cubes), looking up from
// below, and the help panel.
func runTour(dir string) int {
	sc, err := scenes.Open(scenes.Default)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return exitFailure
	}
	cfg := config{scene: scenes.Default, cubes: scenes.KeepCounts, width: 1280, height: 720, frames: 400}
	a, err := newApp(cfg, sc, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return exitFailure
	}
	stops := tourStops()
	a.beforeFrame = func(n int, w *ecs.World) {
		for _, s := range stops {
			if s.At == n && s.Do != nil {
				s.Do(w)
			}
			if s.At+1 == n && s.Shot != "" { // the frame after: the change is drawn
				a.shotName = func() string { return filepath.Join(dir, s.Shot+".png") }
				ecs.GetResource[components.AppRequests](w).Screenshot = true
			}
		}
	}
	return a.runWindowed(context.Background(), os.Stderr)
}

func tourStops() []tourStop {
	key := func(k components.Key) func(w *ecs.World) {
		return func(w *ecs.World) { ecs.GetResource[components.Input](w).SetKey(k, true) }
	}
	release := func(k components.Key) func(w *ecs.World) {
		return func(w *ecs.World) { ecs.GetResource[components.Input](w).SetKey(k, false) }
	}
	return []tourStop{
		{At: 1, Shot: "1-start"},
		{At: 90, Shot: "2-later"},
		{At: 100, Do: key(components.KeyG)},
		{At: 101, Do: release(components.KeyG)},
		{At: 101, Do: placeCamera(mgl32.Vec3{0, 70, 30}, -0.5)},
		{At: 150, Shot: "3-after-g"},
		{At: 160, Do: key(components.KeyG)},
		{At: 161, Do: release(components.KeyG)},
		{At: 162, Do: placeCamera(mgl32.Vec3{5, -8, 20}, 1.0)},
		{At: 220, Shot: "4-from-below"},
		{At: 230, Do: key(components.KeyH)},
		{At: 231, Do: release(components.KeyH)},
		{At: 240, Shot: "5-help"},
		{At: 250, Do: key(components.KeyP)},
		{At: 251, Do: release(components.KeyP)},
		{At: 260, Shot: "6-paused"},
	}
}

// placeCamera moves the camera and sets its pitch, as flying there would.
func placeCamera(p mgl32.Vec3, pitch float32) func(w *ecs.World) {
	return func(w *ecs.World) {
		q := ecs.NewQuery2[components.Transform, components.Camera](w)
		for it := q.Iter(); it.Next(); {
			t, _ := it.Get()
			t.Position, t.Rotation = p, mgl32.Vec3{pitch, 0, 0}
		}
	}
}
