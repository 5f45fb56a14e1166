package view

import (
	"cubefall/components"
	"cubefall/ecs"
	"cubefall/systems"
)

// The children of compound objects (entities with an ecs.ChildOf) are
// drawn from their WorldTransform, not their Transform, which is relative
// to their parent. The collection copies their world places into columns
// of its own, so that they go through the same fill as every other table.
// A child is drawn between two fixed steps as its root is: shifted back by
// the part of the root's last step that the frame has not reached yet, so
// the whole object moves as one. The roots are found with a
// systems.Roots, so that a deep hierarchy costs a frame one step per
// link, not one per link for every child below it.

// childColumns is the collection's copy of the children's places, and
// the roots found for them this frame.
type childColumns struct {
	places []components.Transform
	blends []components.Interpolated
	roots  systems.Roots
}

// addChildren adds every drawable child to the fill.
func (c *Collect) addChildren(w *ecs.World, fl *instanceFill) {
	n := 0
	for t := range c.children.Tables() {
		n += len(t.Entities())
	}
	cc := &c.childCols
	if cap(cc.places) < n {
		cc.places = make([]components.Transform, n)
		cc.blends = make([]components.Interpolated, n)
	}
	cc.roots.Reset()
	at := 0
	for t := range c.children.Tables() {
		es := t.Entities()
		wts, ms := t.Columns()
		places, blends := cc.places[at:at+len(es)], cc.blends[at:at+len(es)]
		for i, e := range es {
			places[i] = components.Transform(wts[i])
			blends[i] = rootBlend(w, cc.roots.Of(w, e), &places[i])
			if e == fl.selected {
				fl.selectedAt = &places[i]
			}
		}
		fl.addTable(es, places, ms, blends, true)
		at += len(es)
	}
}

// rootBlend is the record that draws a child of root at place where its
// root is drawn: its place less the root's last step, marked as the
// root's record is (unmarked if the root has none, and the child is drawn
// where it is).
func rootBlend(w *ecs.World, root ecs.Entity, place *components.Transform) components.Interpolated {
	ip, ok := ecs.TryGet[components.Interpolated](w, root)
	t, ok2 := ecs.TryGet[components.Transform](w, root)
	if !ok || !ok2 {
		return components.Interpolated{}
	}
	return components.Interpolated{Position: place.Position.Sub(t.Position.Sub(ip.Position)), Rotation: place.Rotation, Step: ip.Step}
}
