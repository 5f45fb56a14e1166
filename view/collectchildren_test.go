package view

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// TestCollectFindsEachRootOnce draws a chain of 2,000 cubes below one
// root and counts the parent links the collection reads to find their
// roots: about one per child, where a walk to the root from each child
// reads n²/2.
func TestCollectFindsEachRootOnce(t *testing.T) {
	const n = 2000
	w := newWorld()
	c := &Collect{}
	testworld.InitSystem(t, w, c)
	testworld.Camera(w, mgl32.Vec3{0, 0, 50})
	parent := testworld.Cube(w, mgl32.Vec3{}, -1)
	for range n {
		parent = ecs.NewEntity4(w, components.NewTransform(mgl32.Vec3{0, 0.001, 0}), components.WorldTransform(components.NewTransform(mgl32.Vec3{})),
			components.Mesh{Name: "cube"}, ecs.ChildOf{Parent: parent})
	}
	c.Update(w)
	assert.GreaterOrEqual(t, c.childCols.roots.Followed, n, "every child's root was asked for")
	assert.LessOrEqual(t, c.childCols.roots.Followed, 2*n+1)
}
