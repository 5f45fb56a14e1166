package ecs

import "fmt"

// SetParents makes children[i] a child of parents[i] for every i: what
// SetParent does for each pair in turn, in the same order, so the world
// ends up the same, table rows included. The difference is the check for
// cycles. SetParent walks up from the new parent to its root on every
// call, so building a chain of n links costs n²/2 steps; SetParents
// checks the whole batch at once, walking up from each child by the links
// as they will be and stopping at an entity a walk has passed already, so
// every entity is passed once. A scene's saved links are made this way.
//
// It panics, before changing anything, if the slices differ in length,
// an entity is not alive, a child appears twice, the links would make an
// entity its own ancestor, or a query is running.
func SetParents(w *World, children, parents []Entity) {
	w.mustUnlocked("SetParents", Entity{}, typeName[ChildOf], fixAdd)
	if len(children) != len(parents) {
		panic(fmt.Sprintf("ecs: SetParents: %d children and %d parents; give one parent per child", len(children), len(parents)))
	}
	next := make(map[Entity]Entity, len(children))
	for i, c := range children {
		w.mustAlive("SetParents", c, typeName[ChildOf])
		if !w.directory.alive(parents[i]) {
			panic(fmt.Sprintf("ecs: SetParents: %v cannot be a child of %v: the parent is not alive; a ChildOf must name a live entity", c, parents[i]))
		}
		if _, twice := next[c]; twice {
			panic(fmt.Sprintf("ecs: SetParents: %v is given two parents; give each child one", c))
		}
		next[c] = parents[i]
	}
	w.mustHaveNoCycle(children, next)
	id := idOf[ChildOf](w)
	for i, c := range children {
		if link, ok := TryGet[ChildOf](w, c); ok {
			link.Parent = parents[i]
		} else {
			put(w, c, w.tableOf(c), id, ChildOf{Parent: parents[i]})
		}
	}
}

// mustHaveNoCycle panics if the links next, each child to its new parent,
// with the world's other links would make an entity its own ancestor.
// Each walk goes up from a child and ends at a root, at an entity an
// earlier walk has passed (known to lead to a root), or at one on its own
// path: a cycle.
func (w *World) mustHaveNoCycle(children []Entity, next map[Entity]Entity) {
	const onPath, done = 1, 2
	state := make(map[Entity]int8, len(children))
	var path []Entity
	for _, c := range children {
		path = path[:0]
		for a := c; state[a] != done; {
			if state[a] == onPath {
				panic(fmt.Sprintf("ecs: SetParents: %v would be its own ancestor, and a hierarchy has no cycles; drop one of the links", a))
			}
			parent, ok := next[a]
			if !ok {
				var link *ChildOf
				if link, ok = TryGet[ChildOf](w, a); ok {
					parent = link.Parent
				}
			}
			if !ok {
				break // a root
			}
			state[a] = onPath
			path = append(path, a)
			a = parent
		}
		for _, a := range path {
			state[a] = done
		}
	}
}
