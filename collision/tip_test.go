package collision

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// The tipping rule's cases on single pairs of boxes; the game's tests
// drop boxes onto boxes and watch them tip (systems/tip_test.go).

// Boxes lean on each other only where they press together: two resting
// boxes a hair apart (closer than the contact slop) do not, whichever
// side; pressed together, each leans towards the other.
func TestOnlyBoxesThatPressLean(t *testing.T) {
	resting := func(x float32) Body {
		p := [3]float32{x, 0.5, 0}
		return Body{pos: p, prev: p, half: [3]float32{0.5, 0.5, 0.5}, flags: bodyMoves | bodySupported | bodySlow}
	}
	for _, gap := range []float32{0.002, -0.002} {
		a, b := resting(0), resting(-1-gap)
		sa, sb := noSupport, noSupport
		tipOver(&a, &b, &sa, &sb)
		if gap > 0 {
			assert.Zero(t, sa.leansOn|sb.leansOn, "a gap of %v: no lean", gap)
			continue
		}
		assert.Equal(t, leanSide(0, -1), sa.leansOn, "a leans towards -X, on b")
		assert.Equal(t, leanSide(0, 1), sb.leansOn, "b leans towards +X, on a")
	}
}

// A box resting a hair above another (closer than the contact slop, not
// overlapping) rests on it, whichever of the two the pair lists first:
// the lower box is the upper one's support, never the other way round.
// Taken the wrong way round, the box on the ground would count as resting
// on the small one on top of it, and slide out from under it.
func TestABoxAHairAboveAnotherRestsOnIt(t *testing.T) {
	lower := Body{pos: [3]float32{0, 1, 0}, half: [3]float32{1, 1, 1}, flags: bodyMoves | bodySupported | bodySlow}
	upper := Body{pos: [3]float32{0.9, 2.252, 0}, half: [3]float32{0.25, 0.25, 0.25}, flags: bodyMoves | bodySupported | bodySlow}
	lower.prev, upper.prev = lower.pos, upper.pos
	for _, upperFirst := range []bool{true, false} {
		sUpper, sLower := noSupport, noSupport
		if upperFirst {
			tipOver(&upper, &lower, &sUpper, &sLower)
		} else {
			tipOver(&lower, &upper, &sLower, &sUpper)
		}
		assert.Equal(t, noSupport, sLower, "upper first %v: the lower box rests on nothing", upperFirst)
		assert.Equal(t, [2]float32{-1, -1}, sUpper.lo, "upper first %v: the upper box rests on the lower one's top", upperFirst)
		assert.Equal(t, [2]float32{1, 1}, sUpper.hi, "upper first %v", upperFirst)
	}

	// The same over a sleeper, a fixed box (the sleeper is always b).
	sleeper := lower
	sleeper.mark(bodyMoves, false)
	sUpper := noSupport
	tipOver(&upper, &sleeper, &sUpper, nil)
	assert.Equal(t, [2]float32{-1, -1}, sUpper.lo, "over a sleeper")

	// Beside it instead, a hair above its top and 0.02 off its side along
	// X or along Z, the small box rests on nothing.
	for _, k := range []int{0, 2} {
		beside := upper
		beside.pos = [3]float32{0, 2.252, 0}
		beside.pos[k] = 1.27
		beside.prev = beside.pos
		sBeside, sLower := noSupport, noSupport
		tipOver(&beside, &lower, &sBeside, &sLower)
		assert.Equal(t, noSupport, sBeside, "0.02 off along axis %d: no support", k)
		assert.Equal(t, noSupport, sLower, "axis %d", k)
	}
}

// Cubes poured from a narrow column settle into a pile and fall asleep:
// not a tower (its height at most one and a half times the radius that
// holds nine cubes in ten) and not a flat sheet (at least half that
// radius).
func TestAPourSettlesIntoAPile(t *testing.T) {
	if testing.Short() {
		t.Skip("pours 3,000 cubes")
	}
	w := newTestWorld()
	w.grounds[0].Material = Material{Restitution: 0.2, Friction: 0.8}
	r := rand.New(rand.NewPCG(7, 1))
	for range 3000 {
		p := mgl32.Vec3{(r.Float32() - 0.5) * 4, 8 + r.Float32()*92, (r.Float32() - 0.5) * 4}
		i := w.box(p, 0.6+0.4*r.Float32(), -9.81, 0.2)
		w.bodies[i].m.Friction = 0.7
	}
	w.run(1200)
	var top float32
	radii := make([]float64, 0, len(w.bodies))
	for _, b := range w.bodies {
		assert.True(t, b.asleep, "every cube asleep")
		top = max(top, b.pos[1]+b.half[1])
		radii = append(radii, math.Hypot(float64(b.pos[0]), float64(b.pos[2])))
	}
	slices.Sort(radii)
	r90 := float32(radii[len(radii)*9/10])
	assert.LessOrEqual(t, top, 1.5*r90, "a pile, not a tower")
	assert.GreaterOrEqual(t, top, 0.5*r90, "a pile, not a flat sheet")
}
