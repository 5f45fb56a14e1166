package systems

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

// TestScoreDrawnTurnsAwayOnlyTheBeaten holds ScoreDrawn's early refusal
// (sphereBound) to the full score: for cubes all over the cone, of every
// shape and turn, a score to beat just above the cube's own must let it
// through, and one equal to or just below it must not. A bound that is
// ever above a box's score fails it.
func TestScoreDrawnTurnsAwayOnlyTheBeaten(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 9))
	f := func(lo, hi float64) float32 { return float32(lo + (hi-lo)*r.Float64()) }
	up := func(x float32) float32 { return math.Nextafter32(x, math.MaxFloat32) }
	down := func(x float32) float32 { return math.Nextafter32(x, -math.MaxFloat32) }
	scored := 0
	for range 20000 {
		ray := AimRay{Origin: mgl32.Vec3{f(-50, 50), f(-5, 80), f(-50, 50)}, Dir: LookDirection(mgl32.Vec3{f(-1.5, 1.5), f(-3, 3), 0}), Far: 100}
		depth := f(-1, 95)
		side := mgl32.Vec3{f(-1, 1), f(-1, 1), f(-1, 1)}.Mul(f(0, 0.07) * max(depth, 1))
		c := ray.Origin.Add(ray.Dir.Mul(depth)).Add(side)
		rot, scale := mgl32.Vec3{f(-3, 3), f(-3, 3), f(-3, 3)}, mgl32.Vec3{f(-4, 4), f(0.05, 1), f(-1, 1)}
		full, ok := ray.ScoreDrawn(c[0], c[1], c[2], &rot, &scale, NoAim())
		if !ok {
			continue
		}
		scored++
		beats := func(best AimScore) bool {
			s, ok := ray.ScoreDrawn(c[0], c[1], c[2], &rot, &scale, best)
			if ok && s != full {
				t.Fatalf("cube at %v: scored %v against %v, %v against NoAim", c, s, best, full)
			}
			return ok
		}
		if beats(full) {
			t.Fatalf("cube at %v: its own score %v beats it", c, full)
		}
		if !beats(AimScore{Offset: up(full.Offset), Distance: full.Distance}) {
			t.Fatalf("cube at %v, score %v: turned away by a score a step worse in offset", c, full)
		}
		if !beats(AimScore{Offset: full.Offset, Distance: up(full.Distance)}) {
			t.Fatalf("cube at %v, score %v: turned away by a score a step farther", c, full)
		}
		if full.Offset > 0 && beats(AimScore{Offset: down(full.Offset), Distance: math.MaxFloat32}) {
			t.Fatalf("cube at %v, score %v: beats a score a step better in offset", c, full)
		}
	}
	if scored < 5000 {
		t.Fatalf("only %d of the cubes were in the cone: the test tries too few", scored)
	}
}
