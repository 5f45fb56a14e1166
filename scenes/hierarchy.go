package scenes

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/go-gl/mathgl/mgl32"

	"cubefall/components"
	"cubefall/ecs"
)

// This file reads and spawns the hierarchy of a scene (ecs.ChildOf), in
// three forms:
//   - a named entity names its parent, an entity named earlier in the file:
//     "ChildOf": {"parent": "hub"} among its components;
//   - a spawner's "children" give every spawned entity children of its own,
//     each child a {"components": {...}} with "children" of its own if it
//     has any;
//   - a save writes every link as a pair [child, parent] in "links", each
//     end a named entity's name or a table row's index, because a saved
//     child may have a parent that has no name.
//
// A child moves with its parent, and its Transform is relative to it; the
// root stands for the whole object in physics and collisions, so a child
// may carry neither a RigidBody nor a Collider.

// ChildSpec is one child that a spawner gives each entity it spawns.
type ChildSpec struct {
	Components []Template
	Children   []ChildSpec
}

// Link is one saved parent link: each end is a named entity's name, or
// the index of a table row when Name is "".
type Link struct {
	Child, Parent LinkEnd
}

// LinkEnd names an entity of the file: by name, or by a table row's index.
type LinkEnd struct {
	Name  string
	Index uint32
}

// linkKey is the key that names a named entity's parent among its
// components: the world's ecs.ChildOf, which is not a registered
// component, since only a named entity may give it in a file.
const linkKey = "ChildOf"

func childFields() []string { return []string{"components", "children"} }

// takeChildOf splits a "ChildOf" member off a components object n, and
// returns it (nil if there is none) and n without it.
func takeChildOf(n *node) (*member, *node) {
	if n.kind != kindObject {
		return nil, n
	}
	i := slices.IndexFunc(n.members, func(m member) bool { return m.key == linkKey })
	if i < 0 {
		return nil, n
	}
	rest := *n
	rest.members = slices.Delete(slices.Clone(n.members), i, i+1)
	return &n.members[i], &rest
}

// parentOf decodes a named entity's {"parent": "name"}: a name used by an
// entity earlier in the file (so no cycle can form), one of earlier's keys.
func (c *checker) parentOf(m *member, path string, earlier map[string]bool) string {
	p := key(path, "ChildOf")
	ms := c.members(m.value, p, `{"parent": "name of an entity above this one"}`, []string{"parent"})
	c.require(m.value, p, ms, "parent")
	if len(ms) == 0 {
		return ""
	}
	pp := key(p, "parent")
	name := c.name(ms[0].value, pp)
	if ms[0].value.kind != kindString || name == "" {
		return ""
	}
	if !earlier[name] {
		c.report(ms[0].value.off, pp, "name an entity listed above this one in \"entities\"; a spawner's entities get children through its \"children\"",
			"no entity named %q comes before this one", clip(name))
		return ""
	}
	return name
}

// noChildOf reports a "ChildOf" in the components of a spawner or table.
func (c *checker) noChildOf(m *member, path string) {
	if m != nil {
		c.report(m.off, key(path, "ChildOf"), `give the spawner "children" instead, so that each spawned entity gets its own`,
			"only a named entity can name its parent")
	}
}

// childComponents refuses what a child may not carry: a RigidBody, which
// the root has for the whole object (a child's Collider is a box of the
// root's body: see childcollider.go), and a Camera, which
// the world is seen from and the player flies by its own Transform, in
// the world's axes, so that it could not follow a parent. A camera is
// therefore always a root, and counting the entities with a Camera
// (Scene.cameras) counts the world's cameras.
func (c *checker) childComponents(ts []Template, off int, path string) {
	if hasComponent(ts, "RigidBody") {
		c.report(off, path, "give the RigidBody to the root: the root moves for the whole object, and its children follow",
			"a child cannot have a RigidBody")
	}
	if hasComponent(ts, "Camera") {
		c.skipCamera = true // this error says where the camera is; "no camera" would mislead
		c.report(off, path, "give the Camera to an entity without a parent, which may have children: the view is drawn from the camera's own Transform, and the player flies it in the world's axes",
			"a child cannot have a Camera")
	}
}

