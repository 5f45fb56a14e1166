package ecs

import "fmt"

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

// String formats e as "Entity(index v generation)", for example "Entity(12v3)".
func (e Entity) String() string {
	if e == (Entity{}) {
		return "Entity(zero)"
	}
	return fmt.Sprintf("Entity(%dv%d)", e.index, e.generation)
}
