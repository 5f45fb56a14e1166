package scenes_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
)

// spawnCompound spawns the shipped hierarchy scene into a new world.
func spawnCompound(t *testing.T) (*ecs.World, *scenes.Spawned) {
	t.Helper()
	s, err := scenes.Open("compound")
	require.NoError(t, err)
	w := ecs.NewWorld()
	out, err := s.SpawnEntities(w, scenes.NoOverrides())
	require.NoError(t, err)
	return w, out
}

// TestCompoundBuildsItsHierarchy checks the named links, that each spawned
// hub gets a ring of its own with three cubes, and that every child is in
// place in the world from the start.
func TestCompoundBuildsItsHierarchy(t *testing.T) {
	w, out := spawnCompound(t)
	assert.Equal(t, out.Named["hub"], ecs.Get[ecs.ChildOf](w, out.Named["hub-ring"]).Parent)
	assert.Equal(t, out.Named["tower-4"], ecs.Get[ecs.ChildOf](w, out.Named["tower-5"]).Parent)
	rings := map[ecs.Entity]int{}
	for e, r := range ecs.NewQuery1[ecs.ChildOf](w, ecs.Without[components.Mesh]()).All() {
		if !ecs.Has[components.Mesh](w, r.Parent) || ecs.Has[ecs.ChildOf](w, r.Parent) {
			continue // a pivot below another child
		}
		for range ecs.Children(w, e) {
			rings[r.Parent]++
		}
	}
	assert.Len(t, rings, 24+2, "the spawned hubs, the named hub and the mobile")
	for root, n := range rings {
		if root != out.Named["hub"] && root != out.Named["mobile"] {
			assert.Equal(t, 3, n, "every spawned hub's ring holds three cubes")
		}
	}
	for e := range ecs.NewQuery1[ecs.ChildOf](w).All() {
		wt := ecs.Get[components.WorldTransform](w, e)
		assert.NotZero(t, wt.Scale, "%v is placed", e)
	}
	tower, top := ecs.Get[components.Transform](w, out.Named["tower"]), ecs.Get[components.WorldTransform](w, out.Named["tower-5"])
	assert.Greater(t, top.Position.Y(), tower.Position.Y()+4, "the tower's top is five segments up")
}

// TestASaveKeepsTheLinks saves the compound scene, loads the file into a
// new world, and finds the same links and the same world hash.
func TestASaveKeepsTheLinks(t *testing.T) {
	w, out := spawnCompound(t)
	names := map[ecs.Entity]string{}
	for name, e := range out.Named {
		names[e] = name
	}
	data, saved, err := scenes.Encode(w, scenes.SaveInfo{Name: "compound", Names: names})
	require.NoError(t, err)
	assert.Empty(t, saved.Warning(), "ChildOf and WorldTransform are not unknown components")
	s, err := scenes.Parse("saved.json", data)
	require.NoError(t, err)
	back := ecs.NewWorld()
	require.NoError(t, s.Spawn(back, scenes.NoOverrides()))
	assert.Equal(t, w.Hash(), back.Hash())
	assert.Equal(t, ecs.NewQuery1[ecs.ChildOf](w).Count(), ecs.NewQuery1[ecs.ChildOf](back).Count())
}

// TestBadHierarchies checks the messages of links a file may not make.
func TestBadHierarchies(t *testing.T) {
	const head = `{"name": "x", "entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}},`
	cases := []struct{ name, file, want string }{
		{"parent below", head + `
 {"name": "a", "components": {"ChildOf": {"parent": "b"}}}, {"name": "b", "components": {}}]}`,
			`bad.json:2:53: $.entities[1].components.ChildOf.parent: no entity named "b" comes before this one`},
		{"collider on a child of no body", head + `
 {"name": "a", "components": {}}, {"name": "b", "components": {"Collider": {}, "ChildOf": {"parent": "a"}}}]}`,
			`bad.json:2:76: $.entities[2].components.Collider: a child's Collider is a box of its root's body, and the root named "a" has no Collider that meets other bodies (give the root a Collider (not groundOnly), or drop the child's)`},
		{"collider on a grandchild of a ground-only body", head + `
 {"name": "a", "components": {"Collider": {"groundOnly": true}}}, {"name": "b", "components": {"ChildOf": {"parent": "a"}}}, {"name": "c", "components": {"ChildOf": {"parent": "b"}, "Collider": {}}}]}`,
			`$.entities[3].components.Collider: a child's Collider is a box of its root's body, and the root named "a" has no Collider`},
		{"collider on a spawned child of no body", head + `
 {"name": "a", "components": {}}], "spawners": [{"name": "s", "count": 1, "children": [{"components": {}, "children": [{"components": {"Collider": {}}}]}], "components": {}}]}`,
			`$.spawners[0].children[0].children[0].components.Collider: a child's Collider is a box of its root's body, and the root (the spawned entity) has no Collider`},
		{"collider on a linked row of no body", head + `
 {"name": "a", "components": {}}], "tables": [{"components": {"Collider": {}, "Transform": {}}, "columns": ["index", "Transform.position"], "rows": [[1, [0, 0, 0]], [2, [1, 0, 0]]]}], "links": [[1, "a"], [2, "a"]]}`,
			`$.tables[0].components.Collider: a child's Collider is a box of its root's body, and the root named "a" has no Collider`},
		{"ChildOf in a spawner", head + `
 {"name": "a", "components": {}}], "spawners": [{"name": "s", "count": 1, "components": {"ChildOf": {"parent": "a"}}}]}`,
			`bad.json:2:90: $.spawners[0].components.ChildOf: only a named entity can name its parent`},
		{"rigid body on a spawned child", head + `
 {"name": "a", "components": {}}], "spawners": [{"name": "s", "count": 1, "components": {}, "children": [{"components": {"RigidBody": {}}}]}]}`,
			`bad.json:2:121: $.spawners[0].children[0].components: a child cannot have a RigidBody`},
		{"link cycle", head + `
 {"name": "a", "components": {}}, {"name": "b", "components": {}}], "links": [["a", "b"], ["b", "a"]]}`,
			`bad.json:2:79: $.links[0]: named "a" would be its own ancestor`},
		{"link to nothing", head + `
 {"name": "a", "components": {}}], "links": [["a", 7]]}`,
			`bad.json:2:52: $.links[0][1]: the file holds no entity of index 7`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := scenes.Parse("bad.json", []byte(c.file))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}
