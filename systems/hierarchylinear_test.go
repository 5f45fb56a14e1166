package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chainWorld returns a world holding a root and a chain of n children
// below it, each the child of the one before, one unit above it, and the
// chain in order from the root down.
func chainWorld(n int) (*ecs.World, []ecs.Entity) {
	w := newWorld()
	chain := []ecs.Entity{ecs.NewEntity1(w, components.NewTransform(mgl32.Vec3{1, 2, 3}))}
	for range n {
		chain = append(chain, newChild(w, chain[len(chain)-1], mgl32.Vec3{0, 1, 0}))
	}
	return w, chain
}

// wideWorld returns a world holding a root and n children of it.
func wideWorld(n int) (*ecs.World, []ecs.Entity) {
	w := newWorld()
	root := ecs.NewEntity1(w, components.NewTransform(mgl32.Vec3{1, 2, 3}))
	es := []ecs.Entity{root}
	for i := range n {
		es = append(es, newChild(w, root, mgl32.Vec3{float32(i), 0, 0}))
	}
	return w, es
}

// TestWorldTransformsFollowEachLinkOnce places a chain of 2,000 children
// and counts the parent links read: at most two per child (its own, and
// the one that ends a walk up), where finding every child's depth from
// its root reads n²/2.
func TestWorldTransformsFollowEachLinkOnce(t *testing.T) {
	const n = 2000
	w, chain := chainWorld(n)
	var s WorldTransforms
	testworld.InitSystem(t, w, &s)
	s.Update(w)
	assert.LessOrEqual(t, s.followed, 2*n, "parent links read for a chain of %d", n)
	for i, e := range chain[1:] {
		require.Equal(t, mgl32.Vec3{1, float32(i + 3), 3}, ecs.Get[components.WorldTransform](w, e).Position, "child %d", i)
	}
}

// TestWorldTransformsPlaceParentsFirstInAnyOrder places a chain whose
// children were made deepest first, so that every table row comes before
// its parent's, and finds each in place after one step.
func TestWorldTransformsPlaceParentsFirstInAnyOrder(t *testing.T) {
	w := newWorld()
	root := ecs.NewEntity1(w, components.NewTransform(mgl32.Vec3{1, 2, 3}))
	chain := make([]ecs.Entity, 50)
	for i := range chain {
		chain[i] = ecs.NewEntity1(w, components.NewTransform(mgl32.Vec3{0, 1, 0}))
	}
	for i := len(chain) - 1; i >= 0; i-- {
		parent := root
		if i > 0 {
			parent = chain[i-1]
		}
		ecs.SetParent(w, chain[i], parent)
	}
	var s WorldTransforms
	testworld.InitSystem(t, w, &s)
	s.Update(w)
	for i, e := range chain {
		require.Equal(t, mgl32.Vec3{1, float32(i + 3), 3}, ecs.Get[components.WorldTransform](w, e).Position, "child %d", i)
	}
}

// TestWorldTransformsStopWhenAsked asks the run to stop, and finds the
// step returning before it places a child.
func TestWorldTransformsStopWhenAsked(t *testing.T) {
	w, chain := chainWorld(10)
	stop := &ecs.Stop{}
	ecs.AddResource(w, stop)
	var s WorldTransforms
	testworld.InitSystem(t, w, &s)
	stop.Request()
	s.Update(w)
	assert.Equal(t, components.WorldTransform{}, *ecs.Get[components.WorldTransform](w, chain[len(chain)-1]), "left unplaced")
}

// TestRootsFollowEachLinkOnce asks for the root of every entity of a
// chain, from the deepest up and from the top down, and counts the links
// read: one per entity, where Root reads n²/2.
func TestRootsFollowEachLinkOnce(t *testing.T) {
	const n = 2000
	w, chain := chainWorld(n)
	var r Roots
	for _, order := range []string{"top down", "bottom up"} {
		r.Reset()
		for i := range chain {
			e := chain[i]
			if order == "bottom up" {
				e = chain[len(chain)-1-i]
			}
			require.Equal(t, chain[0], r.Of(w, e))
		}
		assert.LessOrEqual(t, r.Followed, len(chain)+1, order)
	}
	ecs.Remove[ecs.ChildOf](w, chain[n/2])
	r.Reset()
	assert.Equal(t, chain[n/2], r.Of(w, chain[n]), "a new pass sees the cut chain")
	assert.Equal(t, Root(w, chain[n]), r.Of(w, chain[n]))
}
