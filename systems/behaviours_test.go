package systems

import (
	"fmt"
	"testing"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"
	"cubefall/scenes"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recorder is a script that logs its calls; its one piece of state, a
// step count, is kept in the entity's Spin component, as a script should.
type recorder struct{ log *[]string }

func (r recorder) OnCreate(w *ecs.World, e ecs.Entity) {
	*r.log = append(*r.log, fmt.Sprint("create ", e))
}
func (r recorder) OnUpdate(w *ecs.World, e ecs.Entity, _ float64) {
	ecs.Get[components.Spin](w, e).AngularVelocity[0]++
	*r.log = append(*r.log, fmt.Sprint("update ", e))
}
func (r recorder) OnDestroy(w *ecs.World, e ecs.Entity) {
	*r.log = append(*r.log, fmt.Sprint("destroy ", e))
}

// withRecorder registers the recorder as "recorder" for one test.
func withRecorder(t *testing.T) *[]string {
	var log []string
	behaviourScripts["recorder"] = func() components.Script { return recorder{&log} }
	t.Cleanup(func() { delete(behaviourScripts, "recorder") })
	return &log
}

func newScripted(w *ecs.World, name string) ecs.Entity {
	return w.NewEntity(ecs.Box(components.Behaviour{Name: name}), ecs.Box(components.Spin{}))
}

func TestBehaviourLifecycle(t *testing.T) {
	log := withRecorder(t)
	w := newWorld()
	b := &Behaviours{}
	testworld.InitSystem(t, w, b)
	a, c := newScripted(w, "recorder"), newScripted(w, "recorder")
	assert.Empty(t, *log, "scripts are made lazily, on the first update")

	b.Update(w)
	b.Update(w)
	assert.Equal(t, []string{"create " + a.String(), "update " + a.String(), "create " + c.String(), "update " + c.String(),
		"update " + a.String(), "update " + c.String()}, *log)
	assert.Equal(t, float32(2), ecs.Get[components.Spin](w, a).AngularVelocity[0], "state lives in components")

	*log = nil
	ecs.Get[components.Behaviour](w, a).Disabled = true
	b.Update(w)
	assert.Equal(t, []string{"update " + c.String()}, *log, "a disabled behaviour is not updated")

	*log = nil
	w.Destroy(a)
	assert.Equal(t, []string{"destroy " + a.String()}, *log, "OnDestroy on destroy, disabled or not")
	*log = nil
	b.Shutdown(w)
	b.Shutdown(w)
	w.DestroyAll()
	assert.Equal(t, []string{"destroy " + c.String()}, *log, "OnDestroy once, at shutdown")
}

func TestBehaviourOnDestroyOnReloadAndRemove(t *testing.T) {
	log := withRecorder(t)
	w := newWorld()
	b := &Behaviours{}
	testworld.InitSystem(t, w, b)
	a, c := newScripted(w, "recorder"), newScripted(w, "recorder")
	never := newScripted(w, "recorder")
	b.Update(w)
	ecs.Remove[components.Behaviour](w, a)
	w.Destroy(never) // destroyed before its first update: never created, never destroyed
	*log = nil
	b.Update(w)
	w.DestroyAll() // what a reload does
	assert.Equal(t, []string{"update " + c.String(), "destroy " + c.String()}, *log)
}

func TestBehaviourUnknownNameIsDisabledAndReported(t *testing.T) {
	w := newWorld()
	b := &Behaviours{}
	testworld.InitSystem(t, w, b)
	e := newScripted(w, "beakon")
	b.Update(w)
	assert.True(t, ecs.Get[components.Behaviour](w, e).Disabled)
	assert.Equal(t, e.String()+`: unknown behaviour "beakon"; known: [beacon magnet]`, ecs.GetResource[resources.Status](w).Text)
}

func TestBeaconPulsesAndGivesItsColourBack(t *testing.T) {
	w := newWorld()
	b := &Behaviours{}
	testworld.InitSystem(t, w, b)
	red := mgl32.Vec3{1, 0.2, 0}
	e := w.NewEntity(ecs.Box(components.Behaviour{Name: "beacon", Period: 1}), ecs.Box(components.Mesh{Name: "cube", Color: red}))
	seen := map[float32]bool{}
	for range 60 { // one second: one whole pulse
		b.Update(w)
		c := ecs.Get[components.Mesh](w, e).Color
		require.InDelta(t, c[1]/c[0], 0.2, 1e-5, "the hue stays")
		seen[float32(int(c[0]*4))/4] = true
	}
	assert.Len(t, seen, 4, "from a quarter to full brightness: %v", seen)
	w.Destroy(e)
	w.ApplyCommands()
	e2 := w.NewEntity(ecs.Box(components.Behaviour{Name: "beacon", Period: 1}), ecs.Box(components.Mesh{Color: red}))
	b.Update(w)
	ecs.Remove[components.Behaviour](w, e2)
	w.ApplyCommands()
	assert.Equal(t, red, ecs.Get[components.Mesh](w, e2).Color, "OnDestroy restores the colour")
	assert.False(t, ecs.Has[components.Glow](w, e2), "and drops the Glow")
}

func TestMagnetPullsBodiesInReach(t *testing.T) {
	w := newWorld()
	b := &Behaviours{}
	testworld.InitSystem(t, w, b)
	w.NewEntity(ecs.Box(components.NewTransform(mgl32.Vec3{})), ecs.Box(components.Behaviour{Name: "magnet", Radius: 10, Strength: 6}))
	near := testworld.Cube(w, mgl32.Vec3{5, 0, 0}, 0)
	far := testworld.Cube(w, mgl32.Vec3{0, 20, 0}, 0)
	b.Update(w)
	v := ecs.Get[components.RigidBody](w, near).Velocity
	assert.InDelta(t, -6*0.5*dt, v[0], 1e-6, "half the strength halfway out, towards the magnet")
	assert.Zero(t, v[1])
	assert.Equal(t, mgl32.Vec3{}, ecs.Get[components.RigidBody](w, far).Velocity)
}

func TestBehaviourRegistriesAgree(t *testing.T) {
	assert.ElementsMatch(t, BehaviourNames(), components.BehaviourNames())
}

// The beacons scene's magnets pull bodies as part of the simulation: after
// the same 120 fixed steps, the world is the same whether the frames came
// at 60 Hz, at 120 Hz, or at 60 Hz in half-speed slow motion. (Run once a
// frame with the frame's time, the pull would depend on both.)
func TestBehavioursKeepTheSimulationsPace(t *testing.T) {
	run := func(frame time.Duration, scale float64, frames int) uint64 {
		sc, err := scenes.Open("beacons")
		require.NoError(t, err)
		w, s := newScheduled(t)
		require.NoError(t, sc.Spawn(w, scenes.Overrides{Cubes: 300}))
		ecs.GetResource[ecs.Time](w).Scale = scale
		for range frames {
			s.Frame(frame)
			ecs.GetResource[resources.Input](w).EndFrame()
		}
		require.Equal(t, uint64(120), ecs.GetResource[ecs.Time](w).Steps)
		return w.Hash()
	}
	step := time.Second / 60
	at60 := run(step, 1, 120)
	assert.Equal(t, at60, run(step/2, 1, 240), "at 120 frames a second")
	assert.Equal(t, at60, run(step, 0.5, 240), "in slow motion")
}

// TestMagnetWakesTheSleepersItPulls puts a magnet above a cube asleep on
// the ground. The cube must not sleep on with a pull piling up in its
// velocity (woken later, it would be flung away): the magnet wakes it and
// lifts it like any moving body.
func TestMagnetWakesTheSleepersItPulls(t *testing.T) {
	cw := newCollisionWorld(t)
	b := &Behaviours{}
	testworld.InitSystem(t, cw.w, b)
	cw.systems = append([]ecs.System{b}, cw.systems...)
	cube := cw.box(mgl32.Vec3{0, 0.5, 0}, 1, -9.81, 0.3)
	cw.run(3 * 60)
	require.True(t, ecs.Has[components.Sleeping](cw.w, cube), "at rest, it sleeps")

	cw.w.NewEntity(ecs.Box(components.NewTransform(mgl32.Vec3{0, 5, 0})),
		ecs.Box(components.Behaviour{Name: "magnet", Radius: 25, Strength: 40}))
	highest := float32(0)
	for step := range 10 * 60 {
		cw.step()
		v := ecs.Get[components.RigidBody](cw.w, cube).Velocity
		if ecs.Has[components.Sleeping](cw.w, cube) {
			require.Equal(t, mgl32.Vec3{}, v, "step %d: asleep, yet it carries a velocity", step)
		}
		highest = max(highest, cw.pos(cube)[1])
	}
	assert.Greater(t, highest, float32(2), "the magnet woke it and lifted it off the ground")
}
