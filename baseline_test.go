package main

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

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
//	xvfb-run -a -s '-screen 0 1280x720x24 -noreset' go test -run '^$' . -args -baseline 300
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
func runBaseline(n int) int {
	sc, err := scenes.Open(scenes.Default)
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
	t := interleave(a, win, r, n)
	f := ecs.GetResource[frame.Frame](a.world)
	demoFPS, atOnceFPS, bareFPS := fps(n, t.demo), fps(n, t.atOnce), fps(n, t.bare)
	fmt.Printf("demo:     %.1f fps over %d frames (Go side %.3f ms per frame, %.2f fixed steps per frame)\n", demoFPS, n, t.demoGo.GoMSMean, t.stepsPerFrame)
	fmt.Printf("at once:  %.1f fps, each picture swapped as soon as it is drawn (Go side %.3f ms per frame)\n", atOnceFPS, t.atOnceGo.GoMSMean)
	fmt.Printf("baseline: %.1f fps drawing the last frame's %d instances alone\n", bareFPS, f.Drawn)
	fmt.Printf("ratio:    demo at %.0f%% of the bare draw\n", 100*demoFPS/bareFPS)
	return exitOK
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
