package scenes_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/ecs"
	"cubefall/scenes"
)

// cameraHead starts a scene whose first entity is the camera, a root.
const cameraHead = `{"name": "x", "entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}},`

// TestParentsThroughChildOfAndLinksTogether checks the messages for what a
// "ChildOf" and "links" can only do together: two parents, and cycles
// through both. Each file spawned into a world panicked in ecs.SetParent.
func TestParentsThroughChildOfAndLinksTogether(t *testing.T) {
	cases := []struct{ name, file, want string }{
		{"ChildOf and a link close a cycle", cameraHead + `
 {"name": "a", "components": {}}, {"name": "b", "components": {"ChildOf": {"parent": "a"}}}], "links": [["a", "b"]]}`,
			`p.json:2:105: $.links[0]: named "a" would be its own ancestor: "a" → "b" → "a" (a hierarchy has no cycles; drop one of its links, or the "ChildOf" of named "b")`},
		{"a ChildOf and a link give two parents", cameraHead + `
 {"name": "a", "components": {}}, {"name": "b", "components": {"ChildOf": {"parent": "a"}}}, {"name": "c", "components": {}}], "links": [["b", "c"]]}`,
			`p.json:2:138: $.links[0]: named "b" would have two parents: its "ChildOf" at 2:64 names "a", and this link names "c" (an entity has one parent: delete this pair, or the entity's "ChildOf")`},
		{"a link to itself", cameraHead + `
 {"name": "a", "components": {}}], "links": [["a", "a"]]}`,
			`p.json:2:46: $.links[0]: named "a" would be its own ancestor: "a" → "a" (a hierarchy has no cycles; drop one of its links)`},
		{"a cycle through the camera", cameraHead + `
 {"name": "a", "components": {}}], "links": [["camera", "a"], ["a", "camera"]]}`,
			`p.json:2:46: $.links[0]: a child cannot have a Camera (give the Camera to an entity without a parent, which may have children: the view is drawn from the camera's own Transform, and the player flies it in the world's axes)` + "\n" +
				`p.json:2:46: $.links[0]: named "camera" would be its own ancestor: "camera" → "a" → "camera" (a hierarchy has no cycles; drop one of its links)`},
		{"a cycle through named entities and table rows", cameraHead + `
 {"name": "a", "components": {}}], "tables": [{"components": {"Transform": {}}, "columns": ["index"], "rows": [[7], [8]]}],
 "links": [["a", 7], [7, 8], [8, "a"]]}`,
			`p.json:3:12: $.links[0]: named "a" would be its own ancestor: "a" → index 7 → index 8 → "a" (a hierarchy has no cycles; drop one of its links)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := scenes.Parse("p.json", []byte(c.file))
			require.Error(t, err)
			assert.Equal(t, c.want, err.Error())
		})
	}
}

// chainScene is a scene of n entities e0 … e(n-1) after the camera whose
// parents make a cycle e0 → e1 → … → e(n-1) → e0: entity i names e(i-1)
// by "ChildOf" where useChildOf(i) says so (a "ChildOf" may name only an
// entity above it), and a link gives every other parent.
func chainScene(n int, useChildOf func(i int) bool) string {
	var es, links []string
	for i := range n {
		comps := "{}"
		if i > 0 && useChildOf(i) {
			comps = fmt.Sprintf(`{"ChildOf": {"parent": "e%d"}}`, i-1)
		} else {
			links = append(links, fmt.Sprintf(`["e%d", "e%d"]`, i, (i+n-1)%n))
		}
		es = append(es, fmt.Sprintf(`{"name": "e%d", "components": %s}`, i, comps))
	}
	return cameraHead + strings.Join(es, ", ") + `], "links": [` + strings.Join(links, ", ") + "]}"
}

// TestCyclesOfEveryLengthAreRefused builds cycles of 1 to 12 entities,
// through links alone, through one link and "ChildOf"s, and through both
// alternating, and expects each refused as a cycle at its first link, never
// accepted to panic in the world.
func TestCyclesOfEveryLengthAreRefused(t *testing.T) {
	mixes := map[string]func(int) bool{
		"links":      func(int) bool { return false },
		"ChildOf":    func(int) bool { return true },
		"alternated": func(i int) bool { return i%2 == 0 },
	}
	for name, mix := range mixes {
		for n := 1; n <= 12; n++ {
			t.Run(fmt.Sprintf("%s/%d", name, n), func(t *testing.T) {
				_, err := scenes.Parse("c.json", []byte(chainScene(n, mix)))
				require.Error(t, err)
				assert.Contains(t, err.Error(), `$.links[0]: named "e0" would be its own ancestor: "e0" → "e`)
				assert.Equal(t, 1, strings.Count(err.Error(), "would be its own ancestor"), "one message per cycle")
			})
		}
	}
}

