package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Semi-implicit Euler has an exact discrete solution under constant
// acceleration a: after n steps v = n·a·dt and
// p = p0 + a·dt²·n(n+1)/2 (the sum 1 + 2 + … + n of the velocities).
func TestPhysicsMatchesClosedForm(t *testing.T) {
	w := newWorld()
	p := &Physics{}
	testworld.InitSystem(t, w, p)
	gs := []float32{-9.81, -3, -20, 4}
	es := make([]ecs.Entity, len(gs))
	for i, g := range gs {
		es[i] = testworld.Cube(w, mgl32.Vec3{float32(i), 100, 0}, g)
	}
	const n = 240
	for range n {
		p.Update(w)
	}
	for i, e := range es {
		g := float64(gs[i])
		wantV := n * g * dt
		wantY := 100 + g*dt*dt*n*(n+1)/2
		rb := ecs.Get[components.RigidBody](w, e)
		tr := ecs.Get[components.Transform](w, e)
		assert.InDelta(t, wantV, rb.Velocity.Y(), 1e-3, "velocity of cube %d", i)
		assert.InDelta(t, wantY, tr.Position.Y(), 1e-2, "height of cube %d", i)
		assert.Equal(t, float32(i), tr.Position.X(), "x must not change")
	}
}

func TestPhysicsWithoutGravityKeepsVelocity(t *testing.T) {
	w := newWorld()
	p := &Physics{}
	testworld.InitSystem(t, w, p)
	e := w.NewEntity(ecs.Box(components.NewTransform(mgl32.Vec3{})), ecs.Box(components.RigidBody{Velocity: mgl32.Vec3{6, 0, 0}}))
	for range 60 {
		p.Update(w)
	}
	assert.InDelta(t, 6, ecs.Get[components.Transform](w, e).Position.X(), 1e-4)
	assert.Equal(t, mgl32.Vec3{6, 0, 0}, ecs.Get[components.RigidBody](w, e).Velocity)
}

// The camera falls through the same system as the cubes as soon as it
// carries Gravity and a RigidBody: behaviour follows components, not kinds.
func TestPhysicsMovesTheCameraWhenItHasGravity(t *testing.T) {
	w := newWorld()
	p := &Physics{}
	testworld.InitSystem(t, w, p)
	cam := testworld.Camera(w, mgl32.Vec3{0, 10, 0})
	p.Update(w)
	require.Equal(t, float32(10), ecs.Get[components.Transform](w, cam).Position.Y())
	ecs.Add(w, cam, components.StandardGravity())
	ecs.Add(w, cam, components.RigidBody{})
	p.Update(w)
	assert.Less(t, ecs.Get[components.Transform](w, cam).Position.Y(), float32(10))
}

func TestSpinTurnsAndWraps(t *testing.T) {
	w := newWorld()
	s := &Spin{}
	testworld.InitSystem(t, w, s)
	tr := components.NewTransform(mgl32.Vec3{})
	tr.Rotation = mgl32.Vec3{3.1, 0, 0}
	e := w.NewEntity(ecs.Box(tr), ecs.Box(components.Spin{AngularVelocity: mgl32.Vec3{6, 1.2, 0}}))
	s.Update(w)
	r := ecs.Get[components.Transform](w, e).Rotation
	assert.InDelta(t, 3.1+0.1-2*3.14159265, r.X(), 1e-5, "past π wraps to −π")
	assert.InDelta(t, 0.02, r.Y(), 1e-6)
}

func TestRespawnMovesFallenCubesToTheTop(t *testing.T) {
	w := newWorld()
	r := &Respawn{}
	testworld.InitSystem(t, w, r)
	fallen := testworld.Cube(w, mgl32.Vec3{3, -51, 7}, -9.81)
	ecs.Get[components.RigidBody](w, fallen).Velocity = mgl32.Vec3{0, -30, 0}
	above := testworld.Cube(w, mgl32.Vec3{1, -49, 1}, -9.81)
	for _, e := range []ecs.Entity{fallen, above} {
		ecs.Add(w, e, components.Respawn{Floor: -50, Top: 80})
	}
	r.Update(w)
	assert.Equal(t, mgl32.Vec3{3, 80, 7}, ecs.Get[components.Transform](w, fallen).Position)
	assert.Equal(t, mgl32.Vec3{}, ecs.Get[components.RigidBody](w, fallen).Velocity)
	assert.Equal(t, mgl32.Vec3{1, -49, 1}, ecs.Get[components.Transform](w, above).Position)
}
