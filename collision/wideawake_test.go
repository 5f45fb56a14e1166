package collision

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hugeBoxTestWorld is n cubes of the default scene's recipe raining onto
// a plate a million units wide that falls slowly under them (a gravity
// of 1): the plate is an awake body far wider than the grid's cells,
// and the cubes' field grows with n, at the default scene's density.
func hugeBoxTestWorld(n int) *testWorld {
	w := newTestWorld()
	w.grounds[0].Size = 2e6
	w.bodies = append(w.bodies, testBody{pos: mgl32.Vec3{0, 20, 0}, half: mgl32.Vec3{5e5, 0.5, 5e5}, g: -1,
		m: Material{Restitution: 0.3, Friction: 0.5}})
	side := float32(100 * math.Sqrt(float64(n)/10_000))
	r := rand.New(rand.NewPCG(42, 3))
	for range n {
		p := mgl32.Vec3{(r.Float32() - 0.5) * side, 21 + r.Float32()*60, (r.Float32() - 0.5) * side}
		w.box(p, 0.5+0.7*r.Float32(), -2-10*r.Float32(), 0.3)
	}
	return w
}

// TestAHugeAwakeBoxKeepsTheCellsSmall: a falling plate a million units
// wide among thousands of cubes leaves the grid's cells the cubes' size,
// so that no bucket of the grid holds more than a few bodies and a
// query reads a few, and the plate is still paired with every cube that
// lands on it. With the plate setting the cells, every body shared one
// cell and every query read every body.
func TestAHugeAwakeBoxKeepsTheCellsSmall(t *testing.T) {
	for _, n := range []int{2_000, 8_000} {
		w := hugeBoxTestWorld(n)
		onPlate := 0
		for range 240 {
			w.step()
			onPlate = max(onPlate, w.en.Pairs)
		}
		require.False(t, w.bodies[0].asleep, "the plate is awake")
		g := &w.en.grid
		assert.Less(t, 1/g.inv[0], float32(16), "%d cubes: the cells' width", n)
		crowd := int32(0)
		for k := range len(g.start) - 1 {
			crowd = max(crowd, g.start[k+1]-g.start[k])
		}
		assert.LessOrEqual(t, crowd, int32(64), "%d cubes: the most bodies of one bucket", n)
		assert.Greater(t, onPlate, n/2, "%d cubes: pairs, most of them cubes on the plate", n)
	}
}

// TestAHugeAwakeBoxMatchesTheReference steps a falling plate under a
// small rain, the engine and the reference from the same input at every
// step: the wide body's pairs are the reference's, in the reference's
// order, so the worlds are the same bit for bit.
func TestAHugeAwakeBoxMatchesTheReference(t *testing.T) {
	w := hugeBoxTestWorld(150)
	stepChecked := checkAgainstReference(t, w)
	wideSteps := 0
	for step := range 400 {
		stepChecked(fmt.Sprintf("step %d", step))
		wideSteps += len(w.en.grid.wide)
	}
	assert.Positive(t, wideSteps, "the plate was a wide awake body")
}

// TestAHugeAwakeBoxTouchesEverySleeperUnderIt: an awake plate a
// million units wide settling onto 900 sleeping cubes is paired with
// every one of them, as the reference pairs it, not with the first 64 a
// grid's query would stop at; and the step is the reference's, bit for
// bit.
func TestAHugeAwakeBoxTouchesEverySleeperUnderIt(t *testing.T) {
	w := newTestWorld()
	w.grounds[0].Size = 2e6
	w.bodies = append(w.bodies, testBody{pos: mgl32.Vec3{0, 1.52, 0}, half: mgl32.Vec3{5e5, 0.5, 5e5}, g: -1,
		m: Material{Restitution: 0.3, Friction: 0.5}})
	for i := range 900 {
		b := w.box(mgl32.Vec3{float32(i%30)*1.5 - 22, 0.5, float32(i/30)*1.5 - 22}, 1, -9.81, 0.3)
		w.bodies[b].asleep = true
	}
	w.en.SleptElsewhere()
	stepChecked := checkAgainstReference(t, w)
	most := 0
	for step := range 10 {
		stepChecked(fmt.Sprintf("step %d", step))
		most = max(most, w.en.Pairs)
	}
	assert.GreaterOrEqual(t, most, 900, "the plate's pairs with the sleepers")
}
