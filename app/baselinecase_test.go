package app

import (
	"io"
	"log/slog"
	"testing"

	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The case without collisions is the default scene's 10,000 cubes with no
// Collider, and the case with them is the scene as shipped: a case that
// kept the Colliders would measure the same thing twice.
func TestBaselineCasesDifferOnlyInTheCubesColliders(t *testing.T) {
	for _, tc := range []struct {
		collisions    bool
		wantColliding int
	}{{false, 0}, {true, 10_000}, {false, 0}} { // false again: the first did not change the shipped scene
		sc, err := baselineScene(tc.collisions)
		require.NoError(t, err)
		a, err := newApp(config{scene: scenes.Default, cubes: scenes.KeepCounts, width: 1280, height: 720}, sc, slog.New(slog.NewTextHandler(io.Discard, nil)))
		require.NoError(t, err)
		cubes, colliding := countCubes(a.world)
		assert.Equal(t, 10_000, cubes, "collisions %v", tc.collisions)
		assert.Equal(t, tc.wantColliding, colliding, "collisions %v", tc.collisions)
		assert.Equal(t, scenes.Default, sc.Name)
	}
}

func TestBaselineFlags(t *testing.T) {
	for _, tc := range []struct {
		given  []string
		frames int
		want   string // "" for no error
	}{
		{nil, 0, ""},
		{[]string{"baseline"}, 300, ""},
		{[]string{"baseline", "baseline-collisions"}, 300, ""},
		{[]string{"baseline-collisions"}, 0, "give -baseline N too"},
		{[]string{"baseline"}, -1, "-baseline -1: the number of frames must be 0"},
	} {
		given := map[string]bool{}
		for _, g := range tc.given {
			given[g] = true
		}
		err := checkBaselineFlags(given, tc.frames)
		if tc.want == "" {
			assert.NoError(t, err, "%v %d", tc.given, tc.frames)
		} else if assert.Error(t, err, "%v %d", tc.given, tc.frames) {
			assert.Contains(t, err.Error(), tc.want)
		}
	}
}
