package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runScene spawns a shipped scene with every system scheduled and runs
// it headless for steps fixed steps (one per frame).
func runScene(t *testing.T, name string, steps int) *ecs.World {
	t.Helper()
	sc, err := scenes.Open(name)
	require.NoError(t, err)
	w, s := newScheduled(t)
	require.NoError(t, sc.Spawn(w, scenes.NoOverrides()))
	for range steps {
		testworld.RunFrame(w, s)
	}
	return w
}

// TestPileSceneComesToRest pours the pile scene's 3,000 cubes (no
// recycling) and runs 30 simulated seconds: by then most of them lie
// asleep in the Sleeping tables.
func TestPileSceneComesToRest(t *testing.T) {
	if testing.Short() {
		t.Skip("30 simulated seconds of 3,000 colliding cubes")
	}
	w := runScene(t, "pile", 30*60)
	asleep := ecs.NewQuery1[components.Cube](w, ecs.With[components.Sleeping]()).Count()
	all := ecs.NewQuery1[components.Cube](w).Count()
	var top float32
	for _, tr := range ecs.NewQuery1[components.Transform](w, ecs.With[components.Cube]()).All() {
		top = max(top, tr.Position[1])
	}
	t.Logf("after 30 s: %d of %d cubes asleep, worst overlap %.1f%%, the pile %.1f high", asleep, all, maxOverlap(w)*100, top)
	assert.Greater(t, asleep, all*9/10, "most cubes sleep")
	assert.LessOrEqual(t, maxOverlap(w), float32(0.05))
	col := ecs.GetResource[Collisions](w)
	assert.Equal(t, asleep, col.Asleep, "the collision system counts the same sleepers")
}

// TestSameSeedSameWorld runs the pile scene twice for 600 steps from the
// same seed: the world hash is the same, collisions and sleeping included.
func TestSameSeedSameWorld(t *testing.T) {
	a := runScene(t, "pile", 600)
	b := runScene(t, "pile", 600)
	assert.Equal(t, a.Hash(), b.Hash())
	assert.Positive(t, ecs.GetResource[Collisions](a).Contacts+ecs.GetResource[Collisions](a).Asleep, "the run had collisions")
}
