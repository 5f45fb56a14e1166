package collision

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pairedBodies returns n bodies and the pairs that join body i to body
// i+1 where join(i) says so (a body that no pair names is in no island).
func pairedBodies(n int, join func(i int) bool) ([]Body, []contactPair) {
	bs := make([]Body, n)
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
	is.build(bs, pairs, nil, goroutines(1))
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
	is.build(bs, pairs, nil, goroutines(1))
	require.Equal(t, 2, is.count)
	assert.Equal(t, []int32{0, 1, 2}, is.cuts)
}

// The islands found on several workers at once are those one worker
// finds, numbered alike, and those a plain search of the graph finds: a
// random graph of 20,000 bodies (many pieces of the linking) is built on
// one, two and three workers and each body's island compared with a
// breadth-first search's, islands numbered in the order of their lowest
// body. Under -race it also checks that the workers' linking shares
// nothing unguarded.
func TestIslandsAreTheSameOnAnyNumberOfWorkers(t *testing.T) {
	const n = 20_000
	r := rand.New(rand.NewPCG(7, 7))
	bs := make([]Body, n)
	var pairs, fixed []contactPair
	for range n * 7 / 10 {
		a := int32(r.IntN(n - 1))
		b := a + 1 + int32(r.IntN(min(n-1-int(a), 5000)))
		pairs = append(pairs, contactPair{a: a, b: b, quiet: -1})
	}
	for range n / 10 {
		fixed = append(fixed, contactPair{a: int32(r.IntN(n)), quiet: -1})
	}
	byA := func(p, q contactPair) int { return cmp.Compare(p.a, q.a) } // as the grid lists them
	slices.SortStableFunc(pairs, byA)
	slices.SortStableFunc(fixed, byA)
	want, count := searchedIslands(n, pairs, fixed)
	for _, workers := range []int{1, 2, 3} {
		var is islands
		is.build(bs, pairs, fixed, goroutines(workers))
		require.Equal(t, int(count), is.count, "%d workers: islands", workers)
		require.Equal(t, want, is.id, "%d workers: each body's island", workers)
	}
}

// searchedIslands numbers the islands of n bodies joined by pairs with a
// breadth-first search from each body in index order (a body in no pair,
// awake or fixed, is in none: −1).
func searchedIslands(n int, pairs, fixed []contactPair) (id []int32, count int32) {
	next := make([][]int32, n)
	paired := make([]bool, n)
	for _, p := range pairs {
		next[p.a], next[p.b] = append(next[p.a], p.b), append(next[p.b], p.a)
		paired[p.a], paired[p.b] = true, true
	}
	for _, p := range fixed {
		paired[p.a] = true
	}
	id = make([]int32, n)
	for i := range id {
		id[i] = -1
	}
	for i := range n {
		if !paired[i] || id[i] >= 0 {
			continue
		}
		id[i] = count
		queue := []int32{int32(i)}
		for len(queue) > 0 {
			j := queue[0]
			queue = queue[1:]
			for _, k := range next[j] {
				if id[k] < 0 {
					id[k] = count
					queue = append(queue, k)
				}
			}
		}
		count++
	}
	return id, count
}

// The island linking takes the pairs in the order the grid's queries list
// them: by their body a, each pair's body b after its a (see
// islands.build). A rain of cubes landing in piles, on two goroutines,
// checks that every step's pairs and fixed pairs keep to it.
func TestPairsAreListedInTheOrderOfTheirFirstBody(t *testing.T) {
	w := rainTestWorld(3000)
	w.par = goroutines(2)
	byA := func(p, q contactPair) int { return cmp.Compare(p.a, q.a) }
	seen := 0
	for step := range 300 {
		w.step()
		require.True(t, slices.IsSortedFunc(w.en.pairs, byA), "step %d: pairs", step)
		require.True(t, slices.IsSortedFunc(w.en.fixed, byA), "step %d: fixed pairs", step)
		for _, p := range w.en.pairs {
			require.Greater(t, p.b, p.a, "step %d", step)
		}
		seen += len(w.en.pairs)
	}
	require.Positive(t, seen, "the rain landed: there were pairs to check")
}
