package systems

import (
	"fmt"
	"math"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
)

// BenchmarkStormStep is the storm scene's fixed step at a million cubes:
// record, fall, turn and respawn. "separate" is physics, spin and respawn
// one after another (each pass streams the Transform column from memory
// again); "fused" is the same step with the [FusedStep] scheduled first,
// which does all four in one pass over the rows; "stream" is the memory's
// floor under the fused pass (benchStepStream); "plain" is the fused loop
// on a slice of structs with no ECS and one goroutine, the yardstick. Every
// round steps the world on, so cubes keep falling through their floor and
// respawning as in the demo.
func BenchmarkStormStep(b *testing.B) {
	const n = 1_000_000
	for _, bc := range []struct {
		name    string
		fused   bool
		workers int
	}{{"separate", false, 1}, {"separate", false, 2}, {"fused", true, 1}, {"fused", true, 2}} {
		b.Run(fmt.Sprintf("%s/1M/workers=%d", bc.name, bc.workers), func(b *testing.B) {
			w := stormScene(b, n)
			defer usePool(w, bc.workers).Close()
			ss := fixedStepSystems(bc.fused)
			for _, s := range ss {
				initSystem(b, w, s)
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
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("stream/1M/workers=%d", workers), func(b *testing.B) {
			benchStepStream(b, n, workers)
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
// runs it (collide, which has nothing to do there, left out), with or
// without the fused pass.
func fixedStepSystems(fused bool) []ecs.System {
	ss := []ecs.System{&Physics{}, &Spin{}, &Respawn{}}
	if fused {
		ss = append([]ecs.System{&FusedStep{}}, ss...)
	}
	return ss
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

// plainFixedStep is the fused step written out on the plain layout.
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

// benchStepStream is the memory's floor under the fused step: the same
// rows of the same world, shared out by the same pool in the same chunks,
// reading the same six columns and writing the same three, with the
// arithmetic cut to one addition per value and no respawn test. The fused
// step cannot beat it; how far it lies above it is the step's own work.
func benchStepStream(b *testing.B, n, workers int) {
	w := stormScene(b, n)
	defer usePool(w, workers).Close()
	q := ecs.NewQuery6[components.Transform, components.RigidBody, components.Gravity, components.Spin, components.Respawn, components.Interpolated](w,
		ecs.Without[components.Sleeping](), ecs.Without[components.Collider]())
	ws := ecs.GetResource[ecs.Workers](w)
	var step uint32
	chunk := func(t fusedTable) { streamStepRows(t, step) }
	for b.Loop() {
		step++
		q.Parallel(ws, chunk)
	}
	perEntity(b, n)
}

// streamStepRows touches every byte the fused step touches in one chunk:
// each row's Interpolated takes the Transform, the Transform takes the
// velocity and the spin, the velocity takes the force, and the respawn
// floor is read into the record's step.
func streamStepRows(t fusedTable, step uint32) {
	ts, rbs, gs, ss, rss, ips := t.Columns()
	n := len(ts)
	rbs, gs, ss, rss, ips = rbs[:n], gs[:n], ss[:n], rss[:n], ips[:n]
	for i := range ts {
		tr, rb, ip := &ts[i], &rbs[i], &ips[i]
		ip.Position, ip.Rotation = tr.Position, tr.Rotation
		ip.Step = step ^ math.Float32bits(rss[i].Floor)
		for k := range 3 { // axis by axis, as the systems' loops: mgl32's Vec3 methods go through the stack
			tr.Position[k] += rb.Velocity[k]
			tr.Rotation[k] += ss[i].AngularVelocity[k]
			rb.Velocity[k] += gs[i].Force[k]
		}
	}
}
