package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// Respawn keeps the snowfall going: an entity with a [components.Respawn]
// that has fallen below its Floor reappears at its Top, at the same X and Z,
// at rest. On a ground, where cubes land instead of falling past the
// floor, a Respawn with Settled above 0 also recycles cubes that have lain
// asleep that long: they are woken and moved up to their Top, and whatever
// slept on top of them is woken too, so it falls into the gap.
//
// The jump is a teleport, not motion: Respawn marks it on the entity's
// [components.Interpolated], so the renderer does not draw the cube
// sweeping up through the scene.
type Respawn struct {
	q       *ecs.Query3[components.Transform, components.RigidBody, components.Respawn]
	settled *ecs.Query4[components.Transform, components.Respawn, components.Contact, components.Collider]
	blends  ecs.ComponentAccess[components.Interpolated]
	lifted  []ecs.Entity // sleepers recycled in this step, woken after the loop
}

// Init builds the queries. Entities without a RigidBody never move, so they
// never need respawning and the query leaves them out.
func (r *Respawn) Init(w *ecs.World) error {
	r.q = ecs.NewQuery3[components.Transform, components.RigidBody, components.Respawn](w)
	r.settled = ecs.NewQuery4[components.Transform, components.Respawn, components.Contact, components.Collider](w, ecs.With[components.Sleeping]())
	r.blends = ecs.NewComponentAccess[components.Interpolated](w)
	return nil
}

// Update moves the fallen entities back up, then the settled ones.
func (r *Respawn) Update(w *ecs.World) {
	for t := range r.q.Tables() {
		for e, row := range t.All() {
			tr, rb, rs := row.Get()
			if tr.Position[1] < rs.Floor {
				r.lift(e, tr, rs)
				rb.Velocity = [3]float32{}
			}
		}
	}
	r.recycleSettled(w)
}

// lift moves e up to its top as a teleport.
func (r *Respawn) lift(e ecs.Entity, tr *components.Transform, rs *components.Respawn) {
	tr.Position[1] = rs.Top
	if ip, ok := r.blends.TryGet(e); ok {
		ip.Teleport()
	}
}

// recycleSettled counts how long each sleeper has slept (in its
// Contact.Still) and lifts those that have slept their Settled time.
func (r *Respawn) recycleSettled(w *ecs.World) {
	dt := float32(ecs.GetResource[ecs.Time](w).Delta)
	col, _ := ecs.TryResource[Collisions](w)
	for t := range r.settled.Tables() {
		ts, rss, cts, cs := t.Columns()
		for i, e := range t.Entities() {
			cts[i].Still += dt
			if rss[i].Settled <= 0 || cts[i].Still < rss[i].Settled {
				continue
			}
			if col != nil {
				col.WakeAround(body{pos: ts[i].Position, half: halfExtents(&ts[i], &cs[i])})
			}
			r.lift(e, &ts[i], &rss[i])
			cts[i].Still = 0
			r.lifted = append(r.lifted, e)
		}
	}
	for _, e := range r.lifted {
		ecs.Remove[components.Sleeping](w, e)
	}
	r.lifted = r.lifted[:0]
}
