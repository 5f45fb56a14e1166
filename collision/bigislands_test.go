package collision

import (
	"math"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bigPile stacks n boxes four high in a square block on the ground, all
// touching: one island of n bodies, solved in blocks (see solveBlocked).
func bigPile(n, workers int) *testWorld {
	w := newTestWorld()
	w.par = goroutines(workers)
	side := int(math.Ceil(math.Sqrt(float64(n) / 4)))
	for i := range n {
		x, z, y := i%side, i/side%side, i/(side*side)
		w.box(mgl32.Vec3{float32(x) - float32(side)/2, 0.5 + float32(y), float32(z) - float32(side)/2}, 1, -9.81, 0.3)
	}
	return w
}

// A pile of 10,000 boxes is one island, larger than bigIsland and spread
// over three blocks: it is solved by every worker, and the world is the
// same, bit for bit, with one, two and three workers. The pile stands:
// its top layer stays where it was put, and no box sinks into another.
func TestABigIslandIsTheSameWithAnyNumberOfWorkers(t *testing.T) {
	worlds := map[int][]testBody{}
	for _, workers := range []int{1, 2, 3} {
		w := bigPile(10_000, workers)
		blocked := 0
		for range 40 {
			w.step()
			blocked += w.en.BigIslands()
		}
		require.Greater(t, blocked, 0, "the pile was solved in blocks")
		worlds[workers] = w.bodies
		if workers == 1 {
			var top float32
			for _, b := range w.bodies {
				top = max(top, b.pos[1])
			}
			assert.InDelta(t, 3.5, top, 0.1, "the top layer stays up")
			assert.LessOrEqual(t, w.maxOverlap(), float32(0.05), "no box sinks into another")
		}
	}
	assert.Equal(t, worlds[1], worlds[2], "two workers")
	assert.Equal(t, worlds[1], worlds[3], "three workers")
}

// The blocks of one phase share no body: every pair that the even (or
// the odd) blocks visit names bodies that no other block of that phase
// names, and a pair that reaches beyond the next block is left to the
// far pairs, visited on one worker after them.
func TestTheBlocksOfAPhaseShareNoBody(t *testing.T) {
	en := &Engine{}
	en.awake = make([]Body, 4*blockBodies)
	join := [][2]int32{ // in the order of their body a, as the grid lists them
		{0, 1}, {1, blockBodies - 1}, // block 0
		{1, 3*blockBodies + 2},                                                 // 0 and 3: far
		{blockBodies - 1, blockBodies},                                         // 0 and 1
		{blockBodies, 2*blockBodies - 1}, {2*blockBodies - 1, 2 * blockBodies}, // 1 and 2
		{2 * blockBodies, 3*blockBodies + 1}, // 2 and 3
	}
	for _, j := range join {
		en.pairs = append(en.pairs, contactPair{a: j[0], b: j[1], quiet: -1})
	}
	en.fixed = []contactPair{{a: 1, b: 0}, {a: 3*blockBodies + 1, b: 1}}
	en.islands.build(en.awake, en.pairs, en.fixed, goroutines(1))
	require.Equal(t, 1, en.islands.count, "one island")
	en.cutBlocks(0)
	bi := &en.blocked
	require.Equal(t, []int32{2}, bi.far, "the pair from block 0 to block 3")
	require.Len(t, bi.near, 6)
	for _, odd := range []int{0, 1} {
		owner := map[int32]int{}
		for blk := odd; blk < bi.blocks; blk += 2 {
			names := func(i int32) {
				if o, ok := owner[i]; ok {
					assert.Equal(t, blk, o, "body %d in blocks %d and %d of one phase", i, o, blk)
				}
				owner[i] = blk
			}
			for _, q := range bi.near[bi.pairStart[blk]:bi.pairStart[blk+1]] {
				names(en.pairs[q].a)
				names(en.pairs[q].b)
			}
			for _, q := range bi.fixed[bi.fixedStart[blk]:bi.fixedStart[blk+1]] {
				names(en.fixed[q].a)
			}
		}
	}
}
