package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// The steps of [Collide] that work on the flat body lists alone.

// findPairs sorts the awake bodies into the grid and lists every pair of
// boxes that overlap or touch: awake with awake (each pair once, the lower
// index first) and awake with sleeping. The grid sorts the bodies
// themselves by cell, so from here on col.awake is in the grid's order
// (col.place says where each gathered body went). A sleeper in a pair is
// copied into touched, a short slice the solver's passes then read
// instead of the list of every sleeper: a fixed box never moves, so each
// pair may have its own copy, and only a hit is carried back. The bodies
// that are in some pair are listed in paired: the solver's later passes
// visit only them.
func (col *Collisions) findPairs() {
	col.awake, col.spare = col.grid.sort(col.awake, col.spare), col.awake
	col.place = resize(col.place, len(col.awake))
	for at := range col.awake {
		col.place[col.awake[at].slot] = int32(at)
		col.awake[at].paired = false
	}
	col.pairs, col.fixed = col.pairs[:0], col.fixed[:0]
	col.touched, col.touchedFrom = col.touched[:0], col.touchedFrom[:0]
	near := col.near[:0]
	for i := range col.awake {
		a := &col.awake[i]
		if a.groundOnly {
			continue
		}
		centre, half := a.swept()
		near = col.grid.nearFrom(int32(i+1), centre, half, near[:0]) // only boxes that touch a's, sorted after it
		for _, j := range near {
			if b := &col.awake[j]; !b.groundOnly {
				col.pairs = append(col.pairs, [2]int32{int32(i), j})
				a.paired, b.paired = true, true
			}
		}
		near = col.sleepersNear(centre, half, near[:0])
		for _, j := range near {
			col.fixed = append(col.fixed, [2]int32{int32(i), int32(len(col.touched))})
			col.touched = append(col.touched, col.sleepers[j])
			col.touchedFrom = append(col.touchedFrom, j)
			a.paired = true
		}
	}
	col.near = near
	col.Pairs = len(col.pairs) + len(col.fixed)
	col.listPaired()
}

// listPaired lists the awake bodies whose position a contact with
// another box may change during the solver's passes: those in a pair, or
// every body when there is more than one ground (a lift off one could
// take a body into another).
func (col *Collisions) listPaired() {
	col.paired = col.paired[:0]
	for i := range col.awake {
		if col.awake[i].paired || len(col.grounds) > 1 {
			col.paired = append(col.paired, int32(i))
		}
	}
}

// sleepersNear appends the indices into sleepers of the sleeping bodies
// near a box, from both of their grids, leaving out those that have woken
// since they were gathered.
func (col *Collisions) sleepersNear(centre, half [3]float32, out []int32) []int32 {
	start := len(out)
	out = col.still.near(centre, half, out)
	mid := len(out)
	out = col.fresh.near(centre, half, out)
	for k := mid; k < len(out); k++ {
		out[k] += int32(col.nStill)
	}
	if len(col.wokenList) == 0 {
		return out
	}
	kept := out[:start]
	for _, j := range out[start:] {
		if !col.isWoken(col.sleepers[j].e) {
			kept = append(kept, j)
		}
	}
	return kept
}

// isWoken reports whether e woke since the sleepers were gathered.
func (col *Collisions) isWoken(e ecs.Entity) bool {
	i := e.Index()
	return int(i/64) < len(col.woken) && col.woken[i/64]&(1<<(i%64)) != 0
}

// markWoken records that e woke (or its Sleeping went, however).
func (col *Collisions) markWoken(e ecs.Entity) {
	i := e.Index()
	for int(i/64) >= len(col.woken) {
		col.woken = append(col.woken, 0)
	}
	if col.woken[i/64]&(1<<(i%64)) == 0 {
		col.woken[i/64] |= 1 << (i % 64)
		col.wokenList = append(col.wokenList, uint32(i))
	}
}

// pairMargin is how close two boxes must come to be listed as a pair:
// a little apart still counts, because the solver's pushes move boxes
// during the step, and a box pushed into one it was not paired with
// would stay inside it until the next step.
const pairMargin = 0.05

