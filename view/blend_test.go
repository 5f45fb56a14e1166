package view

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// wrapAngle is the plain wrap that wrapOnce must equal: the simulation's
// (systems/spin.go), which keeps an angle that has just stepped past ±π
// within [−π, π].
func wrapAngle(a float32) float32 {
	const pi, twoPi = math.Pi, 2 * math.Pi
	if a > pi {
		return a - twoPi
	}
	if a < -pi {
		return a + twoPi
	}
	return a
}

// wrapOnce is wrapAngle bit for bit: every float32 within a thousandth of
// a turn of ±π (where the single comparison of bits decides), zeros,
// infinities, NaN, and a million angles up to two turns either way.
func TestWrapOnceIsWrapAngle(t *testing.T) {
	same := func(a float32) {
		want, got := wrapAngle(a), wrapOnce(a)
		if math.IsNaN(float64(want)) {
			require.True(t, math.IsNaN(float64(got)), "wrapOnce(%v) = %v, not NaN", a, got)
			return
		}
		require.Equal(t, math.Float32bits(want), math.Float32bits(got), "wrapOnce(%v) = %v, wrapAngle %v", a, got, want)
	}
	lo, hi := math.Float32bits(math.Pi-0.006), math.Float32bits(math.Pi+0.006)
	for bits := lo; bits <= hi; bits++ {
		same(math.Float32frombits(bits))
		same(-math.Float32frombits(bits))
	}
	for _, a := range []float32{0, float32(math.Copysign(0, -1)), float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN())} {
		same(a)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range 1_000_000 {
		same((r.Float32()*2 - 1) * 4 * math.Pi)
	}
}
