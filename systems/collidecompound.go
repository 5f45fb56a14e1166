package systems

import (
	"cmp"
	"slices"

	"cubefall/collision"
	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// The collide system's compound bodies: a root with a Collider and its
// children are one rigid body. Every child drawn as a cube, or with a
// Collider of its own, adds a box to its root's body, in the root's frame
// (an offset from the root's position): the engine knows boxes, not
// hierarchies, so this file turns the hierarchy into boxes, every step,
// from the Transforms as they are now (a Spin may have turned a child
// about its parent since the last step).
//
// A drawn child's box is the box around the cube as it is drawn, turned
// and scaled, since the engine's boxes do not turn; a child's Collider is
// its HalfExtents times its scale, unturned, as a root's is. A root's
// boxes are listed in the order of its children's entities, so that the
// engine meets them in an order that a world loaded from a save shares.

// compoundPart is one box of a compound body, and whose it is.
type compoundPart struct {
	root, child uint32 // entity indices
	box         collision.Box
}

// gatherParts lists the boxes of every compound body for this step: the
// parts of the roots in col.partsOf. A world without children does
// nothing but ask one empty query.
func (c *Collide) gatherParts(w *ecs.World, col *Collisions) {
	col.parts, col.boxes = col.parts[:0], col.boxes[:0]
	clear(col.partsOf)
	for e := range c.children.All() {
		root := Root(w, e)
		if box, ok := partBox(w, e, root); ok {
			col.parts = append(col.parts, compoundPart{root: root.Index(), child: e.Index(), box: box})
		}
	}
	if len(col.parts) == 0 {
		return
	}
	slices.SortFunc(col.parts, func(a, b compoundPart) int {
		return cmp.Or(cmp.Compare(a.root, b.root), cmp.Compare(a.child, b.child))
	})
	if col.partsOf == nil {
		col.partsOf = map[uint32][2]int32{}
	}
	for i, p := range col.parts {
		col.boxes = append(col.boxes, p.box)
		span := col.partsOf[p.root]
		if span[1] == 0 {
			span[0] = int32(i)
		}
		span[1] = int32(i + 1)
		col.partsOf[p.root] = span
	}
}

// boxesOf is the boxes of root e's children, nil for a plain body. The
// gather's runs read it side by side; nothing writes it then.
func (col *Collisions) boxesOf(e ecs.Entity) []collision.Box {
	if len(col.partsOf) == 0 {
		return nil
	}
	span, ok := col.partsOf[e.Index()]
	if !ok {
		return nil
	}
	return col.boxes[span[0]:span[1]]
}

// partBox is child e's box in the frame of its root, and whether it has
// one: it is drawn as a cube or has a Collider, and its root has a
// Collider that meets more than the ground.
func partBox(w *ecs.World, e, root ecs.Entity) (collision.Box, bool) {
	rc, ok := ecs.TryGet[components.Collider](w, root)
	if !ok || rc.GroundOnly || !ecs.Has[components.Transform](w, root) {
		return collision.Box{}, false
	}
	own, hasCollider := ecs.TryGet[components.Collider](w, e)
	mesh, hasMesh := ecs.TryGet[components.Mesh](w, e)
	if !hasCollider && !(hasMesh && mesh.Name == "cube") {
		return collision.Box{}, false
	}
	place := placeInRoot(w, e, root)
	if hasCollider {
		return collision.Box{Offset: place.Position, Half: halfExtents(&place, own)}, true
	}
	return collision.Box{Offset: place.Position, Half: drawnHalf(&place)}, true
}

// placeInRoot is where e is relative to its root: its place in the world
// less the root's position, the chain of Transforms composed from the
// root down.
func placeInRoot(w *ecs.World, e, root ecs.Entity) components.Transform {
	if e == root {
		t := *ecs.Get[components.Transform](w, root)
		t.Position = mgl32.Vec3{}
		return t
	}
	parent := placeInRoot(w, ecs.Get[ecs.ChildOf](w, e).Parent, root)
	return components.Compose(&parent, ecs.Get[components.Transform](w, e))
}

// drawnHalf is the half size of the box around a unit cube drawn at t:
// turned by its rotation and stretched by its scale.
func drawnHalf(t *components.Transform) mgl32.Vec3 {
	r := components.RotationMatrix(t.Rotation)
	var h mgl32.Vec3
	for k := range 3 {
		for j := range 3 {
			h[k] += abs32(r.At(k, j)*t.Scale[j]) / 2
		}
	}
	return h
}
