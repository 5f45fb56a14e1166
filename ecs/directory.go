package ecs

import "slices"

// record says where a live entity's components are: its table (an index
// into World.tables) and row. For a dead index, table is noTable and
// generation is the one the next entity created in this slot will get.
// Records hold no pointers, so the garbage collector never scans them and
// writing them needs no write barrier.
type record struct {
	table      uint32
	row        uint32
	generation uint32
}

// noTable marks the record of a dead index.
const noTable = ^uint32(0)

// entityDirectory hands out entity indices and keeps one record per index,
// so it can say for any Entity whether it is alive and where its components
// are. Index 0 is reserved so that the zero Entity is never alive.
type entityDirectory struct {
	records []record
	free    []uint32 // dead indices ready for reuse, used last-in first-out
	live    int
}

func newEntityDirectory() entityDirectory {
	return entityDirectory{records: []record{{table: noTable}}}
}

// alive reports whether e is the entity that currently owns its index.
func (d *entityDirectory) alive(e Entity) bool {
	if int(e.index) >= len(d.records) {
		return false
	}
	r := &d.records[e.index]
	return r.generation == e.generation && r.table != noTable
}

// spawn makes len(out) new entities at rows row, row+1, ... of the table
// numbered tableID and writes
// them to out. Dead indices are reused first (with their bumped generation),
// then new indices are appended, all in one growth of the records.
func (d *entityDirectory) spawn(tableID uint32, row int, out []Entity) {
	d.live += len(out)
	reuse := min(len(d.free), len(out))
	for i := range reuse {
		idx := d.free[len(d.free)-1-i]
		r := &d.records[idx]
		r.table, r.row = tableID, uint32(row+i)
		out[i] = Entity{idx, r.generation}
	}
	d.free = d.free[:len(d.free)-reuse]
	fresh := out[reuse:]
	base := len(d.records)
	d.records = slices.Grow(d.records, len(fresh))[:base+len(fresh)]
	recs := d.records[base:]
	for i := range fresh {
		recs[i] = record{table: tableID, row: uint32(row + reuse + i), generation: 1}
		fresh[i] = Entity{uint32(base + i), 1}
	}
}

// kill marks e's index dead and bumps its generation so that e is stale from
// now on. An index whose generation would wrap around to 0 is retired: it is
// never handed out again, so no handle can ever come back to life (see the
// package documentation, "Generations").
func (d *entityDirectory) kill(e Entity) {
	d.live--
	r := &d.records[e.index]
	r.table = noTable
	if r.generation == maxGeneration {
		return // retired
	}
	r.generation++
	d.free = append(d.free, e.index)
}

// maxGeneration is the last generation an index can have before it retires.
const maxGeneration = ^uint32(0)

// reserve hands out an entity for [Commands.NewEntity] before it exists:
// a dead index taken off the free list (or a new one) with the generation
// it will have. It is not alive and not on the free list, so no other
// creation can take it, until the command that creates it is applied
// (bringBack, then spawn) or given up (release).
func (d *entityDirectory) reserve() Entity {
	if n := len(d.free); n > 0 {
		idx := d.free[n-1]
		d.free = d.free[:n-1]
		return Entity{idx, d.records[idx].generation}
	}
	d.records = append(d.records, record{table: noTable, generation: 1})
	return Entity{uint32(len(d.records) - 1), 1}
}

// bringBack puts a reserved entity's index on top of the free list, so that
// the next spawn, which takes the top first, creates exactly e.
func (d *entityDirectory) bringBack(e Entity) { d.free = append(d.free, e.index) }

// release gives up a reserved entity that was never created: its index goes
// back on the free list with the next generation, so that e stays dead. An
// index on top of the free list (put there by bringBack) is taken off first.
func (d *entityDirectory) release(e Entity) {
	if n := len(d.free); n > 0 && d.free[n-1] == e.index {
		d.free = d.free[:n-1]
	}
	d.live++ // kill counts a death; a reserved entity was never counted alive
	d.kill(e)
}
