package systems

import (
	"math"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// Spin makes entities with a [components.Spin] tumble: each fixed step
// their Transform.Rotation grows by AngularVelocity·dt.
//
// Sleeping bodies do not turn (the query leaves them out), and neither
// do the children of a sleeping root: a root and its children are one
// body in collision, which sleeps as one, its boxes where they were when
// it fell asleep (see the collide system's gatherParts). Every cube
// turns on its own, so the rows are shared out among the worker pool (the
// [ecs.Workers] resource, sized by -workers): each worker turns whole
// chunks of rows, and the result is the same with one worker or many.
type Spin struct {
	q        *ecs.Query2[components.Transform, components.Spin] // the roots
	children *ecs.Query2[components.Transform, components.Spin]
	dt       float32                                                 // this step's, for turnChunk
	turn     func(ecs.Chunk2[components.Transform, components.Spin]) // s.turnChunk, made once
}

// Init builds the query.
func (s *Spin) Init(w *ecs.World) error {
	s.q = ecs.NewQuery2[components.Transform, components.Spin](w, ecs.Without[components.Sleeping](), ecs.Without[ecs.ChildOf]())
	s.children = ecs.NewQuery2[components.Transform, components.Spin](w, ecs.With[ecs.ChildOf]())
	s.turn = s.turnChunk
	return nil
}

// Update turns every spinning entity by one fixed step.
func (s *Spin) Update(w *ecs.World) {
	s.dt = float32(ecs.GetResource[ecs.Time](w).Delta)
	s.q.Parallel(workersOf(w), s.turn)
	for e, r := range s.children.All() {
		if ecs.Has[components.Sleeping](w, Root(w, e)) {
			continue
		}
		t, sp := r.Get()
		turnRow(&t.Rotation, &sp.AngularVelocity, s.dt)
	}
}

// turnChunk turns one chunk of rows; workers run it side by side.
func (s *Spin) turnChunk(c ecs.Chunk2[components.Transform, components.Spin]) {
	ts, ss := c.Columns()
	turn(ts, ss, s.dt)
}

func turn(ts []components.Transform, ss []components.Spin, dt float32) {
	ss = ss[:len(ts)]
	for i := range ts {
		turnRow(&ts[i].Rotation, &ss[i].AngularVelocity, dt)
	}
}

// turnRow turns one rotation r by angular velocity av for dt. The three
// axes are written out: Go does not unroll a loop over them, and its
// counter and jumps would be most of the instructions per cube.
func turnRow(r, av *mgl32.Vec3, dt float32) {
	r[0] = wrapAngle(r[0] + av[0]*dt)
	r[1] = wrapAngle(r[1] + av[1]*dt)
	r[2] = wrapAngle(r[2] + av[2]*dt)
}

// wrapAngle keeps an angle that has just stepped past ±π within [−π, π].
// Without it a cube that spins for an hour reaches angles of thousands of
// radians, where float32 has only a few correct digits left.
func wrapAngle(a float32) float32 {
	const pi, twoPi = math.Pi, 2 * math.Pi
	if a > pi {
		return a - twoPi
	}
	if a < -pi {
		return a + twoPi
	}
	return a
}
