package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// TestSleepersThatCameWithTheWorldAreSolidAtOnce: a saved scene can hold
// cubes already asleep, and they exist before the collision system starts
// (the app spawns the scene, then starts the scheduler). A cube dropped
// onto such a layer in the first steps must land on it, not sink into it
// while the layer waits for its first place in a grid.
func TestSleepersThatCameWithTheWorldAreSolidAtOnce(t *testing.T) {
	cw := &collisionWorld{w: newWorld(), systems: []ecs.System{&Physics{}, &Spin{}, &Collide{}, &Respawn{}}}
	w := cw.w
	w.NewEntity(ecs.Box(components.DefaultGround()), ecs.Box(components.Material{Restitution: 0.5, Friction: 0.6}))
	for x := range 5 {
		for z := range 5 {
			e := cw.box(mgl32.Vec3{float32(x) - 2, 0.5, float32(z) - 2}, 1, -9.81, 0)
			ecs.Add(w, e, components.Sleeping{})
		}
	}
	dropped := cw.box(mgl32.Vec3{0, 1.6, 0}, 1, -9.81, 0)
	ecs.Get[components.RigidBody](w, dropped).Velocity = mgl32.Vec3{0, -6, 0}
	for _, s := range cw.systems {
		testworld.InitSystem(t, w, s)
	}
	for step := range 60 {
		cw.step()
		if o := maxOverlap(w); o > 0.05 {
			t.Fatalf("step %d: two cubes overlap by %.0f%% of the smaller one", step+1, 100*o)
		}
	}
	assert.InDelta(t, 1.5, cw.pos(dropped)[1], 0.05, "the dropped cube lies on the layer")
}
