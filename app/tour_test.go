package app

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/atomicfile"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/scenes"

	"github.com/go-gl/mathgl/mgl32"
)

// A tourStop is one moment of the screenshot tour: at frame At, Do changes
// the world (synthetic input, a camera move) and, if Shot is set, frame
// At+1 is saved under that name (so no Do may fall on a shot's At+1).
type tourStop struct {
	At   int
	Do   func(w *ecs.World)
	Shot string
	// Panels names a picture saved by an earlier stop: at frame At, each
	// inspector panel of the last drawn frame is cut from it into a PNG of
	// its own, NAME-panel-N.png.
	Panels string
}

// runTour plays the demo in a 1280×720 window with scripted input and saves
// PNGs of the moments a reviewer should look at: the start (with the start
// hint), a few seconds in, after G (the camera falls through hanging cubes),
// looking up from below, the help panel, the gravity gun, the toggles, the
// detailed HUD (F3), the pause menu (Esc) and half speed ([) with the
// help's list of scenes.
func runTour(dir string) int {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return exitFailure
	}
	sc, err := scenes.Open(scenes.Default)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return exitFailure
	}
	cfg := config{scene: scenes.Default, cubes: scenes.KeepCounts, width: 1280, height: 720, frames: 540}
	a, err := newApp(cfg, sc, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return exitFailure
	}
	stops := tourStops()
	var disp *display
	a.beforeFrame = func(n int, w *ecs.World) {
		for _, s := range stops {
			if s.At == n && s.Panels != "" {
				cropPanels(filepath.Join(dir, s.Panels+".png"), disp.r.InspectorPanels())
			}
			if s.At == n && s.Do != nil {
				s.Do(w)
			}
			if s.At+1 == n && s.Shot != "" { // the frame after: the change is drawn
				shoot(a, w, filepath.Join(dir, s.Shot+".png"))
			}
		}
	}
	disp, code := openDisplay(cfg, windowTitle(""), a.log, os.Stderr)
	if code != exitOK {
		return code
	}
	defer disp.close()
	if err := a.loop(context.Background(), disp.win, disp.r); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return exitFailure
	}
	return exitOK
}

// shoot asks for a screenshot of this frame and reports what it shows:
// the drawn count and the previous frame's time (culling's effect).
func shoot(a *app, w *ecs.World, path string) {
	// F12 never replaces a file; a re-run of the tour into the same folder
	// replaces its own pictures, so the old one goes first.
	if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
		fmt.Fprintln(os.Stderr, err)
	}
	a.shotName = func() string { return path }
	ecs.GetResource[resources.AppRequests](w).Screenshot = true
	*ecs.GetResource[resources.Status](w) = resources.Status{} // no "saved ..." line in the picture
	f := ecs.GetResource[frame.Frame](w)
	fmt.Fprintf(os.Stderr, "%s: drawn %d of %d, previous frame %.1f ms\n",
		filepath.Base(path), f.Drawn, f.Total, ecs.GetResource[ecs.Time](w).FrameDelta*1000)
}

