package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// The collision system's copies between the ECS columns and its flat body
// list, shared out among the worker pool.
//
// The awake bodies' tables are cut into runs of at most pieceSize rows,
// numbered in table order; run k's bodies go to awake[at:at+len] (at is
// the rows before it), so each run writes its own part of the list and
// any worker may copy it. The scatter uses the same runs: no table
// changes shape between the two, because falling asleep and waking wait
// until the end of the step. Who falls asleep is listed run by run and
// joined in run order, which is table order, as one loop over the tables
// would list them.

// columnRun is one run of rows of a table of awake bodies.
type columnRun struct {
	at      int // where its first body goes in the gathered list
	es      []ecs.Entity
	ts      []components.Transform
	rbs     []components.RigidBody
	cs      []components.Collider
	cts     []components.Contact
	ms      []components.Material // nil: the default material for all
	bounds  gridBounds            // the gather's: its bodies' bounds, for the grid
	toSleep []ecs.Entity          // the scatter's: who fell asleep, in row order
	slept   []body                // and their fixed boxes
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

// gather copies the awake bodies out of their tables, run by run.
func (c *Collide) gather(col *Collisions, dt float32) {
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
	col.awake, col.centres, col.dt = resize(col.awake, n), resize(col.centres, n), dt
	col.ids = resize(col.ids, n)
	if col.gatherRun == nil {
		col.gatherRun, col.scatterRun = col.gatherRunOf, col.scatterRunOf
	}
	col.workers.For(len(col.runs), col.gatherRun)
	col.bounds = col.bounds[:0]
	for k := range col.runs {
		col.bounds = append(col.bounds, col.runs[k].bounds)
	}
	col.measured = true
}

// gatherRunOf copies run k's bodies to their places in the list and
// measures them for the grid: their bounds and the centres of their swept
// boxes (see spatialGrid.sortWithin).
func (col *Collisions) gatherRunOf(k int) {
	r := &col.runs[k]
	def := components.DefaultMaterial()
	r.bounds = emptyBounds()
	bs, centres := col.awake[r.at:r.at+len(r.ts)], col.centres[r.at:r.at+len(r.ts)]
	ids := col.ids[r.at : r.at+len(r.ts)]
	for i, e := range r.es {
		ids[i] = e.Index()
	}
	for i := range r.ts {
		m := def
		if r.ms != nil {
			m = r.ms[i]
		}
		b := body{pos: r.ts[i].Position, vel: r.rbs[i].Velocity, restitution: m.Restitution, friction: m.Friction,
			flags: bodyMoves | flagIf(bodyGroundOnly, r.cs[i].GroundOnly) | flagIf(bodySupported, r.cts[i].Touching)}
		b.half = halfExtents(&r.ts[i], &r.cs[i])
		b.prev = b.pos.Sub(b.vel.Mul(col.dt))
		bs[i] = b
		centres[i] = r.bounds.add(&bs[i])
	}
}

// scatter writes the awake bodies back into their tables, run by run,
// and lists, in table order, who falls asleep; they join the sleepers
// (and their entities the sleepers' entities, in the same order).
func (c *Collide) scatter(col *Collisions) {
	col.workers.For(len(col.runs), col.scatterRun)
	for k := range col.runs {
		r := &col.runs[k]
		col.toSleep = append(col.toSleep, r.toSleep...)
		col.sleeperIDs = append(col.sleeperIDs, r.toSleep...)
		for i := range r.slept {
			col.sleepers = append(col.sleepers, r.slept[i])
			col.freshTops.add(&col.sleepers[len(col.sleepers)-1])
		}
	}
}

// releaseRuns lets go of the tables' columns the runs hold, at the end
// of the step, keeping the storage of the runs' own lists.
func (col *Collisions) releaseRuns() {
	for k := range col.runs {
		r := &col.runs[k]
		*r = columnRun{toSleep: r.toSleep[:0], slept: r.slept[:0]}
	}
}

// scatterRunOf writes run k's bodies back into its rows: position and
// velocity, whether it touches, its rest time; a touching cube eases onto
// a face, and one that stayed slow for sleepAfter seconds is listed to
// fall asleep, with its fixed box for the sleepers' grid.
func (col *Collisions) scatterRunOf(k int) {
	r := &col.runs[k]
	r.toSleep, r.slept = r.toSleep[:0], r.slept[:0]
	for i := range r.ts {
		b := &col.awake[col.place[r.at+i]]
		r.ts[i].Position, r.rbs[i].Velocity = b.pos, b.vel
		ct := &r.cts[i]
		ct.Touching = b.is(bodyTouching)
		if b.is(bodyGroundOnly) {
			continue
		}
		if b.is(bodyTouching) {
			settleRotation(&r.ts[i].Rotation)
		}
		if b.is(bodySlow) {
			ct.Still += col.dt
		} else {
			ct.Still = 0
		}
		if ct.Still >= sleepAfter {
			r.rbs[i].Velocity = [3]float32{}
			r.toSleep = append(r.toSleep, r.es[i])
			r.slept = append(r.slept, fixedBody(b.pos, b.half, b.restitution, b.friction))
		}
	}
}
