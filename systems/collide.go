package systems

import (
	"time"

	"cubefall/collision"
	"cubefall/components"
	"cubefall/ecs"
)

// Collisions is the collide system's resource: the collision engine,
// kept in the world so that its storage is reused from step to step,
// what the adapter keeps beside it, and the counts the HUD shows.
type Collisions struct {
	collision.Engine
	// Awake and Asleep count the moving bodies with a Collider that are
	// awake and those that sleep after the last step (a body that fell
	// asleep in it counts once, as asleep).
	Awake, Asleep int
	// Parts is the time spent in each part of the system so far.
	Parts collision.Parts

	runs       []columnRun  // the awake bodies' tables cut into runs of rows (see gather)
	adding     bool         // this system is adding Sleeping tags itself
	sinceOrder int          // steps since the awake rows were put in the grid's order (see orderRows)
	order      []ecs.Entity // the awake bodies in the grid's order, for orderRows
	toSleep    []ecs.Entity
	woken      []collision.ID
	sleepers   []ecs.Entity // by entity index: the entity each sleeper's ID names (see sleeper)
	grounds    []collision.Ground
	parts      []compoundPart      // the compound bodies' boxes of this step (see gatherParts)
	boxes      []collision.Box     // the same boxes, root by root
	partsOf    map[uint32][2]int32 // per root's entity index: its boxes in boxes
	dt         float32             // the step's length, for the runs
	workers    *ecs.Workers
	gatherRun  func(int) // gatherRunOf and scatterRunOf, made once
	scatterRun func(int)
}

// Collide makes bodies with a [components.Collider] solid: they land on
// the ground, collide with each other, come to rest and fall asleep. It
// runs after physics, spin and respawn in each fixed step. It is the
// adapter between the ECS and the collision engine (package collision,
// which explains the engine's four parts):
//
//  1. gather: copy every awake body (Transform, RigidBody, Collider and
//     the optional Material) out of the ECS columns into the engine's
//     flat slice, and, when the engine asks, every sleeper; a root's
//     drawn children add boxes to its body (collidecompound.go);
//  2. and 3.: the engine's broadphase and solver;
//  4. scatter: write positions and velocities back, ease touching cubes
//     onto a face, and move bodies that stayed slow long enough into the
//     Sleeping table (and the sleepers the engine woke out of it); now
//     and then, put the awake rows in the grid's order first (see
//     orderRows).
//
// Asleep is a tag, so falling asleep and waking are structural changes:
// the entity moves to another archetype table, and every query that says
// Without[Sleeping] — physics, spin and this one — skips it from then on
// for free, instead of testing a flag per entity per step.
//
// What a step leaves for the next follows the engine's rules (see the
// package doc of collision): the bodies are handed in with their
// entities as IDs, so the engine meets them in the order of the
// entities' indices, never of the table rows, which a loaded world does
// not share; and a world loaded from a save tells the engine that its
// sleepers came from outside (SleptElsewhere).
type Collide struct {
	withMat    *ecs.Query5[components.Transform, components.RigidBody, components.Collider, components.Contact, components.Material]
	noMat      *ecs.Query4[components.Transform, components.RigidBody, components.Collider, components.Contact]
	sleepMat   *ecs.Query3[components.Transform, components.Collider, components.Material]
	sleepNoMat *ecs.Query2[components.Transform, components.Collider]
	grounds    *ecs.Query1[components.Ground]
	spins      *ecs.Query2[components.Spin, components.Contact]
	lacking    *ecs.Query1[components.Collider]
	asleep     *ecs.Query1[components.Collider]
	children   *ecs.Query1[ecs.ChildOf] // the parts that may make a root a compound body
}

// Init builds the queries, adds the Collisions resource and registers the
// observers that mark the sleepers' grid out of date. What the queries
// only read they say so ([ecs.ReadOnly]): the colliders, the materials,
// the grounds, and every component of a sleeper, so that gathering the
// sleepers marks none of them changed.
func (c *Collide) Init(w *ecs.World) error {
	awake := ecs.Without[components.Sleeping]()
	asleep := ecs.With[components.Sleeping]()
	root := ecs.Without[ecs.ChildOf]() // a child with a Collider is a box of its root's body (see gatherParts)
	place, box, mat := ecs.ReadOnly[components.Transform](), ecs.ReadOnly[components.Collider](), ecs.ReadOnly[components.Material]()
	c.withMat = ecs.NewQuery5[components.Transform, components.RigidBody, components.Collider, components.Contact, components.Material](w, awake, root, box, mat)
	c.noMat = ecs.NewQuery4[components.Transform, components.RigidBody, components.Collider, components.Contact](w, awake, root, box, ecs.Without[components.Material]())
	c.sleepMat = ecs.NewQuery3[components.Transform, components.Collider, components.Material](w, asleep, root, place, box, mat)
	c.sleepNoMat = ecs.NewQuery2[components.Transform, components.Collider](w, asleep, root, place, box, ecs.Without[components.Material]())
	c.grounds = ecs.NewQuery1[components.Ground](w, ecs.ReadOnly[components.Ground]())
	c.spins = ecs.NewQuery2[components.Spin, components.Contact](w, awake, ecs.ReadOnly[components.Contact]())
	c.lacking = ecs.NewQuery1[components.Collider](w, ecs.Without[components.Contact]())
	c.asleep = ecs.NewQuery1[components.Collider](w, asleep, root)
	c.children = ecs.NewQuery1[ecs.ChildOf](w, ecs.ReadOnly[ecs.ChildOf]())
	if _, ok := ecs.TryResource[Collisions](w); !ok {
		ecs.AddResource(w, &Collisions{})
	}
	// Cubes that came asleep with the world (a saved scene) fell asleep
	// before the observers below were there to say so: they are in no
	// grid until the first step builds one.
	if c.asleep.Count() > 0 {
		ecs.GetResource[Collisions](w).SleptElsewhere()
	}
	watchSleepers(w)
	return nil
}

