package systems

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"
	"cubefall/scenes"

	"github.com/go-gl/mathgl/mgl32"
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
	testworld.RunFrame(w, s)

	require.NoError(t, os.WriteFile(path, []byte(`{"name": "broken", "entities": [{"components": {"Gravty": {}}}]}`), 0o644))
	testworld.Press(w, resources.KeyR)
	testworld.RunFrame(w, s)
	status := ecs.GetResource[resources.Status](w)
	assert.True(t, status.Error)
	assert.Contains(t, status.Text, "Gravty")
	assert.Equal(t, n, w.Len(), "the running scene stays")
	assert.Equal(t, "first", ecs.GetResource[SceneRef](w).Scene.Name)

	writeScene(t, path, "second")
	testworld.Press(w, resources.KeyR)
	testworld.RunFrame(w, s)
	assert.False(t, status.Error)
	assert.Contains(t, status.Text, "reloaded second")
	assert.Equal(t, "second", ecs.GetResource[SceneRef](w).Scene.Name)
	assert.Equal(t, n, w.Len(), "old entities destroyed, new ones spawned")
}

// worldState describes every entity a scene spawned, one line each: the
// handle (index and generation), whether it is alive, and the value of
// every registered component it carries, bit for bit (%v of float32 is
// exact enough to tell any two values apart through their shortest
// decimal form). Two equal states mean the world was not touched.
func worldState(w *ecs.World, handles []ecs.Entity) []string {
	reg := scenes.DefaultRegistry()
	out := []string{fmt.Sprintf("live entities: %d", w.Len())}
	for _, e := range handles {
		line := fmt.Sprintf("%d/%d alive=%v", e.Index(), e.Generation(), w.Alive(e))
		if w.Alive(e) {
			for _, v := range reg.Values(w, e) {
				line += fmt.Sprintf(" %s%+v", v.Name, v.Value)
			}
		}
		out = append(out, line)
	}
	return out
}

// manySpawners is a valid scene whose n spawners each make one cube; with
// -cubes raised it breaks the cap on entities, which only Check sees.
func manySpawners(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"name": "many", "entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}], "spawners": [`)
	for i := range n {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, `{"name": "s%d", "count": 1, "components": {"Cube": {}}}`, i)
	}
	b.WriteString("]}")
	return []byte(b.String())
}

// TestFailedReloadChangesNothing changes the running world (a gravity swap
// and a component value), then makes the scene file fail in each way a
// reload can fail, presses R, and checks that every entity, handle and
// component value is exactly as before: a failed reload must be checked
// completely before it touches the world. Only the HUD's Status changes,
// and it holds the whole error.
func TestFailedReloadChangesNothing(t *testing.T) {
	for _, c := range []struct {
		name    string
		cubes   int
		content []byte
		want    string
	}{
		{"syntax error", 1000, []byte(`{"name": "broken", "entities": [`), "mine.json:1:"},
		{"unknown component", 1000, []byte(`{"name": "x", "entities": [{"name": "c", "components": {"Gravty": {}}}]}`), `unknown component "Gravty"`},
		{"over the cap with -cubes", 1000, manySpawners(2001), "-cubes 1000 with 2001 spawners makes 2001000 entities, over the cap"},
		{"no camera left with -cubes", 0, []byte(`{"name": "x", "spawners": [{"name": "cams", "count": 1,
			"components": {"Camera": {}, "Transform": {}}}]}`), "leaves no entity with a Camera"},
		{"a cycle of a ChildOf and a link", 1000, []byte(`{"name": "x", "entities": [{"name": "c", "components": {"Camera": {}, "Transform": {}}},
			{"name": "a", "components": {}}, {"name": "b", "components": {"ChildOf": {"parent": "a"}}}], "links": [["a", "b"]]}`),
			`$.links[0]: named "a" would be its own ancestor: "a" → "b" → "a"`},
		{"a ChildOf and a link", 1000, []byte(`{"name": "x", "entities": [{"name": "c", "components": {"Camera": {}, "Transform": {}}},
			{"name": "a", "components": {}}, {"name": "b", "components": {"ChildOf": {"parent": "a"}}}], "links": [["b", "c"]]}`),
			`$.links[0]: named "b" would have two parents`},
		{"a camera in a spawner's children", 3, []byte(`{"name": "x", "spawners": [{"name": "s", "count": 1, "components": {"Transform": {}},
			"children": [{"components": {"Camera": {}, "Transform": {}}}]}]}`),
			`$.spawners[0].children[0].components: a child cannot have a Camera`},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "mine.json")
			writeScene(t, path, "first")
			sc, err := scenes.Open(path)
			require.NoError(t, err)
			o := scenes.Overrides{Cubes: c.cubes}
			w, s := newScheduled(t)
			spawned, err := sc.SpawnEntities(w, o)
			require.NoError(t, err)
			ecs.AddResource(w, &SceneRef{Scene: sc, Overrides: o})
			testworld.RunFrame(w, s)
			testworld.Press(w, resources.KeyG) // gravity to the camera
			testworld.RunFrame(w, s)
			cam := spawned.Named["camera"]
			require.True(t, ecs.Has[components.Gravity](w, cam), "the swap happened")
			ecs.Get[components.Transform](w, cam).Position[0] = 42
			before := worldState(w, spawned.Entities)

			require.NoError(t, os.WriteFile(path, c.content, 0o644))
			testworld.Press(w, resources.KeyR)
			Reload{}.Update(w) // the reload alone: a whole frame would also move the cubes

			assert.Equal(t, before, worldState(w, spawned.Entities), "a failed reload changes nothing")
			status := ecs.GetResource[resources.Status](w)
			assert.True(t, status.Error)
			assert.Contains(t, status.Text, "reload failed, still running the old scene:\n")
			assert.Contains(t, status.Text, c.want, "the whole error is kept for the HUD and stderr")
			assert.Same(t, sc, ecs.GetResource[SceneRef](w).Scene)
		})
	}
}

