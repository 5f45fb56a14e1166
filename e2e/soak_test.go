package e2e

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/inspector"
	"cubefall/resources"
	"cubefall/scenes"
	"cubefall/systems"
	"cubefall/view"
)

// The headless soak's shape: ten simulated minutes at 60 steps a second,
// after a warm-up that swaps gravity both ways once, so that every table
// the swap needs exists before the first memory sample.
const (
	soakStep       = time.Second / 60
	soakWarmup     = 600           // frames before the first sample
	soakWarmSwaps  = 200           // a swap every 200 warm-up frames: at 200 and 400
	soakFrames     = 36_000        // measured frames: 10 simulated minutes
	soakSwapEvery  = 20 * 60       // a gravity swap every 20 simulated seconds
	soakSampleEach = 60 * 60       // a memory sample every simulated minute
	soakHeapSlack  = 2 << 20       // allowed HeapAlloc growth after warm-up
	soakRSSSlack   = 8 << 20       // allowed VmRSS growth after warm-up
	soakCubes      = 10_000        // cubes in falling-cubes
	soakEntities   = soakCubes + 3 // and a camera, a sun and the ground
)

// soakWorld is the world app's newApp builds (app/app.go), without a window:
// the falling-cubes scene, the systems' resources, every system scheduled.
type soakWorld struct {
	w      *ecs.World
	s      *ecs.Scheduler
	in     *resources.Input
	cubes  *ecs.Query2[components.Transform, components.Respawn]
	camera ecs.Entity
}

func newSoakWorld(t *testing.T) *soakWorld {
	t.Helper()
	sc, err := scenes.Open("falling-cubes")
	require.NoError(t, err)
	w := ecs.NewWorld()
	systems.AddResources(w)
	view.AddResources(w)
	inspector.AddResources(w)
	in := ecs.GetResource[resources.Input](w)
	in.Width, in.Height = 1280, 720
	o := scenes.NoOverrides()
	require.NoError(t, sc.Spawn(w, o))
	ecs.AddResource(w, &systems.SceneRef{Scene: sc, Overrides: o})
	s := ecs.NewScheduler(w, soakStep)
	systems.Schedule(s)
	view.Schedule(s)
	inspector.Schedule(s)
	require.NoError(t, s.Init())
	t.Cleanup(s.Shutdown)

	sw := &soakWorld{w: w, s: s, in: in}
	sw.cubes = ecs.NewQuery2[components.Transform, components.Respawn](w, ecs.With[components.Cube]())
	cams := ecs.NewQuery1[components.Camera](w)
	for e := range cams.All() {
		sw.camera = e
	}
	require.Equal(t, 1, cams.Count(), "falling-cubes has one camera")
	return sw
}

// frame runs one frame of 1/60 s as main's loop does: input in, systems,
// per-frame input cleared. With swap, G is pressed before the systems run
// and released after, like a key tapped within one frame.
func (sw *soakWorld) frame(swap bool) {
	if swap {
		sw.in.SetKey(resources.KeyG, true)
	}
	sw.s.Frame(soakStep)
	if swap {
		sw.in.SetKey(resources.KeyG, false)
	}
	sw.in.EndFrame()
}

// cameraFalls reports whether gravity is on the camera (an odd number of
// swaps so far).
func (sw *soakWorld) cameraFalls() bool { return ecs.Has[components.Gravity](sw.w, sw.camera) }

// checkCubes fails the test if a cube has left its column: a NaN, or a
// cube below its floor that respawn failed to lift, or above its top.
func (sw *soakWorld) checkCubes(t *testing.T, frame int) {
	t.Helper()
	bad := 0
	for _, r := range sw.cubes.All() {
		tr, rs := r.Get()
		y := tr.Position[1]
		if math.IsNaN(float64(y)) || y < rs.Floor-5 || y > rs.Top+5 {
			bad++
		}
	}
	assert.Zero(t, bad, "frame %d: cubes outside their column", frame)
	assert.Equal(t, soakCubes, sw.cubes.Count(), "frame %d: cube count", frame)
	assert.Equal(t, soakEntities, sw.w.Len(), "frame %d: entity count", frame)
}

// TestHeadlessSoak runs ten simulated minutes of the default scene, 10,000
// cubes falling and respawning, with a gravity swap (G) every 20 simulated
// seconds, and checks that the entity count never drifts and the heap and
// resident memory stay flat. It takes about 20 s; -short skips it.
func TestHeadlessSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("the 10-minute simulated soak takes ~20 s; run without -short")
	}
	sw := newSoakWorld(t)
	began := time.Now()
	for n := 1; n <= soakWarmup; n++ {
		sw.frame(n%soakWarmSwaps == 0 && n < soakWarmup)
	}
	require.False(t, sw.cameraFalls(), "two warm-up swaps give gravity back to the cubes")
	start, err := sampleSelf("after warm-up")
	require.NoError(t, err)
	t.Log(start)

	samples, swaps := []memSample{start}, 0
	for n := 1; n <= soakFrames; n++ {
		swap := n%soakSwapEvery == 0
		before := sw.cameraFalls()
		sw.frame(swap)
		if swap {
			swaps++
			require.NotEqual(t, before, sw.cameraFalls(), "frame %d: G swapped gravity", n)
		}
		if n%soakSampleEach == 0 {
			sw.checkCubes(t, n)
			m, err := sampleSelf(formatSimTime(n))
			require.NoError(t, err)
			samples = append(samples, m)
		}
	}
	wall := time.Since(began)
	end := samples[len(samples)-1]
	for _, m := range samples[1:] {
		t.Log(m)
	}
	t.Logf("%d frames (%s simulated) after %d warm-up frames, %d swaps, %d entities, wall %v",
		soakFrames, formatSimTime(soakFrames), soakWarmup, swaps, sw.w.Len(), wall.Round(time.Millisecond))
	t.Logf("start→end: HeapAlloc %s → %s (%+d KiB), HeapInuse %s → %s (%+d KiB), VmRSS %s → %s (%+d KiB)",
		mib(start.heapAlloc), mib(end.heapAlloc), kibDelta(start.heapAlloc, end.heapAlloc),
		mib(start.heapInuse), mib(end.heapInuse), kibDelta(start.heapInuse, end.heapInuse),
		mib(start.rss), mib(end.rss), kibDelta(start.rss, end.rss))
	assertFlat(t, samples, soakHeapSlack, soakRSSSlack)
}

// assertFlat checks that no sample after the first grew past it by more
// than the slack: memory stays flat for the whole run, not only at its end.
func assertFlat(t *testing.T, samples []memSample, heapSlack, rssSlack uint64) {
	t.Helper()
	start := samples[0]
	for _, m := range samples[1:] {
		if heapSlack > 0 {
			assert.LessOrEqual(t, growth(start.heapAlloc, m.heapAlloc), heapSlack,
				"HeapAlloc grew from %s to %s at %s", mib(start.heapAlloc), mib(m.heapAlloc), m.at)
		}
		assert.LessOrEqual(t, growth(start.rss, m.rss), rssSlack,
			"VmRSS grew from %s to %s at %s", mib(start.rss), mib(m.rss), m.at)
	}
}

// formatSimTime names frame n by its simulated time, "2m0s".
func formatSimTime(n int) string {
	return (time.Duration(n) * soakStep).Round(time.Second).String()
}