func tourStops() []tourStop {
	key := func(k resources.Key) func(w *ecs.World) {
		return func(w *ecs.World) { ecs.GetResource[resources.Input](w).SetKey(k, true) }
	}
	release := func(k resources.Key) func(w *ecs.World) {
		return func(w *ecs.World) { ecs.GetResource[resources.Input](w).SetKey(k, false) }
	}
	return []tourStop{
		{At: 1, Shot: "1-start"},
		{At: 90, Shot: "2-later"},
		{At: 100, Do: key(resources.KeyG)},
		{At: 101, Do: release(resources.KeyG)},
		{At: 101, Do: placeCamera(mgl32.Vec3{0, 70, 30}, -0.5)},
		{At: 150, Shot: "3-after-g"},
		{At: 160, Do: key(resources.KeyG)},
		{At: 161, Do: release(resources.KeyG)},
		{At: 162, Do: placeCamera(mgl32.Vec3{5, -8, 20}, 1.0)},
		{At: 220, Shot: "4-from-below"},
		{At: 230, Do: key(resources.KeyH)},
		{At: 231, Do: release(resources.KeyH)},
		{At: 240, Shot: "5-help"},
		{At: 250, Do: key(resources.KeyP)},
		{At: 251, Do: release(resources.KeyP)},
		{At: 251, Do: key(resources.KeyH)},
		{At: 252, Do: release(resources.KeyH)},
		{At: 260, Shot: "6-paused"},
		{At: 270, Do: faceACube},
		{At: 271, Do: key(resources.KeyE)},
		{At: 272, Do: release(resources.KeyE)},
		{At: 280, Shot: "7-gun"},
		{At: 285, Do: key(resources.KeyP)},
		{At: 286, Do: release(resources.KeyP)},
		{At: 290, Do: placeCamera(mgl32.Vec3{0, 45, 75}, -0.12)},
		{At: 330, Shot: "8-looking-in"},
		{At: 335, Do: turnCamera(3.14159)},
		{At: 360, Shot: "9-looking-away"},
		{At: 365, Do: turnCamera(0)},
		{At: 366, Do: key(resources.KeyC)},
		{At: 367, Do: release(resources.KeyC)},
		{At: 390, Shot: "10-culling-off"},
		{At: 392, Do: key(resources.KeyC)},
		{At: 393, Do: release(resources.KeyC)},
		{At: 394, Do: key(resources.KeyI)},
		{At: 395, Do: release(resources.KeyI)},
		{At: 420, Shot: "11-instancing-off"},
		{At: 421, Do: key(resources.KeyI)},
		{At: 422, Do: release(resources.KeyI)},
		{At: 423, Do: key(resources.KeyF3)},
		{At: 424, Do: release(resources.KeyF3)},
		{At: 435, Shot: "12-details"},
		{At: 440, Do: key(resources.KeyEscape)},
		{At: 441, Do: release(resources.KeyEscape)},
		{At: 450, Shot: "13-pause-menu"},
		{At: 455, Do: key(resources.KeyEscape)}, // closes the pause menu
		{At: 456, Do: release(resources.KeyEscape)},
		{At: 460, Do: key(resources.KeyP)},
		{At: 461, Do: release(resources.KeyP)},
		{At: 462, Do: faceCubeNear(mgl32.Vec3{10, 30, 0})}, // not the cube the gun hit at 271
		{At: 464, Do: key(resources.KeyTab)},
		{At: 465, Do: release(resources.KeyTab)},
		{At: 466, Do: key(resources.KeyF)},
		{At: 467, Do: release(resources.KeyF)},
		{At: 475, Shot: "14-inspector"},
		{At: 478, Panels: "14-inspector"},
		{At: 480, Do: key(resources.KeyE)},
		{At: 481, Do: release(resources.KeyE)},
		{At: 490, Shot: "15-inspector-after-e"},
		{At: 492, Do: lookAtTheSky},
		{At: 500, Shot: "16-inspector-panels"}, // the sky behind them: small PNGs for docs/
		{At: 503, Panels: "16-inspector-panels"},
		{At: 505, Do: key(resources.KeyTab)}, // closes the inspector
		{At: 506, Do: release(resources.KeyTab)},
		{At: 507, Do: key(resources.KeyLeftBracket)},
		{At: 508, Do: release(resources.KeyLeftBracket)},
		{At: 509, Do: key(resources.KeyH)},
		{At: 510, Do: release(resources.KeyH)},
		{At: 511, Do: key(resources.KeyP)}, // resumes, at half speed
		{At: 512, Do: release(resources.KeyP)},
		{At: 520, Shot: "17-slow-motion-help"},
	}
}

// cropPanels cuts each rectangle out of the PNG at path into a PNG of its
// own beside it.
func cropPanels(path string, panels []image.Rectangle) {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	img, err := png.Decode(f)
	f.Close()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	sub, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	})
	if !ok {
		return
	}
	for i, r := range panels {
		out := fmt.Sprintf("%s-panel-%d.png", strings.TrimSuffix(path, ".png"), i+1)
		if err := atomicfile.WriteFile(out, encodePNG(sub.SubImage(r))); err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
	}
}

// encodePNG is img as PNG bytes, at the best compression.
func encodePNG(img image.Image) []byte {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
	return buf.Bytes()
}

// faceACube puts the camera six units in front of a cube near the middle
// of the column, looking straight at it, so the crosshair is on it.
func faceACube(w *ecs.World) { faceCubeNear(mgl32.Vec3{0, 50, 0})(w) }

// faceCubeNear is faceACube for the cube nearest to p.
func faceCubeNear(p mgl32.Vec3) func(w *ecs.World) {
	return func(w *ecs.World) { faceCube(w, p) }
}

func faceCube(w *ecs.World, near mgl32.Vec3) {
	var target mgl32.Vec3
	best := float32(1e9)
	cubes := ecs.NewQuery1[components.Transform](w, ecs.With[components.Cube]())
	for _, tr := range cubes.All() {
		p := tr.Position
		if d := p.Sub(near).Len(); d < best {
			best, target = d, p
		}
	}
	placeCamera(target.Add(mgl32.Vec3{0, 0, 6}), 0)(w)
}

// lookAtTheSky moves the camera out of the column of cubes and turns it
// away from them, looking up over the ground.
func lookAtTheSky(w *ecs.World) {
	placeCamera(mgl32.Vec3{0, 45, 75}, 0.6)(w)
	turnCamera(3.14159)(w)
}

// turnCamera sets the camera's yaw.
func turnCamera(yaw float32) func(w *ecs.World) {
	return func(w *ecs.World) {
		q := ecs.NewQuery2[components.Transform, components.Camera](w)
		for _, r := range q.All() {
			t, _ := r.Get()
			t.Rotation[1] = yaw
		}
	}
}

// placeCamera moves the camera and sets its pitch, as flying there would.
func placeCamera(p mgl32.Vec3, pitch float32) func(w *ecs.World) {
	return func(w *ecs.World) {
		q := ecs.NewQuery2[components.Transform, components.Camera](w)
		for _, r := range q.All() {
			t, _ := r.Get()
			t.Position, t.Rotation = p, mgl32.Vec3{pitch, 0, 0}
		}
	}
}
