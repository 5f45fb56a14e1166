package collision

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A world handed to a new engine, which gathers every sleeper afresh in
// its first step, goes on exactly as the world whose engine kept its
// grids and height maps: the engine keeps nothing between steps that
// changes a result (the package doc's "What a step leaves for the
// next"). The game's saves rely on it, and so does BenchmarkLanding,
// which reloads the same world for every op. The reload comes in the
// middle of a rain, with sleepers in both grids and bodies waking.
func TestAReloadedWorldGoesOnTheSame(t *testing.T) {
	w := rainTestWorld(2000)
	w.run(250)
	require.NotZero(t, w.asleepCount(), "the rain has sleepers by now")
	c := w.reloaded()
	for step := range 100 {
		w.step()
		c.step()
		require.Equal(t, w.bodies, c.bodies, "step %d after the reload", step+1)
	}
}
