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
	demo, bare := interleave(a, win, r, n)
	f := ecs.GetResource[frame.Frame](a.world)
	demoFPS, bareFPS := float64(n)/demo.Seconds(), float64(n)/bare.Seconds()
	sum := a.stats.summary(a.world)
	fmt.Printf("demo:     %.1f fps over %d frames (Go side %.3f ms per frame, %.2f fixed steps per frame)\n", demoFPS, n, sum.GoMSMean, sum.StepsPerFrame)
	fmt.Printf("baseline: %.1f fps drawing the last frame's %d instances alone\n", bareFPS, f.Drawn)
	fmt.Printf("ratio:    demo at %.0f%% of the bare draw\n", 100*demoFPS/bareFPS)
	return exitOK
}

// block is how many frames each side runs before the other takes over.
const block = 30

// interleave runs n demo frames and n bare frames in alternating blocks
// and returns the total time of each.
func interleave(a *app, win *render.Window, r *render.Renderer, n int) (demo, bare time.Duration) {
	f := ecs.GetResource[frame.Frame](a.world)
	dt := fixedStep
	for done := 0; done < n; done += block {
		k := min(block, n-done)
		start := time.Now()
		for i := range k {
			t := time.Now()
			a.frame(done+i, dt, win, r)
			dt = time.Since(t)
		}
		demo += time.Since(start)
		bare += bareDraws(win, r, f, k)
	}
	return demo, bare
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
