package systems

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pairedBodies returns n bodies and the pairs that join body i to body
// i+1 where join(i) says so (a body that no pair names is in no island).
func pairedBodies(n int, join func(i int) bool) ([]body, []contactPair) {
	bs := make([]body, n)
	var pairs []contactPair
	for i := range bs {
		if i+1 < n && join(i) {
			pairs = append(pairs, contactPair{a: int32(i), b: int32(i + 1), quiet: -1})
		}
	}
	return bs, pairs
}

// runWork is the bodies and pairs of run k.
func runWork(is *islands, k int) int32 {
	c0, c1 := is.cuts[k], is.cuts[k+1]
	return is.bodyStart[c1] - is.bodyStart[c0] + is.pairStart[c1] - is.pairStart[c0] + is.fixedStart[c1] - is.fixedStart[c0]
}

// A thousand small islands (two bodies and their pair each, as cubes that
// land in twos) are cut into runs of about islandWork bodies and pairs,
// so that the pool's workers share them; the runs cover every island in
// order.
func TestIslandRunsAreCutByWork(t *testing.T) {
	var is islands
	bs, pairs := pairedBodies(2000, func(i int) bool { return i%2 == 0 })
	is.build(bs, pairs, nil)
	require.Equal(t, 1000, is.count)
	require.Greater(t, is.runs(), 4, "3,000 bodies and pairs make several runs")
	assert.Equal(t, int32(0), is.cuts[0])
	assert.Equal(t, int32(is.count), is.cuts[is.runs()])
	for k := range is.runs() {
		assert.Less(t, is.cuts[k], is.cuts[k+1], "run %d holds islands", k)
		if k < is.runs()-1 {
			assert.InDelta(t, islandWork, runWork(&is, k), 3, "run %d", k)
		}
	}
}

// One island too big for a run is a run of its own: a run's island is
// never split, because its passes must see each other's pushes in order
// (an island of bigIsland or more is solved in blocks instead, by every
// worker: see solveBlocked).
func TestABigIslandIsOneRun(t *testing.T) {
	var is islands
	bs, pairs := pairedBodies(2000, func(i int) bool { return i != 1500 })
	is.build(bs, pairs, nil)
	require.Equal(t, 2, is.count)
	assert.Equal(t, []int32{0, 1, 2}, is.cuts)
}
