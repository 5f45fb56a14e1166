package e2e

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHeavySceneSaysItIsLoadingBeforeTheSpawn: the window shows the
// loading picture before the spawn of a heavy scene begins (the log says
// so in that order), and not for a light one.
func TestHeavySceneSaysItIsLoadingBeforeTheSpawn(t *testing.T) {
	needDisplay(t)
	r := run(t, nil, "-scene", "storm", "-cubes", "25000", "-frames", "1", "-width", "480", "-height", "300")
	require.Equal(t, 0, r.code, r.stderr)
	loading, spawned := strings.Index(r.stderr, "msg=loading"), strings.Index(r.stderr, "msg=scene ")
	require.GreaterOrEqual(t, loading, 0, r.stderr)
	assert.Less(t, loading, spawned, "the loading picture comes before the spawn")

	light := run(t, nil, "-cubes", "300", "-frames", "1", "-width", "480", "-height", "300")
	require.Equal(t, 0, light.code, light.stderr)
	assert.NotContains(t, light.stderr, "msg=loading")
}
