package systems

import (
	"fmt"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/scenes"
)

// BenchmarkStormStep is the storm scene's fixed step at a million cubes:
// record, fall, turn and respawn. "separate" is the step as the schedule
// runs it: physics (with its recording), spin and respawn one after
// another, each a pass of its own over its query, its rows shared out
// among the workers. "plain" is the same work on a slice of structs with
// no ECS and one goroutine, the yardstick. Every round steps the world
// on, so cubes keep falling through their floor and respawning as in the
// demo.
func BenchmarkStormStep(b *testing.B) {
	const n = 1_000_000
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("separate/1M/workers=%d", workers), func(b *testing.B) {
			w := stormScene(b, n)
			defer testworld.UsePool(w, workers).Close()
			ss := fixedStepSystems()
			for _, s := range ss {
				testworld.InitSystem(b, w, s)
			}
			tm := ecs.GetResource[ecs.Time](w)
			for b.Loop() {
				tm.Steps++
				for _, s := range ss {
					s.Update(w)
				}
			}
			perEntity(b, n)
		})
	}
	b.Run("plain/1M", func(b *testing.B) {
		cs := plainStormCubes(b, n)
		var step uint64
		for b.Loop() {
			step++
			plainFixedStep(cs, dt, step)
		}
		perEntity(b, n)
	})
}

// fixedStepSystems is the fixed step of the storm scene as the schedule
// runs it (collide, which has nothing to do there, left out).
func fixedStepSystems() []ecs.System {
	return []ecs.System{&Physics{}, &Spin{}, &Respawn{}}
}

// stormScene is the shipped storm scene with n cubes, spawned as the demo
// does, with the test worlds' fixed step (1/60 s).
func stormScene(tb testing.TB, n int) *ecs.World {
	tb.Helper()
	s, err := scenes.Open("storm")
	if err != nil {
		tb.Fatal(err)
	}
	w := newWorld()
	if err := s.Spawn(w, scenes.Overrides{Cubes: n}); err != nil {
		tb.Fatal(err)
	}
	return w
}

// plainStormCube is the plain baseline's layout: what the fixed step reads
// and writes of a storm cube, side by side in one struct.
type plainStormCube struct {
	T  components.Transform
	RB components.RigidBody
	G  components.Gravity
	S  components.Spin
	R  components.Respawn
	IP components.Interpolated
}

// plainStormCubes copies the storm scene's cubes into the plain layout.
func plainStormCubes(tb testing.TB, n int) []plainStormCube {
	w := stormScene(tb, n)
	cs := make([]plainStormCube, 0, n)
	q := ecs.NewQuery6[components.Transform, components.RigidBody, components.Gravity, components.Spin, components.Respawn, components.Interpolated](w)
	for t := range q.Tables() {
		ts, rbs, gs, ss, rs, ips := t.Columns()
		for i := range ts {
			cs = append(cs, plainStormCube{ts[i], rbs[i], gs[i], ss[i], rs[i], ips[i]})
		}
	}
	return cs
}

// plainFixedStep is the storm's fixed step written out on the plain
// layout: per cube, record, fall, turn and respawn.
func plainFixedStep(cs []plainStormCube, dt float32, step uint64) {
	for i := range cs {
		c := &cs[i]
		c.IP.Position, c.IP.Rotation, c.IP.Step = c.T.Position, c.T.Rotation, uint32(step)
		for k := range 3 {
			c.RB.Velocity[k] += c.G.Force[k] * dt
			c.T.Position[k] += c.RB.Velocity[k] * dt
			c.T.Rotation[k] = wrapAngle(c.T.Rotation[k] + c.S.AngularVelocity[k]*dt)
		}
		if c.T.Position[1] < c.R.Floor {
			c.T.Position[1], c.RB.Velocity, c.IP.Step = c.R.Top, [3]float32{}, 0
		}
	}
}
