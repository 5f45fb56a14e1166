package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSleepAndWakeMoveTables follows one cube through its archetype
// tables: awake while it falls, in a Sleeping table once it has rested
// for a while, back when another cube lands on it, asleep again, and back
// once more when its gravity is taken away.
func TestSleepAndWakeMoveTables(t *testing.T) {
	cw := newCollisionWorld(t)
	e := cw.box(mgl32.Vec3{0, 3, 0}, 1, -9.81, 0.3)
	awakeTable, _ := cw.w.TableOf(e)
	cw.run(3 * 60)
	require.True(t, ecs.Has[components.Sleeping](cw.w, e), "at rest, it sleeps")
	asleepTable, _ := cw.w.TableOf(e)
	assert.NotEqual(t, awakeTable, asleepTable, "falling asleep moved it to another table")
	col := ecs.GetResource[Collisions](cw.w)
	assert.Equal(t, 0, col.Awake)
	assert.Equal(t, 1, col.Asleep)

	hammer := cw.box(mgl32.Vec3{0, 6, 0}, 1, -9.81, 0.3)
	woke := false
	for range 60 {
		cw.step()
		woke = woke || !ecs.Has[components.Sleeping](cw.w, e)
	}
	assert.True(t, woke, "a cube landing on it woke it")
	back, _ := cw.w.TableOf(e)
	if woke && !ecs.Has[components.Sleeping](cw.w, e) {
		assert.Equal(t, awakeTable, back, "awake again, it is back in its first table")
	}
	cw.run(3 * 60)
	require.True(t, ecs.Has[components.Sleeping](cw.w, e), "both settle and sleep again")
	require.True(t, ecs.Has[components.Sleeping](cw.w, hammer))
	assert.InDelta(t, 1.5, cw.pos(hammer)[1], 0.02, "the second cube rests on the first")

	toggleGravity(cw.w, e) // the gun takes its gravity away
	cw.w.ApplyCommands()
	assert.False(t, ecs.Has[components.Sleeping](cw.w, e), "a change of gravity wakes it")
}

// TestRecycledSleeperWakesWhatLayOnIt checks that a cube lifted back to
// the sky after lying asleep for its Respawn.Settled time wakes the cube
// that slept on it, which falls into the gap instead of hanging in the air.
func TestRecycledSleeperWakesWhatLayOnIt(t *testing.T) {
	cw := newCollisionWorld(t)
	base := cw.box(mgl32.Vec3{0, 0.5, 0}, 1, -9.81, 0.3)
	top := cw.box(mgl32.Vec3{0, 1.5, 0}, 1, -9.81, 0.3)
	ecs.Add(cw.w, base, components.Respawn{Floor: -10, Top: 50, Settled: 2})
	cw.run(2 * 60)
	require.True(t, ecs.Has[components.Sleeping](cw.w, top))
	cw.run(2 * 60)
	assert.Greater(t, cw.pos(base)[1], float32(5), "the base went back up")
	assert.Less(t, cw.pos(top)[1], float32(1.4), "the top cube fell into the gap")
}

// TestCameraLandsOnTheGround runs the whole schedule: G gives the camera
// gravity, it falls through the hanging cubes (it collides with the
// ground only) and comes to rest standing on the ground, eyes 1.7 above
// it; flying up lifts it off again.
func TestCameraLandsOnTheGround(t *testing.T) {
	w, s := newScheduled(t)
	w.NewEntity(ecs.Box(components.DefaultGround()))
	cam := testworld.Camera(w, mgl32.Vec3{0, 40, 0})
	ecs.Add(w, cam, components.Collider{HalfExtents: mgl32.Vec3{0.3, 1.7, 0.3}, GroundOnly: true})
	ecs.Add(w, cam, components.Material{Restitution: 0, Friction: 1})
	cube := testworld.Cube(w, mgl32.Vec3{0, 20, 0}, -9.81)
	ecs.Add(w, cube, components.DefaultCollider())
	testworld.Press(w, resources.KeyG)
	testworld.RunFrame(w, s)
	require.True(t, ecs.Has[components.Gravity](w, cam))
	passed := false
	for range 8 * 60 {
		testworld.RunFrame(w, s)
		passed = passed || ecs.Get[components.Transform](w, cam).Position[1] < 19
	}
	assert.True(t, passed, "it fell through the hanging cube")
	assert.InDelta(t, 20, ecs.Get[components.Transform](w, cube).Position[1], 0.01, "the cube still hangs")
	assert.InDelta(t, 1.7, ecs.Get[components.Transform](w, cam).Position[1], 0.01, "it stands on the ground")
	assert.InDelta(t, 0, ecs.Get[components.RigidBody](w, cam).Velocity.Len(), 0.01, "at rest")
	assert.False(t, ecs.Has[components.Sleeping](w, cam), "a ground-only body never sleeps")

	in := ecs.GetResource[resources.Input](w)
	in.SetKey(resources.KeySpace, true)
	for range 10 {
		testworld.RunFrame(w, s)
	}
	in.SetKey(resources.KeySpace, false)
	assert.Greater(t, ecs.Get[components.Transform](w, cam).Position[1], float32(2.5), "flying up lifts it off")
}

