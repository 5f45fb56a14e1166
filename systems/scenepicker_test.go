package systems

import (
	"os"
	"path/filepath"
	"testing"

	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"
	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNumberKeysLoadShippedScenes: the help lists the shipped scenes with
// their numbers, and the number key loads that scene in place of the
// running one — the shipped one, even when the working directory holds a
// folder of the same name (which a bare name given to scenes.Open would
// read first).
func TestNumberKeysLoadShippedScenes(t *testing.T) {
	t.Chdir(t.TempDir())
	require.NoError(t, os.Mkdir("ten-cubes", 0o755))
	sc, err := scenes.Open(scenes.Default)
	require.NoError(t, err)
	w, s := sceneWorld(t, sc, scenes.Overrides{Cubes: 50})
	names := scenes.Names()
	i := indexOf(names, "ten-cubes")
	require.GreaterOrEqual(t, i, 0)

	testworld.Press(w, resources.Key1+resources.Key(i))
	testworld.RunFrame(w, s)
	ref := ecs.GetResource[SceneRef](w)
	assert.Equal(t, "ten-cubes", ref.Scene.Name)
	assert.Contains(t, ecs.GetResource[resources.Status](w).Text, "loaded ten-cubes")
}

// TestDroppedFilesLoadLikeAReload: a dropped scene file is loaded; a broken
// one leaves the running scene and shows the whole error, worded as a
// failed reload is; a file that is not a scene says so.
func TestDroppedFilesLoadLikeAReload(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "mine.json")
	writeScene(t, good, "dropped-one")
	bad := filepath.Join(dir, "broken.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"name": "x", "entities": [{"components": {"Transfrom": {}}}]}`), 0o644))
	sc, err := scenes.Open(scenes.Default)
	require.NoError(t, err)
	w, s := sceneWorld(t, sc, scenes.Overrides{Cubes: 50})
	in := ecs.GetResource[resources.Input](w)
	status := ecs.GetResource[resources.Status](w)

	in.Dropped = append(in.Dropped, good)
	testworld.RunFrame(w, s)
	assert.Equal(t, "dropped-one", ecs.GetResource[SceneRef](w).Scene.Name)
	assert.Empty(t, in.Dropped, "a drop is seen for one frame")
	n := w.Len()

	in.Dropped = append(in.Dropped, bad)
	testworld.RunFrame(w, s)
	assert.True(t, status.Error)
	assert.Contains(t, status.Text, "loading broken.json failed, still running the old scene:")
	assert.Contains(t, status.Text, "broken.json:1:")
	assert.Contains(t, status.Text, `did you mean "Transform"`)
	assert.Equal(t, "dropped-one", ecs.GetResource[SceneRef](w).Scene.Name)
	assert.Equal(t, n, w.Len(), "the running world is untouched")

	in.Dropped = append(in.Dropped, filepath.Join(dir, "photo.png"))
	testworld.RunFrame(w, s)
	assert.Contains(t, status.Text, "dropped photo.png: not a scene file")
}

func indexOf(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}
