package collision

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// TestAWideQueryFindsEveryBody: a box much wider than the grid's cells,
// whose row of cells is longer than the grid's table of buckets (a large
// cube over a long line of small sleepers), finds every body it touches,
// as a check of every body would.
func TestAWideQueryFindsEveryBody(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	bodies := make([]Body, 40)
	for i := range bodies {
		p := mgl32.Vec3{rng.Float32()*200 - 100, 0.1, rng.Float32() * 0.5}
		bodies[i] = Body{pos: p, prev: p, half: mgl32.Vec3{0.1, 0.1, 0.1}}
	}
	var g spatialGrid
	ws := goroutines(1)
	sorted := g.sort(bodies, nil, ws)
	for _, q := range []struct{ p, half [3]float32 }{
		{[3]float32{0, 1, 0}, [3]float32{60, 2, 2}},
		{[3]float32{-30, 0, 0.2}, [3]float32{90, 1, 1}},
		{[3]float32{10, 0, 0}, [3]float32{3, 1, 1}},
	} {
		var want []int32
		for i := range sorted {
			c, h := sorted[i].swept()
			touches := true
			for k := range 3 {
				touches = touches && abs32(c[k]-q.p[k]) <= h[k]+q.half[k]+pairMargin
			}
			if touches {
				want = append(want, int32(i))
			}
		}
		got := g.near(q.p, q.half, nil)
		slices.Sort(got)
		assert.Equal(t, want, got, "query around %v, half %v", q.p, q.half)
	}
}