// TestAwakeAndAsleepCountEveryBodyOnce: the counts the HUD shows add up to
// the bodies in every step, also in the steps where some fall asleep.
func TestAwakeAndAsleepCountEveryBodyOnce(t *testing.T) {
	cw := newCollisionWorld(t)
	const n = 40
	for i := range n {
		cw.box(mgl32.Vec3{float32(i%8) * 1.5, 0.5 + float32(i/8)*1.2, 0}, 1, -9.81, 0.3)
	}
	col := ecs.GetResource[Collisions](cw.w)
	for step := range 4 * 60 {
		cw.step()
		require.Equal(t, n, col.Awake+col.Asleep, "step %d: %d awake, %d asleep", step, col.Awake, col.Asleep)
	}
	assert.Equal(t, n, col.Asleep, "all came to rest")
}

// TestSleepersKnowWhoTheyAre: the sleepers' entities stay in step with
// the sleepers themselves through a steady rain (bodies fall asleep into
// the fresh grid, the sleepers are rebuilt, hit, woken and recycled):
// every sleeper not since woken is an entity that sleeps where the
// sleeper's box is.
func TestSleepersKnowWhoTheyAre(t *testing.T) {
	cw := rainWorld(t, 3_000, 0)
	col := ecs.GetResource[Collisions](cw.w)
	checked, fresh := 0, 0
	for step := range 600 {
		cw.step()
		for j := range col.Sleepers() {
			id, pos, isFresh, woken := col.Sleeper(j)
			if woken {
				continue
			}
			e := col.entityOf(id)
			require.True(t, ecs.Has[components.Sleeping](cw.w, e), "step %d: sleeper %d, %v, sleeps", step, j, e)
			require.Equal(t, ecs.Get[components.Transform](cw.w, e).Position, pos, "step %d: sleeper %d, %v, is where its box is", step, j, e)
			checked++
			if isFresh {
				fresh++
			}
		}
	}
	assert.Greater(t, checked, 100_000, "many sleepers, checked over many steps")
	assert.Greater(t, fresh, 1_000, "among them many in the fresh grid, sorted every step")
}

// A fixed step moves no sleeper, and marks none moved: a system that
// asks which sleepers moved ([ecs.Changed]) is told of none, though the
// collision engine gathers every sleeper afresh in the step and respawn
// counts how long each has slept.
func TestAStepMarksNoSleeperMoved(t *testing.T) {
	cw := newCollisionWorld(t)
	for i := range 4 {
		e := cw.box(mgl32.Vec3{float32(2 * i), 0.5, 0}, 1, -9.81, 0)
		ecs.Add(cw.w, e, components.Respawn{Floor: -20, Top: 100, Settled: 1000})
	}
	cw.run(60)
	require.Equal(t, 4, ecs.GetResource[Collisions](cw.w).Asleep, "the boxes sleep")
	moved := ecs.NewQuery1[components.Transform](cw.w, ecs.With[components.Sleeping](), ecs.Changed[components.Transform](), ecs.ReadOnly[components.Transform]())
	for range moved.All() { // what changed before: they moved, and fell asleep
	}
	ecs.GetResource[Collisions](cw.w).SleptElsewhere() // the next step gathers every sleeper
	cw.step()
	for e := range moved.All() {
		t.Errorf("%v is marked moved", e)
	}
}
