package app

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"cubefall/ecs"
	"cubefall/inspector"
	"cubefall/resources"
	"cubefall/scenes"
	"cubefall/systems"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// quietLog discards the log.
func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// startApp spawns scene (a name or a path) with cfg's other settings.
func startApp(t *testing.T, cfg config) *app {
	t.Helper()
	sc, err := scenes.Open(cfg.scene)
	require.NoError(t, err)
	a, err := newApp(cfg, sc, quietLog())
	require.NoError(t, err)
	t.Cleanup(a.sched.Shutdown)
	return a
}

// pressKey presses and releases k for the coming frame.
func pressKey(w *ecs.World, k resources.Key) {
	in := ecs.GetResource[resources.Input](w)
	in.SetKey(k, true)
	in.SetKey(k, false)
}

// TestSaveLoadRoundTrip is the save's contract: the default scene, run
// for 300 steps with a gravity swap (so the cubes hang, the camera falls
// and every value has moved off what the scene file drew), saved with
// -save and loaded with -scene, gives a world with the same entities (by
// index and generation), the same components and the same values, bit for
// bit.
func TestSaveLoadRoundTrip(t *testing.T) {
	b := saveAndLoad(t, scenes.Default, 300, 120)
	named := ecs.GetResource[systems.SceneRef](b.world).Named
	assert.Contains(t, named, "camera", "named entities keep their names")
	assert.Contains(t, named, "sun")
}

// assertSameWorld compares every component of every entity of two worlds,
// floats by their bits.
func assertSameWorld(t *testing.T, want, got *ecs.World) {
	t.Helper()
	we, ge := want.Entities(), got.Entities()
	require.Equal(t, we, ge, "the same entities, by index and generation")
	for _, e := range we {
		wc, gc := sortedComponents(want, e), sortedComponents(got, e)
		require.Equal(t, componentNames(wc), componentNames(gc), "entity %v's components", e)
		for i := range wc {
			if diff := valueDiff(reflect.ValueOf(wc[i]), reflect.ValueOf(gc[i]), inspector.ShortName(wc[i])); diff != "" {
				t.Fatalf("entity %v: %s", e, diff)
			}
		}
	}
}

// sortedComponents is e's components in name order: the order of a
// table's columns depends on which types the world met first.
func sortedComponents(w *ecs.World, e ecs.Entity) []any {
	cs := w.Components(e)
	slices.SortFunc(cs, func(a, b any) int { return strings.Compare(fmt.Sprintf("%T", a), fmt.Sprintf("%T", b)) })
	return cs
}

func componentNames(cs []any) []string {
	var names []string
	for _, c := range cs {
		names = append(names, inspector.ShortName(c))
	}
	return names
}

