package app

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
	"cubefall/systems"

	"github.com/stretchr/testify/assert"
)

// TestCompoundObjectsRestOnTheirLowestPart: after 600 frames of the
// compound scene, when every object has landed, every part drawn (a root
// and each of its children) has its centre above the ground: a root and
// its children are one body in collision, which lands on its lowest part.
func TestCompoundObjectsRestOnTheirLowestPart(t *testing.T) {
	a := startApp(t, config{scene: "compound", cubes: scenes.KeepCounts, width: 640, height: 360, headless: true})
	for range 600 {
		stepFrame(a)
	}
	drawn := 0
	for e := range ecs.NewQuery1[components.Mesh](a.world).All() {
		if !ecs.Has[components.Transform](a.world, e) {
			continue
		}
		place := systems.WorldPlace(a.world, e)
		assert.Positive(t, place.Position.Y(), "%v's centre (%v) lies above the ground", e, place.Position)
		drawn++
	}
	assert.Greater(t, drawn, 100, "the scene's parts were all looked at")
}
