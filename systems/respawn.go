package systems

import (
	"slices"

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
//
// Whether a body has fallen is a question about that body alone, so the
// fallen are found and lifted chunk by chunk on the worker pool, as in
// [Physics]; the settled, fewer and woken with structural changes, are
// recycled on the calling goroutine.
type Respawn struct {
	blended *ecs.Query4[components.Transform, components.RigidBody, components.Respawn, components.Interpolated]
	plain   *ecs.Query3[components.Transform, components.RigidBody, components.Respawn] // without Interpolated
	settled *ecs.Query4[components.Transform, components.Respawn, components.Contact, components.Collider]
	lifted  []ecs.Entity             // sleepers recycled in this step, woken after the loop
	parts   *ecs.Query1[ecs.ChildOf] // children, whose boxes a recycled root takes along (see wakeAroundParts)
	// the chunk functions as method values, made once so that a step
	// allocates nothing
	liftBlended func(ecs.Chunk4[components.Transform, components.RigidBody, components.Respawn, components.Interpolated])
	liftPlain   func(ecs.Chunk3[components.Transform, components.RigidBody, components.Respawn])
}

// Init builds the queries. Entities without a RigidBody never move, so they
// never need respawning and the queries leave them out; nor do sleepers,
// which do not move either (the settled ones are lifted by
// recycleSettled). Those with an Interpolated (every cube) and those
// without (a falling camera) are two queries, so that a chunk marks the
// teleport in its own column instead of looking each lifted entity up.
func (r *Respawn) Init(w *ecs.World) error {
	awake := ecs.Without[components.Sleeping]()
	r.blended = ecs.NewQuery4[components.Transform, components.RigidBody, components.Respawn, components.Interpolated](w, awake)
	r.plain = ecs.NewQuery3[components.Transform, components.RigidBody, components.Respawn](w, awake, ecs.Without[components.Interpolated]())
	r.settled = ecs.NewQuery4[components.Transform, components.Respawn, components.Contact, components.Collider](w, ecs.With[components.Sleeping](),
		ecs.ReadOnly[components.Transform](), ecs.ReadOnly[components.Respawn](), ecs.ReadOnly[components.Collider]())
	r.parts = ecs.NewQuery1[ecs.ChildOf](w, ecs.ReadOnly[ecs.ChildOf]())
	r.liftBlended, r.liftPlain = r.liftBlendedChunk, r.liftPlainChunk
	return nil
}

// Update moves the fallen entities back up, then the settled ones.
func (r *Respawn) Update(w *ecs.World) {
	ws := workersOf(w)
	r.blended.Parallel(ws, r.liftBlended)
	r.plain.Parallel(ws, r.liftPlain)
	r.recycleSettled(w)
}

// liftBlendedChunk lifts the fallen rows of one chunk and marks each lift
// as a teleport; workers run it side by side.
func (r *Respawn) liftBlendedChunk(c ecs.Chunk4[components.Transform, components.RigidBody, components.Respawn, components.Interpolated]) {
	ts, rbs, rss, ips := c.Columns()
	rbs, rss, ips = rbs[:len(ts)], rss[:len(ts)], ips[:len(ts)]
	for i := range ts {
		if liftFallen(&ts[i], &rbs[i], &rss[i]) {
			ips[i].Teleport()
		}
	}
}

// liftPlainChunk lifts the fallen rows of one chunk of entities that are
// not interpolated.
func (r *Respawn) liftPlainChunk(c ecs.Chunk3[components.Transform, components.RigidBody, components.Respawn]) {
	ts, rbs, rss := c.Columns()
	rbs, rss = rbs[:len(ts)], rss[:len(ts)]
	for i := range ts {
		liftFallen(&ts[i], &rbs[i], &rss[i])
	}
}

// liftFallen moves a body that has fallen below its floor up to its top,
// at rest, and reports whether it did.
func liftFallen(tr *components.Transform, rb *components.RigidBody, rs *components.Respawn) bool {
	if tr.Position[1] < rs.Floor {
		tr.Position[1] = rs.Top
		rb.Velocity = [3]float32{}
		return true
	}
	return false
}

// lift moves e up to its top as a teleport.
func (r *Respawn) lift(w *ecs.World, e ecs.Entity, tr *components.Transform, rs *components.Respawn) {
	tr.Position[1] = rs.Top
	if ip, ok := ecs.TryGet[components.Interpolated](w, e); ok {
		ip.Teleport()
	}
}

// wakeAroundParts asks the engine to wake what touches the boxes of the
// children of the roots about to be lifted, before they are lifted: a
// root and its children are one body in collision (see the collide
// system's gatherParts), and what rests on a child must fall when the
// body is taken away. A recycle is rare, so a look at every child is
// cheap.
func (r *Respawn) wakeAroundParts(w *ecs.World, col *Collisions) {
	for e := range r.parts.All() {
		root := Root(w, e)
		if !slices.Contains(r.lifted, root) {
			continue
		}
		if box, ok := partBox(w, e, root); ok {
			col.WakeAround(ecs.Get[components.Transform](w, root).Position.Add(box.Offset), box.Half)
		}
	}
}

// recycleSettled counts how long each sleeper has slept (in its
// Contact.Still) and lifts those that have slept their Settled time. The
// loop over every sleeper writes only the Contact; the few that are due
// are lifted after it, each through Get, so that only their tables count
// as having a Transform changed ([ecs.Changed]), not every sleeper's.
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
				col.WakeAround(ts[i].Position, halfExtents(&ts[i], &cs[i]))
			}
			cts[i].Still = 0
			r.lifted = append(r.lifted, e)
		}
	}
	if col != nil && len(r.lifted) > 0 {
		r.wakeAroundParts(w, col)
	}
	for _, e := range r.lifted {
		r.lift(w, e, ecs.Get[components.Transform](w, e), ecs.Get[components.Respawn](w, e))
		ecs.Remove[components.Sleeping](w, e)
	}
	r.lifted = r.lifted[:0]
}
