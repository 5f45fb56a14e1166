package ecs

import (
	"fmt"
	"reflect"
)

// World holds everything: entities, their components in archetype tables,
// resources and the command buffer. A World is not safe for concurrent use.
type World struct {
	entities  entities
	reg       registry
	tables    []*table // every table ever created; tables are never deleted
	byMask    map[mask]*table
	lastTable *table // the last table tableFor returned
	locks     int    // running queries; structural changes panic while > 0
	resources map[reflect.Type]any
	commands  Commands
	colBuf    []int // scratch space for tableForComponents
}

// NewWorld returns an empty world.
func NewWorld() *World {
	w := &World{
		entities:  newEntities(),
		reg:       newRegistry(),
		byMask:    make(map[mask]*table),
		resources: make(map[reflect.Type]any),
	}
	return w
}

// NewEntity creates an entity carrying the given components and returns it.
// The entity is placed directly in the table for its final component set, with
// no hops through intermediate tables. It panics if a component type is given
// twice or the world is locked by a running query.
func (w *World) NewEntity(components ...Component) Entity {
	w.mustUnlocked("NewEntity", Entity{}, nil, fixNewEntity)
	t, cols := w.tableForComponents("NewEntity", components)
	row := w.spawnRows(t, 1)
	for i, c := range components {
		c.write(t.columns[cols[i]], row)
	}
	return t.entities[row]
}

// NewEntities creates n entities that all carry the given components (the
// values are copied into every entity) in one step, and returns them.
func (w *World) NewEntities(n int, components ...Component) []Entity {
	w.mustUnlocked("NewEntities", Entity{}, nil, fixNewEntity)
	mustCount("NewEntities", n)
	t, cols := w.tableForComponents("NewEntities", components)
	row := w.spawnRows(t, n)
	for i, c := range components {
		c.writeRows(t.columns[cols[i]], row, n)
	}
	return append([]Entity(nil), t.entities[row:row+n]...)
}

// mustCount panics if n is not a valid number of entities to create.
func mustCount(op string, n int) {
	if n < 0 {
		panic(fmt.Sprintf("ecs: %s: cannot create %d entities; pass a count of 0 or more", op, n))
	}
}

// spawnRows adds n rows with new entities to t and returns the first row.
func (w *World) spawnRows(t *table, n int) int {
	row := t.addRows(n)
	w.entities.spawn(t, row, t.entities[row:row+n])
	return row
}

// tableForComponents returns the table for the set of components, and for each
// component the index of its column there. It panics on a duplicate type.
func (w *World) tableForComponents(op string, components []Component) (*table, []int) {
	var buf [8]compID
	ids := buf[:0]
	var m mask
	for _, c := range components {
		id := c.componentID(w)
		if m.has(id) {
			panic(fmt.Sprintf("ecs: %s: component type %s is given twice; pass each component type once", op, c.typeName()))
		}
		m.set(id)
		ids = append(ids, id)
	}
	t := w.tableFor(m)
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

// Destroy removes e and all its components. e and every copy of it become
// stale. It panics if e is not alive or a query is running.
func (w *World) Destroy(e Entity) {
	w.mustUnlocked("Destroy", e, nil, fixDestroy)
	w.mustAlive("Destroy", e, nil)
	r := w.entities.records[e.index]
	w.removeRow(w.tables[r.table], int(r.row))
	w.entities.kill(e)
}

// Alive reports whether e exists in w: it was created here and not destroyed
// since. The zero Entity is never alive.
func (w *World) Alive(e Entity) bool { return w.entities.alive(e) }

// Len returns the number of live entities.
func (w *World) Len() int { return w.entities.live }

// DestroyAll destroys every entity (all their handles become stale) and drops
// any recorded commands. Resources, registered component types and tables
// (empty now) are kept, so a scene can be loaded again without warming up.
// It panics if a query is running.
func (w *World) DestroyAll() {
	w.mustUnlocked("DestroyAll", Entity{}, nil, fixAfterLoop)
	for _, t := range w.tables {
		for _, e := range t.entities {
			w.entities.kill(e)
		}
		t.entities = t.entities[:0]
		for _, c := range t.columns {
			c.truncate(0)
		}
	}
	w.commands.reset()
}

// tableOf returns the table of the live entity e.
func (w *World) tableOf(e Entity) *table {
	return w.tables[w.entities.records[e.index].table]
}

// removeRow swap-removes row from t and fixes the record of the entity that
// moved into row.
func (w *World) removeRow(t *table, row int) {
	w.removeEntityRow(t, row)
	for _, c := range t.columns {
		c.swapRemove(row)
	}
}

// removeEntityRow swap-removes row from t's entity list (not its columns) and
// fixes the record of the entity that moved into row.
func (w *World) removeEntityRow(t *table, row int) {
	last := len(t.entities) - 1
	if row != last {
		moved := t.entities[last]
		t.entities[row] = moved
		w.entities.records[moved.index].row = uint32(row)
	}
	t.entities = t.entities[:last]
}

// move moves the live entity e along edge ed to another table, copying the
// components both tables share; a component only the destination has is
// zero. It returns e's new row.
func (w *World) move(e Entity, ed *edge) int {
	r := &w.entities.records[e.index]
	src, dst, srcRow := w.tables[r.table], ed.to, int(r.row)
	row := len(dst.entities)
	dst.entities = append(dst.entities, e)
	for _, p := range ed.pairs {
		src.columns[p.src].moveRow(dst.columns[p.dst], srcRow)
	}
	for _, i := range ed.srcOnly {
		src.columns[i].swapRemove(srcRow)
	}
	for _, j := range ed.dstOnly {
		dst.columns[j].extend(1)
	}
	w.removeEntityRow(src, srcRow)
	r.table, r.row = dst.id, uint32(row)
	return row
}
