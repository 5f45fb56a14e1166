package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// TestAHugeSleeperCostsFewTiles: a sleeping box 20,000 units wide (a
// floor made of a box) costs the sleepers' height maps a few tiles, not
// the hundred million 2-unit tiles under it, and cubes dropped onto it
// are still held up by it.
func TestAHugeSleeperCostsFewTiles(t *testing.T) {
	cw := &collisionWorld{w: newWorld(), systems: []ecs.System{&Physics{}, &Spin{}, &Collide{}, &Respawn{}}}
	w := cw.w
	floor := cw.box(mgl32.Vec3{0, -0.5, 0}, 1, 0, 0)
	ecs.Get[components.Transform](w, floor).Scale = mgl32.Vec3{20000, 1, 20000}
	ecs.Add(w, floor, components.Sleeping{})
	var dropped []ecs.Entity
	for i := range 10 {
		dropped = append(dropped, cw.box(mgl32.Vec3{float32(3 * i), 2, 0}, 1, -9.81, 0))
	}
	for _, s := range cw.systems {
		testworld.InitSystem(t, w, s)
	}
	cw.run(90)
	col := ecs.GetResource[Collisions](w)
	assert.LessOrEqual(t, col.TilesRaised(), 1000, "tiles raised in the height maps")
	for _, e := range dropped {
		assert.Greater(t, cw.pos(e)[1], float32(0.25), "cube %v is held up by the huge box", e)
	}
}

// TestCubesAtOnePointKeepFewPairs: two thousand cubes spawned at one
// point, where every box touches every other, list pairs in proportion to
// the cubes (at most 64 each), not to their square (two million),
// and the solver then pushes them apart.
func TestCubesAtOnePointKeepFewPairs(t *testing.T) {
	const n, perBody = 2000, 64
	cw := newCollisionWorld(t)
	for range n {
		cw.box(mgl32.Vec3{0, 5, 0}, 1, -9.81, 0)
	}
	cw.step()
	col := ecs.GetResource[Collisions](cw.w)
	assert.LessOrEqual(t, col.Pairs, perBody*n, "pairs listed in the first step")
	cw.run(60)
	assert.LessOrEqual(t, col.Pairs, perBody*n, "pairs listed a second later")
	var spread float32
	for _, r := range ecs.NewQuery1[components.Transform](cw.w, ecs.With[components.Collider]()).All() {
		p := r.Position
		spread = max(spread, abs32(p[0]), abs32(p[2]))
	}
	assert.Greater(t, spread, float32(5), "the crowd spread out across the ground")
}
