package scenes_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
	"cubefall/systems"
)

// FuzzLoad feeds arbitrary bytes to Parse, seeded with every shipped scene,
// every bad file in testdata, and hierarchies (hierarchySeeds). Parse must
// never panic; it returns either *Errors whose problems all have
// positions, or a scene that -check's Check passes or refuses with -cubes
// 3. A scene it passes spawns, and the game's start works on the world:
// every child placed by the world-transform system, and FindCamera.
// Crashers the fuzzer finds are kept in testdata/fuzz/FuzzLoad and run by
// every `go test`.
func FuzzLoad(f *testing.F) {
	for _, name := range scenes.Names() {
		f.Add(shippedBytes(f, name))
	}
	bad, _ := filepath.Glob("testdata/bad_*.json")
	for _, path := range bad {
		data, err := os.ReadFile(path)
		require.NoError(f, err)
		f.Add(data)
	}
	for _, data := range hierarchySeeds(f) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := scenes.Parse("fuzz.json", data)
		if err != nil {
			var errs *scenes.Errors
			require.True(t, errors.As(err, &errs), "%v", err)
			require.NotEmpty(t, errs.Problems)
			for _, p := range errs.Problems {
				require.Positive(t, p.Line, "%v", p)
				require.Positive(t, p.Col, "%v", p)
				require.NotEmpty(t, p.Path, "%v", p)
				require.NotEmpty(t, p.Message, "%v", p)
			}
			return
		}
		// Spawn a few of each spawner's entities: enough to run every
		// template, few enough to keep the fuzzer fast.
		o := scenes.Overrides{Cubes: 3}
		if s.Check(o) != nil {
			return // -check refuses it, and a run does the same from the same Check
		}
		w := ecs.NewWorld()
		systems.AddResources(w)
		require.NoError(t, s.Spawn(w, o))
		require.Equal(t, s.EntityCount(o), w.Len())
		var place systems.WorldTransforms
		require.NoError(t, place.Init(w))
		place.Update(w)
		systems.FindCamera(ecs.NewQuery2[components.Transform, components.Camera](w))
	})
}

// hierarchySeeds are scenes with parents in every form, valid and not:
// ChildOf chains, links by name and by row index, nested spawner
// children, a camera with children and in a child, two parents, and
// cycles through ChildOf and links; and a save of the compound scene,
// which writes every link by name or index.
func hierarchySeeds(tb testing.TB) [][]byte {
	out := [][]byte{
		[]byte(cameraHead + `
 {"name": "a", "components": {"Transform": {}}}, {"name": "b", "components": {"Transform": {}, "ChildOf": {"parent": "a"}}},
 {"name": "gun", "components": {"Transform": {}, "ChildOf": {"parent": "camera"}}}],
 "tables": [{"components": {"Transform": {}}, "columns": ["index", "Transform.position"], "rows": [[7, [0, 1, 0]], [8, [1, 0, 0]]]}],
 "spawners": [{"name": "s", "count": 2, "components": {"Transform": {}}, "children": [{"components": {"Transform": {}},
   "children": [{"components": {"Transform": {"position": [0, 1, 0]}, "Mesh": {}}}]}]}],
 "links": [[7, "b"], [8, 7]]}`),
		[]byte(cameraHead + `
 {"name": "a", "components": {}}, {"name": "b", "components": {"ChildOf": {"parent": "a"}}}], "links": [["a", "b"]]}`),
		[]byte(cameraHead + `
 {"name": "a", "components": {}}, {"name": "b", "components": {"ChildOf": {"parent": "a"}}}, {"name": "c", "components": {}}], "links": [["b", "c"]]}`),
		[]byte(`{"name": "x", "spawners": [{"name": "s", "count": 1, "components": {"Transform": {}},
 "children": [{"components": {"Transform": {}}, "children": [{"components": {"Camera": {}, "Transform": {}}}]}]}]}`),
		[]byte(chainScene(5, func(i int) bool { return i%2 == 0 })),
	}
	if saved, ok := saveOf(tb, shippedBytes(tb, "compound")); ok {
		out = append(out, saved)
	}
	return out
}

// shippedBytes returns the file of a shipped scene as it is on disk next
// to the package (the embedded copy is made from it).
func shippedBytes(tb testing.TB, name string) []byte {
	data, err := os.ReadFile(name + ".json")
	require.NoError(tb, err)
	return data
}

// FuzzSaveLoad covers the save's writer and reader together: any world
// built from a fuzzed scene that the loader accepts saves (Encode), and
// the save loads back (Parse, Spawn) to a world with the same hash:
// the same entities, indices, components and values. It is seeded with
// every shipped scene and with a save of each, so that the fuzzer starts
// from tables as well as from spawners.
func FuzzSaveLoad(f *testing.F) {
	for _, name := range scenes.Names() {
		data := shippedBytes(f, name)
		f.Add(data)
		if saved, ok := saveOf(f, data); ok {
			f.Add(saved)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := scenes.Parse("fuzz.json", data)
		if err != nil {
			return
		}
		o := scenes.Overrides{Cubes: 3}
		if s.Check(o) != nil {
			return
		}
		w := ecs.NewWorld()
		spawned, err := s.SpawnEntities(w, o)
		require.NoError(t, err)
		saved, _, err := scenes.Encode(w, saveInfo(s, spawned))
		require.NoError(t, err, "a world the loader made saves")
		back, err := scenes.Parse("saved.json", saved)
		require.NoError(t, err, "the save loads:\n%s", saved)
		w2 := ecs.NewWorld()
		require.NoError(t, back.Spawn(w2, scenes.NoOverrides()))
		require.Equal(t, w.Entities(), w2.Entities(), "the same entities, by index and generation")
		require.Equal(t, w.Hash(), w2.Hash(), "the save loads back to the same world:\n%s", saved)
	})
}

// saveOf spawns a scene file's scene with a few cubes of each spawner and
// returns its save.
func saveOf(tb testing.TB, data []byte) ([]byte, bool) {
	s, err := scenes.Parse("seed.json", data)
	if err != nil {
		return nil, false
	}
	w := ecs.NewWorld()
	spawned, err := s.SpawnEntities(w, scenes.Overrides{Cubes: 5})
	if err != nil {
		return nil, false
	}
	saved, _, err := scenes.Encode(w, saveInfo(s, spawned))
	require.NoError(tb, err)
	return saved, true
}

// saveInfo is what a run saves of scene s: its name, description and
// seed, and the names of its named entities.
func saveInfo(s *scenes.Scene, spawned *scenes.Spawned) scenes.SaveInfo {
	names := map[ecs.Entity]string{}
	for name, e := range spawned.Named {
		names[e] = name
	}
	return scenes.SaveInfo{Name: s.Name, Description: s.Description, Seed: s.Seed, Names: names}
}
