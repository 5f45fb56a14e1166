package app

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"cubefall/ecs"
	"cubefall/inspector"
	"cubefall/resources"
	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHeadlessWritesInspectJSON(t *testing.T) {
	path := filepath.Join(t.TempDir(), "inspect.json")
	code, _, errs := runCapture("-headless", "-frames", "10", "-cubes", "300", "-inspect-json", path)
	require.Equal(t, exitOK, code, errs)

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var got inspector.InspectSnapshot
	require.NoError(t, json.Unmarshal(data, &got))
	assert.Equal(t, 303, got.Entities, "300 cubes, a camera, a sun and the ground")
	rows := 0
	for _, tb := range got.Tables {
		rows += tb.Rows
		assert.Equal(t, tb.Rows*tb.RowBytes, tb.Bytes, "table %d", tb.ID)
	}
	assert.Equal(t, got.Entities, rows, "every entity is in exactly one table")
	require.NotEmpty(t, got.Tables)
	assert.Contains(t, got.Tables[0].Components, "Cube", "the cubes' table is the largest")
	names := []string{}
	for _, s := range got.Systems {
		names = append(names, s.Name)
	}
	assert.Contains(t, names, "physics")
}

func TestInspectJSONPathIsCheckedLikeTheOtherOutputs(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing")
	stats := filepath.Join(dir, "s.json")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-inspect-json", filepath.Join(missing, "i.json")}, "cannot write to directory " + missing},
		{[]string{"-inspect-json", dir}, dir + " is a directory"},
		{[]string{"-frames", "1", "-stats-json", stats, "-inspect-json", stats}, "are the same file"},
	} {
		code, _, errs := runCapture(tc.args...)
		assert.Equal(t, exitUsage, code, tc.args)
		assert.Contains(t, errs, tc.want, tc.args)
	}
}

// TestInspectJSONNamesTheSelectedEntity: with the inspector open (-inspect)
// and F pressed while the crosshair is on a cube, the snapshot written on
// exit describes that cube.
func TestInspectJSONNamesTheSelectedEntity(t *testing.T) {
	path := filepath.Join(t.TempDir(), "inspect.json")
	sc, err := scenes.Open(scenes.Default)
	require.NoError(t, err)
	cfg := config{scene: scenes.Default, cubes: 200, frames: 6, headless: true, inspect: true, inspectJSON: path}
	a, err := newApp(cfg, sc, slog.New(slog.NewTextHandler(io.Discard, nil)))
	require.NoError(t, err)
	defer a.sched.Shutdown()
	a.beforeFrame = func(n int, w *ecs.World) {
		switch n {
		case 2:
			ecs.GetResource[resources.SimState](w).Paused = true // the cube stays under the crosshair
			faceACube(w)
		case 3:
			ecs.GetResource[resources.Input](w).SetKey(resources.KeyF, true)
		}
	}
	a.runHeadless(context.Background())
	require.Equal(t, exitOK, a.report(io.Discard, io.Discard))

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var got inspector.InspectSnapshot
	require.NoError(t, json.Unmarshal(data, &got))
	require.NotNil(t, got.Selected, "F selected the cube under the crosshair")
	assert.Equal(t, ecs.GetResource[resources.InspectorState](a.world).Selected.String(), got.Selected.Entity)
	assert.Contains(t, got.Selected.Components, "Cube")
	assert.Contains(t, got.Selected.Components["Transform"], ".", "fields formatted with decimals")
}
