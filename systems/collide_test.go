package systems

import (
	"math"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// collisionWorld is a world with a ground at height 0 and the fixed-step
// systems that move and collide bodies, stepped by hand.
type collisionWorld struct {
	w       *ecs.World
	systems []ecs.System
}

func newCollisionWorld(t testing.TB) *collisionWorld {
	t.Helper()
	w := newWorld()
	w.NewEntity(ecs.Box(components.DefaultGround()), ecs.Box(components.Material{Restitution: 0.5, Friction: 0.6}))
	cw := &collisionWorld{w: w, systems: []ecs.System{&Physics{}, &Spin{}, &Collide{}, &Respawn{}}}
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

func (cw *collisionWorld) run(steps int) {
	for range steps {
		cw.step()
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

// groundMaterial changes the ground's material.
func (cw *collisionWorld) groundMaterial(m components.Material) {
	for _, r := range ecs.NewQuery2[components.Ground, components.Material](cw.w).All() {
		_, gm := r.Get()
		*gm = m
	}
}

func (cw *collisionWorld) pos(e ecs.Entity) mgl32.Vec3 {
	return ecs.Get[components.Transform](cw.w, e).Position
}

func TestBounceHeightsDecrease(t *testing.T) {
	cw := newCollisionWorld(t)
	e := cw.box(mgl32.Vec3{0, 20, 0}, 1, -9.81, 0.7)
	var peaks []float32
	rising, last := false, float32(20)
	for range 60 * 10 {
		cw.step()
		y := cw.pos(e)[1]
		if rising && y < last {
			peaks = append(peaks, last)
		}
		rising = y > last
		last = y
	}
	require.GreaterOrEqual(t, len(peaks), 3, "it bounces several times")
	for i := 1; i < len(peaks); i++ {
		assert.Less(t, peaks[i], peaks[i-1], "bounce %d is lower than the one before: %v", i, peaks)
	}
	assert.Less(t, peaks[0], float32(20))
	assert.InDelta(t, 0.5, cw.pos(e)[1], 0.01, "it ends resting on the ground")
	assert.True(t, ecs.Has[components.Sleeping](cw.w, e), "and asleep")
}

// TestNoTunnellingThroughTheGround drops a cube from the highest spawn
// height of the shipped scenes (storm's top, 200) under their strongest
// gravity (storm's 20 units/s²), and one ten times faster: each lands on
// the ground and is never seen below it.
func TestNoTunnellingThroughTheGround(t *testing.T) {
	const height, gravity = 200, 20
	impact := float32(math.Sqrt(2 * gravity * height))
	for _, speed := range []float32{impact, 10 * impact} {
		cw := newCollisionWorld(t)
		cw.groundMaterial(components.Material{Restitution: 0, Friction: 0.5})
		e := cw.box(mgl32.Vec3{3, 0.5 + speed/60/2, -2}, 0.5, -gravity, 0)
		ecs.Get[components.RigidBody](cw.w, e).Velocity = mgl32.Vec3{0, -speed, 0}
		for range 120 {
			cw.step()
			require.GreaterOrEqual(t, cw.pos(e)[1], float32(0.25-0.01), "at %v units/s the cube went through the ground", speed)
		}
		assert.InDelta(t, 0.25, cw.pos(e)[1], 0.01, "at %v units/s it rests on the ground", speed)
	}
}

func TestAStackOfTenStands(t *testing.T) {
	cw := newCollisionWorld(t)
	var stack []ecs.Entity
	for i := range 10 {
		stack = append(stack, cw.box(mgl32.Vec3{1, 0.5 + float32(i), 1}, 1, -9.81, 0.3))
	}
	for range 10 * 60 {
		cw.step()
	}
	for i, e := range stack {
		p := cw.pos(e)
		assert.InDelta(t, 1, p[0], 0.05, "cube %d stays over the base", i)
		assert.InDelta(t, 1, p[2], 0.05, "cube %d stays over the base", i)
		assert.InDelta(t, 0.5+float64(i), p[1], 0.05, "cube %d keeps its level", i)
	}
}

// maxOverlap returns the largest overlap of two boxes in the world as a
// share of the smaller one's size, by testing every pair.
func maxOverlap(w *ecs.World) float32 {
	type box struct{ p, h [3]float32 }
	var bs []box
	q := ecs.NewQuery2[components.Transform, components.Collider](w)
	for _, r := range q.All() {
		t, c := r.Get()
		bs = append(bs, box{t.Position, halfExtents(t, c)})
	}
	var worst float32
	for i := range bs {
		for j := i + 1; j < len(bs); j++ {
			least := float32(math.MaxFloat32)
			for k := range 3 {
				least = min(least, bs[i].h[k]+bs[j].h[k]-abs32(bs[i].p[k]-bs[j].p[k]))
			}
			smaller := 2 * min(bs[i].h[0], bs[j].h[0])
			worst = max(worst, least/smaller)
		}
	}
	return worst
}

// TestBoxesNeverOverlapMuch pours 400 boxes of three sizes, 16 layers
// of 5×5 that do not overlap at the start, onto one spot, and checks
// every few steps, while they fall, land, pile and sleep, that no two
// boxes overlap by more than 5% of the smaller one's size.
func TestBoxesNeverOverlapMuch(t *testing.T) {
	cw := newCollisionWorld(t)
	for i := range 400 {
		x, z := float32(i%5)*1.05-2+float32(i/25%3)*0.3, float32(i/5%5)*1.05-2
		cw.box(mgl32.Vec3{x, 2 + float32(i/25)*1.1, z}, 0.6+float32(i%3)*0.2, -9.81, 0.3)
	}
	worst := float32(0)
	for s := range 20 * 60 {
		cw.step()
		if s%5 == 0 {
			worst = max(worst, maxOverlap(cw.w))
		}
	}
	t.Logf("worst overlap after resolution: %.1f%% of the smaller box; %d of 400 asleep",
		worst*100, ecs.GetResource[Collisions](cw.w).Asleep)
	assert.LessOrEqual(t, worst, float32(0.05))
}

// TestRestingCubesLieOnAFace drops tumbling cubes at odd angles: each
// ends at rest with every Euler angle a whole number of quarter turns, a
// cube lying on a face that its axis-aligned collider fits.
func TestRestingCubesLieOnAFace(t *testing.T) {
	cw := newCollisionWorld(t)
	var cubes []ecs.Entity
	for i := range 5 {
		e := cw.box(mgl32.Vec3{float32(i) * 3, 4, 0}, 1, -9.81, 0.3)
		ecs.Get[components.Transform](cw.w, e).Rotation = mgl32.Vec3{0.3 + float32(i)*0.5, 1.1, -0.7 + float32(i)*0.2}
		ecs.Add(cw.w, e, components.Spin{AngularVelocity: mgl32.Vec3{1, -2, 0.5}})
		cubes = append(cubes, e)
	}
	cw.run(4 * 60)
	for _, e := range cubes {
		r := ecs.Get[components.Transform](cw.w, e).Rotation
		for k := range 3 {
			quarters := float64(r[k]) / (math.Pi / 2)
			assert.InDelta(t, math.Round(quarters), quarters, 1e-4, "cube %v, axis %d: %v", e, k, r)
		}
		assert.True(t, ecs.Has[components.Sleeping](cw.w, e))
	}
}

// TestNoTunnellingThroughACube shoots a small cube down at a floating
// one (no gravity, 10 units above the ground), so fast that it moves
// several times both their heights in one step: the sweep must catch it
// (the broadphase pairs the boxes they swept through, the narrowphase
// sees that the small one crossed over). Without the sweep it would
// appear below the floating cube and land on the ground. The floating
// cube is once asleep, a fixed box, and once awake.
func TestNoTunnellingThroughACube(t *testing.T) {
	for _, asleep := range []bool{true, false} {
		for _, speed := range []float32{300, 3000} {
			cw := newCollisionWorld(t)
			platform := cw.box(mgl32.Vec3{2, 10, -1}, 1, 0, 0)
			if asleep {
				cw.run(60)
				require.True(t, ecs.Has[components.Sleeping](cw.w, platform), "the floating cube fell asleep")
			}
			bullet := cw.box(mgl32.Vec3{2.1, 10.75 + speed/60/2, -1.1}, 0.5, -9.81, 0)
			ecs.Get[components.RigidBody](cw.w, bullet).Velocity = mgl32.Vec3{0, -speed, 0}
			for s := range 60 {
				cw.step()
				above := cw.pos(bullet)[1] - cw.pos(platform)[1]
				require.GreaterOrEqual(t, above, float32(0.75-0.05),
					"step %d: at %v units/s the cube went through the floating one (asleep: %v)", s, speed, asleep)
			}
		}
	}
}

// TestCollideIsTheSameWithAnyNumberOfWorkers pours 4,000 cubes (four
// pieces of the collision work) for four seconds, long enough for many
// to land, pile and sleep, with one, two and three workers: the pair
// lists are joined in piece order and the islands share no body, so the
// worlds must be the same, bit for bit.
func TestCollideIsTheSameWithAnyNumberOfWorkers(t *testing.T) {
	hashes := map[int]uint64{}
	for _, workers := range []int{1, 2, 3} {
		cw := rainWorld(t, 4000, 0)
		ecs.RemoveResource[ecs.Workers](cw.w)
		ecs.AddResource(cw.w, ecs.NewWorkers(workers))
		pairs := 0
		for range 4 * 60 {
			cw.step()
			pairs = max(pairs, ecs.GetResource[Collisions](cw.w).Pairs)
		}
		require.Greater(t, pairs, 500, "many boxes touched")
		require.Greater(t, ecs.GetResource[Collisions](cw.w).Asleep, 100, "cubes came to rest")
		hashes[workers] = cw.w.Hash()
		ecs.GetResource[ecs.Workers](cw.w).Close()
	}
	assert.Equal(t, hashes[1], hashes[2], "two workers")
	assert.Equal(t, hashes[1], hashes[3], "three workers")
}
