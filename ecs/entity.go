package ecs

import (
	"fmt"
	"slices"
)

// Entity names one thing in a [World]. It is a small value — an index into the
// world's entity records and a generation — and is meant to be stored and
// passed by value.
//
// When an entity is destroyed its index is reused for a later entity, but with
// the next generation, so an old Entity value no longer matches and every use
// of it is detected (see [World.Alive]). The zero value is "no entity": it is
// never alive.
type Entity struct {
	index      uint32
	generation uint32
}

// Index returns the slot of e in the world's entity records. Indices are
// reused after [World.Destroy]; only index and generation together identify an
// entity.
func (e Entity) Index() uint32 { return e.index }

// Generation returns how many times e's index had been handed out when e was
// created (starting at 1).
func (e Entity) Generation() uint32 { return e.generation }

// IsZero reports whether e is the zero Entity, which stands for "no entity".
func (e Entity) IsZero() bool { return e == Entity{} }

// String formats e as "Entity(index v generation)", for example "Entity(12v3)".
func (e Entity) String() string {
	if e.IsZero() {
		return "Entity(zero)"
	}
	return fmt.Sprintf("Entity(%dv%d)", e.index, e.generation)
}

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

// entities hands out entity indices and keeps one record per index.
// Index 0 is reserved so that the zero Entity is never alive.
type entities struct {
	records []record
	free    []uint32 // dead indices ready for reuse, used last-in first-out
	live    int
}

func newEntities() entities {
	return entities{records: []record{{table: noTable}}}
}

// alive reports whether e is the entity that currently owns its index.
func (s *entities) alive(e Entity) bool {
	if int(e.index) >= len(s.records) {
		return false
	}
	r := &s.records[e.index]
	return r.generation == e.generation && r.table != noTable
}

// spawn makes len(out) new entities at rows row, row+1, ... of t and writes
// them to out. Dead indices are reused first (with their bumped generation),
// then new indices are appended, all in one growth of the records.
func (s *entities) spawn(t *table, row int, out []Entity) {
	s.live += len(out)
	reuse := min(len(s.free), len(out))
	for i := range reuse {
		idx := s.free[len(s.free)-1-i]
		r := &s.records[idx]
		r.table, r.row = t.id, uint32(row+i)
		out[i] = Entity{idx, r.generation}
	}
	s.free = s.free[:len(s.free)-reuse]
	fresh := out[reuse:]
	base := len(s.records)
	s.records = slices.Grow(s.records, len(fresh))[:base+len(fresh)]
	recs := s.records[base:]
	for i := range fresh {
		recs[i] = record{table: t.id, row: uint32(row + reuse + i), generation: 1}
		fresh[i] = Entity{uint32(base + i), 1}
	}
}

// kill marks e's index dead and bumps its generation so that e is stale from
// now on. An index whose generation would wrap around to 0 is retired: it is
// never handed out again, so no handle can ever come back to life (see the
// package documentation, "Generations").
func (s *entities) kill(e Entity) {
	s.live--
	r := &s.records[e.index]
	r.table = noTable
	if r.generation == maxGeneration {
		return // retired
	}
	r.generation++
	s.free = append(s.free, e.index)
}

// maxGeneration is the last generation an index can have before it retires.
const maxGeneration = ^uint32(0)
