package ecs

import (
	"fmt"
	"iter"
	"reflect"
)

// A hierarchy is entities that belong to other entities: a child follows
// its parent and goes when the parent goes. Here it is one plain component,
// ChildOf, that names the parent. All children with the same other
// components share one table, whatever their parents, so a thousand
// compound objects make a handful of tables, not a thousand.
//
// The world keeps no list of a parent's children: [Children] finds them by
// reading the ChildOf columns, which costs in proportion to all the
// children in the world, not to the parent's. That keeps every structural
// change free of bookkeeping; a world with many thousands of children
// would keep an index instead.
//
// Four rules keep a hierarchy whole, and the world enforces them on every
// path that writes a ChildOf (creation, [Add], [SetParent], an applied
// [Commands.Add], [AddAll]):
//   - the parent is alive when the link is made;
//   - an entity is never its own ancestor (no cycles);
//   - destroying a parent destroys its children first, deepest first, in
//     the same operation: at once from [World.Destroy], at the sync point
//     from [Commands.Destroy];
//   - so no child ever names a dead parent.
//
// A write to Parent through a pointer ([Get], a query) bypasses the
// checks; change a parent with [SetParent], or with [Commands.Add] inside
// a loop.

// ChildOf makes its entity a child of Parent. Give it when the entity is
// created, or later with [SetParent]; remove it to make the entity a root
// again.
type ChildOf struct {
	Parent Entity
}

// SetParent makes child a child of parent: it adds a [ChildOf] or changes
// the one child has (reparenting is a component change). It panics if
// either entity is not alive, if parent is child or one of child's
// descendants (a cycle), or if a query is running (record
// Commands.Add(child, ecs.Box(ecs.ChildOf{Parent: parent})) there).
func SetParent(w *World, child, parent Entity) {
	w.mustUnlocked("SetParent", child, typeName[ChildOf], fixAdd)
	w.mustAlive("SetParent", child, typeName[ChildOf])
	if p, ok := TryGet[ChildOf](w, child); ok {
		w.mustParent("SetParent", child, parent)
		p.Parent = parent
		return
	}
	Add(w, child, ChildOf{Parent: parent})
}

// Children returns the children of parent, in table and row order, for
// a range loop. The world is locked while the loop runs.
func Children(w *World, parent Entity) iter.Seq[Entity] {
	return func(yield func(Entity) bool) {
		if !w.reg.hier.registered {
			return
		}
		w.lock()
		for _, t := range w.tables {
			c := t.column(w.reg.hier.id)
			if c < 0 {
				continue
			}
			for row, link := range t.columns[c].(*typedColumn[ChildOf]).data {
				if link.Parent == parent && !yield(t.rowEntities[row]) {
					w.unlock()
					return
				}
			}
		}
		w.unlock()
	}
}

// hierarchyID is what the registry knows about ChildOf: its ID once the
// world has met the type. Every hierarchy check starts with registered,
// so a world without children pays one load per structural change.
type hierarchyID struct {
	id         compID
	registered bool
}

// noteRegistered records ChildOf's ID when the registry registers it.
func (h *hierarchyID) noteRegistered(t reflect.Type, id compID) {
	if t == reflect.TypeFor[ChildOf]() {
		*h = hierarchyID{id: id, registered: true}
	}
}

// isChildOf reports whether id is ChildOf's.
func (w *World) isChildOf(id compID) bool {
	return w.reg.hier.registered && w.reg.hier.id == id
}

// mustParent panics unless parent may become child's parent: parent is
// alive, and child is not parent nor one of parent's ancestors.
func (w *World) mustParent(op string, child, parent Entity) {
	if !w.directory.alive(parent) {
		panic(fmt.Sprintf("ecs: %s: %v cannot be a child of %v: the parent is not alive; a ChildOf must name a live entity", op, child, parent))
	}
	for a, n := parent, 0; ; n++ {
		if a == child {
			panic(fmt.Sprintf("ecs: %s: %v cannot be a child of %v: %v is %v's own ancestor, and a hierarchy has no cycles; make %v a root first (Remove its ChildOf)", op, child, parent, child, parent, parent))
		}
		link, ok := TryGet[ChildOf](w, a)
		if !ok || n > w.directory.live {
			return
		}
		a = link.Parent
	}
}

// checkNewChildren panics if rows [row, row+n) of t, just created, name a
// parent that is not alive; the new entities are destroyed first, so none
// is left dangling. A new entity cannot be anyone's parent yet, so no
// cycle can form.
func (w *World) checkNewChildren(t *table, row, n int) {
	c := t.column(w.reg.hier.id)
	if c < 0 {
		return
	}
	links := t.columns[c].(*typedColumn[ChildOf]).data[row : row+n]
	for _, link := range links {
		if w.directory.alive(link.Parent) {
			continue
		}
		e := t.rowEntities[row]
		for i := row + n - 1; i >= row; i-- {
			w.directory.kill(t.rowEntities[i])
			w.removeRow(t, i)
		}
		panic(fmt.Sprintf("ecs: NewEntity: %v cannot be a child of %v: the parent is not alive; a ChildOf must name a live entity", e, link.Parent))
	}
}

// destroyChildren destroys every child of p, each with its own children
// first (World.Destroy recurses), so that no child outlives its parent.
func (w *World) destroyChildren(p Entity) {
	var kids []Entity
	for c := range Children(w, p) {
		kids = append(kids, c)
	}
	for _, c := range kids {
		if w.directory.alive(c) { // an OnRemove observer cannot destroy, but be sure
			w.Destroy(c)
		}
	}
}
