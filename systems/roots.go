package systems

import (
	"slices"

	"cubefall/ecs"
)

// Roots finds the roots of many entities while the world's hierarchy
// stands still, as the render collection does for every child each
// frame. [Root] alone follows every link above an entity, so asking it
// for each link of a chain of n costs n²/2 steps; Roots keeps the root it
// found for each entity on the way (by entity index), so each link is
// followed once however many entities lie below it.
//
// Call Reset whenever the hierarchy may have changed (once a frame), then
// Of for each entity. The zero Roots is ready to use.
type Roots struct {
	marks   entityMarks
	roots   []ecs.Entity // by entity index, valid where marked
	pending []ecs.Entity // entities whose root the walk is finding
	// Followed counts the parent links read since the last Reset, which
	// the tests hold to the number of entities asked about.
	Followed int
}

// Reset forgets every root found.
func (r *Roots) Reset() {
	r.marks.next()
	r.Followed = 0
}

// Of returns the root of e's hierarchy, e itself if it has no parent, as
// [Root] does. Should a cycle have been written through a pointer, past
// the world's checks, the entity at which the walk meets itself stands as
// the root.
func (r *Roots) Of(w *ecs.World, e ecs.Entity) ecs.Entity {
	r.pending = r.pending[:0]
	root := e
	for {
		if r.marks.marked(root) {
			if found := r.roots[root.Index()]; found != (ecs.Entity{}) {
				root = found
			} // else root is on the walk: a cycle
			break
		}
		r.mark(root, ecs.Entity{})
		r.pending = append(r.pending, root)
		link, ok := ecs.TryGet[ecs.ChildOf](w, root)
		r.Followed++
		if !ok {
			break
		}
		root = link.Parent
	}
	for _, p := range r.pending {
		r.roots[p.Index()] = root
	}
	return root
}

// mark marks e with root.
func (r *Roots) mark(e, root ecs.Entity) {
	r.marks.mark(e)
	if i := int(e.Index()); i >= len(r.roots) {
		r.roots = slices.Grow(r.roots, i+1-len(r.roots))[:i+1]
	}
	r.roots[e.Index()] = root
}
