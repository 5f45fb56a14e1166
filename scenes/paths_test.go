package scenes_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/scenes"
)

// TestDashIsNotStandardInput checks that "-" is an ordinary name whose
// error says how to feed a scene on standard input.
func TestDashIsNotStandardInput(t *testing.T) {
	t.Chdir(t.TempDir())
	_, err := scenes.Open("-")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `scenes: there is no file "-", and "-" does not mean standard input`)
	assert.Contains(t, err.Error(), "-scene /dev/stdin < my-scene.json")
}

// TestStdinRedirectedFromAFile is the supported way to feed a scene on
// standard input: /dev/stdin, when the shell redirects it from a file, is
// that regular file.
func TestStdinRedirectedFromAFile(t *testing.T) {
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		t.Skip(err)
	}
	path := filepath.Join(t.TempDir(), "in.json")
	require.NoError(t, os.WriteFile(path, shippedBytes(t, "ten-cubes"), 0o644))
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	s, err := scenes.Open("/proc/self/fd/" + strconv.Itoa(int(f.Fd())))
	require.NoError(t, err)
	assert.Equal(t, "ten-cubes", s.Name)
}

// TestPathOnDiskIsNeverShadowed checks the rule for names and paths
// (README, "Names and paths"): anything that names an existing path is
// that file, even when a shipped scene has the same name; a bare name not
// on disk is the shipped scene; "embedded:NAME" is always the shipped one.
func TestPathOnDiskIsNeverShadowed(t *testing.T) {
	dir := t.TempDir()
	broken := []byte(`{"name": "mine", "entities": [`)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "storm.json"), broken, 0o644))
	mine := regexp.MustCompile(`"description": "[^"]*"`).ReplaceAllString(string(shippedBytes(t, "ten-cubes")),
		`"description": "from the working directory"`)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "ten-cubes"), []byte(mine), 0o644))
	t.Chdir(dir) // after shippedBytes, which reads from the package folder

	t.Run("broken file with a shipped name and .json", func(t *testing.T) {
		_, err := scenes.Open("storm.json")
		require.Error(t, err, "the broken file on disk, not the embedded copy")
		assert.Contains(t, err.Error(), "storm.json:1:")
	})
	t.Run("bare name not on disk is shipped", func(t *testing.T) {
		s, err := scenes.Open("storm")
		require.NoError(t, err)
		assert.Equal(t, "embedded:storm", s.Source)
	})
	t.Run("bare name that is a file on disk is that file", func(t *testing.T) {
		s, err := scenes.Open("ten-cubes")
		require.NoError(t, err)
		assert.Equal(t, "ten-cubes", s.Source)
		assert.Equal(t, "from the working directory", s.Description)
	})
	t.Run("embedded: prefix is always shipped", func(t *testing.T) {
		s, err := scenes.Open("embedded:ten-cubes")
		require.NoError(t, err)
		assert.Equal(t, "embedded:ten-cubes", s.Source)
		assert.NotEqual(t, "from the working directory", s.Description)
		again, err := scenes.Open("embedded:storm.json")
		require.NoError(t, err, "an older Source with .json still works")
		assert.Equal(t, "embedded:storm", again.Source)
	})
	t.Run("shipped name with .json not on disk", func(t *testing.T) {
		_, err := scenes.Open("falling-cubes.json")
		require.Error(t, err, ".json always names a file")
		assert.Contains(t, err.Error(), "scenes: open falling-cubes.json: no such file or directory")
		assert.Contains(t, err.Error(), `shipped scenes are named without ".json": -scene falling-cubes`)
	})
	t.Run("directory with a shipped name", func(t *testing.T) {
		require.NoError(t, os.Mkdir("some-fall", 0o755))
		_, err := scenes.Open("some-fall")
		require.Error(t, err)
		assert.Contains(t, err.Error(), "scenes: some-fall is a directory, not a regular file")
		assert.Contains(t, err.Error(), "-scene embedded:some-fall")
	})
}
