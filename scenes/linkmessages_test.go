package scenes_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/ecs"
	"cubefall/scenes"
)

// linkHead starts a file with a camera, for the tests of this file.
const linkHead = `{"name": "x", "entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}`

// TestLinksTakeEveryRowIndex: a link's end may be any index a table's row
// may have, 0 included, and an index out of range is told in the same
// words for a row and for a link.
func TestLinksTakeEveryRowIndex(t *testing.T) {
	s, err := scenes.Parse("l.json", []byte(linkHead+`],
 "tables": [{"components": {"Transform": {}}, "columns": ["index"], "rows": [[0], [1]]}],
 "links": [[1, 0]]}`))
	require.NoError(t, err)
	w := ecs.NewWorld()
	require.NoError(t, s.Spawn(w, scenes.NoOverrides()))
	children := 0
	for _, e := range w.Entities() {
		if link, ok := ecs.TryGet[ecs.ChildOf](w, e); ok {
			children++
			assert.True(t, w.Alive(link.Parent))
		}
	}
	assert.Equal(t, 1, children)

	for _, tc := range []struct{ name, file, want string }{
		{"link", linkHead + `], "tables": [{"components": {}, "columns": ["index"], "rows": [[0]]}], "links": [[0, -1]]}`,
			`l.json:1:179: $.links[0][1]: the index -1 is out of range: an entity index is from 0 to 4294967295`},
		{"row", linkHead + `], "tables": [{"components": {}, "columns": ["index"], "rows": [[-1]]}]}`,
			`l.json:1:158: $.tables[0].rows[0][0]: the index -1 is out of range: an entity index is from 0 to 4294967295`},
		{"empty name", linkHead + `], "tables": [{"components": {}, "columns": ["index"], "rows": [[0]]}], "links": [["", 0]]}`,
			`l.json:1:176: $.links[0][0]: expected a named entity's name or a row's index, got the empty string`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := scenes.Parse("l.json", []byte(tc.file))
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
		})
	}
}

// TestChildOfIsNamedWhereItIsValid: a second "ChildOf" of a named entity
// is a duplicate key, and a misspelt component of a named entity is
// matched against "ChildOf" too, which the list of valid names holds
// there and nowhere else.
func TestChildOfIsNamedWhereItIsValid(t *testing.T) {
	names := "Behaviour, Camera, Collider, Contact, Cube, DirectionalLight, FlyController, Glow, Gravity, Ground, Interpolated, Material, Mesh, OwnGravity, Respawn, RigidBody, Sky, Sleeping, Spin, Transform"
	withChildOf := strings.Replace(names, "Camera, ", "Camera, ChildOf, ", 1)
	for _, tc := range []struct{ name, file, want string }{
		{"twice", linkHead + `, {"name": "a", "components": {}},
 {"name": "b", "components": {"ChildOf": {"parent": "a"}, "ChildOf": {"parent": "a"}}}]}`,
			`c.json:2:59: $.entities[2].components.ChildOf: "ChildOf" appears twice (delete one of them)`},
		{"misspelt", linkHead + `, {"name": "a", "components": {}},
 {"name": "b", "components": {"ChildOff": {"parent": "a"}}}]}`,
			`c.json:2:31: $.entities[2].components.ChildOff: unknown component "ChildOff" (did you mean "ChildOf"?)`},
		{"unknown in an entity", linkHead + `, {"name": "a", "components": {"Nothing": {}}}]}`,
			`c.json:1:124: $.entities[1].components.Nothing: unknown component "Nothing" (expected one of: ` + withChildOf + `)`},
		{"unknown in a spawner", linkHead + `], "spawners": [{"name": "s", "count": 1, "components": {"Nothing": {}}}]}`,
			`c.json:1:150: $.spawners[0].components.Nothing: unknown component "Nothing" (expected one of: ` + names + `)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := scenes.Parse("c.json", []byte(tc.file))
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
		})
	}
}

// TestAParentColumnSuggestsLinks: a table's "ChildOf.parent" column is
// refused with a fix that loads: the column dropped, and each row linked
// to its parent in "links".
func TestAParentColumnSuggestsLinks(t *testing.T) {
	_, err := scenes.Parse("p.json", []byte(linkHead+`],
 "tables": [{"components": {"Transform": {}}, "columns": ["index", "ChildOf.parent"], "rows": [[0, 1], [1, 0]]}]}`))
	require.Error(t, err)
	assert.Equal(t, `p.json:2:68: $.tables[0].columns[1]: the column "ChildOf.parent" gives each row a parent, which a table holds in no column `+
		`(delete the column, and link each row to its parent in the file's "links": [[the row's index, the parent's index or name], ...])`, err.Error())

	_, err = scenes.Parse("p.json", []byte(linkHead+`],
 "tables": [{"components": {"Transform": {}}, "columns": ["index"], "rows": [[0], [1]]}],
 "links": [[0, 1]]}`))
	assert.NoError(t, err, "the suggested fix loads")
}
