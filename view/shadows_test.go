package view

import (
	"math/rand/v2"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/render/frame"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShadowsUnderCubesNearTheGround: a cube resting on the ground casts
// a dark shadow, one higher up a paler and wider one, and one beyond the
// reach or off the ground none.
func TestShadowsUnderCubesNearTheGround(t *testing.T) {
	cw := newCollisionWorld(t)
	cw.box(mgl32.Vec3{1, 0.5, 2}, 1, -9.81, 0.3)
	cw.box(mgl32.Vec3{5, 3.5, 0}, 1, -9.81, 0.3)
	cw.box(mgl32.Vec3{9, 40, 0}, 1, -9.81, 0.3)
	cw.box(mgl32.Vec3{900, 0.5, 0}, 1, -9.81, 0.3)
	s := &Shadows{}
	testworld.InitSystem(t, cw.w, s)
	s.Update(cw.w)
	got := ecs.GetResource[frame.Frame](cw.w).Shadows
	require.Len(t, got, 2)
	assert.Equal(t, mgl32.Vec3{1, 0, 2}, got[0].Position, "on the ground, under the cube")
	assert.Greater(t, got[0].Darkness, got[1].Darkness, "the higher cube's shadow is paler")
	assert.Less(t, got[0].Radius, got[1].Radius, "and wider")
}

// The shadows of a rain of 3,000 cubes (three runs for the worker pool)
// are the same discs, in the same order, with one worker and with three,
// frame after frame, as one loop over the tables casts.
func TestShadowsAreTheSameWithAnyNumberOfWorkers(t *testing.T) {
	cw := rainWorld(t, 3000, 300)
	var frames [][]frame.Shadow
	for _, workers := range []int{1, 3} {
		ws := testworld.UsePool(cw.w, workers)
		f := ecs.GetResource[frame.Frame](cw.w)
		f.Shadows = f.Shadows[:0]
		s := &Shadows{}
		testworld.InitSystem(t, cw.w, s)
		s.Update(cw.w)
		f.Shadows = f.Shadows[:0] // a second frame: the runs' lists start empty again
		s.Update(cw.w)
		frames = append(frames, append([]frame.Shadow(nil), f.Shadows...))
		ws.Close()
	}
	require.Greater(t, len(frames[0]), 1000, "most cubes are near the ground")
	assert.Equal(t, frames[0], frames[1])
	var one []frame.Shadow
	var g components.Ground
	for _, first := range ecs.NewQuery1[components.Ground](cw.w).All() {
		g = *first
		break
	}
	for tb := range ecs.NewQuery2[components.Transform, components.Collider](cw.w, ecs.With[components.Cube]()).Tables() {
		ts, cs := tb.Columns()
		one = appendShadows(one, ts, cs, &g)
	}
	assert.Equal(t, one, frames[0], "one loop over the tables")
}

// BenchmarkShadows is the blob shadows' share of a frame in the steady
// rain of 10,000 cubes: the Shadows system writing one disc for every cube
// near the ground (the draw is one instanced call, part of the windowed
// figures). In the rain some cube falls asleep or wakes in every step, so
// the sleepers' discs are cast every frame: the benchmark, which runs no
// step between frames, forgets them each time.
func BenchmarkShadows(b *testing.B) {
	b.Run("10k", func(b *testing.B) {
		cw := rainWorld(b, 10_000, 600)
		s := &Shadows{}
		testworld.InitSystem(b, cw.w, s)
		f := ecs.GetResource[frame.Frame](cw.w)
		for b.Loop() {
			s.sleepers = -1
			f.Shadows = f.Shadows[:0]
			s.Update(cw.w)
		}
		b.ReportMetric(float64(len(f.Shadows)), "shadows")
	})
}

// The sleepers' discs, kept from frame to frame, are the discs a Shadows
// system casting everything from scratch would write, step after step of
// a rain in which cubes land, fall asleep and are recycled.
func TestShadowsKeptForSleepersMatchACastFromScratch(t *testing.T) {
	cw := rainWorld(t, 2000, 150)
	f := ecs.GetResource[frame.Frame](cw.w)
	kept := &Shadows{}
	testworld.InitSystem(t, cw.w, kept)
	for step := range 150 {
		cw.step()
		f.Shadows = f.Shadows[:0]
		kept.Update(cw.w)
		got := append([]frame.Shadow(nil), f.Shadows...)
		f.Shadows = f.Shadows[:0]
		fresh := &Shadows{}
		testworld.InitSystem(t, cw.w, fresh)
		fresh.Update(cw.w)
		require.Equal(t, f.Shadows, got, "step %d", step)
	}
	assert.Positive(t, kept.sleepers, "some cubes sleep")
}

// pileWorld pours n cubes from a narrow column onto the ground, as the
// pile scene does, with nothing recycled, and lets them fall and settle
// for warm steps.
func pileWorld(b testing.TB, n, warm int) *collisionWorld {
	b.Helper()
	cw := newCollisionWorld(b)
	r := rand.New(rand.NewPCG(7, 1))
	for range n {
		cw.box(mgl32.Vec3{4*r.Float32() - 2, 8 + 92*r.Float32(), 4*r.Float32() - 2}, 1, -9.81, 0.2)
	}
	for range warm {
		cw.step()
	}
	return cw
}

// BenchmarkShadowsSettled is the blob shadows of the pile scene's 3,000
// cubes once the pile has come to rest, most of them asleep, frame after
// frame. "kept" is the Shadows system, which keeps the sleepers' discs
// while no cube falls asleep or wakes; "cast" is the same system made to
// cast every disc each frame, as it would without change detection: the
// baseline.
func BenchmarkShadowsSettled(b *testing.B) {
	cw := pileWorld(b, 3000, 2400)
	for _, cast := range []bool{true, false} {
		b.Run(map[bool]string{true: "cast", false: "kept"}[cast], func(b *testing.B) {
			s := &Shadows{}
			testworld.InitSystem(b, cw.w, s)
			f := ecs.GetResource[frame.Frame](cw.w)
			for b.Loop() {
				if cast {
					s.sleepers = -1 // forget the kept discs
				}
				f.Shadows = f.Shadows[:0]
				s.Update(cw.w)
			}
			b.ReportMetric(float64(s.sleepers), "sleepers")
		})
	}
}
