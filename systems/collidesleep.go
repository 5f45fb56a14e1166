package systems

import (
	"slices"

	"cubefall/components"
	"cubefall/ecs"
)

// The collision system's sleeping and waking: which sleepers woke this
// step, the regions asked to wake, the sleepers hit hard enough to wake,
// the moves into and out of the Sleeping tables at the end of the step,
// and the observers that keep the sleepers' grids honest when a body
// falls asleep or wakes some other way.

// isWoken reports whether the entity with index i woke since the
// sleepers were gathered.
func (col *Collisions) isWoken(i uint32) bool {
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

// wakeRegions wakes the sleepers that touch a region asked for with
// WakeAround.
func (col *Collisions) wakeRegions() {
	for i := range col.wakeBoxes {
		r := &col.wakeBoxes[i]
		col.near = col.sleepersNear(r.pos, r.half, col.near[:0])
		for _, j := range col.near {
			if boxesTouch(r, &col.sleepers[j]) {
				col.hitSleeper(j)
			}
		}
	}
	col.wakeBoxes = col.wakeBoxes[:0]
}

// hitSleeper marks sleeper j to wake at the end of the step.
func (col *Collisions) hitSleeper(j int32) {
	if !col.sleepers[j].is(bodyHit) {
		col.sleepers[j].mark(bodyHit, true)
		col.hits = append(col.hits, j)
	}
}

// applySleepChanges moves the bodies that fell asleep into the Sleeping
// tables and the sleepers that were hit out of them: one structural change
// each, made after every query of the step is done.
func (col *Collisions) applySleepChanges(w *ecs.World) {
	slices.Sort(col.hits)
	for _, j := range col.hits {
		col.sleepers[j].mark(bodyHit, false)
		col.toWake = append(col.toWake, col.sleeperIDs[j])
	}
	col.hits = col.hits[:0]
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
// so it cannot fall asleep again before that rebuild. A body that falls
// asleep loses its step record's mark (see [components.Interpolated]). It also makes every entity created with
// a Collider carry its Contact from the start.
func watchSleepers(w *ecs.World) {
	ecs.Require[components.Collider, components.Contact](w)
	blends := ecs.NewComponentAccess[components.Interpolated](w)
	ecs.OnAdd(w, func(w *ecs.World, e ecs.Entity, _ *components.Sleeping) {
		if ip, ok := blends.TryGet(e); ok {
			ip.Teleport() // asleep, it is recorded no more: its record is not of the latest step
		}
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

// wideHalf is the largest half size, along any axis, of a sleeper that
// goes into the sleepers' grids and height maps. A wider one (a platform,
// a floor made of a box) is a wide sleeper: kept in a short list that
// every body checks, box against box. In the grids it would make every
// cell as large as itself, and in a height map it would raise every tile
// under it, one by one: a million units wide, a quarter of a million
// million tiles, minutes per step. Its cost is then one box test per body
// whatever its size. Scenes hold a few such bodies at most; a cube is far
// narrower.
const wideHalf = 8

// fixedBody is a sleeper's fixed box, marked wide when it is wider than
// wideHalf along some axis.
func fixedBody(pos, half [3]float32, restitution, friction float32) body {
	b := body{pos: pos, prev: pos, half: half, restitution: restitution, friction: friction}
	b.mark(bodyWide, max(half[0], half[1], half[2]) > wideHalf)
	return b
}

// listWide appends to wide the wide sleepers among sleepers[from:].
func (col *Collisions) listWide(from int) {
	for j := from; j < len(col.sleepers); j++ {
		if col.sleepers[j].is(bodyWide) {
			col.wide = append(col.wide, int32(j))
		}
	}
}

// wideSleepers appends to out the wide sleepers whose box overlaps a box
// of half size half around centre, or comes within pairMargin of it, as a
// grid's query would find them.
func (col *Collisions) wideSleepers(centre, half [3]float32, out []int32) []int32 {
	for _, j := range col.wide {
		s := &col.sleepers[j]
		if abs32(s.pos[0]-centre[0]) <= s.half[0]+half[0]+pairMargin &&
			abs32(s.pos[1]-centre[1]) <= s.half[1]+half[1]+pairMargin &&
			abs32(s.pos[2]-centre[2]) <= s.half[2]+half[2]+pairMargin {
			out = append(out, j)
		}
	}
	return out
}