// valueDiff describes the first difference between two values of one
// type, comparing floats by their bits (so -0 and 0 differ), or "".
func valueDiff(a, b reflect.Value, path string) string {
	switch a.Kind() {
	case reflect.Float32, reflect.Float64:
		if math.Float64bits(a.Float()) != math.Float64bits(b.Float()) {
			return fmt.Sprintf("%s: %v, loaded %v", path, a.Float(), b.Float())
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if a.Uint() != b.Uint() { // read without Interface: an entity's fields are unexported
			return fmt.Sprintf("%s: %v, loaded %v", path, a.Uint(), b.Uint())
		}
	case reflect.Struct:
		for i := range a.NumField() {
			if d := valueDiff(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); d != "" {
				return d
			}
		}
	case reflect.Array:
		for i := range a.Len() {
			if d := valueDiff(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
	default:
		if !reflect.DeepEqual(a.Interface(), b.Interface()) {
			return fmt.Sprintf("%s: %v, loaded %v", path, a, b)
		}
	}
	return ""
}

// TestF6SavesNewFiles: F6 writes a new file each time, never over one that
// is there, and the HUD names it.
func TestF6SavesNewFiles(t *testing.T) {
	dir := t.TempDir()
	base := filepath.Join(dir, "cubefall-20260101-120000.json")
	require.NoError(t, os.WriteFile(base, []byte("an old save"), 0o644))
	a := startApp(t, config{scene: "ten-cubes", cubes: scenes.KeepCounts, width: 64, height: 64, frames: 6, headless: true})
	a.saveBase = func() string { return base }
	var status []string
	a.beforeFrame = func(n int, w *ecs.World) {
		if n == 2 || n == 4 {
			pressKey(w, resources.KeyF6)
		}
		if n == 3 || n == 5 {
			status = append(status, ecs.GetResource[resources.Status](w).Text)
		}
	}
	a.runHeadless(context.Background())
	old, _ := os.ReadFile(base)
	assert.Equal(t, "an old save", string(old))
	for i, name := range []string{"cubefall-20260101-120000-2.json", "cubefall-20260101-120000-3.json"} {
		assert.True(t, strings.HasPrefix(status[i], "saved "+filepath.Join(dir, name)), status[i])
		sc, err := scenes.Load(filepath.Join(dir, name))
		require.NoError(t, err)
		assert.Equal(t, 12, sc.EntityCount(scenes.NoOverrides()))
	}
}

// TestSavePathIsCheckedLikeTheOtherOutputs: -save gets the other
// outputs' checks (exit 2 before the run), except that it may name the
// scene file it loaded: writing the world back over it is the point.
func TestSavePathIsCheckedLikeTheOtherOutputs(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing")
	stats := filepath.Join(dir, "s.json")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-save", filepath.Join(missing, "w.json")}, `invalid value "` + filepath.Join(missing, "w.json") + `" for flag -save: cannot write to directory ` + missing},
		{[]string{"-save", dir}, dir + " is a directory"},
		{[]string{"-save", ""}, "empty path"},
		{[]string{"-frames", "1", "-stats-json", stats, "-save", stats}, "are the same file"},
	} {
		code, _, errs := runCapture(tc.args...)
		assert.Equal(t, exitUsage, code, tc.args)
		assert.Contains(t, errs, tc.want, tc.args)
	}

	scene := sceneFile(t, dir, "mine.json")
	code, _, errs := runCapture("-headless", "-frames", "5", "-scene", scene, "-save", scene)
	require.Equal(t, exitOK, code, errs)
	sc, err := scenes.Load(scene)
	require.NoError(t, err, "the scene file, saved over, loads")
	assert.Equal(t, "ten-cubes", sc.Name, "the scene keeps its name")
}

// TestOutputsWhoseDirectoryVanishes: -save and -record whose directory is
// removed during the run fail at exit with exit 1 and a message naming
// the file; the statistics are still reported.
func TestOutputsWhoseDirectoryVanishes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	require.NoError(t, os.Mkdir(dir, 0o755))
	save, rec := filepath.Join(dir, "w.json"), filepath.Join(dir, "r.rec")
	a := recordingApp(t, "-headless", "-frames", "5", "-scene", "ten-cubes", "-save", save, "-record", rec)
	a.beforeFrame = func(n int, _ *ecs.World) {
		if n == 2 {
			require.NoError(t, os.RemoveAll(dir))
		}
	}
	a.runHeadless(context.Background())
	var out, errs strings.Builder
	assert.Equal(t, exitFailure, a.finish(&out, &errs))
	assert.Equal(t, "cubefall: -record: rename "+rec+": no such file or directory\n"+
		"cubefall: -save: open "+save+": no such file or directory\n", errs.String())
}

// TestCompoundSaveLoadRoundTrip runs the hierarchy scene, swaps gravity
// on the way, saves, and loads the file: the same entities, the same
// links and world places, the same hash.
func TestCompoundSaveLoadRoundTrip(t *testing.T) {
	b := saveAndLoad(t, "compound", 200, 90)
	assert.Positive(t, ecs.NewQuery1[ecs.ChildOf](b.world).Count(), "the links are kept")
}

// saveAndLoad runs scene headless for frames frames, pressing G at frame
// swapAt, saves it with -save and loads the file in a second app. It
// checks the two worlds agree, entity by entity and by hash, and returns
// the loaded app for the caller's own checks.
func saveAndLoad(t *testing.T, scene string, frames, swapAt int) *app {
	t.Helper()
	path := filepath.Join(t.TempDir(), "saved.json")
	a := startApp(t, config{scene: scene, cubes: scenes.KeepCounts, width: 640, height: 360, frames: frames, headless: true, save: path})
	a.beforeFrame = func(n int, w *ecs.World) {
		if n == swapAt {
			pressKey(w, resources.KeyG)
		}
	}
	a.runHeadless(context.Background())
	require.NoError(t, a.saveOnExit())

	b := startApp(t, config{scene: path, cubes: scenes.KeepCounts, width: 640, height: 360, headless: true})
	assertSameWorld(t, a.world, b.world)
	assert.Equal(t, a.world.Hash(), b.world.Hash(), "the world hash agrees")
	return b
}
