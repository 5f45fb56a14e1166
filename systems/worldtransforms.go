package systems

import (
	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// WorldTransforms places every child in the world: for each entity with
// an [ecs.ChildOf], its [components.WorldTransform] is its parent's place
// in the world composed with its own Transform ([components.Compose]). It
// runs at the end of each fixed step, after everything that moves roots,
// and works parents before children, so a grandchild reads a parent
// placed in this same step.
//
// Parents come first without sorting: a child whose parent is a child not
// placed yet in this step has that parent (and its own unplaced parents)
// placed first, and a mark per entity says who is placed. Each child is
// so placed once and each link followed once, however deep the hierarchy:
// a step costs in proportion to the children, a chain of 100,000 as much
// as 100,000 children of one root.
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
	changes  []ecs.Entity
	marks    entityMarks
	pending  []ecs.Entity // a child and its unplaced parents, reused
	// followed counts the parent links read in the last Update, which
	// the tests hold to the number of children.
	followed int
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

// stopPoll is how many children the loop places between two looks at
// the run's [ecs.Stop].
const stopPoll = 4096

// Update places every child. Asked to stop (ecs.Stop), it returns within
// stopPoll children, leaving the step's places unfinished.
func (s *WorldTransforms) Update(w *ecs.World) {
	s.keepRule(w)
	s.marks.next()
	s.followed = 0
	stop, _ := ecs.TryResource[ecs.Stop](w)
	s.changes = s.changes[:0]
	for e := range s.children.All() {
		s.changes = append(s.changes, e)
	}
	for i, e := range s.changes {
		if i%stopPoll == 0 && stop.Requested() {
			return
		}
		if !s.marks.marked(e) {
			s.placeWithParents(w, e)
		}
	}
}

// placeWithParents places e, after those of its parents that are children
// not placed yet in this step, highest first. A parent with no Transform
// is not one of the children this system places; its WorldTransform is
// read as it is. Should a cycle have been written through a pointer, past
// the world's checks, the walk stops where it meets itself.
func (s *WorldTransforms) placeWithParents(w *ecs.World, e ecs.Entity) {
	s.pending = append(s.pending[:0], e)
	s.marks.mark(e)
	for a := ecs.Get[ecs.ChildOf](w, e).Parent; ; {
		link, ok := ecs.TryGet[ecs.ChildOf](w, a)
		s.followed++
		if !ok || s.marks.marked(a) || !ecs.Has[components.Transform](w, a) {
			break
		}
		s.pending = append(s.pending, a)
		s.marks.mark(a)
		a = link.Parent
	}
	for i := len(s.pending) - 1; i >= 0; i-- {
		s.place(w, s.pending[i])
	}
}

// place sets child's WorldTransform from its parent's place and its own
// Transform.
func (s *WorldTransforms) place(w *ecs.World, child ecs.Entity) {
	parent := WorldPlace(w, ecs.Get[ecs.ChildOf](w, child).Parent)
	local := ecs.Get[components.Transform](w, child)
	*ecs.Get[components.WorldTransform](w, child) = components.WorldTransform(components.Compose(&parent, local))
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
