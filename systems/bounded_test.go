package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"

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
		initSystem(t, w, s)
	}
	cw.run(90)
	col := ecs.GetResource[Collisions](w)
	assert.LessOrEqual(t, col.tops.raised+col.freshTops.raised, 1000, "tiles raised in the height maps")
	for _, e := range dropped {
		assert.Greater(t, cw.pos(e)[1], float32(0.25), "cube %v is held up by the huge box", e)
	}
}
