package scenes_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/scenes"
)

// TestQuotedInputIsCut: every piece of input a message quotes is cut to
// 40 characters, wherever it is quoted (the path, the message, the
// hint), so that a key or name of megabytes gives a message of a line.
func TestQuotedInputIsCut(t *testing.T) {
	long := strings.Repeat("x", 60_000) // under the cap on strings, so that the checker quotes it
	cut := `"` + strings.Repeat("x", 37) + `..."`
	camera := `{"name": "camera", "components": {"Camera": {}, "Transform": {}}}`
	for _, tc := range []struct{ name, file, want string }{
		{"unknown field", `{"` + long + `": 1, "entities": [` + camera + `]}`,
			`q.json:1:2: $[` + cut + `]: unknown field ` + cut + ` (expected one of: description, entities, links, name, seed, spawners, tables)`},
		{"unknown component", `{"entities": [{"name": "c", "components": {"Camera": {}, "Transform": {}, "` + long + `": {}}}]}`,
			`q.json:1:75: $.entities[0].components[` + cut + `]: unknown component ` + cut + ` (expected one of: ` +
				`Behaviour, Camera, ChildOf, Collider, Contact, Cube, DirectionalLight, FlyController, Glow, Gravity, Ground, Interpolated, Material, Mesh, OwnGravity, Respawn, RigidBody, Sky, Sleeping, Spin, Transform)`},
		{"duplicate key", `{"entities": [` + camera + `], "` + long + `": 1, "` + long + `": 2}`,
			`q.json:1:60090: $[` + cut + `]: ` + cut + ` appears twice (delete one of them)`},
		{"unexpected word", `{"name": ` + long + `}`,
			`q.json:1:10: $.name: unexpected word ` + cut + `: expected a value (strings need double quotes)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := scenes.Parse("q.json", []byte(tc.file))
			require.Error(t, err)
			assert.Less(t, len(err.Error()), 2_000, "the message quotes the input whole")
			assert.Contains(t, strings.Split(err.Error(), "\n"), tc.want)
		})
	}
	_, err := scenes.Open(long)
	require.Error(t, err)
	assert.Equal(t, `scenes: `+cut+` is neither a shipped scene nor a file (give a path to a .json file or a shipped name; shipped: `+strings.Join(scenes.Names(), ", ")+`)`, err.Error())
}

// TestAStringIsCappedAsItIsRead: a string of megabytes is refused where
// it starts, once the parser has read past the cap on strings.
func TestAStringIsCappedAsItIsRead(t *testing.T) {
	for _, s := range []string{strings.Repeat("x", 5<<20), strings.Repeat(`\n`, 5<<20)} {
		_, err := scenes.Parse("s.json", []byte(`{"description": "`+s+`"}`))
		require.Error(t, err)
		assert.Equal(t, `s.json:1:17: $.description: a string longer than 65536 bytes, over the cap of 65536 (the longest text a scene holds is a description of 400 characters) (is a closing '"' missing? shorten the text)`, err.Error())
	}
}
