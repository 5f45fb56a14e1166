package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMoreThanOneCameraIsRefused: the demo flies exactly one camera, so a
// scene with two is an error when it is read, and a spawner that carries a
// Camera is refused by Check as soon as -cubes makes it spawn several.
func TestMoreThanOneCameraIsRefused(t *testing.T) {
	two := `{"name": "two", "entities": [
  {"name": "a", "components": {"Camera": {}, "Transform": {}}},
  {"name": "b", "components": {"Camera": {}, "Transform": {}}}]}`
	_, err := DefaultRegistry().Parse("two.json", []byte(two))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "two.json:1:1: $: 2 entities have a Camera, and the demo looks through exactly one")

	spawned := `{"name": "cams", "spawners": [{"name": "c", "count": 1, "components": {"Camera": {}, "Transform": {}}}]}`
	sc, err := DefaultRegistry().Parse("cams.json", []byte(spawned))
	require.NoError(t, err)
	require.NoError(t, sc.Check(Overrides{Cubes: KeepCounts}))
	err = sc.Check(Overrides{Cubes: 3})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "makes 3 entities with a Camera")
}