// boxesTouch reports whether the boxes two bodies swept through during
// the step overlap or come within pairMargin of each other on every axis.
func boxesTouch(a, b *body) bool {
	ca, ha := a.swept()
	cb, hb := b.swept()
	for k := range 3 {
		if abs32(cb[k]-ca[k]) > ha[k]+hb[k]+pairMargin {
			return false
		}
	}
	return true
}

// swept returns the box a body swept through during the step, from where
// it was to where it is: its centre and half size.
func (b *body) swept() (centre, half [3]float32) {
	for k := range 3 {
		centre[k] = (b.pos[k] + b.prev[k]) / 2
		half[k] = b.half[k] + abs32(b.pos[k]-b.prev[k])/2
	}
	return centre, half
}

// solve goes over the ground contacts and the pairs several times; each
// pass works with the positions and velocities the last one left, so a
// push travels from box to box up a stack (the Gauss–Seidel scheme that
// most game physics engines use).
//
// Two shortcuts leave the result exactly as if every pass visited
// everything. A body in no pair meets only the ground, and a ground
// contact leaves the body resting on the plane and not moving into it,
// so a second visit changes nothing: after the first pass, only the
// bodies in pairs meet the ground again. And a pass that changes no
// position and no velocity would be followed by passes that see the same
// boxes and change nothing either, so the passes stop there.
func (col *Collisions) solve() {
	col.Contacts = 0
	for pass := range solverIterations {
		contacts, moved := 0, false
		if pass == 0 {
			for i := range col.awake {
				moved = col.meetGrounds(&col.awake[i]) || moved
			}
		} else {
			for _, i := range col.paired {
				moved = col.meetGrounds(&col.awake[i]) || moved
			}
		}
		for _, p := range col.pairs {
			touched, changed := boxContact(&col.awake[p[0]], &col.awake[p[1]])
			if touched {
				contacts++
			}
			moved = moved || changed
		}
		for _, p := range col.fixed {
			touched, changed := boxContact(&col.awake[p[0]], &col.touched[p[1]])
			if touched {
				contacts++
			}
			moved = moved || changed
		}
		if pass == 0 {
			col.Contacts = contacts
		}
		if !moved {
			break
		}
	}
	for i := range col.awake {
		b := &col.awake[i]
		b.slow = b.vel.LenSqr() < sleepSpeed*sleepSpeed
	}
	for _, p := range col.pairs {
		tipOver(&col.awake[p[0]], &col.awake[p[1]])
	}
	for _, p := range col.fixed {
		tipOver(&col.awake[p[0]], &col.touched[p[1]])
	}
	for k := range col.touched {
		if col.touched[k].hit {
			col.sleepers[col.touchedFrom[k]].hit = true
		}
	}
}

// meetGrounds keeps b above every ground and reports whether that moved
// it or changed its velocity.
func (col *Collisions) meetGrounds(b *body) bool {
	moved := false
	for g := range col.grounds {
		moved = groundContact(b, &col.grounds[g].g, col.grounds[g].m) || moved
	}
	return moved
}

// wakeRegions wakes the sleepers that touch a region asked for with
// WakeAround.
func (col *Collisions) wakeRegions() {
	for i := range col.wakeBoxes {
		r := &col.wakeBoxes[i]
		col.near = col.sleepersNear(r.pos, r.half, col.near[:0])
		for _, j := range col.near {
			if boxesTouch(r, &col.sleepers[j]) {
				col.sleepers[j].hit = true
			}
		}
	}
	col.wakeBoxes = col.wakeBoxes[:0]
}

// scatter writes the awake bodies back into their tables, in the order
// gather read them, and decides who falls asleep.
func (c *Collide) scatter(col *Collisions, dt float32) {
	n := 0
	for t := range c.withMat.Tables() {
		ts, rbs, _, cts, _ := t.Columns()
		n = col.writeBack(n, ts, rbs, cts, dt)
	}
	for t := range c.noMat.Tables() {
		ts, rbs, _, cts := t.Columns()
		n = col.writeBack(n, ts, rbs, cts, dt)
	}
}

