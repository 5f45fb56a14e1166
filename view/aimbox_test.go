package view

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/systems"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// TestTheAimPicksWhatIsDrawnUnderTheCrosshair: a hanging cube straight
// down the crosshair's ray, and its long thin child, a bar eight units
// long that points at the camera a little below the ray. The ray goes
// through the bar's bounding sphere, nearer than the cube, but misses the
// bar as drawn: the aim picks the cube the ray meets.
func TestTheAimPicksWhatIsDrawnUnderTheCrosshair(t *testing.T) {
	w, s := newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{})
	root := w.NewEntity(
		ecs.Box(components.NewTransform(mgl32.Vec3{0, 0, -20})),
		ecs.Box(components.Mesh{Name: "cube", Color: mgl32.Vec3{1, 1, 1}}),
		ecs.Box(components.Cube{}),
	)
	bar := w.NewEntity(
		ecs.Box(ecs.ChildOf{Parent: root}),
		ecs.Box(components.Transform{Position: mgl32.Vec3{0, -1.2, 6}, Scale: mgl32.Vec3{0.15, 0.15, 8}}),
		ecs.Box(components.Mesh{Name: "cube", Color: mgl32.Vec3{0.5, 0.3, 0.2}}),
	)
	for range 2 {
		testworld.RunFrame(w, s)
	}
	aim := ecs.GetResource[systems.Aim](w)
	assert.Equal(t, root, aim.Target, "the cube under the crosshair, not the bar %v", bar)
	assert.Zero(t, aim.Offset, "the ray meets it")
	assert.InDelta(t, 19.5, aim.Distance, 0.01, "at its near face")
}
