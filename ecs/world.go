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
	locks     int // running queries; structural changes panic while > 0
	resources map[reflect.Type]any
	commands  Commands
}

// NewWorld returns an empty world.
func NewWorld() *World {
	w := &World{
		entities:  newEntities(),
		reg:       newRegistry(),
		byMask:    make(map[mask]*table),
		resources: make(map[reflect.Type]any),
	}
	w.commands.w = w
	return w
}

// NewEntity creates an entity carrying the given components and returns it.
// The entity is placed directly in the table for its final component set, with
// no hops through intermediate tables. It panics if a component type is given
// twice or the world is locked by a running query.
func (w *World) NewEntity(components ...Component) Entity {
	w.mustUnlocked("NewEntity", Entity{}, nil, "World.Commands().NewEntity")
	t := w.tableFor(w.maskOf("NewEntity", components))
	row := t.addRows(1)
	e := w.entities.spawn(t, uint32(row))
	t.entities[row] = e
	for _, c := range components {
		c.write(t.columns[t.column(c.componentID(w))], row)
	}
	return e
}

// NewEntities creates n entities that all carry the given components (the
// values are copied into every entity) in one step, and returns them.
func (w *World) NewEntities(n int, components ...Component) []Entity {
	w.mustUnlocked("NewEntities", Entity{}, nil, "World.Commands().NewEntity")
	t := w.tableFor(w.maskOf("NewEntities", components))
	row := w.spawnRows(t, n)
	for _, c := range components {
		c.writeRows(t.columns[t.column(c.componentID(w))], row, n)
	}
	return append([]Entity(nil), t.entities[row:row+n]...)
}

// spawnRows adds n rows with new entities to t and returns the first row.
func (w *World) spawnRows(t *table, n int) int {
	row := t.addRows(n)
	for i := row; i < row+n; i++ {
		t.entities[i] = w.entities.spawn(t, uint32(i))
	}
	return row
}

// maskOf returns the component set of components, panicking on duplicates.
func (w *World) maskOf(op string, components []Component) mask {
	var m mask
	for _, c := range components {
		id := c.componentID(w)
		if m.has(id) {
			panic(fmt.Sprintf("ecs: %s: component type %s is given twice; pass each component type once", op, c.typeName()))
		}
		m.set(id)
	}
	return m
}

// Destroy removes e and all its components. e and every copy of it become
// stale. It panics if e is not alive or a query is running.
func (w *World) Destroy(e Entity) {
	w.mustUnlocked("Destroy", e, nil, "World.Commands().Destroy")
	w.mustAlive("Destroy", e, nil)
	r := w.entities.records[e.index]
	w.removeRow(r.table, int(r.row))
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
	w.mustUnlocked("DestroyAll", Entity{}, nil, "World.Commands().Destroy per entity, or call DestroyAll between systems,")
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

// removeRow swap-removes row from t and fixes the record of the entity that
// moved into row.
func (w *World) removeRow(t *table, row int) {
	last := len(t.entities) - 1
	if row != last {
		moved := t.entities[last]
		t.entities[row] = moved
		w.entities.records[moved.index].row = uint32(row)
	}
	t.entities = t.entities[:last]
	for _, c := range t.columns {
		c.swapRemove(row)
	}
}

// move moves the live entity e to table dst, copying the components both
// tables share; components only dst has are zero. It returns e's new row.
func (w *World) move(e Entity, dst *table) int {
	r := &w.entities.records[e.index]
	src, srcRow := r.table, int(r.row)
	row := len(dst.entities)
	dst.entities = append(dst.entities, e)
	for i, id := range dst.ids {
		if j := src.column(id); j >= 0 {
			dst.columns[i].appendRow(src.columns[j], srcRow)
		} else {
			dst.columns[i].extend(1)
		}
	}
	w.removeRow(src, srcRow)
	r.table, r.row = dst, uint32(row)
	return row
}
