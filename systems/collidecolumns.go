package systems

import (
	"cubefall/collision"
	"cubefall/components"
	"cubefall/ecs"
)

// The collide system's copies between the ECS columns and the engine's
// flat body list, shared out among the worker pool.
//
// The awake bodies' tables are cut into runs of at most pieceSize rows,
// numbered in table order; run k's bodies go to the engine's list from at
// (the rows before it), so each run writes its own part of the list and
// any worker may copy it. The scatter uses the same runs: no table
// changes shape between the two, because falling asleep and waking wait
// until the end of the step. Who falls asleep is listed run by run and
// joined in run order, which is table order, as one loop over the tables
// would list them. Sharing the copies among the workers buys part of the
// median step of "100,000 colliding cubes" on the performance page.

// pieceSize is how many rows one run holds: a few thousand awake bodies
// (the default scene's rain) make six or more runs, which two workers
// share nearly evenly.
const pieceSize = 512

// columnRun is one run of rows of a table of awake bodies.
type columnRun struct {
	at      int // where its first body goes in the gathered list
	es      []ecs.Entity
	ts      []components.Transform
	rbs     []components.RigidBody
	cs      []components.Collider
	cts     []components.Contact
	ms      []components.Material // nil: the default material for all
	toSleep []ecs.Entity          // the scatter's: who fell asleep, in row order
	slept   []int32               // and where they were gathered
	roots   []int32               // the gather's: its compound bodies' rows (see gatherParts)
}

// cutRuns adds the runs of one table, whose rows come after the n
// gathered before it, and returns the count with them.
func (col *Collisions) cutRuns(n int, es []ecs.Entity, ts []components.Transform, rbs []components.RigidBody, cs []components.Collider, cts []components.Contact, ms []components.Material) int {
	for lo := 0; lo < len(ts); lo += pieceSize {
		hi := min(lo+pieceSize, len(ts))
		r := nextSlot(&col.runs) // keeps the run's lists' storage
		r.at, r.es, r.ts, r.rbs, r.cs, r.cts = n+lo, es[lo:hi], ts[lo:hi], rbs[lo:hi], cs[lo:hi], cts[lo:hi]
		r.ms = nil
		if ms != nil {
			r.ms = ms[lo:hi]
		}
	}
	return n + len(ts)
}

// gather hands the awake bodies to the engine, run by run.
func (c *Collide) gather(col *Collisions) {
	col.runs = col.runs[:0]
	n := 0
	for t := range c.withMat.Tables() {
		ts, rbs, cs, cts, ms := t.Columns()
		n = col.cutRuns(n, t.Entities(), ts, rbs, cs, cts, ms)
	}
	for t := range c.noMat.Tables() {
		ts, rbs, cs, cts := t.Columns()
		n = col.cutRuns(n, t.Entities(), ts, rbs, cs, cts, nil)
	}
	col.Gather(n, len(col.runs))
	if col.gatherRun == nil {
		col.gatherRun, col.scatterRun = col.gatherRunOf, col.scatterRunOf
	}
	col.workers.For(len(col.runs), col.gatherRun)
	for k := range col.runs {
		r := &col.runs[k]
		for _, i := range r.roots {
			col.Compound(r.at+int(i), col.boxesOf(r.es[i]))
		}
	}
}

// gatherRunOf copies run k's bodies into its part of the engine's list.
func (col *Collisions) gatherRunOf(k int) {
	r := &col.runs[k]
	def := components.DefaultMaterial()
	out := col.Run(k, r.at, len(r.ts))
	r.roots = r.roots[:0]
	for i := range r.ts {
		m := def
		if r.ms != nil {
			m = r.ms[i]
		}
		b := collision.NewBody(r.ts[i].Position, r.rbs[i].Velocity, halfExtents(&r.ts[i], &r.cs[i]),
			collision.Material(m), r.cs[i].GroundOnly, r.cts[i].Touching, col.dt)
		out.Put(i, idOf(r.es[i]), &b)
		if col.boxesOf(r.es[i]) != nil {
			r.roots = append(r.roots, int32(i))
		}
	}
}

// scatter writes the awake bodies back into their tables, run by run,
// and hands the engine, in table order, who falls asleep.
func (c *Collide) scatter(col *Collisions) {
	col.workers.For(len(col.runs), col.scatterRun)
	for k := range col.runs {
		r := &col.runs[k]
		col.toSleep = append(col.toSleep, r.toSleep...)
		for n, i := range r.slept {
			col.FellAsleep(col.sleeper(r.toSleep[n]), col.Gathered(int(i)))
		}
	}
}

// releaseRuns lets go of the tables' columns the runs hold, at the end
// of the step, keeping the storage of the runs' own lists.
func (col *Collisions) releaseRuns() {
	for k := range col.runs {
		r := &col.runs[k]
		*r = columnRun{toSleep: r.toSleep[:0], slept: r.slept[:0], roots: r.roots[:0]}
	}
}

// scatterRunOf writes run k's bodies back into its rows: position and
// velocity, whether it touches, its rest time; a touching cube eases onto
// a face, and one that the engine says rested long enough is listed to
// fall asleep.
func (col *Collisions) scatterRunOf(k int) {
	r := &col.runs[k]
	r.toSleep, r.slept = r.toSleep[:0], r.slept[:0]
	for i := range r.ts {
		b := col.Gathered(r.at + i)
		r.ts[i].Position, r.rbs[i].Velocity = col.Origin(b), b.Vel()
		ct := &r.cts[i]
		ct.Touching = b.Touching()
		if b.GroundOnly() {
			continue
		}
		if ct.Touching {
			collision.SettleRotation(&r.ts[i].Rotation)
		}
		var asleep bool
		if ct.Still, asleep = collision.Rest(b, ct.Still, col.dt); asleep {
			r.rbs[i].Velocity = [3]float32{}
			r.toSleep = append(r.toSleep, r.es[i])
			r.slept = append(r.slept, int32(r.at+i))
		}
	}
}

// nextSlot lengthens *s by one element and returns it. Within the
// capacity, the element is the one left there last time, with whatever
// storage its own slices still hold, so lists of runs refilled every step
// allocate nothing once warm; past it, the new element is zero.
func nextSlot[T any](s *[]T) *T {
	if len(*s) < cap(*s) {
		*s = (*s)[:len(*s)+1]
	} else {
		var zero T
		*s = append(*s, zero)
	}
	return &(*s)[len(*s)-1]
}
