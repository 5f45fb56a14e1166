package ecs

import "fmt"

// NewEntity creates an entity carrying the given components and returns it.
// The entity is placed directly in the table for its final component set, with
// no hops through intermediate tables. It panics if a component type is given
// twice or the world is locked by a running query.
func (w *World) NewEntity(components ...Value) Entity {
	w.mustUnlocked("NewEntity", Entity{}, nil, fixNewEntity)
	t, cols := w.tableForComponents("NewEntity", components)
	row := w.spawnRows(t, 1)
	for i, c := range components {
		c.write(t.columns[cols[i]], row)
	}
	w.addedRows(t, row, 1)
	return t.rowEntities[row]
}

// NewEntities creates n entities that all carry the given components (the
// values are copied into every entity) in one step, and returns them.
func (w *World) NewEntities(n int, components ...Value) []Entity {
	w.mustUnlocked("NewEntities", Entity{}, nil, fixNewEntity)
	mustCount("NewEntities", n)
	t, cols := w.tableForComponents("NewEntities", components)
	row := w.spawnRows(t, n)
	for i, c := range components {
		c.writeRows(t.columns[cols[i]], row, n)
	}
	w.addedRows(t, row, n)
	return append([]Entity(nil), t.rowEntities[row:row+n]...)
}

// mustCount panics if n is not a valid number of entities to create.
func mustCount(op string, n int) {
	if n < 0 {
		panic(fmt.Sprintf("ecs: %s: cannot create %d entities; pass a count of 0 or more", op, n))
	}
}

// spawnRows adds n rows with new entities to t and returns the first row.
// The caller fills them and then runs their OnAdd observers (addedRows).
func (w *World) spawnRows(t *table, n int) int {
	if w.observers.running > 0 {
		w.mustNotObserving("NewEntity", Entity{}, nil, fixNewEntity)
	}
	row := t.addRows(n)
	for i := range t.ticks {
		w.markFresh(t, i)
	}
	w.directory.spawn(t.id, row, t.rowEntities[row:row+n])
	return row
}

// tableForComponents returns the table for the set of components, and for each
// component the index of its column there. It panics on a duplicate type.
func (w *World) tableForComponents(op string, components []Value) (*table, []int) {
	var buf [8]compID
	ids := buf[:0]
	var m mask
	for _, c := range components {
		id := c.componentID(&w.reg)
		if m.has(id) {
			panic(fmt.Sprintf("ecs: %s: component type %s is given twice; pass each component type once", op, c.typeName()))
		}
		m.set(id)
		ids = append(ids, id)
	}
	t := w.tableFor(w.withRequired(m))
	cols := w.colBuf[:0]
	for _, id := range ids {
		cols = append(cols, t.column(id))
	}
	w.colBuf = cols
	return t, cols
}

// maskOfIDs returns the set of ids, panicking if a type repeats.
func (w *World) maskOfIDs(op string, ids []compID) mask {
	var m mask
	for _, id := range ids {
		if m.has(id) {
			panic(fmt.Sprintf("ecs: %s: component type %s is given twice; pass each component type once", op, w.reg.name(id)))
		}
		m.set(id)
	}
	return m
}

// newEntityMask is the component set of a new entity created with ids: the
// ids (a repeated type panics) and the types they require (require.go).
func (w *World) newEntityMask(op string, ids []compID) mask {
	return w.withRequired(w.maskOfIDs(op, ids))
}
