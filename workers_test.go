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

// transformsAfter runs the storm scene (every cube spins) headless with
// the given number of workers and returns a hash of every Transform.
func transformsAfter(t *testing.T, workers, frames int) uint64 {
	t.Helper()
	sc, err := scenes.Open("storm")
	require.NoError(t, err)
	seed := int64(3)
	cfg := config{scene: "storm", cubes: 20_000, seed: &seed, width: 640, height: 360, frames: frames, headless: true, workers: workers}
	a, err := newApp(cfg, sc, slog.New(slog.NewTextHandler(io.Discard, nil)))
	require.NoError(t, err)
	defer ecs.GetResource[ecs.Workers](a.world).Close()
	a.runHeadless(context.Background())
	return transformsHash(a.world)
}

// -workers shares the rows of the heavy systems out among goroutines; the
// world after a run must not depend on how many there were.
func TestWorkersDoNotChangeTheWorld(t *testing.T) {
	serial := transformsAfter(t, 1, 60)
	assert.Equal(t, serial, transformsAfter(t, 2, 60))
	assert.Equal(t, serial, transformsAfter(t, 3, 60))
	assert.NotEqual(t, serial, transformsAfter(t, 1, 61), "the hash sees one more step")
}
