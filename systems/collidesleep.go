package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// The collide system's side of sleeping and waking: the moves into and
// out of the Sleeping tables at the end of the step, the observers that
// tell the engine when a body falls asleep or wakes some other way, and
// the spins of what touches damped.

// applySleepChanges moves the bodies that fell asleep into the Sleeping
// tables and the sleepers the engine woke out of them: one structural
// change each, made after every query of the step is done.
func (col *Collisions) applySleepChanges(w *ecs.World) {
	col.woken = col.Woken(col.woken[:0])
	for _, id := range col.woken {
		if e := col.entityOf(id); ecs.Has[components.Sleeping](w, e) {
			ecs.Remove[components.Sleeping](w, e)
		}
	}
	col.adding = true
	for _, e := range col.toSleep {
		ecs.Get[components.Contact](w, e).Still = 0
		ecs.Add(w, e, components.Sleeping{})
	}
	col.adding = false
	col.toSleep = col.toSleep[:0]
}

// watchSleepers registers the observers that keep the engine's sleepers
// honest whenever a body falls asleep or wakes, however that happens (this
// system, a gravity change, a respawn, a reload that destroys every
// entity): a body put to sleep from outside is in no grid yet, so the
// grid is rebuilt before the next use; a body that wakes is marked, so its
// old place is skipped until then, and its rest time starts again from 0,
// so it cannot fall asleep again before that rebuild. A body that falls
// asleep loses its step record's mark (see [components.Interpolated]). It
// also makes every entity created with a Collider carry its Contact from
// the start.
func watchSleepers(w *ecs.World) {
	ecs.Require[components.Collider, components.Contact](w)
	ecs.OnAdd(w, func(w *ecs.World, e ecs.Entity, _ *components.Sleeping) {
		if ip, ok := ecs.TryGet[components.Interpolated](w, e); ok {
			ip.Teleport() // asleep, it is recorded no more: its record is not of the latest step
		}
		if col, ok := ecs.TryResource[Collisions](w); ok && !col.adding {
			col.SleptElsewhere()
		}
	})
	ecs.OnRemove(w, func(w *ecs.World, e ecs.Entity, _ *components.Sleeping) {
		if ct, ok := ecs.TryGet[components.Contact](w, e); ok {
			ct.Still = 0 // it counted the time asleep; awake, it starts again
		}
		if col, ok := ecs.TryResource[Collisions](w); ok {
			col.Woke(idOf(e))
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

// dampChunk halves the spin of every touching body of one chunk of rows.
// Each row is its own, so the rows are shared out among the workers in
// chunks: the result is the same with any number of them.
func dampChunk(c ecs.Chunk2[components.Spin, components.Contact]) {
	ss, cts := c.Columns()
	cts = cts[:len(ss)] // one bounds check here instead of one per row
	for i := range ss {
		if cts[i].Touching {
			av := &ss[i].AngularVelocity
			av[0], av[1], av[2] = av[0]*0.5, av[1]*0.5, av[2]*0.5
		}
	}
}
