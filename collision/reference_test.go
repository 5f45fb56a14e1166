package collision

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// referenceTolerance is how far, in units and units per second, the
// engine's positions and velocities may lie from the reference's after
// one step from the same state, in a world where some are allowed to
// differ at all (see Reference).
const referenceTolerance = 1e-3

// referenceWorlds are the small worlds the engine is checked against the
// reference on: a drop onto the ground, a stack, a pile poured onto one
// spot, compound bodies dropped among plain boxes, and a rain onto a
// pile that sleeps.
//
// exact says whether every step must be bit for bit the reference's;
// otherwise at most one step in ten may differ, within
// referenceTolerance.
var referenceWorlds = []struct {
	name  string
	steps int
	exact bool
	build func(w *testWorld)
}{
	{"drop", 240, true, func(w *testWorld) {
		for i := range 12 {
			w.box(mgl32.Vec3{float32(i%4) * 3, 2 + float32(i), float32(i/4) * 3}, 0.5+0.1*float32(i%5), -9.81, 0.3+0.05*float32(i%4))
		}
	}},
	{"stack", 300, true, func(w *testWorld) {
		for i := range 10 {
			w.box(mgl32.Vec3{1, 0.5 + float32(i), 1}, 1, -9.81, 0.3)
		}
	}},
	{"pile", 400, false, func(w *testWorld) {
		r := rand.New(rand.NewPCG(7, 1))
		for i := range 200 {
			w.box(mgl32.Vec3{(r.Float32() - 0.5) * 4, 1 + float32(i)*0.3, (r.Float32() - 0.5) * 4}, 0.8+0.4*r.Float32(), -9.81, 0.3)
		}
	}},
	{"compound bodies", 400, false, func(w *testWorld) {
		r := rand.New(rand.NewPCG(11, 3))
		for i := range 16 {
			b := w.box(mgl32.Vec3{float32(i%4)*2.5 - 4, 4 + 3*float32(i), float32(i/4)*2.5 - 4}, 0.6+0.4*r.Float32(), -9.81, 0.3)
			w.bodies[b].parts = []Box{
				{Offset: mgl32.Vec3{0, -1.5, 0}, Half: mgl32.Vec3{0.3, 0.3, 0.3}},
				{Offset: mgl32.Vec3{r.Float32() - 0.5, -0.8, 0}, Half: mgl32.Vec3{1.5, 0.1, 0.1}},
			}
		}
		for i := range 40 {
			w.box(mgl32.Vec3{(r.Float32() - 0.5) * 8, 10 + float32(i), (r.Float32() - 0.5) * 8}, 0.5+0.5*r.Float32(), -9.81, 0.3)
		}
	}},
	{"rain on sleepers", 500, true, func(w *testWorld) {
		for i := range 64 {
			w.box(mgl32.Vec3{float32(i%8) - 4, 0.5, float32(i/8) - 4}, 1, -9.81, 0.3)
		}
		r := rand.New(rand.NewPCG(9, 2))
		for range 100 {
			w.box(mgl32.Vec3{(r.Float32() - 0.5) * 10, 20 + 60*r.Float32(), (r.Float32() - 0.5) * 10}, 0.5+0.7*r.Float32(), -2-10*r.Float32(), 0.3)
		}
	}},
}

// TestTheEngineMatchesTheReference steps small worlds with the engine
// and, at every step, the reference from the same input, its awake bodies
// in the grid's order (see Reference): positions and velocities are the
// same bit for bit (in the pile, within referenceTolerance in at most one
// step in ten), the same bodies touch and are slow, and the same
// sleepers wake.
func TestTheEngineMatchesTheReference(t *testing.T) {
	for _, rw := range referenceWorlds {
		t.Run(rw.name, func(t *testing.T) {
			w := newTestWorld()
			rw.build(w)
			var in, sleepers []Body
			var sleeperIDs []int
			w.before = func(a, s []Body, ids []int) { in, sleepers, sleeperIDs = a, s, ids }
			slept, woke, differ := 0, 0, 0
			for step := range rw.steps {
				w.step()
				ref := make([]Body, len(in)) // in the grid's order, which the engine visits pairs in
				for i := range in {
					ref[w.en.Place(i)] = in[i]
				}
				refSleepers := slices.Clone(sleepers)
				Reference(ref, refSleepers, w.grounds, &w.en.shapes, &w.refShapes)
				tolerance := float32(0)
				if !rw.exact {
					tolerance = referenceTolerance
				}
				if !compareStep(t, w, ref, refSleepers, sleeperIDs, tolerance, fmt.Sprintf("step %d", step)) {
					differ++
				}
				woke += len(w.woken)
				slept = max(slept, w.asleepCount())
			}
			assert.LessOrEqual(t, differ*10, rw.steps, "steps that differ at all")
			assert.Positive(t, slept, "bodies fell asleep")
			if rw.name == "rain on sleepers" {
				assert.Positive(t, woke, "sleepers were hit and woke")
			}
		})
	}
}

// compareStep holds the engine's last step to the reference's, and
// reports whether they were the same bit for bit.
func compareStep(t *testing.T, w *testWorld, ref, refSleepers []Body, sleeperIDs []int, tolerance float32, at string) (same bool) {
	t.Helper()
	same = true
	for i := range ref {
		got, want := w.en.Gathered(i), &ref[w.en.Place(i)]
		require.LessOrEqual(t, maxDiff(got.pos, want.pos), tolerance, "%s: body %d's position %v, reference %v", at, w.awake[i], got.pos, want.pos)
		require.LessOrEqual(t, maxDiff(got.vel, want.vel), tolerance, "%s: body %d's velocity %v, reference %v", at, w.awake[i], got.vel, want.vel)
		same = same && got.pos == want.pos && got.vel == want.vel
		if tolerance == 0 {
			require.Equal(t, want.flags&(bodyTouching|bodySlow), got.flags&(bodyTouching|bodySlow), "%s: body %d touches and is slow", at, w.awake[i])
		}
	}
	var hit, woken []int
	for j := range refSleepers {
		if refSleepers[j].is(bodyHit) {
			hit = append(hit, sleeperIDs[j])
		}
	}
	for _, id := range w.woken {
		woken = append(woken, int(id.Index()))
	}
	slices.Sort(woken)
	require.Equal(t, hit, woken, "%s: the sleepers woken", at)
	return same
}

// maxDiff is the largest difference between a and b along an axis.
func maxDiff(a, b mgl32.Vec3) float32 {
	return float32(math.Max(math.Max(math.Abs(float64(a[0]-b[0])), math.Abs(float64(a[1]-b[1]))), math.Abs(float64(a[2]-b[2]))))
}
