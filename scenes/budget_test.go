package scenes_test

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/ecs"
	"cubefall/scenes"
)

// paletteScene is a scene whose one spawner draws its cubes' colours from
// a palette of n entries.
func paletteScene(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}],` + "\n" +
		`"spawners": [{"name": "cubes", "count": 10, "components": {"Transform": {}, "Mesh": {"color": {"palette": [`)
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "[0.%04d, 0.5, 0.25]", i%10_000)
	}
	b.WriteString("]}}}}]}")
	return []byte(b.String())
}

// allocatedBy returns the bytes the heap gave out while f ran.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestAHugePaletteIsRefusedOrLoadsLean: a palette of MaxPalette entries
// loads, in memory proportional to its entries; a longer one is refused
// while it is read, with the cap and a fix, having allocated little more
// than the file itself, however long it is.
func TestAHugePaletteIsRefusedOrLoadsLean(t *testing.T) {
	t.Run("at the cap", func(t *testing.T) {
		data := paletteScene(scenes.MaxPalette)
		var err error
		allocated := allocatedBy(func() { _, err = scenes.Parse("p.json", data) })
		t.Logf("%d bytes allocated for a file of %d", allocated, len(data))
		require.NoError(t, err)
		assert.Less(t, allocated, uint64(scenes.MaxPalette*1_000+1<<20),
			"%d bytes allocated for %d entries", allocated, scenes.MaxPalette)
	})
	t.Run("over the cap", func(t *testing.T) {
		const n = 200_000
		data := paletteScene(n)
		var err error
		allocated := allocatedBy(func() { _, err = scenes.Parse("p.json", data) })
		t.Logf("%d bytes allocated for a file of %d", allocated, len(data))
		require.Error(t, err)
		assert.Equal(t, `p.json:2:21612: $.spawners[0].components.Mesh.color.palette[1024]: the palette has more than 1024 values, over the cap of 1024 (scenes.MaxPalette) `+
			`(a palette lists a few choices: for many values use a range {"min": a, "max": b} instead, or write the entities as a table)`, err.Error())
		assert.Less(t, allocated, 2*uint64(len(data))+1<<20,
			"%d bytes allocated for a file of %d", allocated, len(data))
	})
}

// TestNamedEntitiesLoadLean: a save that names every entity (the form
// that writes each entity component by component, not as a row) loads in
// memory proportional to its entities: under 14 KB allocated for each
// moving cube, counting its file's text, its tree and its recipe.
func TestNamedEntitiesLoadLean(t *testing.T) {
	w := savedCubes(t, 5_000)
	names := map[ecs.Entity]string{}
	for _, e := range w.Entities() {
		names[e] = "cube-" + strconv.Itoa(int(e.Index()))
	}
	data, _, err := scenes.Encode(w, scenes.SaveInfo{Name: "named", Names: names})
	require.NoError(t, err)
	allocated := allocatedBy(func() { _, err = scenes.Parse("named.json", data) })
	require.NoError(t, err)
	perEntity := allocated / uint64(w.Len())
	t.Logf("%d bytes allocated for %d entities, %d each, from a file of %d", allocated, w.Len(), perEntity, len(data))
	assert.Less(t, perEntity, uint64(14_000))
}

// TestRecipesAreCapped: a file of more spawners than MaxSpawners (each
// creating nothing) or more tables than MaxTables is refused while it is
// read, with the cap and a fix; past the cap, the recipes are counted
// without being built.
func TestRecipesAreCapped(t *testing.T) {
	for _, tc := range []struct {
		name, recipe, list, want string
	}{
		{"spawners", `{"name": "s%d", "count": 0, "components": {}}`, "spawners",
			`r.json:1:195597: $.spawners[4096]: the file has more than 4096 spawners, over the cap of 4096 (scenes.MaxSpawners) (a spawner makes many entities from one recipe: give one spawner a larger count, with a range or a palette for what differs)`},
		{"tables", `{"components": {"Cube": {}}, "columns": ["index"], "rows": [[%d]]}`, "tables",
			`r.json:1:1135868: $.tables[16384]: the file has more than 16384 tables, over the cap of 16384 (scenes.MaxTables) (a table holds every entity of one kind: merge the tables that list the same components and text)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			b.WriteString(`{"entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}], "` + tc.list + `": [`)
			for i := range 100_000 {
				if i > 0 {
					b.WriteString(",")
				}
				fmt.Fprintf(&b, tc.recipe, i+1)
			}
			b.WriteString("]}")
			data := []byte(b.String())
			var err error
			allocated := allocatedBy(func() { _, err = scenes.Parse("r.json", data) })
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
			assert.Less(t, allocated, 2*uint64(len(data))+16<<20, "%d bytes allocated for a file of %d", allocated, len(data))
		})
	}
}
