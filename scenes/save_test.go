package scenes_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
)

// secret is a component no registry knows.
type secret struct{ N int }

// TestEncodeKeepsEveryBit writes values that a careless writer loses
// (-0, the smallest float32, the largest allowed number, digits past
// %g's six) and reads them back with Parse and Spawn.
func TestEncodeKeepsEveryBit(t *testing.T) {
	w := ecs.NewWorld()
	tricky := []float32{float32(math.Copysign(0, -1)), math.SmallestNonzeroFloat32, 1e6, -1e6, 0.1, 1.0000001, 123456.79, 1e-7}
	want := []components.Transform{components.NewTransform(mgl32.Vec3{})}
	ecs.NewEntity2(w, want[0], components.DefaultCamera())
	for _, x := range tricky {
		tr := components.Transform{Position: mgl32.Vec3{x, -x, 1}, Rotation: mgl32.Vec3{x, x, x}, Scale: mgl32.Vec3{1, 2, 3}}
		want = append(want, tr)
		ecs.NewEntity1(w, tr)
	}
	data, saved, err := scenes.Encode(w, scenes.SaveInfo{Name: "tricky"})
	require.NoError(t, err)
	assert.Equal(t, len(want), saved.Entities)

	s, err := scenes.Parse("tricky.json", data)
	require.NoError(t, err)
	got := ecs.NewWorld()
	require.NoError(t, s.Spawn(got, scenes.NoOverrides()))
	for i, e := range got.Entities() {
		tr := *ecs.Get[components.Transform](got, e)
		for k := range 3 {
			assert.Equal(t, math.Float32bits(want[i].Position[k]), math.Float32bits(tr.Position[k]), "entity %d axis %d", i, k)
		}
		assert.Equal(t, want[i], tr)
	}
}

// TestEncodeRefusesWhatCannotLoad: NaN and numbers over MaxMagnitude
// cannot be written (JSON has no NaN, and the loader refuses such
// numbers), so Encode fails and names the entity and the field.
func TestEncodeRefusesWhatCannotLoad(t *testing.T) {
	for _, x := range []float32{float32(math.NaN()), float32(math.Inf(1)), 2e6} {
		w := ecs.NewWorld()
		ecs.NewEntity1(w, components.RigidBody{Velocity: mgl32.Vec3{0, x, 0}})
		_, _, err := scenes.Encode(w, scenes.SaveInfo{})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "cannot save entity Entity(1v1), RigidBody.velocity: the value is")
	}
}

// TestEncodeWarnsAboutUnknownComponents: a component the registry does
// not know is left out and listed, never dropped in silence.
func TestEncodeWarnsAboutUnknownComponents(t *testing.T) {
	w := ecs.NewWorld()
	ecs.NewEntity2(w, components.Cube{}, secret{N: 1})
	ecs.NewEntity1(w, secret{N: 2})
	_, saved, err := scenes.Encode(w, scenes.SaveInfo{})
	require.NoError(t, err)
	assert.Equal(t, []scenes.UnknownComponent{{Type: "scenes_test.secret", Entities: 2}}, saved.Unknown)
	assert.Equal(t, "scenes: the save leaves out components that scene files do not know: scenes_test.secret (2 entities) (register them in scenes.DefaultRegistry to save them)",
		saved.Warning())
}

// TestEncodeNames: named entities keep their names, escaped where JSON
// needs it; the others are rows of a table, under their index.
func TestEncodeNames(t *testing.T) {
	w := ecs.NewWorld()
	a := ecs.NewEntity1(w, components.Cube{})
	b := ecs.NewEntity1(w, components.Cube{})
	ecs.NewEntity1(w, components.Cube{})
	data, _, err := scenes.Encode(w, scenes.SaveInfo{Names: map[ecs.Entity]string{a: "entity-3", b: `the "quoted" één`}})
	require.NoError(t, err)
	assert.Contains(t, string(data), `{"name": "entity-3", "components": {"Cube": {}}}`)
	assert.Contains(t, string(data), `{"name": "the \"quoted\" één", "components": {"Cube": {}}}`)
	assert.Contains(t, string(data), "\"columns\": [\"index\"],\n     \"rows\": [\n      [3]\n    ]}")
}

