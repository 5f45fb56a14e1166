package app

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"cubefall/ecs"
	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// worldAfter runs the storm scene (every cube spins) headless with
// the given number of workers and returns the world hash.
func worldAfter(t *testing.T, workers, frames int) uint64 {
	t.Helper()
	return sceneAfter(t, "storm", 20_000, workers, frames)
}

// sceneAfter runs a shipped scene headless with cubes cubes and the given
// number of workers and returns the world hash.
func sceneAfter(t *testing.T, scene string, cubes, workers, frames int) uint64 {
	t.Helper()
	sc, err := scenes.Open(scene)
	require.NoError(t, err)
	seed := int64(3)
	cfg := config{scene: scene, cubes: cubes, seed: &seed, width: 640, height: 360, frames: frames, headless: true, workers: workers}
	a, err := newApp(cfg, sc, slog.New(slog.NewTextHandler(io.Discard, nil)))
	require.NoError(t, err)
	defer ecs.GetResource[ecs.Workers](a.world).Close()
	a.runHeadless(context.Background())
	return a.world.Hash()
}

// -workers shares the rows of the heavy systems out among goroutines; the
// world after a run must not depend on how many there were.
func TestWorkersDoNotChangeTheWorld(t *testing.T) {
	serial := worldAfter(t, 1, 60)
	assert.Equal(t, serial, worldAfter(t, 2, 60))
	assert.Equal(t, serial, worldAfter(t, 3, 60))
	assert.NotEqual(t, serial, worldAfter(t, 1, 61), "the hash sees one more step")
}

// The default scene, whose cubes collide, land and sleep, gives the same
// world with one worker as with two (the rows of the heavy systems, the
// collision's among them, shared out). Under -race (the race step of
// scripts/test.sh) this also shows that the workers' pieces touch nothing
// in common.
func TestParallelSystemsDoNotChangeTheWorld(t *testing.T) {
	frames := 120
	if testing.Short() {
		frames = 30
	}
	assert.Equal(t, sceneAfter(t, "falling-cubes", 2_000, 1, frames), sceneAfter(t, "falling-cubes", 2_000, 2, frames))
}
