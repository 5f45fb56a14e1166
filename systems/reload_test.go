package systems

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubefall/ecs"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sceneWorld spawns a scene into a fully scheduled world, as main does.
func sceneWorld(t *testing.T, sc *scenes.Scene, o scenes.Overrides) (*ecs.World, *ecs.Scheduler) {
	t.Helper()
	w, s := newScheduled(t)
	require.NoError(t, sc.Spawn(w, o))
	ecs.AddResource(w, &SceneRef{Scene: sc, Overrides: o})
	return w, s
}

func TestDefaultSceneRunsAndDraws(t *testing.T) {
	sc, err := scenes.Open(scenes.Default)
	require.NoError(t, err)
	w, s := sceneWorld(t, sc, scenes.Overrides{Cubes: 500})
	for range 30 {
		runFrame(w, s)
	}
	f := ecs.GetResource[frame.Frame](w)
	assert.Equal(t, 500, f.Total)
	assert.Positive(t, f.Drawn)
	assert.Equal(t, sc.Name+"   ", sceneTitle(w))
}

func writeScene(t *testing.T, path, name string) {
	t.Helper()
	data, err := os.ReadFile("../scenes/ten-cubes.json")
	require.NoError(t, err)
	data = []byte(strings.Replace(string(data), `"name": "ten-cubes"`, `"name": "`+name+`"`, 1))
	require.NoError(t, os.WriteFile(path, data, 0o644))
}

func TestReloadKeepsTheSceneOnErrorAndSwapsOnSuccess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.json")
	writeScene(t, path, "first")
	sc, err := scenes.Open(path)
	require.NoError(t, err)
	w, s := sceneWorld(t, sc, scenes.NoOverrides())
	n := w.Len()
	runFrame(w, s)

	require.NoError(t, os.WriteFile(path, []byte(`{"name": "broken", "entities": [{"components": {"Gravty": {}}}]}`), 0o644))
	press(w, resources.KeyR)
	runFrame(w, s)
	status := ecs.GetResource[resources.Status](w)
	assert.True(t, status.Error)
	assert.Contains(t, status.Text, "Gravty")
	assert.Equal(t, n, w.Len(), "the running scene stays")
	assert.Equal(t, "first", ecs.GetResource[SceneRef](w).Scene.Name)

	writeScene(t, path, "second")
	press(w, resources.KeyR)
	runFrame(w, s)
	assert.False(t, status.Error)
	assert.Contains(t, status.Text, "reloaded second")
	assert.Equal(t, "second", ecs.GetResource[SceneRef](w).Scene.Name)
	assert.Equal(t, n, w.Len(), "old entities destroyed, new ones spawned")
}
