package scenes_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
)

// TestSaveOfALargeWorldLoads: a saved default scene of 170,000 moving
// cubes, which in a form that names every entity is over 96 MiB, fits the
// file cap with room to spare and loads back to the same world hash.
func TestSaveOfALargeWorldLoads(t *testing.T) {
	w := savedCubes(t, 170_000)
	data, _, err := scenes.Encode(w, scenes.SaveInfo{Name: "saved"})
	require.NoError(t, err)
	assert.Less(t, len(data), 60<<20, "%d bytes, %d per entity", len(data), len(data)/w.Len())
	s, err := scenes.Parse("saved.json", data)
	require.NoError(t, err)
	back := ecs.NewWorld()
	require.NoError(t, s.Spawn(back, scenes.NoOverrides()))
	assert.Equal(t, w.Hash(), back.Hash())
}

// TestNamedEntitiesAreCapped: a file with more named entities than
// MaxNamed is refused, without building them.
func TestNamedEntitiesAreCapped(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}`)
	for i := range scenes.MaxNamed {
		fmt.Fprintf(&b, `,{"name": "e%d", "components": {}}`, i)
	}
	b.WriteString("]}")
	_, err := scenes.Parse("named.json", []byte(b.String()))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "named.json:1:5588933: $.entities[150000]: the file has more than 150000 named entities, over the cap of 150000 (scenes.MaxNamed)")
}

// TestTablesCountAgainstTheCap: the rows of a file's tables and its
// spawners' entities share MaxCount.
func TestTablesCountAgainstTheCap(t *testing.T) {
	s, err := scenes.Parse("mixed.json", []byte(`{
  "entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}],
  "spawners": [{"name": "cubes", "count": 1, "components": {"Cube": {}}}],
  "tables": [{"components": {"Cube": {}}, "columns": ["index"], "rows": [[2], [3]]}]
}`))
	require.NoError(t, err)
	assert.Equal(t, 4, s.EntityCount(scenes.NoOverrides()))
	err = s.Check(scenes.Overrides{Cubes: scenes.MaxCount})
	require.Error(t, err)
	assert.Equal(t, "scenes: mixed.json's tables hold 2 entities and its spawners make 2000000, 2000002 in all, over the cap of 2000000 (scenes.MaxCount; lower the spawners' counts or -cubes)", err.Error())
	require.NoError(t, s.Check(scenes.Overrides{Cubes: scenes.MaxCount - 2}))
}

// TestSaveChecksBeforeReplacing: a save the loader would refuse (here a
// colour over 1, which a world can hold but a scene file cannot) is not
// renamed over the file: the scene there stays as it was.
func TestSaveChecksBeforeReplacing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "scene.json")
	old := shippedBytes(t, "ten-cubes")
	require.NoError(t, os.WriteFile(path, old, 0o644))
	w := ecs.NewWorld()
	ecs.NewEntity2(w, components.NewTransform(mgl32.Vec3{}), components.DefaultCamera())
	ecs.NewEntity1(w, components.Mesh{Name: "cube", Color: mgl32.Vec3{2, 0, 0}})
	_, err := scenes.Save(path, w, scenes.SaveInfo{Name: "bad"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "scenes: the saved file would not load, so "+path+" is left as it was: ")
	assert.Contains(t, err.Error(), "color must be from 0 to 1 on every axis (linear RGB), got [2, 0, 0]")
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, old, got)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file is left")
}

// TestLoadAllocatesInProportion: parsing a saved world allocates about
// what its file and its entities take, not a node per number: under
// three times the file's size.
func TestLoadAllocatesInProportion(t *testing.T) {
	w := savedCubes(t, 20_000)
	data, _, err := scenes.Encode(w, scenes.SaveInfo{Name: "saved"})
	require.NoError(t, err)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = scenes.Parse("saved.json", data)
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	allocated := after.TotalAlloc - before.TotalAlloc
	assert.Less(t, allocated, 3*uint64(len(data)), "%d bytes allocated for a file of %d", allocated, len(data))
}

// TestTableErrors: what a table can get wrong, each with its place and a
// fix.
func TestTableErrors(t *testing.T) {
	head := `{"entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}], "tables": [`
	for _, tc := range []struct{ table, want string }{
		{`{"components": {"Cube": {}}, "columns": ["Transform.position"], "rows": []}`,
			`t.json:1:134: $.tables[0].columns: expected an array of column names that starts with "index"`},
		{`{"components": {"Cube": {}}, "columns": ["index", "Transform.position"], "rows": []}`,
			`$.tables[0].columns[1]: the column "Transform.position" is a field of "Transform", which the table's components do not list (add "Transform": {} to the table's components)`},
		{`{"components": {"Mesh": {}}, "columns": ["index", "Mesh.name"], "rows": []}`,
			`$.tables[0].columns[1]: the column "Mesh.name" is a text field, which a table does not hold in columns`},
		{`{"components": {"Mesh": {"color": 1}}, "columns": ["index", "Mesh.color"], "rows": []}`,
			`$.tables[0].columns[1]: "Mesh.color" is given both in the table's components and as a column`},
		{`{"components": {"Mesh": {"color": {"min": 0, "max": 1}}}, "columns": ["index"], "rows": []}`,
			`$.tables[0].components.Mesh: a table's components hold plain values`},
		{`{"components": {"Mesh": {}}, "columns": ["index", "Mesh.color"], "rows": [[2, [1, 1]]]}`,
			`$.tables[0].rows[0][1]: expected a vector of 3 numbers [x, y, z], got 2`},
		{`{"components": {"Mesh": {}}, "columns": ["index", "Mesh.color"], "rows": [[2, 1], [3]]}`,
			`$.tables[0].rows[1]: the row has 1 values, expected 2`},
		{`{"components": {"Mesh": {}}, "columns": ["index", "Mesh.color"], "rows": [[2, 1.5]]}`,
			`$.tables[0].rows[0][1]: color must be from 0 to 1 on every axis (linear RGB), got [1.5, 1.5, 1.5]`},
		{`{"components": {"Mesh": {}}, "columns": ["index", "Mesh.color"], "rows": [[2, "red"]]}`,
			`$.tables[0].rows[0][1]: expected a vector [x, y, z] or one number for all axes, got a string`},
		{`{"components": {"Respawn": {}}, "columns": ["index", "Respawn.floor"], "rows": [[2, 100]]}`,
			`$.tables[0].rows[0]: Respawn.top must be greater than floor, got floor 100 and top 100`},
		{`{"components": {"Cube": {}}, "columns": ["index"], "rows": [[2], [-1]]}`,
			`$.tables[0].rows[1][0]: the index -1 is out of range: an entity index is from 0 to 4294967295`},
		{`{"components": {"Cube": {}}, "columns": ["index"], "rows": [[2], [2]]}`,
			`$.tables: the index 2 is given to two rows: $.tables[0].rows[0] and $.tables[0].rows[1] (give every row its own index)`},
		{`{"components": {"Cube": {}}, "columns": ["index"], "rows": {}}`,
			`$.tables[0].rows: expected an array of rows [[index, ...], ...], one per entity, got an object`},
	} {
		_, err := scenes.Parse("t.json", []byte(head+tc.table+"]}"))
		require.Error(t, err, tc.table)
		assert.Contains(t, err.Error(), tc.want, tc.table)
	}
}