// TestSaveWritesAtomically: Save replaces a file whole, and a path that
// cannot be written is an error naming it, with the old file untouched.
func TestSaveWritesAtomically(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.json")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o644))
	s, err := scenes.Open("ten-cubes")
	require.NoError(t, err)
	w := ecs.NewWorld()
	require.NoError(t, s.Spawn(w, scenes.NoOverrides()))
	_, err = scenes.Save(path, w, scenes.SaveInfo{Name: s.Name, Seed: s.Seed})
	require.NoError(t, err)
	back, err := scenes.Load(path)
	require.NoError(t, err)
	assert.Equal(t, w.Len(), back.EntityCount(scenes.NoOverrides()))

	_, err = scenes.Save(filepath.Join(dir, "missing", "s.json"), w, scenes.SaveInfo{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), filepath.Join(dir, "missing"))
}

// A world saved with Encode is a scene file: the named entities with
// every component and the fields that differ from the registered
// defaults, and the others as rows of a table (one here, with no column,
// since its one row shares every value).
func ExampleEncode() {
	w := ecs.NewWorld()
	cam := ecs.NewEntity2(w, components.NewTransform(mgl32.Vec3{0, 50, 90}), components.DefaultCamera())
	ecs.NewEntity3(w, components.NewTransform(mgl32.Vec3{1, 2, 3}), components.RigidBody{Velocity: mgl32.Vec3{0, -0.5, 0}}, components.Cube{})
	data, saved, err := scenes.Encode(w, scenes.SaveInfo{Name: "tiny", Seed: 7, Names: map[ecs.Entity]string{cam: "camera"}})
	fmt.Print(string(data))
	fmt.Println(saved.Entities, err)
	// Output:
	// {
	//   "name": "tiny",
	//   "description": "",
	//   "seed": 7,
	//   "entities": [
	//     {"name": "camera", "components": {"Camera": {}, "Transform": {"position": [0, 50, 90]}}}
	//   ],
	//   "tables": [
	//     {"components": {"Cube": {}, "RigidBody": {"velocity": [0, -0.5, 0]}, "Transform": {"position": [1, 2, 3]}},
	//      "columns": ["index"],
	//      "rows": [
	//       [2]
	//     ]}
	//   ]
	// }
	// 2 <nil>
}

// TestSaved100kFitsTheCap: a saved default scene of 100,000 moving cubes
// stays under MaxFileSize, with at least a tenth to spare, so -scene loads
// it.
func TestSaved100kFitsTheCap(t *testing.T) {
	w := savedCubes(t, 100_000)
	data, _, err := scenes.Encode(w, scenes.SaveInfo{Name: "saved"})
	require.NoError(t, err)
	assert.Less(t, len(data), scenes.MaxFileSize*9/10, "%d bytes, %d per entity", len(data), len(data)/w.Len())
}

// A world with a worker pool saves with it: the same bytes with a pool
// of one (serial, as -workers 1 promises), of two, or with none, and a
// closed pool is refused, which shows the pool is the one at work.
func TestEncodeUsesTheWorldsWorkers(t *testing.T) {
	w := savedCubes(t, 20_000) // several parts' worth
	none, _, err := scenes.Encode(w, scenes.SaveInfo{Name: "saved"})
	require.NoError(t, err)
	for _, n := range []int{1, 2} {
		ws := ecs.NewWorkers(n)
		ecs.AddResource(w, ws)
		got, _, err := scenes.Encode(w, scenes.SaveInfo{Name: "saved"})
		require.NoError(t, err)
		assert.Equal(t, none, got, "%d workers", n)
		ws.Close()
		if n > 1 {
			assert.PanicsWithValue(t, "ecs: Workers used after Close; make a new pool with NewWorkers",
				func() { scenes.Encode(w, scenes.SaveInfo{Name: "saved"}) })
		}
		ecs.RemoveResource[ecs.Workers](w)
	}
}
