package ecs

import "fmt"

// Required components: a rule "every entity created with a T also gets an R"
// that the world applies when it picks the table for a new entity. The
// point is where the entity lands. A component that a system adds to every
// new entity later (for example a record of the last position, kept for
// drawing between two fixed steps) costs a table move per entity: every
// row copied to a second table, both tables alive at once. Declared as
// required, it is there from the start, and the entity is created directly
// in its final table.

// Require declares that every entity created with a T (by NewEntity,
// NewEntities, a NewBatch or NewEntity function, or Commands.NewEntity)
// also gets an R, at its zero value, unless it is created with an R
// already. It is a rule about creation: adding a T to an existing entity
// does not add an R, and an R can be removed later like any component.
// Requirements chain: if R requires S, an entity created with a T gets an
// S too. Require panics if T and R are the same type, or if a query is
// running.
func Require[T, R any](w *World) {
	w.mustUnlocked("Require", Entity{}, typeName[T], fixAfterLoop)
	t, r := idOf[T](w), idOf[R](w)
	if t == r {
		panic(fmt.Sprintf("ecs: Require[%s, %s]: a type cannot require itself; name two different types", typeName[T](), typeName[R]()))
	}
	req := &w.required
	for int(t) >= len(req.by) {
		req.by = append(req.by, mask{})
	}
	req.by[t].set(r)
	req.any = true
}

// withRequired returns m with every type that a type in m requires,
// following chains of requirements until nothing more is added.
func (w *World) withRequired(m mask) mask {
	if !w.required.any {
		return m
	}
	for {
		grown := m
		for id, need := range w.required.by {
			if m.has(compID(id)) {
				grown = union(grown, need)
			}
		}
		if grown == m {
			return m
		}
		m = grown
	}
}
