package main

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
	sc, err := scenes.Open("storm")
	require.NoError(t, err)
	seed := int64(3)
	cfg := config{scene: "storm", cubes: 20_000, seed: &seed, width: 640, height: 360, frames: frames, headless: true, workers: workers}
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