// TestRowsAreCappedAsTheyAreRead: a table of five times MaxCount rows is
// refused at the first row over the cap, and the refusal costs the file's
// text and no more: the rows past the cap are never read, and the rows
// before it are counted, not kept.
func TestRowsAreCappedAsTheyAreRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rows.json")
	f, err := os.Create(path)
	require.NoError(t, err)
	w := bufio.NewWriter(f)
	_, _ = w.WriteString(`{"entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}], "tables": [{"components": {"Cube": {}}, "columns": ["index"], "rows": [` + "\n")
	for i := range 5 * scenes.MaxCount {
		if i > 0 {
			_, _ = w.WriteString(",\n")
		}
		_, _ = w.WriteString("[0]")
	}
	_, _ = w.WriteString("]}]}\n")
	require.NoError(t, w.Flush())
	require.NoError(t, f.Close())
	info, err := os.Stat(path)
	require.NoError(t, err)

	allocated := allocatedBy(func() { _, err = scenes.Load(path) })
	require.Error(t, err)
	assert.Equal(t, path+":2000002:1: $.tables[0].rows[2000000]: the tables hold more than 2000000 rows, over the cap of 2000000 (scenes.MaxCount) "+
		"(a scene creates at most this many entities without names; a save of any world the caps allow fits it)", err.Error())
	assert.Less(t, allocated, uint64(info.Size())+8<<20,
		"%d bytes allocated to refuse a file of %d", allocated, info.Size())
}