// TestACameraIsNeverAChild: the view is drawn from the camera's own
// Transform and the player flies it in the world's axes, so a camera that
// is a child (by "ChildOf", by a link, or in a spawner's "children") is
// refused where it is written. A camera in a spawner's children gave the
// world one camera per spawned entity, which -check did not count: beside
// a root camera it passed, and FindCamera panicked on the world's four.
func TestACameraIsNeverAChild(t *testing.T) {
	const hint = ` (give the Camera to an entity without a parent, which may have children: the view is drawn from the camera's own Transform, and the player flies it in the world's axes)`
	cases := []struct{ name, file, want string }{
		{"in a spawner's children", `{"name": "x", "entities": [{"name": "a", "components": {}}],
 "spawners": [{"name": "s", "count": 3, "components": {"Transform": {}}, "children": [{"components": {"Camera": {}, "Transform": {}}}]}]}`,
			`k.json:2:102: $.spawners[0].children[0].components: a child cannot have a Camera` + hint},
		{"beside a root camera", cameraHead + `
 {"name": "a", "components": {}}], "spawners": [{"name": "s", "count": 3, "components": {"Transform": {}}, "children": [{"components": {"Camera": {}, "Transform": {}}}]}]}`,
			`k.json:2:136: $.spawners[0].children[0].components: a child cannot have a Camera` + hint},
		{"in a single spawned entity's children", `{"name": "x", "spawners": [{"name": "s", "count": 1, "components": {"Transform": {}},
 "children": [{"components": {"Transform": {}}, "children": [{"components": {"Camera": {}, "Transform": {}}}]}]}]}`,
			`k.json:2:77: $.spawners[0].children[0].children[0].components: a child cannot have a Camera` + hint},
		{"by ChildOf", `{"name": "x", "entities": [{"name": "a", "components": {"Transform": {}}},
 {"name": "cam", "components": {"Camera": {}, "Transform": {}, "ChildOf": {"parent": "a"}}}]}`,
			`k.json:2:64: $.entities[1].components: a child cannot have a Camera` + hint},
		{"by a link", cameraHead + `
 {"name": "a", "components": {}}], "links": [["camera", "a"]]}`,
			`k.json:2:46: $.links[0]: a child cannot have a Camera` + hint},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := scenes.Parse("k.json", []byte(c.file))
			require.Error(t, err)
			assert.Equal(t, c.want, err.Error())
		})
	}
}

// TestACameraMayBeAParent: a camera with children of its own is a root,
// and the world gets exactly the one camera the scene names.
func TestACameraMayBeAParent(t *testing.T) {
	s, err := scenes.Parse("m.json", []byte(cameraHead+`
 {"name": "gun", "components": {"Transform": {}, "ChildOf": {"parent": "camera"}}}], "links": []}`))
	require.NoError(t, err)
	w := ecs.NewWorld()
	out, err := s.SpawnEntities(w, scenes.NoOverrides())
	require.NoError(t, err)
	assert.Equal(t, out.Named["camera"], ecs.Get[ecs.ChildOf](w, out.Named["gun"]).Parent)
}