// children decodes a spawner's or child's "children" array.
func (c *checker) children(n *node, path string) []ChildSpec {
	if n.kind != kindArray {
		c.wrongType(n, path, `an array of children [{"components": {...}}, ...]`)
		return nil
	}
	var out []ChildSpec
	for i, cn := range n.elems {
		p := index(path, i)
		ms := c.members(cn, p, `a child {"components": {...}, "children": [...]}`, childFields())
		c.require(cn, p, ms, "components")
		var ch ChildSpec
		for _, m := range ms {
			if m.key == "children" {
				ch.Children = c.children(m.value, key(p, m.key))
				continue
			}
			cm, rest := takeChildOf(m.value)
			c.noChildOf(cm, key(p, m.key))
			ch.Components = c.components(rest, key(p, m.key))
			c.childComponents(ch.Components, m.value.off, key(p, m.key))
		}
		out = append(out, ch)
	}
	return out
}

// countChildren is how many entities children make per spawned entity.
func countChildren(cs []ChildSpec) int {
	n := 0
	for _, ch := range cs {
		n += 1 + countChildren(ch.Children)
	}
	return n
}

// links decodes a save's "links": [[child, parent], ...].
func (c *checker) links(n *node, path string) []Link {
	if n.kind != kindArray {
		c.wrongType(n, path, `an array of links [[child, parent], ...]`)
		return nil
	}
	var out []Link
	for i, ln := range n.elems {
		p := index(path, i)
		if ln.kind != kindArray || len(ln.elems) != 2 {
			c.wrongType(ln, p, `a pair [child, parent], each a name or a row's index`)
			continue
		}
		child, ok1 := c.linkEnd(ln.elems[0], index(p, 0))
		parent, ok2 := c.linkEnd(ln.elems[1], index(p, 1))
		if ok1 && ok2 {
			out = append(out, Link{child, parent})
		}
	}
	return out
}

// linkEnd decodes one end of a link: a name or an index.
func (c *checker) linkEnd(n *node, path string) (LinkEnd, bool) {
	if n.kind == kindString {
		if n.text == "" { // an empty Name means an index
			c.report(n.off, path, "", "expected a named entity's name or a row's index, got the empty string")
			return LinkEnd{}, false
		}
		return LinkEnd{Name: n.text}, true
	}
	v, ok := c.whole(n, path)
	if problem := badIndex(n.text, v); ok && problem != "" {
		c.report(n.off, path, "", "%s", problem)
		return LinkEnd{}, false
	}
	return LinkEnd{Index: uint32(v)}, ok
}

// checkLinks reports links whose ends the file does not hold and a linked
// child that may not be one, then checks the parents the links and the
// "ChildOf"s give together (checkParents).
func (c *checker) checkLinks(s *Scene, n *node) {
	for i, l := range s.Links {
		p := index("$.links", i)
		for k, end := range []LinkEnd{l.Child, l.Parent} {
			if ts, ok := s.endComponents(end); !ok {
				c.report(n.elems[i].elems[k].off, index(p, k), "name an entity of \"entities\" or the index of a table's row", "the file holds no entity %s", end)
			} else if k == 0 {
				c.childComponents(ts, n.elems[i].off, p)
			}
		}
	}
	c.checkParents(s, n)
}

// String names the end as a message does: "named "hub"" or "index 12".
func (e LinkEnd) String() string {
	if e.Name != "" {
		return fmt.Sprintf("named %q", clip(e.Name))
	}
	return fmt.Sprintf("of index %d", e.Index)
}

// endComponents returns the components of the entity end names, from
// the file's index of link ends (linkEnds), built on the first call.
func (s *Scene) endComponents(end LinkEnd) ([]Template, bool) {
	if s.ends == nil {
		s.ends = s.linkEnds()
	}
	if end.Name != "" {
		ts, ok := s.ends.named[end.Name]
		return ts, ok
	}
	ts, ok := s.ends.rows[end.Index]
	return ts, ok
}

// linkEnds indexes the entities a link may name: a file's links are
// checked against it in one lookup each, where a search through the
// entities and rows for each link would cost links × entities.
type linkEnds struct {
	named map[string][]Template
	rows  map[uint32][]Template
}

// linkEnds builds the index of s's named entities and table rows.
func (s *Scene) linkEnds() *linkEnds {
	ends := &linkEnds{named: make(map[string][]Template, len(s.Entities)), rows: make(map[uint32][]Template, s.tableRows())}
	for _, e := range s.Entities {
		if _, dup := ends.named[e.Name]; !dup { // the first of a duplicate name, as a search finds
			ends.named[e.Name] = e.Components
		}
	}
	for _, t := range s.Tables {
		for _, i := range t.index {
			if _, dup := ends.rows[i]; !dup {
				ends.rows[i] = t.Components
			}
		}
	}
	return ends
}

