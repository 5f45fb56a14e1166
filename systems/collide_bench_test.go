package systems

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// The collision benchmarks: the Collide system's step in a steady rain of
// n cubes (the default scene's recipe: cubes fall from up to 100 units,
// land, settle, sleep and are recycled to the sky after 4 to 30 s, on a
// field whose area grows with n so that the density stays the default
// scene's), the same step on a settled pile where every cube sleeps, and
// every fixed-step system together in the rain. Each reports ms/step.
// The rain's collision steps are timed in windows of the same steps from a
// saved state (see timeWindows), so that 10,000 and 100,000 cubes are
// compared at the same moment of the rain.
// The plain baseline is the collision engine's broadphase and solver
// (collision.Engine.Step) run on its flat body slice alone, without the
// gather from and the scatter to the ECS columns and without the sleep
// bookkeeping; the engine alone beside its plain reference step is
// collision's BenchmarkStep:
//
//	go test -run '^$' -bench Collide -benchtime 100x ./systems

// rainWorld builds n raining cubes and lets the rain run warm steps, so
// that the benchmark starts in the steady state: some cubes falling, some
// bouncing, some asleep on the ground.
func rainWorld(b testing.TB, n, warm int) *collisionWorld {
	b.Helper()
	cw := newCollisionWorld(b)
	side := float32(100 * math.Sqrt(float64(n)/10_000))
	r := rand.New(rand.NewPCG(42, 1))
	ecs.NewBatch8(cw.w, n, func(_ int, _ ecs.Entity, t *components.Transform, rb *components.RigidBody,
		g *components.Gravity, c *components.Collider, m *components.Material, rs *components.Respawn,
		sp *components.Spin, cube *components.Cube) {
		p := mgl32.Vec3{(r.Float32() - 0.5) * side, r.Float32() * 100, (r.Float32() - 0.5) * side}
		*t = components.NewTransform(p)
		s := 0.5 + 0.7*r.Float32()
		t.Scale = mgl32.Vec3{s, s, s}
		g.Force = mgl32.Vec3{0, -2 - 10*r.Float32(), 0}
		*c = components.DefaultCollider()
		*m = components.DefaultMaterial()
		*rs = components.Respawn{Floor: -20, Top: 100, Settled: 4 + 26*r.Float32()}
		sp.AngularVelocity = mgl32.Vec3{r.Float32() - 0.5, r.Float32() - 0.5, r.Float32() - 0.5}.Mul(3)
	})
	cw.run(warm)
	return cw
}

// pileWorld builds n cubes stacked four high in a square block on the
// ground and steps until every one sleeps.
func pileWorld(b testing.TB, n int) *collisionWorld {
	b.Helper()
	cw := newCollisionWorld(b)
	side := int(math.Ceil(math.Sqrt(float64(n) / 4)))
	for i := range n {
		x, z, y := i%side, i/side%side, i/(side*side)
		cw.box(mgl32.Vec3{float32(x) - float32(side)/2, 0.5 + float32(y), float32(z) - float32(side)/2}, 1, -9.81, 0.3)
	}
	for range 600 {
		cw.step()
		if ecs.GetResource[Collisions](cw.w).Awake == 0 {
			return cw
		}
	}
	b.Fatalf("the pile of %d did not fall asleep", n)
	return nil
}

// landingWarm is how many steps the landing benchmark lets the rain run
// first: 2.5 s, when most cubes still fall and the first piles grow. It is
// the default scene's first seconds, which its headless figure mostly
// measures: there, nearly every cube is awake, where the rain after 600
// steps has four in five asleep.
const landingWarm = 150

// perStep reports the mean time of one step in milliseconds.
func perStep(b *testing.B) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1e6, "ms/step")
}

// timeOnly runs one fixed step of cw, timing only the collision system.
func (cw *collisionWorld) timeOnly(b *testing.B, timed ecs.System) {
	b.StopTimer()
	for _, s := range cw.systems {
		if s == timed {
			b.StartTimer()
			s.Update(cw.w)
			b.StopTimer()
		} else {
			s.Update(cw.w)
		}
		cw.w.ApplyCommands()
	}
	ecs.GetResource[ecs.Time](cw.w).Steps++
	b.StartTimer()
}

func BenchmarkCollide(b *testing.B) {
	for _, s := range []struct {
		name string
		n    int
	}{{"10k", 10_000}, {"100k", 100_000}} {
		b.Run("rain/system/"+s.name, func(b *testing.B) {
			timeWindows(b, snapshotRain(rainWorld(b, s.n, 600)))
		})
		b.Run("rain/plain/"+s.name, func(b *testing.B) {
			cw := rainWorld(b, s.n, 600)
			col := ecs.GetResource[Collisions](cw.w)
			for b.Loop() {
				col.Step()
			}
			perStep(b)
		})
	}
	b.Run("landing/system/10k", func(b *testing.B) {
		timeWindows(b, snapshotRain(rainWorld(b, 10_000, landingWarm)))
	})
	b.Run("pile/system/10k", func(b *testing.B) {
		// With every cube asleep the other fixed-step systems move
		// nothing, so the collision system runs alone. Timed among them,
		// with the timer stopped for the others, the benchmark's untimed
		// part grew with every iteration the timed part needed, and a
		// step this cheap needs very many to fill the bench time.
		cw := pileWorld(b, 10_000)
		collide := cw.systems[2]
		for b.Loop() {
			collide.Update(cw.w)
		}
		perStep(b)
		b.ReportMetric(float64(ecs.GetResource[Collisions](cw.w).Asleep), "asleep")
	})
}

// BenchmarkFixedStep is every fixed-step system of the schedule together
// (physics, spin, collide, respawn) in the steady rain of 10,000 cubes.
func BenchmarkFixedStep(b *testing.B) {
	for _, n := range []int{10_000} {
		b.Run(fmt.Sprintf("rain/%dk", n/1000), func(b *testing.B) {
			cw := rainWorld(b, n, 600)
			for b.Loop() {
				cw.step()
			}
			perStep(b)
		})
	}
}
