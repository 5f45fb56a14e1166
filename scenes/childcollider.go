package scenes

import "cubefall/components"

// A child may carry a Collider: it adds a box to its root's body (the
// collide system's compound bodies), so a mobile's weights or a hammer's
// head can be boxes of their own, of any size, drawn or not. The box
// belongs to the root's body, so the root must be one: it needs a
// Collider that meets other bodies (not groundOnly). Without one the
// child's Collider would do nothing, and this file refuses it instead.

// solidCollider reports whether ts give a Collider that meets other
// bodies: one that is not groundOnly.
func solidCollider(ts []Template) bool {
	t, ok := colliderOf(ts)
	return ok && !t.base.Interface().(components.Collider).GroundOnly
}

// colliderOf returns the Collider among ts, if any.
func colliderOf(ts []Template) (Template, bool) {
	for _, t := range ts {
		if t.Name == "Collider" {
			return t, true
		}
	}
	return Template{}, false
}

// noRootBody is the message and hint for a child's Collider whose root
// is not a body.
const (
	noRootBody     = "a child's Collider is a box of its root's body, and the root %s has no Collider that meets other bodies"
	noRootBodyHint = "give the root a Collider (not groundOnly), or drop the child's"
)

// spawnedChildColliders checks the children of a spawner, whose root is
// the spawned entity, with the spawner's components root; path is the
// spawner's "children".
func (c *checker) spawnedChildColliders(cs []ChildSpec, root []Template) {
	if solidCollider(root) {
		return
	}
	for _, ch := range cs {
		if t, ok := colliderOf(ch.Components); ok {
			c.report(t.off, t.path, noRootBodyHint, noRootBody, "(the spawned entity)")
		}
		c.spawnedChildColliders(ch.Children, root)
	}
}

// linkedChildColliders checks every child of a named entity's "ChildOf"
// or of a link that carries a Collider: its root, found by walking up the
// parents, must be a body. Roots are remembered as they are found, so the
// walks cost time in proportion to the entities, whatever the depth. A
// walk that goes round a cycle (reported already) stops.
func (c *checker) linkedChildColliders(s *Scene) {
	parents := make(map[LinkEnd]LinkEnd, len(s.Links))
	var children []LinkEnd // in the file's order, so that the messages are
	for _, e := range s.Entities {
		if e.Parent != "" {
			parents[LinkEnd{Name: e.Name}] = LinkEnd{Name: e.Parent}
			children = append(children, LinkEnd{Name: e.Name})
		}
	}
	for _, l := range s.Links {
		if _, twice := parents[l.Child]; !twice {
			parents[l.Child] = l.Parent
			children = append(children, l.Child)
		}
	}
	roots := make(map[LinkEnd]LinkEnd)
	reported := map[int]bool{} // a table's Collider, once for all its rows
	for _, child := range children {
		ts, ok := s.endComponents(child)
		if !ok {
			continue
		}
		t, ok := colliderOf(ts)
		if !ok || reported[t.off] {
			continue
		}
		root, ok := rootOf(child, parents, roots)
		if !ok {
			continue
		}
		if rts, ok := s.endComponents(root); ok && !solidCollider(rts) {
			reported[t.off] = true
			c.report(t.off, t.path, noRootBodyHint, noRootBody, root.String())
		}
	}
}

// rootOf walks up parents from end to the entity without a parent,
// filling roots for every entity it passes; false when the walk goes
// round a cycle.
func rootOf(end LinkEnd, parents, roots map[LinkEnd]LinkEnd) (LinkEnd, bool) {
	var passed []LinkEnd
	at := end
	for {
		if r, ok := roots[at]; ok {
			at = r
			break
		}
		p, ok := parents[at]
		if !ok {
			break
		}
		passed = append(passed, at)
		if len(passed) > len(parents) {
			return LinkEnd{}, false
		}
		at = p
	}
	for _, e := range passed {
		roots[e] = at
	}
	return at, true
}