// Update runs one collision step.
func (c *Collide) Update(w *ecs.World) {
	col := ecs.GetResource[Collisions](w)
	col.dt = float32(ecs.GetResource[ecs.Time](w).Delta)
	if c.lacking.Count() > 0 { // given a Collider after creation: one batch move
		ecs.AddAll(w, components.Contact{}, ecs.With[components.Collider]())
	}
	col.workers = workersOf(w)
	start := time.Now()
	c.gatherGrounds(w, col)
	c.gatherParts(w, col)
	if col.Start(col.workers) {
		c.gatherSleepers(col)
	}
	c.gather(col)
	start = lap(&col.Parts.Gather, start)
	col.FindPairs()
	start = lap(&col.Parts.Broadphase, start)
	col.Solve()
	start = lap(&col.Parts.Solve, start)
	c.scatter(col)
	c.spins.Parallel(col.workers, dampChunk)
	col.orderRows(w)
	col.releaseRuns()
	col.applySleepChanges(w)
	lap(&col.Parts.Scatter, start)
	col.Awake, col.Asleep = c.withMat.Count()+c.noMat.Count(), c.asleep.Count()
}

// lap adds the time since start to part and returns now, the start of the
// next part.
func lap(part *time.Duration, start time.Time) time.Time {
	now := time.Now()
	*part += now.Sub(start)
	return now
}

// gatherGrounds hands the grounds and their materials to the engine.
func (c *Collide) gatherGrounds(w *ecs.World, col *Collisions) {
	col.grounds = col.grounds[:0]
	for e, g := range c.grounds.All() {
		m := components.DefaultMaterial()
		if gm, ok := ecs.TryGet[components.Material](w, e); ok {
			m = *gm
		}
		col.grounds = append(col.grounds, collision.Ground{Height: g.Height, Size: g.Size, Material: collision.Material(m)})
	}
	col.SetGrounds(col.grounds)
}

// halfExtents is a collider's box in world units.
func halfExtents(t *components.Transform, c *components.Collider) [3]float32 {
	return [3]float32{c.HalfExtents[0] * t.Scale[0], c.HalfExtents[1] * t.Scale[1], c.HalfExtents[2] * t.Scale[2]}
}

// gatherSleepers hands every sleeping body to the engine, which sorts
// them into their own grid. It runs only when the engine asks.
func (c *Collide) gatherSleepers(col *Collisions) {
	col.BeginSleepers()
	for t := range c.sleepMat.Tables() {
		ts, cs, ms := t.Columns()
		addSleepers(col, t.Entities(), ts, cs, ms)
	}
	for t := range c.sleepNoMat.Tables() {
		ts, cs := t.Columns()
		addSleepers(col, t.Entities(), ts, cs, nil)
	}
	col.EndSleepers()
}

// addSleepers hands one table's sleeping bodies to the engine.
func addSleepers(col *Collisions, es []ecs.Entity, ts []components.Transform, cs []components.Collider, ms []components.Material) {
	def := components.DefaultMaterial()
	for i := range ts {
		if cs[i].GroundOnly {
			continue
		}
		m := def
		if ms != nil {
			m = ms[i]
		}
		col.AddCompoundSleeper(col.sleeper(es[i]), ts[i].Position, halfExtents(&ts[i], &cs[i]), col.boxesOf(es[i]), collision.Material(m))
	}
}

// idOf is an entity as the engine names it: its index in the low 32 bits,
// its generation in the high ones.
func idOf(e ecs.Entity) collision.ID {
	return collision.ID(uint64(e.Generation())<<32 | uint64(e.Index()))
}

// sleeper is idOf(e) for a body handed to the engine asleep, whose ID
// may come back from Woken: it remembers e by index, for entityOf.
func (col *Collisions) sleeper(e ecs.Entity) collision.ID {
	i := int(e.Index())
	if i >= len(col.sleepers) {
		col.sleepers = append(col.sleepers, make([]ecs.Entity, i+1-len(col.sleepers))...)
	}
	col.sleepers[i] = e
	return idOf(e)
}

// entityOf is the sleeper whose ID is id.
func (col *Collisions) entityOf(id collision.ID) ecs.Entity { return col.sleepers[id.Index()] }
