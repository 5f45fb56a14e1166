package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// Magnet is the "magnet" behaviour: every step it pulls each moving body
// (an entity with a RigidBody, falling or hanging) within Radius of it
// towards it, Strength units/s² at its centre fading to nothing at the
// edge. Bodies fly through and swing back, so a magnet gathers a swarm.
//
// Its parameters are the Behaviour's fields. The query it keeps is a
// cache rebuilt by OnCreate, not state: a Magnet made afresh behaves the
// same.
type Magnet struct {
	bodies *ecs.Query2[components.Transform, components.RigidBody]
}

// magnetCore is the distance within which a magnet stops pulling, so a
// body at its very centre gets no push of undefined direction.
const magnetCore = 0.5

// OnCreate builds the query.
func (m *Magnet) OnCreate(w *ecs.World, _ ecs.Entity) {
	m.bodies = ecs.NewQuery2[components.Transform, components.RigidBody](w)
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
			rbs[i].Velocity = rbs[i].Velocity.Add(d.Mul(pull * (1 - dist/radius) / dist))
		}
	}
}

// OnDestroy has nothing to undo: the pull already given stays.
func (m *Magnet) OnDestroy(*ecs.World, ecs.Entity) {}
