package systems

import (
	"math"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// Magnet is the "magnet" behaviour: every step it pulls each moving body
// (an entity with a RigidBody, falling or hanging) within Radius of it
// towards it, Strength units/s² at its centre fading to nothing at the
// edge. Bodies fly through and swing back, so a magnet gathers a swarm.
//
// A sleeping body ([components.Sleeping]) is not moving, and nothing moves
// it: physics and the collision system leave it out. A pull given to it
// would pile up in its velocity unseen, step after step, and fling it away
// the moment it woke. So a magnet wakes the sleepers in its reach instead
// (by taking their Sleeping tag away once its loop is done) and pulls them
// from the next step on, like every other moving body. If the pull cannot
// lift a woken body off what it rests on, the body falls asleep again.
//
// A magnet never makes a body faster than [MagnetMaxSpeed]: a pull that
// would is shortened so that the body keeps its speed, or reaches that
// one. Without the cap, a strong magnet with a wide reach (both may be
// up to a million) flings bodies faster on every swing, until their
// velocity is beyond what a scene file, and so a save, can hold.
//
// Its parameters are the Behaviour's fields. The queries and the list it
// keeps are caches rebuilt by OnCreate, not state: a Magnet made afresh
// behaves the same.
type Magnet struct {
	bodies   *ecs.Query2[components.Transform, components.RigidBody]
	sleepers *ecs.Query1[components.Transform]
	waking   []ecs.Entity
}

// MagnetMaxSpeed is the fastest, in units per second, that a magnet's
// pull makes a body move: far beyond the swarm of the shipped scenes (a
// few tens of units per second), and a thousandth of the largest number a
// scene holds (scenes.MaxMagnitude), so that a body a magnet flings takes
// a quarter of an hour to leave the world.
const MagnetMaxSpeed = 1000

// magnetCore is the distance within which a magnet stops pulling, so a
// body at its very centre gets no push of undefined direction.
const magnetCore = 0.5

// OnCreate builds the queries.
func (m *Magnet) OnCreate(w *ecs.World, _ ecs.Entity) {
	m.bodies = ecs.NewQuery2[components.Transform, components.RigidBody](w, ecs.Without[components.Sleeping]())
	m.sleepers = ecs.NewQuery1[components.Transform](w, ecs.With[components.Sleeping](), ecs.With[components.RigidBody]())
}

// OnUpdate pulls the bodies in reach by one step.
func (m *Magnet) OnUpdate(w *ecs.World, e ecs.Entity, dt float64) {
	at, ok := ecs.TryGet[components.Transform](w, e)
	if !ok {
		return
	}
	bh := ecs.Get[components.Behaviour](w, e)
	centre, radius, pull := at.Position, bh.Radius, bh.Strength*float32(dt)
	for t := range m.bodies.Tables() {
		ts, rbs := t.Columns()
		es := t.Entities()
		for i := range ts {
			d := centre.Sub(ts[i].Position)
			dist := d.Len()
			if dist < magnetCore || dist > radius || es[i] == e {
				continue
			}
			rbs[i].Velocity = capPull(rbs[i].Velocity, rbs[i].Velocity.Add(d.Mul(pull*(1-dist/radius)/dist)))
		}
	}
	m.wakeSleepersInReach(w, e, centre, radius)
}

// capPull returns the velocity a pull turns was into: pulled, unless that
// is over MagnetMaxSpeed and faster than was; then pulled shortened to
// the larger of the two speeds. A pull of the usual size leaves the
// arithmetic untouched.
func capPull(was, pulled mgl32.Vec3) mgl32.Vec3 {
	speed2 := pulled.LenSqr()
	if speed2 <= MagnetMaxSpeed*MagnetMaxSpeed || speed2 <= was.LenSqr() {
		return pulled
	}
	limit := max(was.Len(), MagnetMaxSpeed)
	return pulled.Mul(limit / float32(math.Sqrt(float64(speed2))))
}

// wakeSleepersInReach takes the Sleeping tag from every sleeping body the
// magnet e would pull, after the loop over them (a structural change
// moves the entity to another table, which a loop over the tables must
// not do under its feet).
func (m *Magnet) wakeSleepersInReach(w *ecs.World, e ecs.Entity, centre mgl32.Vec3, radius float32) {
	for t := range m.sleepers.Tables() {
		ts := t.Columns()
		for i, s := range t.Entities() {
			dist := centre.Sub(ts[i].Position).Len()
			if dist >= magnetCore && dist <= radius && s != e {
				m.waking = append(m.waking, s)
			}
		}
	}
	for _, s := range m.waking {
		ecs.Remove[components.Sleeping](w, s)
	}
	m.waking = m.waking[:0]
}

// OnDestroy has nothing to undo: the pull already given stays.
func (m *Magnet) OnDestroy(*ecs.World, ecs.Entity) {}
