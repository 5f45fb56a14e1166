package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newChild adds a child of parent at local position p.
func newChild(w *ecs.World, parent ecs.Entity, p mgl32.Vec3) ecs.Entity {
	return ecs.NewEntity2(w, components.NewTransform(p), ecs.ChildOf{Parent: parent})
}

// TestChildrenFollowTheirRoot lets a cube with a child and a grandchild
// fall, and finds both a fixed offset from it, turned with the middle
// link: the root falls by physics, the children by the world transforms.
func TestChildrenFollowTheirRoot(t *testing.T) {
	w, s := newScheduled(t)
	root := testworld.Cube(w, mgl32.Vec3{0, 50, 0}, -10)
	mid := newChild(w, root, mgl32.Vec3{2, 0, 0})
	ecs.Get[components.Transform](w, mid).Rotation = mgl32.Vec3{0, mgl32.DegToRad(90), 0}
	tip := newChild(w, mid, mgl32.Vec3{1, 0, 0})
	for range 30 {
		testworld.RunFrame(w, s)
	}
	at := ecs.Get[components.Transform](w, root).Position
	require.Less(t, at.Y(), float32(50), "the root fell")
	assert.True(t, at.Add(mgl32.Vec3{2, 0, 0}).ApproxEqualThreshold(ecs.Get[components.WorldTransform](w, mid).Position, 1e-4))
	assert.True(t, at.Add(mgl32.Vec3{2, 0, -1}).ApproxEqualThreshold(ecs.Get[components.WorldTransform](w, tip).Position, 1e-4),
		"the tip is turned a quarter turn about Y with its parent: %v", ecs.Get[components.WorldTransform](w, tip).Position)
}

// TestParentsArePlacedBeforeChildren reparents so that a child comes
// before its parent in index order, and checks that one step still places
// the grandchild from its parent's new place.
func TestParentsArePlacedBeforeChildren(t *testing.T) {
	w := newWorld()
	root := ecs.NewEntity1(w, components.NewTransform(mgl32.Vec3{10, 0, 0}))
	tip := newChild(w, root, mgl32.Vec3{0, 1, 0})
	mid := newChild(w, root, mgl32.Vec3{0, 0, 5})
	ecs.SetParent(w, tip, mid)
	var wt WorldTransforms
	testworld.InitSystem(t, w, &wt)
	wt.Update(w)
	assert.Equal(t, mgl32.Vec3{10, 1, 5}, ecs.Get[components.WorldTransform](w, tip).Position)
	ecs.Remove[ecs.ChildOf](w, mid)
	wt.Update(w)
	assert.False(t, ecs.Has[components.WorldTransform](w, mid), "a root carries no WorldTransform")
	assert.Equal(t, mgl32.Vec3{0, 1, 5}, ecs.Get[components.WorldTransform](w, tip).Position)
}

// TestTheGunActsOnTheRoot aims the gravity gun at a child and finds the
// root hanging.
func TestTheGunActsOnTheRoot(t *testing.T) {
	w := newWorld()
	root := testworld.Cube(w, mgl32.Vec3{0, 50, 0}, -10)
	child := newChild(w, newChild(w, root, mgl32.Vec3{1, 0, 0}), mgl32.Vec3{1, 0, 0})
	ecs.GetResource[Aim](w).Target = child
	ecs.GetResource[resources.Input](w).SetKey(resources.KeyE, true)
	GravityGun{}.Update(w)
	assert.False(t, ecs.Has[components.Gravity](w, root), "the root hangs")
	assert.Equal(t, root, Root(w, child))
}
