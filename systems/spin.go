package systems

import (
	"math"

	"cubefall/components"
	"cubefall/ecs"
)

// Spin makes entities with a [components.Spin] tumble: each fixed step
// their Transform.Rotation grows by AngularVelocity·dt.
type Spin struct {
	q *ecs.Query2[components.Transform, components.Spin]
}

// Init builds the query.
func (s *Spin) Init(w *ecs.World) error {
	s.q = ecs.NewQuery2[components.Transform, components.Spin](w)
	return nil
}

// Update turns every spinning entity by one fixed step.
func (s *Spin) Update(w *ecs.World) {
	dt := float32(ecs.GetResource[ecs.Time](w).Delta)
	for t := range s.q.Tables() {
		ts, ss := t.Columns()
		turn(ts, ss, dt)
	}
}

func turn(ts []components.Transform, ss []components.Spin, dt float32) {
	ss = ss[:len(ts)]
	for i := range ts {
		r, av := &ts[i].Rotation, ss[i].AngularVelocity
		r[0] = wrapAngle(r[0] + av[0]*dt)
		r[1] = wrapAngle(r[1] + av[1]*dt)
		r[2] = wrapAngle(r[2] + av[2]*dt)
	}
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
