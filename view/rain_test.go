package view

import (
	"math"
	"math/rand/v2"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/systems"

	"github.com/go-gl/mathgl/mgl32"
)

// collisionWorld is a world with a ground and the simulation's fixed-step
// systems, run by hand: what the shadows are cast in.
type collisionWorld struct {
	w       *ecs.World
	systems []ecs.System
}

// newCollisionWorld is an empty collisionWorld.
func newCollisionWorld(t testing.TB) *collisionWorld {
	t.Helper()
	w := newWorld()
	w.NewEntity(ecs.Box(components.DefaultGround()), ecs.Box(components.Material{Restitution: 0.5, Friction: 0.6}))
	cw := &collisionWorld{w: w, systems: []ecs.System{&systems.Physics{}, &systems.Spin{}, &systems.Collide{}, &systems.Respawn{}}}
	for _, s := range cw.systems {
		testworld.InitSystem(t, w, s)
	}
	return cw
}

// step runs one fixed step: every system, each followed by the commands it
// caused, as the scheduler does.
func (cw *collisionWorld) step() {
	ecs.GetResource[ecs.Time](cw.w).Steps++
	for _, s := range cw.systems {
		s.Update(cw.w)
		cw.w.ApplyCommands()
	}
}

// box adds a falling cube with a collider: size is its edge, g its
// gravity, restitution its bounce.
func (cw *collisionWorld) box(p mgl32.Vec3, size, g, restitution float32) ecs.Entity {
	tr := components.NewTransform(p)
	tr.Scale = mgl32.Vec3{size, size, size}
	return cw.w.NewEntity(
		ecs.Box(tr),
		ecs.Box(components.RigidBody{}),
		ecs.Box(components.Gravity{Force: mgl32.Vec3{0, g, 0}}),
		ecs.Box(components.OwnGravity{Force: mgl32.Vec3{0, g, 0}}),
		ecs.Box(components.DefaultCollider()),
		ecs.Box(components.Material{Restitution: restitution, Friction: 0.5}),
		ecs.Box(components.Mesh{Name: "cube", Color: mgl32.Vec3{1, 1, 1}}),
		ecs.Box(components.Cube{}),
	)
}

// rainWorld builds n raining cubes and lets the rain run warm steps, so
// that the benchmark starts in the steady state: some cubes falling, some
// bouncing, some asleep on the ground. It is the collision benchmarks'
// rain (systems/collide_bench_test.go), cube for cube.
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
	for range warm {
		cw.step()
	}
	return cw
}
