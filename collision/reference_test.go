package collision

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// referenceWorlds are the small worlds the engine is checked against the
// reference on: a drop onto the ground, a stack, a pile poured onto one
// spot, compound bodies dropped among plain boxes, and a rain onto a
// pile that sleeps.
var referenceWorlds = []struct {
	name  string
	steps int
	build func(w *testWorld)
}{
	{"drop", 240, func(w *testWorld) {
		for i := range 12 {
			w.box(mgl32.Vec3{float32(i%4) * 3, 2 + float32(i), float32(i/4) * 3}, 0.5+0.1*float32(i%5), -9.81, 0.3+0.05*float32(i%4))
		}
	}},
	{"stack", 300, func(w *testWorld) {
		for i := range 10 {
			w.box(mgl32.Vec3{1, 0.5 + float32(i), 1}, 1, -9.81, 0.3)
		}
	}},
	{"pile", 400, func(w *testWorld) {
		r := rand.New(rand.NewPCG(7, 1))
		for i := range 200 {
			w.box(mgl32.Vec3{(r.Float32() - 0.5) * 4, 1 + float32(i)*0.3, (r.Float32() - 0.5) * 4}, 0.8+0.4*r.Float32(), -9.81, 0.3)
		}
	}},
	{"compound bodies", 400, func(w *testWorld) {
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
	{"rain on sleepers", 500, func(w *testWorld) {
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
// same bit for bit, the same bodies touch and are slow, and the same
// sleepers wake.
func TestTheEngineMatchesTheReference(t *testing.T) {
	for _, rw := range referenceWorlds {
		t.Run(rw.name, func(t *testing.T) {
			w := newTestWorld()
			rw.build(w)
			stepChecked := checkAgainstReference(t, w)
			slept, woke := 0, 0
			for step := range rw.steps {
				stepChecked(fmt.Sprintf("step %d", step))
				woke += len(w.woken)
				slept = max(slept, w.asleepCount())
			}
			assert.Positive(t, slept, "bodies fell asleep")
			if rw.name == "rain on sleepers" {
				assert.Positive(t, woke, "sleepers were hit and woke")
			}
		})
	}
}

// checkAgainstReference hooks w so that each call of the function it
// returns steps the engine and holds that step to the reference's, run
// from the same input; at names the step in a failure.
func checkAgainstReference(t *testing.T, w *testWorld) func(at string) {
	var in, sleepers []Body
	var sleeperIDs []int
	w.before = func(a, s []Body, ids []int) { in, sleepers, sleeperIDs = a, s, ids }
	return func(at string) {
		t.Helper()
		w.step()
		ref := make([]Body, len(in)) // in the grid's order, which the engine visits pairs in
		for i := range in {
			ref[w.en.Place(i)] = in[i]
		}
		refSleepers := slices.Clone(sleepers)
		Reference(ref, refSleepers, w.grounds, &w.en.shapes, &w.refShapes)
		compareStep(t, w, ref, refSleepers, sleeperIDs, at)
	}
}

// compareStep holds the engine's last step to the reference's: the
// same positions, velocities and marks, bit for bit, and the same
// sleepers woken.
func compareStep(t *testing.T, w *testWorld, ref, refSleepers []Body, sleeperIDs []int, at string) {
	t.Helper()
	for i := range ref {
		got, want := w.en.Gathered(i), &ref[w.en.Place(i)]
		require.Equal(t, want.pos, got.pos, "%s: body %d's position", at, w.awake[i])
		require.Equal(t, want.vel, got.vel, "%s: body %d's velocity", at, w.awake[i])
		require.Equal(t, want.flags&(bodyTouching|bodySlow), got.flags&(bodyTouching|bodySlow), "%s: body %d touches and is slow", at, w.awake[i])
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
}
