package scenes_test

import (
	"testing"

	"cubefall/ecs"
	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spawnedHash spawns s with o into a world whose pool has workers
// workers, and returns the world's hash.
func spawnedHash(t *testing.T, s *scenes.Scene, o scenes.Overrides, workers int) uint64 {
	t.Helper()
	w := ecs.NewWorld()
	ws := ecs.NewWorkers(workers)
	defer ws.Close()
	ecs.AddResource(w, ws)
	require.NoError(t, s.Spawn(w, o))
	return w.Hash()
}

// The draws of a spawner are shared out among the workers, and the world
// is the one a single worker makes, bit for bit: for the storm, whose
// draws are all float ranges and a palette of four, and for the default
// scene, whose palettes of six can take a second draw now and then.
func TestSpawnIsTheSameWithAnyNumberOfWorkers(t *testing.T) {
	o := scenes.Overrides{Cubes: 5*4096 + 7}
	for _, name := range []string{"storm", scenes.Default} {
		s, err := scenes.Open(name)
		require.NoError(t, err)
		one := spawnedHash(t, s, o, 1)
		assert.Equal(t, one, spawnedHash(t, s, o, 2), "%s, two workers", name)
		assert.Equal(t, one, spawnedHash(t, s, o, 3), "%s, three workers", name)
	}
}

// Wide has a whole number drawn from a range of about 10¹⁹ values, which
// takes a second draw for nearly half of the entities: the pieces of a
// shared spawn then start in the wrong place, and must be drawn again.
type Wide struct{ N int64 }

func TestSharedSpawnRedrawsWhenTheDrawsVary(t *testing.T) {
	r := scenes.DefaultRegistry()
	scenes.Register(r, "Wide", Wide{})
	s, err := r.Parse("wide.json", []byte(`{"name": "wide", "seed": 3,
		"entities": [{"name": "camera", "components": {"Transform": {}, "Camera": {}}}],
		"spawners": [
		{"name": "wide", "count": 20000, "components": {"Wide": {"n": {"min": -1000000000000000000, "max": 9000000000000000000}}}}]}`))
	require.NoError(t, err)
	one := spawnedHash(t, s, scenes.NoOverrides(), 1)
	assert.Equal(t, one, spawnedHash(t, s, scenes.NoOverrides(), 2))
}
