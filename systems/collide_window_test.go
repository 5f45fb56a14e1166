package systems

import (
	"runtime"
	"slices"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
)

// The rain benchmarks time a window of steps from a saved state instead of
// stepping one world on for as long as the benchmark runs: a step of
// 100,000 cubes takes about ten times as long as one of 10,000, so at the
// same -benchtime an open-ended loop would time the bigger rain's first
// sixty steps after the warm-up and the smaller one's first nine hundred,
// two different moments of the rain (fewer cubes asleep in the first), and
// the ratio of the two would mix the growth with the cost of a different
// state. A window gives both sizes the same steps of the same rain.

// rainWindow is how many steps each op of a windowed benchmark times: one
// simulated second at 60 steps a second.
const rainWindow = 60

// cubeState is everything a raining cube is: its components and whether it
// sleeps.
type cubeState struct {
	t      components.Transform
	rb     components.RigidBody
	g      components.Gravity
	c      components.Collider
	m      components.Material
	rs     components.Respawn
	sp     components.Spin
	ct     components.Contact
	asleep bool
}

// rainSnapshot is a rain's cubes, table by table in row order, and the
// steps it had run.
type rainSnapshot struct {
	steps uint64
	cubes []cubeState
}

// snapshotRain saves every cube of cw's rain.
func snapshotRain(cw *collisionWorld) *rainSnapshot {
	s := &rainSnapshot{steps: ecs.GetResource[ecs.Time](cw.w).Steps}
	for e := range ecs.NewQuery1[components.Cube](cw.w).All() {
		w := cw.w
		s.cubes = append(s.cubes, cubeState{
			t: *ecs.Get[components.Transform](w, e), rb: *ecs.Get[components.RigidBody](w, e),
			g: *ecs.Get[components.Gravity](w, e), c: *ecs.Get[components.Collider](w, e),
			m: *ecs.Get[components.Material](w, e), rs: *ecs.Get[components.Respawn](w, e),
			sp: *ecs.Get[components.Spin](w, e), ct: *ecs.Get[components.Contact](w, e),
			asleep: ecs.Has[components.Sleeping](w, e),
		})
	}
	return s
}

// restore builds a new collision world holding the saved cubes, in the
// saved order, with every system's state new (the sleepers' grid is built
// in its first step). A cube created with Gravity and Sleeping at once
// would be woken (a sleeper whose gravity is given must fall), so the
// sleepers are created awake, after the others, and put to sleep last one
// first: each leaves the end of the awake table, where taking a row moves
// no other, so both tables keep the saved order.
func (s *rainSnapshot) restore(b testing.TB) *collisionWorld {
	cw := newCollisionWorld(b)
	var sleepers []ecs.Entity
	add := func(c *cubeState) ecs.Entity {
		return cw.w.NewEntity(ecs.Box(c.t), ecs.Box(c.rb), ecs.Box(c.g), ecs.Box(c.c), ecs.Box(c.m),
			ecs.Box(c.rs), ecs.Box(c.sp), ecs.Box(c.ct), ecs.Box(components.Cube{}))
	}
	for i := range s.cubes {
		if !s.cubes[i].asleep {
			add(&s.cubes[i])
		}
	}
	for i := len(s.cubes) - 1; i >= 0; i-- {
		if s.cubes[i].asleep {
			sleepers = append(sleepers, add(&s.cubes[i]))
		}
	}
	for _, e := range slices.Backward(sleepers) {
		ecs.Add(cw.w, e, components.Sleeping{})
	}
	cw.w.ApplyCommands()
	ecs.GetResource[ecs.Time](cw.w).Steps = s.steps
	return cw
}

// timeWindows runs a windowed benchmark: every op restores the saved rain
// to a new world and runs one step with the timer stopped (the step that
// gathers the sleepers and grows every buffer to the rain's size), then
// times the collision system over the next rainWindow steps. It reports
// ms/step and how many cubes slept at the window's end.
func timeWindows(b *testing.B, s *rainSnapshot) {
	var asleep int
	for b.Loop() {
		b.StopTimer()
		cw := s.restore(b)
		cw.step()
		runtime.GC() // the last window's world is garbage: collect it now, not while timing
		b.StartTimer()
		for range rainWindow {
			cw.timeOnly(b, cw.systems[2])
		}
		asleep = ecs.GetResource[Collisions](cw.w).Asleep
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*rainWindow)/1e6, "ms/step")
	b.ReportMetric(float64(asleep), "asleep")
}

// TestRainWindowsRepeat checks the windowed benchmarks' snapshot: it
// holds every cube as it was, and two rains restored from it step alike,
// so every window times the same steps.
func TestRainWindowsRepeat(t *testing.T) {
	s := snapshotRain(rainWorld(t, 2_000, 200))
	first, second := s.restore(t), s.restore(t)
	sameCubes(t, s, snapshotRain(first))
	first.run(100)
	second.run(100)
	sameCubes(t, snapshotRain(first), snapshotRain(second))
}

// sameCubes fails t unless a and b hold the same cubes in the same order.
func sameCubes(t *testing.T, a, b *rainSnapshot) {
	t.Helper()
	if len(a.cubes) != len(b.cubes) || a.steps != b.steps {
		t.Fatalf("%d cubes at step %d, then %d at step %d", len(a.cubes), a.steps, len(b.cubes), b.steps)
	}
	for i := range a.cubes {
		if a.cubes[i] != b.cubes[i] {
			t.Fatalf("cube %d differs:\n%+v\n%+v", i, a.cubes[i], b.cubes[i])
		}
	}
}