// TestReloadFromAFIFODoesNotBlock replaces the scene file with a named
// pipe that nobody writes to and presses R. Reading it would freeze the
// window and leave Ctrl+C unanswered; the reload must fail at once,
// change nothing and say what the path is. A watchdog opens the pipe for
// writing should the reload still be waiting after hangAfter (a bound for
// a hang, not a speed target), so a regression fails instead of hanging.
func TestReloadFromAFIFODoesNotBlock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.json")
	writeScene(t, path, "first")
	sc, err := scenes.Open(path)
	require.NoError(t, err)
	w, _ := newScheduled(t)
	spawned, err := sc.SpawnEntities(w, scenes.NoOverrides())
	require.NoError(t, err)
	ecs.AddResource(w, &SceneRef{Scene: sc, Overrides: scenes.NoOverrides()})
	before := worldState(w, spawned.Entities)

	require.NoError(t, os.Remove(path))
	mkfifo(t, path)
	var fired atomic.Bool
	watchdog := time.AfterFunc(hangAfter, func() {
		fired.Store(true)
		if f, err := os.OpenFile(path, os.O_WRONLY, 0); err == nil { // the blocked reader lets this open
			f.Close()
		}
	})
	testworld.Press(w, resources.KeyR)
	Reload{}.Update(w)
	watchdog.Stop()
	require.False(t, fired.Load(), "the reload blocked on a FIFO")

	assert.Equal(t, before, worldState(w, spawned.Entities))
	status := ecs.GetResource[resources.Status](w)
	assert.True(t, status.Error)
	assert.Contains(t, status.Text, path+" is a named pipe (FIFO), not a regular file")
}

// mkfifo makes a named pipe at path with the mkfifo command (which keeps
// this file free of Unix-only system calls), or skips the test where there
// is none.
func mkfifo(t *testing.T, path string) {
	t.Helper()
	if _, err := exec.LookPath("mkfifo"); err != nil {
		t.Skip("no mkfifo command: no named pipes here")
	}
	out, err := exec.Command("mkfifo", path).CombinedOutput()
	require.NoError(t, err, "%s", out)
}

// hangAfter is how long a call that should return at once may take before
// a test calls it a hang.
const hangAfter = 10 * time.Second

// NameOf turns the named entities round; SetNamed replaces them and the
// lookup with them.
func TestNameOfFollowsTheNamedEntities(t *testing.T) {
	w := newWorld()
	a, b := testworld.Cube(w, mgl32.Vec3{}, 0), testworld.Cube(w, mgl32.Vec3{}, 0)
	ref := &SceneRef{Named: map[string]ecs.Entity{"a": a}}
	ecs.AddResource(w, ref)
	name, ok := ref.NameOf(a)
	assert.True(t, ok)
	assert.Equal(t, "a", name)
	_, ok = ref.NameOf(b)
	assert.False(t, ok)
	assert.Equal(t, "a "+a.String(), Label(w, a))
	assert.Equal(t, b.String(), Label(w, b), "no name: the handle alone")
	ref.SetNamed(map[string]ecs.Entity{"b\x1b": b})
	_, ok = ref.NameOf(a)
	assert.False(t, ok, "the old names are gone")
	assert.Equal(t, `b\x1b `+b.String(), Label(w, b), "a name is printable")
}
