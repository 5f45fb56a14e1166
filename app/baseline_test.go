package app

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"slices"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/render"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/scenes"
)

// runBaseline measures how close the demo's frame rate comes to the
// fastest possible draw of the same picture: the demo's frame rate against a bare instanced draw of the same cubes, in one process and
// one window, so both see the same machine:
//
//	xvfb-run -a -s '-screen 0 1280x720x24 -noreset' go test -run '^$' ./app -args -baseline 300
//
// Blocks of demo frames (systems, collection, draw) alternate with blocks
// of bare frames that draw the last collected frame again with nothing
// else: no systems, the same instances uploaded and drawn. Alternating
// spreads the machine's other load evenly over both. The ratio is what the
// ECS, the simulation and the collection cost on top of the GPU (here:
// Mesa's software renderer) work.
//
// A third kind of block runs the demo with each picture swapped onto the
// screen as soon as it is drawn, so that the simulation never runs while
// the GL draws (see app.frame): the demo against it is what that overlap
// gains.
//
// It runs on the default scene, whose cubes collide, land and sleep; with
// collisions false (the flag -baseline-collisions=false) it runs the same
// scene with the Collider taken off every spawned cube, so that the same
// 10,000 cubes rain through the same column, fall through the ground and
// start again at the top, with no collision work, no sleepers and no blob
// shadows (only colliding cubes cast one):
//
//	xvfb-run -a -s '-screen 0 1280x720x24 -noreset' go test -run '^$' ./app -args -baseline 300 -baseline-collisions=false
//
// The line "cubes:" says how many cubes the run had and how many of them
// carried a Collider, so a reader (and perfdoc) can tell the two cases
// apart from the output alone.
func runBaseline(n int, collisions bool) int {
	sc, err := baselineScene(collisions)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return exitFailure
	}
	cfg := config{scene: scenes.Default, cubes: scenes.KeepCounts, width: 1280, height: 720, frames: n, vsync: false} // vsync off: measure the frames, not the display
	a, err := newApp(cfg, sc, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return exitFailure
	}
	disp, code := openDisplay(cfg, windowTitle(""), a.log, os.Stderr)
	if code != exitOK {
		return code
	}
	defer disp.close()
	win, r := disp.win, disp.r
	cubes, colliding := countCubes(a.world)
	fmt.Printf("cubes:    %d, %d with a Collider (scene %s)\n", cubes, colliding, sc.Name)
	t := interleave(a, win, r, n)
	f := ecs.GetResource[frame.Frame](a.world)
	demoFPS, atOnceFPS, bareFPS := fps(n, t.demo), fps(n, t.atOnce), fps(n, t.bare)
	fmt.Printf("demo:     %.1f fps over %d frames (Go side %.3f ms per frame, %.2f fixed steps per frame)\n", demoFPS, n, t.demoGo.GoMSMean, t.stepsPerFrame)
	fmt.Printf("at once:  %.1f fps, each picture swapped as soon as it is drawn (Go side %.3f ms per frame)\n", atOnceFPS, t.atOnceGo.GoMSMean)
	fmt.Printf("baseline: %.1f fps drawing the last frame's %d instances alone\n", bareFPS, f.Drawn)
	fmt.Printf("ratio:    demo at %.0f%% of the bare draw\n", 100*demoFPS/bareFPS)
	return exitOK
}

// checkBaselineFlags refuses a baseline flag that would be ignored or
// means nothing: -baseline below 0, or -baseline-collisions without
// -baseline (which would run the tests instead of the comparison asked
// for).
func checkBaselineFlags(given map[string]bool, frames int) error {
	switch {
	case frames < 0:
		return fmt.Errorf("-baseline %d: the number of frames must be 0 (no comparison) or more", frames)
	case given["baseline-collisions"] && frames == 0:
		return errors.New("-baseline-collisions picks the case of the -baseline comparison: give -baseline N too (300 is usual)")
	}
	return nil
}

