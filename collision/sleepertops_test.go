package collision

import (
	"math/rand/v2"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The height map may only skip a query that would find nothing: for
// thousands of boxes around piles of sleepers, whenever the sleepers' grid
// answers with a sleeper, the map says one may touch. And it must skip
// something: boxes high above the piles are answered by the map alone.
func TestSleeperTopsNeverHideATouch(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	sleepers := make([]Body, 3000)
	for i := range sleepers {
		s := 0.25 + 0.35*r.Float32()
		p := [3]float32{(r.Float32() - 0.5) * 60, s + 3*r.Float32(), (r.Float32() - 0.5) * 60}
		sleepers[i] = Body{pos: p, prev: p, half: [3]float32{s, s, s}}
	}
	var g spatialGrid
	sorted := g.sort(sleepers, nil, goroutines(1))
	var st sleeperTops
	st.reset((g.hi[0] - g.lo[0]) * (g.hi[2] - g.lo[2]))
	for i := range sorted {
		st.add(&sorted[i])
	}
	found, skipped := 0, 0
	var near []int32
	for range 20_000 {
		s := 0.25 + 0.35*r.Float32()
		p := [3]float32{(r.Float32() - 0.5) * 64, 12 * r.Float32(), (r.Float32() - 0.5) * 64}
		a := Body{pos: p, prev: [3]float32{p[0], p[1] + 2*r.Float32(), p[2]}, half: [3]float32{s, s, s}}
		centre, half := a.swept()
		near = g.near(centre, half, near[:0])
		may := st.mayTouch(centre, half)
		if len(near) > 0 {
			found++
			require.True(t, may, "a box at %v touches sleeper %v, but the map says none can", p, sorted[near[0]].pos)
		}
		if !may {
			skipped++
		}
	}
	assert.Greater(t, found, 1000, "many boxes touched a sleeper")
	assert.Greater(t, skipped, 5000, "the map answered many boxes alone")
}

// An empty map (no sleeper yet) skips every query, and its first sleeper
// sizes it.
func TestSleeperTopsStartEmpty(t *testing.T) {
	var st sleeperTops
	assert.False(t, st.mayTouch([3]float32{0, 0.5, 0}, [3]float32{0.5, 0.5, 0.5}))
	st.add(&Body{pos: [3]float32{10, 0.5, -10}, prev: [3]float32{10, 0.5, -10}, half: [3]float32{0.5, 0.5, 0.5}})
	assert.True(t, st.mayTouch([3]float32{10.9, 1.52, -10}, [3]float32{0.5, 0.5, 0.5}), "resting on its corner")
	assert.False(t, st.mayTouch([3]float32{10, 3, -10}, [3]float32{0.5, 0.5, 0.5}), "well above it")
}

// A world where nothing sleeps (nothing even collides) keeps the smallest
// map: the sleepers' empty grid box must not size it for an endless field.
func TestSleeperTopsStaySmallWithNoSleepers(t *testing.T) {
	w := newTestWorld()
	w.box(mgl32.Vec3{0, 10, -5}, 1, -9.81, 0.3)
	w.en.SleptElsewhere()          // gather the sleepers, none, at once
	for range 2 * sleeperRebuild { // the sleepers are gathered every sleeperRebuild steps at most
		w.step()
	}
	assert.LessOrEqual(t, len(w.en.tops.top), 256)
}

// The sleepers' grid is rebuilt sooner than a body that woke can fall
// asleep again at the fixed step of 1/60 s, so no body is ever in the grid
// twice (see sleeperRebuild).
func TestSleepersAreRebuiltBeforeAWokenBodyCanSleepAgain(t *testing.T) {
	const stepsPerSecond = 60
	assert.Less(t, float64(sleeperRebuild), SleepAfter*stepsPerSecond)
}
