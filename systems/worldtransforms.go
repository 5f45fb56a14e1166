package systems

import (
	"cmp"
	"slices"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// WorldTransforms places every child in the world: for each entity with
// an [ecs.ChildOf], its [components.WorldTransform] is its parent's place
// in the world composed with its own Transform ([components.Compose]). It
// runs at the end of each fixed step, after everything that moves roots,
// and works parents before children: entities sorted by depth, so a
// grandchild reads a parent placed in this same step.
//
// The rule for motion: only a root moves by physics and collides, for the
// whole object (a scene refuses a RigidBody or Collider on a child), and
// every child follows its root. A child's own Transform may still change,
// as a Spin turns it about its parent.
//
// It also keeps the rule that only children carry a WorldTransform: it
// gives one to a child made without it (SetParent on an entity that was a
// root) and takes it from an entity that stopped being a child.
type WorldTransforms struct {
	children *ecs.Query2[ecs.ChildOf, components.Transform]
	lacking  *ecs.Query1[ecs.ChildOf]
	stale    *ecs.Query1[components.WorldTransform]
	order    []placing // reused every step
	changes  []ecs.Entity
}

// placing is one child in the order of work: its depth below its root.
type placing struct {
	depth int
	e     ecs.Entity
}

// requireWorldTransform has every child created with its WorldTransform,
// straight in its final table.
func requireWorldTransform(w *ecs.World) {
	ecs.Require[ecs.ChildOf, components.WorldTransform](w)
}

// Init builds the queries.
func (s *WorldTransforms) Init(w *ecs.World) error {
	s.children = ecs.NewQuery2[ecs.ChildOf, components.Transform](w)
	s.lacking = ecs.NewQuery1[ecs.ChildOf](w, ecs.Without[components.WorldTransform]())
	s.stale = ecs.NewQuery1[components.WorldTransform](w, ecs.Without[ecs.ChildOf]())
	return nil
}

// Update places every child.
func (s *WorldTransforms) Update(w *ecs.World) {
	s.keepRule(w)
	s.order = s.order[:0]
	for e, r := range s.children.All() {
		link, _ := r.Get()
		s.order = append(s.order, placing{depth: depthOf(w, link.Parent), e: e})
	}
	slices.SortFunc(s.order, func(a, b placing) int {
		return cmp.Or(cmp.Compare(a.depth, b.depth), cmp.Compare(a.e.Index(), b.e.Index()))
	})
	for _, p := range s.order {
		parent := WorldPlace(w, ecs.Get[ecs.ChildOf](w, p.e).Parent)
		local := ecs.Get[components.Transform](w, p.e)
		*ecs.Get[components.WorldTransform](w, p.e) = components.WorldTransform(components.Compose(&parent, local))
	}
}

// keepRule adds and removes WorldTransforms so that exactly the children
// carry one. Nothing is to do in a steady world: two empty queries.
func (s *WorldTransforms) keepRule(w *ecs.World) {
	s.changes = s.changes[:0]
	for e := range s.lacking.All() {
		s.changes = append(s.changes, e)
	}
	for _, e := range s.changes {
		ecs.Add(w, e, components.WorldTransform{})
	}
	s.changes = s.changes[:0]
	for e := range s.stale.All() {
		s.changes = append(s.changes, e)
	}
	for _, e := range s.changes {
		ecs.Remove[components.WorldTransform](w, e)
	}
}

// depthOf is how many parents lie above e's own: 0 for a child of a root.
// It stops at the number of entities, should a cycle have been written
// through a pointer, past the world's checks.
func depthOf(w *ecs.World, parent ecs.Entity) int {
	d := 0
	for d <= w.Len() {
		link, ok := ecs.TryGet[ecs.ChildOf](w, parent)
		if !ok {
			return d
		}
		parent, d = link.Parent, d+1
	}
	return d
}

// WorldPlace is where e is in the world: a child's WorldTransform, else
// its Transform (a root's is in the world already), else the origin.
func WorldPlace(w *ecs.World, e ecs.Entity) components.Transform {
	if wt, ok := ecs.TryGet[components.WorldTransform](w, e); ok {
		return components.Transform(*wt)
	}
	if t, ok := ecs.TryGet[components.Transform](w, e); ok {
		return *t
	}
	return components.NewTransform(mgl32.Vec3{})
}

// Root is the root of e's hierarchy: e itself if it has no parent. The
// gravity gun acts on it, so that aiming at any part moves the whole.
func Root(w *ecs.World, e ecs.Entity) ecs.Entity {
	for {
		link, ok := ecs.TryGet[ecs.ChildOf](w, e)
		if !ok {
			return e
		}
		e = link.Parent
	}
}