// givenTestFlags is the set of the test binary's flags given on its
// command line.
func givenTestFlags() map[string]bool {
	given := map[string]bool{}
	flag.Visit(func(f *flag.Flag) { given[f.Name] = true })
	return given
}

// baselineScene is the default scene, with collisions or with the
// Collider taken off every spawner's cubes; the named entities (the
// camera's ground-only Collider among them) stay as they are. It is an
// error for the scene to have no colliding spawner to take it off, since
// the two cases would then measure the same thing.
func baselineScene(collisions bool) (*scenes.Scene, error) {
	sc, err := scenes.Open(scenes.Default)
	if err != nil || collisions {
		return sc, err
	}
	calm := *sc
	calm.Spawners = nil
	removed := 0
	for _, sp := range sc.Spawners {
		kept := sp
		kept.Components = slices.DeleteFunc(slices.Clone(sp.Components), func(t scenes.Template) bool { return t.Name == "Collider" })
		removed += len(sp.Components) - len(kept.Components)
		calm.Spawners = append(calm.Spawners, kept)
	}
	if removed == 0 {
		return nil, fmt.Errorf("baseline: -baseline-collisions=false: no spawner of scene %s has a Collider to take off", sc.Name)
	}
	return &calm, nil
}

// countCubes returns how many cubes the world holds and how many of them
// carry a Collider.
func countCubes(w *ecs.World) (cubes, colliding int) {
	cubes = ecs.NewQuery1[components.Cube](w).Count()
	colliding = ecs.NewQuery1[components.Collider](w, ecs.With[components.Cube]()).Count()
	return cubes, colliding
}

// fps is the frame rate of n frames drawn in d.
func fps(n int, d time.Duration) float64 { return float64(n) / d.Seconds() }

// baselineTimes is what interleave measures: the total time of each kind
// of block, and the statistics of each kind of demo frame.
type baselineTimes struct {
	demo, atOnce, bare time.Duration
	demoGo, atOnceGo   summary // each kind's own Go side per frame
	stepsPerFrame      float64 // fixed steps per demo frame, both kinds
}

// block is how many frames each side runs before the other takes over.
const block = 30

// interleave runs n frames of each kind, the demo, the demo swapping at
// once and the bare draw, in alternating blocks, and returns their times.
func interleave(a *app, win *render.Window, r *render.Renderer, n int) baselineTimes {
	var t baselineTimes
	f := ecs.GetResource[frame.Frame](a.world)
	demoStats, atOnceStats := a.stats, newFrameStats()
	dt := fixedStep
	for done := 0; done < n; done += block {
		k := min(block, n-done)
		a.stats = demoStats
		t.demo += demoFrames(a, win, r, done, k, &dt, false)
		a.stats = atOnceStats
		t.atOnce += demoFrames(a, win, r, done, k, &dt, true)
		a.showDrawn(win)
		t.bare += bareDraws(win, r, f, k)
	}
	a.stats = demoStats
	t.demoGo, t.atOnceGo = demoStats.summary(a.world), atOnceStats.summary(a.world)
	t.stepsPerFrame = float64(ecs.GetResource[ecs.Time](a.world).Steps) / float64(2*n)
	return t
}

// demoFrames runs k demo frames, numbered from first, swapping each
// picture at once or a frame late, and returns how long they took; *dt
// carries the last frame's duration from one call to the next.
func demoFrames(a *app, win *render.Window, r *render.Renderer, first, k int, dt *time.Duration, atOnce bool) time.Duration {
	a.swapAtOnce = atOnce
	start := time.Now()
	for i := range k {
		t := time.Now()
		a.frame(first+i, *dt, win, r)
		*dt = time.Since(t)
	}
	return time.Since(start)
}

// bareDraws draws f n times with nothing else in the loop but the event
// poll, and returns how long it took.
func bareDraws(win *render.Window, r *render.Renderer, f *frame.Frame, n int) time.Duration {
	var in resources.Input
	start := time.Now()
	for range n {
		win.Poll(&in)
		r.Draw(f)
		win.SwapBuffers()
		in.EndFrame()
	}
	return time.Since(start)
}
