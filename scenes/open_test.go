package scenes_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/scenes"
)

// TestNames lists the shipped scenes, including the default.
func TestNames(t *testing.T) {
	names := scenes.Names()
	assert.IsIncreasing(t, names)
	assert.Contains(t, names, scenes.Default)
	assert.Contains(t, names, "falling-camera")
	assert.GreaterOrEqual(t, len(names), 4)
}

// TestOpenByNameAndPath opens a shipped scene by name and by path on disk;
// both give the same scene, with Sources that say where each came from.
func TestOpenByNameAndPath(t *testing.T) {
	byName, err := scenes.Open("ten-cubes")
	require.NoError(t, err)
	assert.Equal(t, "embedded:ten-cubes", byName.Source)

	path := filepath.Join(t.TempDir(), "mine.json")
	require.NoError(t, os.WriteFile(path, shippedBytes(t, "ten-cubes"), 0o644))
	byPath, err := scenes.Open(path)
	require.NoError(t, err)
	assert.Equal(t, path, byPath.Source)
	o := scenes.NoOverrides()
	assert.Equal(t, snapshot(t, byName, o), snapshot(t, byPath, o))

	local, err := scenes.Open("./ten-cubes.json")
	require.NoError(t, err, "a name with a slash is a path")
	assert.Equal(t, "./ten-cubes.json", local.Source)
}

// TestOpenErrors checks the messages for names that are not scenes.
func TestOpenErrors(t *testing.T) {
	_, err := scenes.Open("falling-cube")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `scenes: "falling-cube" is neither a shipped scene nor a file (did you mean "falling-cubes"?`)

	_, err = scenes.Open("embedded:nope.json")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `scenes: no shipped scene "nope"`)

	_, err = scenes.Open(filepath.Join(t.TempDir(), "missing.json"))
	require.Error(t, err)
	assert.ErrorIs(t, err, os.ErrNotExist)
	assert.Contains(t, err.Error(), "scenes: open ")
}

// TestSourceReload is what the R key does: Open(s.Source) loads the same
// scene again, from the binary for a shipped scene and from disk for a
// file — picking up edits made since.
func TestSourceReload(t *testing.T) {
	s, err := scenes.Open("falling-camera")
	require.NoError(t, err)
	again, err := scenes.Open(s.Source)
	require.NoError(t, err)
	assert.Equal(t, s.Source, again.Source)
	o := scenes.Overrides{Cubes: 100}
	assert.Equal(t, snapshot(t, s, o), snapshot(t, again, o))

	path := filepath.Join(t.TempDir(), "edit.json")
	require.NoError(t, os.WriteFile(path, shippedBytes(t, "ten-cubes"), 0o644))
	s, err = scenes.Open(path)
	require.NoError(t, err)
	edited := []byte(`{"name": "edited", "entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}]}`)
	require.NoError(t, os.WriteFile(path, edited, 0o644))
	again, err = scenes.Open(s.Source)
	require.NoError(t, err)
	assert.Equal(t, "edited", again.Name)
	assert.Equal(t, path, again.Source)

	require.NoError(t, os.WriteFile(path, []byte(`{"name": `), 0o644))
	_, err = scenes.Open(s.Source)
	require.Error(t, err, "a broken edit is reported, and the caller keeps its running scene")
	assert.Contains(t, err.Error(), "edit.json:1:10: $.name: unexpected end of file")
}