// writeBack copies bodies from index n on into one table's columns and
// returns the index after the last.
func (col *Collisions) writeBack(n int, ts []components.Transform, rbs []components.RigidBody, cts []components.Contact, dt float32) int {
	for i := range ts {
		b := &col.awake[col.place[n+i]]
		ts[i].Position, rbs[i].Velocity = b.pos, b.vel
		ct := &cts[i]
		ct.Touching = b.touching
		if b.groundOnly {
			continue
		}
		if b.touching {
			settleRotation(&ts[i].Rotation)
		}
		if b.slow {
			ct.Still += dt
		} else {
			ct.Still = 0
		}
		if ct.Still >= sleepAfter {
			rbs[i].Velocity = [3]float32{}
			col.toSleep = append(col.toSleep, b.e)
			col.sleepers = append(col.sleepers, body{pos: b.pos, prev: b.pos, half: b.half,
				restitution: b.restitution, friction: b.friction, e: b.e})
		}
	}
	return n + len(ts)
}

// dampSpins slows the spin of every touching body, so a cube that lands
// stops tumbling.
func (c *Collide) dampSpins() {
	for t := range c.spins.Tables() {
		ss, cts := t.Columns()
		for i := range ss {
			if cts[i].Touching {
				av := &ss[i].AngularVelocity
				av[0], av[1], av[2] = av[0]*0.5, av[1]*0.5, av[2]*0.5
			}
		}
	}
}

// applySleepChanges moves the bodies that fell asleep into the Sleeping
// tables and the sleepers that were hit out of them: one structural change
// each, made after every query of the step is done.
func (col *Collisions) applySleepChanges(w *ecs.World) {
	for i := range col.sleepers {
		if col.sleepers[i].hit {
			col.sleepers[i].hit = false
			col.toWake = append(col.toWake, col.sleepers[i].e)
		}
	}
	for _, e := range col.toWake {
		if ecs.Has[components.Sleeping](w, e) {
			ecs.Remove[components.Sleeping](w, e)
		}
	}
	col.adding = true
	for _, e := range col.toSleep {
		ecs.Get[components.Contact](w, e).Still = 0
		ecs.Add(w, e, components.Sleeping{})
	}
	col.adding = false
	col.toSleep, col.toWake = col.toSleep[:0], col.toWake[:0]
}

// watchSleepers registers the observers that keep the sleepers' grids
// honest whenever a body falls asleep or wakes, however that happens (this
// system, a gravity change, a respawn, a reload that destroys every
// entity): a body put to sleep from outside is in no grid yet, so the
// grid is rebuilt before the next use; a body that wakes is marked, so its
// old place is skipped until then, and its rest time starts again from 0,
// so it cannot fall asleep again before that rebuild. It also makes every entity created with
// a Collider carry its Contact from the start.
func watchSleepers(w *ecs.World) {
	ecs.Require[components.Collider, components.Contact](w)
	ecs.OnAdd(w, func(w *ecs.World, _ ecs.Entity, _ *components.Sleeping) {
		if col, ok := ecs.TryResource[Collisions](w); ok {
			col.dirty = true
			col.mustBuild = col.mustBuild || !col.adding
		}
	})
	contacts := ecs.NewComponentAccess[components.Contact](w)
	ecs.OnRemove(w, func(w *ecs.World, e ecs.Entity, _ *components.Sleeping) {
		if ct, ok := contacts.TryGet(e); ok {
			ct.Still = 0 // it counted the time asleep; awake, it starts again
		}
		if col, ok := ecs.TryResource[Collisions](w); ok {
			col.dirty = true
			col.markWoken(e)
		}
	})
	ecs.OnAdd(w, wakeOnGravityChange)
	ecs.OnRemove(w, wakeOnGravityChange)
}

// wakeOnGravityChange wakes a sleeping body whose gravity is given or
// taken away (the G swap, the E gun): a body asleep on the ground must fall
// again, or float up, when its pull changes. Observers may not move
// entities between tables themselves, so the wake is a command, applied
// right after the system that changed the gravity.
func wakeOnGravityChange(w *ecs.World, e ecs.Entity, _ *components.Gravity) {
	if ecs.Has[components.Sleeping](w, e) {
		w.Commands().Remove(e, ecs.Type[components.Sleeping]())
	}
}