// childStream is where the random streams of spawned children start: the
// children of spawner i, at depth d and position j among their siblings,
// draw from (seed, childStream + i<<16 + d<<8 + j).
const childStream = 1 << 40

// spawnChildren gives each of parents the children cs, in one batch per
// child, and returns the new entities.
func spawnChildren(w *ecs.World, parents []ecs.Entity, cs []ChildSpec, seed, stream uint64) []ecs.Entity {
	var out []ecs.Entity
	for j, ch := range cs {
		link := ecs.Box(ecs.ChildOf{Parent: parents[0]}) // a live parent; each row gets its own below
		kids, f := newGroup(w, ch.Components, len(parents), link)
		if links, ok := ecs.Rows[ecs.ChildOf](w, kids); ok {
			for k := range links {
				links[k].Parent = parents[k]
			}
		} else {
			for k, kid := range kids {
				ecs.Get[ecs.ChildOf](w, kid).Parent = parents[k]
			}
		}
		f.fillAll(rand.New(rand.NewPCG(seed, stream+uint64(j))))
		out = append(out, kids...)
		out = append(out, spawnChildren(w, kids, ch.Children, seed, stream+1<<8)...)
	}
	return out
}

// applyLinks makes the links of a saved file, once all its entities exist.
func (s *Scene) applyLinks(w *ecs.World, out *Spawned, tableRows []ecs.Entity) {
	if len(s.Links) == 0 {
		return
	}
	byIndex := make(map[uint32]ecs.Entity, len(tableRows))
	order := s.order
	if len(order) != len(tableRows) {
		order = rowOrder(s.Tables)
	}
	for i, r := range order {
		byIndex[r.index] = tableRows[i]
	}
	find := func(end LinkEnd) ecs.Entity {
		if end.Name != "" {
			return out.Named[end.Name]
		}
		return byIndex[end.Index]
	}
	children, parents := make([]ecs.Entity, len(s.Links)), make([]ecs.Entity, len(s.Links))
	for i, l := range s.Links {
		children[i], parents[i] = find(l.Child), find(l.Parent)
	}
	ecs.SetParents(w, children, parents) // one check for cycles, not one walk to the root per link
}

// hasHierarchy reports whether the scene makes any child.
func (s *Scene) hasHierarchy() bool {
	return len(s.Links) > 0 ||
		slices.ContainsFunc(s.Entities, func(e EntitySpec) bool { return e.Parent != "" }) ||
		slices.ContainsFunc(s.Spawners, func(sp SpawnerSpec) bool { return len(sp.Children) > 0 })
}

// placeChildren gives every child among es its WorldTransform, computed
// from its chain of parents: a save leaves it out, as it follows from the
// Transforms, and a spawned world is in place before its first step. Each
// child walks up only to the first parent placed already (or a root), and
// its unplaced parents are placed on the way back down, so every link is
// read once however deep the chain, and no call nests per level.
func placeChildren(w *ecs.World, es []ecs.Entity) {
	placed := map[ecs.Entity]components.Transform{}
	var pending []ecs.Entity
	for _, e := range es {
		if !ecs.Has[ecs.ChildOf](w, e) {
			continue
		}
		pending = pending[:0]
		var above components.Transform
		for a := e; ; {
			if t, ok := placed[a]; ok {
				above = t
				break
			}
			link, ok := ecs.TryGet[ecs.ChildOf](w, a)
			if !ok {
				above = localPlace(w, a) // a root's place is its own
				break
			}
			pending = append(pending, a)
			a = link.Parent
		}
		for i := len(pending) - 1; i >= 0; i-- {
			c := pending[i]
			local := localPlace(w, c)
			world := components.Compose(&above, &local)
			placed[c] = world
			if wt, ok := ecs.TryGet[components.WorldTransform](w, c); ok {
				*wt = components.WorldTransform(world)
			} else {
				ecs.Add(w, c, components.WorldTransform(world))
			}
			above = world
		}
	}
}

// localPlace is e's Transform, or the origin if it has none.
func localPlace(w *ecs.World, e ecs.Entity) components.Transform {
	if t, ok := ecs.TryGet[components.Transform](w, e); ok {
		return *t
	}
	return components.NewTransform(mgl32.Vec3{})
}
