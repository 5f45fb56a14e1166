package scenes_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/scenes"
)

// badFiles lists each broken scene in testdata with the problems Load must
// report: every one of them (n is the exact count), each located by
// file:line:col.
var badFiles = []struct {
	file string
	n    int
	want []string
}{
	{"bad_empty.json", 1, []string{"bad_empty.json:1:1: $: the file is empty"}},
	{"bad_blank.json", 1, []string{"bad_blank.json:3:1: $: the file is empty"}},
	{"bad_not_json.json", 1, []string{`bad_not_json.json:1:1: $: unexpected word "this": expected a value`}},
	{"bad_truncated.json", 1, []string{"bad_truncated.json:8:1: $.spawners[0]: unexpected end of file: the object is not closed (it opens at 7:5)",
		"the file looks truncated"}},
	{"bad_trailing_comma.json", 1, []string{"bad_trailing_comma.json:4:69: $.entities[0].components: unexpected '}' after ','", "JSON allows no comma before '}'"}},
	{"bad_comment.json", 1, []string{"bad_comment.json:2:3: $: unexpected character '/'", "JSON has no comments"}},
	{"bad_nan.json", 1, []string{"bad_nan.json:4:58: $.entities[0].components.Camera.fovY: NaN is not a JSON value", "JSON has no NaN or Infinity"}},
	{"bad_single_quotes.json", 1, []string{"bad_single_quotes.json:2:11: $.name: unexpected character", "JSON strings use double quotes"}},
	{"bad_string_newline.json", 1, []string{"bad_string_newline.json:2:23: $.name: control character in a string"}},
	{"bad_extra_data.json", 1, []string{"bad_extra_data.json:2:1: $: unexpected character '{' after the end of the top-level value"}},
	{"bad_top_level_array.json", 1, []string{"bad_top_level_array.json:1:1: $: expected a scene object", "got an array"}},
	{"bad_unknown_names.json", 8, []string{
		`bad_unknown_names.json:3:3: $.seedd: unknown field "seedd" (did you mean "seed"?)`,
		`bad_unknown_names.json:5:50: $.entities[0].components.Camera.fov: unknown field "fov" (did you mean "fovY"?)`,
		`bad_unknown_names.json:5:76: $.entities[0].components.Transform.positon: unknown field "positon" (did you mean "position"?)`,
		`bad_unknown_names.json:8:51: $.spawners[0].components.Gravty: unknown component "Gravty" (did you mean "Gravity"?)`,
		`bad_unknown_names.json:8:93: $.spawners[0].components.Mesh.Color: unknown field "Color" (did you mean "color"?)`,
		`bad_unknown_names.json:9:35: $.spawners[1].Gravity: unknown field "Gravity" ("Gravity" is a component: put it inside "components")`,
		`bad_unknown_names.json:9:74: $.spawners[1].components.Cube.falling: Cube is a tag and has no fields`,
		`bad_unknown_names.json:9:92: $.spawners[1].components.Zebra: unknown component "Zebra" (expected one of: Behaviour, Camera, Collider, Contact, Cube,`,
	}},
	{"bad_removed_fields.json", 2, []string{
		`bad_removed_fields.json:4:107: $.entities[0].components.RigidBody.acceleration: RigidBody has no field "acceleration" any more (delete it; for a constant pull, add it to "Gravity": {"force": [x, y, z]})`,
		`bad_removed_fields.json:7:65: $.spawners[0].components.RigidBody.acceleration: RigidBody has no field "acceleration" any more`,
	}},
	{"bad_types.json", 12, []string{
		"bad_types.json:2:11: $.name: expected a string, got the number 42",
		"bad_types.json:3:18: $.description: expected a string, got an array of 3",
		`bad_types.json:4:11: $.seed: expected a whole number, got the string "seven"`,
		"bad_types.json:5:15: $.entities: expected an array of entities",
		`bad_types.json:7:32: $.spawners[0].count: expected a whole number from 0 to 2000000, got the string "ten"`,
		"bad_types.json:7:53: $.spawners[0].components: expected an object of components",
		`bad_types.json:9:33: $.spawners[1].components.Transform.position: expected a vector [x, y, z]`,
		"bad_types.json:9:48: $.spawners[1].components.Transform.scale: expected a vector [x, y, z], one number for all axes, or a {\"min\", \"max\"} range, got true",
		"bad_types.json:10:24: $.spawners[1].components.Mesh.name: expected a string, got the number 3",
		"bad_types.json:10:36: $.spawners[1].components.Mesh.color:",
		"got null",
		"bad_types.json:11:28: $.spawners[1].components.Respawn.floor: expected a number, got an array of 1",
		`bad_types.json:13:5: $.spawners[2]: expected a spawner`,
	}},
	{"bad_vectors.json", 5, []string{
		"bad_vectors.json:4:79: $.entities[0].components.Transform.position: expected a vector of 3 numbers [x, y, z], got 2",
		"bad_vectors.json:4:99: $.entities[0].components.Transform.rotation: expected a vector of 3 numbers [x, y, z], got 4",
		"bad_vectors.json:8:41: $.spawners[0].components.Transform.position.min: expected a vector of 3 numbers",
		`bad_vectors.json:9:32: $.spawners[0].components.Gravity.force[1]: expected a number, got the string "down"`,
		"bad_vectors.json:10:49: $.spawners[0].components.Mesh.color.palette[1]: expected a vector of 3 numbers [x, y, z], got 2",
	}},
	{"bad_numbers.json", 5, []string{
		"bad_numbers.json:3:11: $.seed: expected a whole number, got 1.5",
		"bad_numbers.json:5:57: $.entities[0].components.Camera.far: the number 1e999 is too large: a float32 holds at most ±3.4e38",
		"bad_numbers.json:5:95: $.entities[0].components.Transform.position[1]: the number 1e39 is too large",
		"bad_numbers.json:5:101: $.entities[0].components.Transform.position[2]: the number -1e400 is too large",
		"bad_numbers.json:8:83: $.spawners[0].components.Gravity.force.min[1]: the number -1e999 is too large",
		"JSON has no infinity",
	}},
	{"bad_ranges.json", 7, []string{
		"bad_ranges.json:8:38: $.spawners[0].components.Transform.scale.min: min 2 is greater than max 1 (swap min and max)",
		"bad_ranges.json:8:72: $.spawners[0].components.Transform.position.min: min[1] = 5 is greater than max[1] = 1",
		`bad_ranges.json:9:28: $.spawners[0].components.Respawn.floor: a range needs both "min" and "max"`,
		"bad_ranges.json:9:47: $.spawners[0].components.Respawn.top: a field value takes one form, got 2",
		"bad_ranges.json:10:35: $.spawners[0].components.Spin.angularVelocity: expected a vector [x, y, z]",
		"bad_ranges.json:11:24: $.spawners[0].components.Mesh.name: expected a string, got a range",
		"bad_ranges.json:11:67: $.spawners[0].components.Mesh.color.palette: expected a non-empty array of values",
	}},
	{"bad_counts.json", 4, []string{
		"bad_counts.json:7:35: $.spawners[0].count: count -1 is negative",
		"bad_counts.json:8:35: $.spawners[1].count: count 2000001 is over the cap of 2000000 (scenes.MaxCount)",
		"bad_counts.json:9:31: $.spawners[2].count: count 1e30 is over the cap of 2000000",
		"bad_counts.json:10:31: $.spawners[3].count: expected a whole number, got 0.5",
	}},
	{"bad_total_count.json", 1, []string{"bad_total_count.json:6:15: $.spawners: the spawners create 3000000 entities in all, over the cap of 2000000"}},
	{"bad_names.json", 6, []string{
		`bad_names.json:5:14: $.entities[1].name: duplicate name "camera" (first used at 4:14)`,
		"bad_names.json:6:14: $.entities[2].name: the name is empty",
		`bad_names.json:7:5: $.entities[3]: missing field "name"`,
		`bad_names.json:8:5: $.entities[4]: missing field "components"`,
		`bad_names.json:11:14: $.spawners[0].name: duplicate name "camera" (first used at 4:14)`,
		`bad_names.json:12:5: $.spawners[1]: missing field "count"`,
	}},
	{"bad_duplicate_keys.json", 3, []string{
		`bad_duplicate_keys.json:3:3: $.name: "name" appears twice`,
		`bad_duplicate_keys.json:5:79: $.entities[0].components.Transform.scale: "scale" appears twice`,
		`bad_duplicate_keys.json:5:92: $.entities[0].components.Camera: "Camera" appears twice`,
	}},
	{"bad_no_camera.json", 1, []string{"bad_no_camera.json:1:1: $: no entity has a Camera", `"Camera": {}`}},
	{"bad_camera_no_transform.json", 1, []string{"bad_camera_no_transform.json:4:39: $.entities[0].components.Camera: a Camera needs a Transform"}},
	{"bad_utf16.json", 1, []string{"bad_utf16.json:1:1: $: the file is UTF-16 (little-endian, with a byte-order mark); a scene file must be UTF-8 (save the file as UTF-8)"}},
	{"bad_values.json", 9, []string{
		"bad_values.json:4:58: $.entities[0].components.Camera.fovY: fovY must be greater than 0 and less than 180 (degrees), got 200",
		"bad_values.json:4:81: $.entities[0].components.Camera.far: far must be greater than near, got near 5 and far 1",
		"bad_values.json:5:70: $.entities[1].components.DirectionalLight.direction: direction must be a vector that is not zero, got [0, 0, 0]",
		"bad_values.json:5:90: $.entities[1].components.DirectionalLight.color: color must be from 0 to 1 on every axis (linear RGB), got [2, 1, 1]",
		"bad_values.json:9:37: $.spawners[0].components.Transform.position[1]: the number 2e6 is too large: numbers in a scene are at most ±1e6",
		"bad_values.json:9:55: $.spawners[0].components.Transform.scale: scale must be greater than 0 on every axis, got a range from [-1, -1, -1] to [1, 1, 1]",
		`bad_values.json:10:24: $.spawners[0].components.Mesh.name: unknown mesh "sphere" (expected one of: cube)`,
		"bad_values.json:10:43: $.spawners[0].components.Mesh.color: color must be from 0 to 1 on every axis (linear RGB), got [0, 0, -1]",
		"bad_values.json:11:39: $.spawners[0].components.Respawn.top: top must be greater than floor, got floor 50 and top 10",
	}},
	{"bad_same_as.json", 8, []string{
		"bad_same_as.json:8:41: $.spawners[0].components.Transform.scale.sameAs: \"Gravity.force\" is itself a sameAs copy",
		"bad_same_as.json:8:82: $.spawners[0].components.Transform.rotation.sameAs: \"Transform.scale\" is itself a sameAs copy",
		`bad_same_as.json:10:42: $.spawners[0].components.OwnGravity.force.sameAs: Gravity has no field "forc" (did you mean "force"?)`,
		"bad_same_as.json:11:46: $.spawners[0].components.Spin.angularVelocity.sameAs: a field cannot be the same as itself",
		`bad_same_as.json:12:39: $.spawners[0].components.Respawn.floor.sameAs: cannot copy "Transform.position" (mgl32.Vec3) into "floor" (float32)`,
		`bad_same_as.json:12:80: $.spawners[0].components.Respawn.top.sameAs: this entity has no "RigidBody" component to copy from`,
		`bad_same_as.json:13:36: $.spawners[0].components.Mesh.color.sameAs: expected "Component.field", got "nodot"`,
		`bad_same_as.json:13:65: $.spawners[0].components.Mesh.name.sameAs: expected a string "Component.field"`,
	}},
	{"bad_tag_and_forms.json", 3, []string{
		"bad_tag_and_forms.json:8:16: $.spawners[0].components.Cube.size: Cube is a tag and has no fields",
		`bad_tag_and_forms.json:9:31: $.spawners[0].components.Transform.scale.minimum: unknown field "minimum" (did you mean "min"?)`,
		"bad_tag_and_forms.json:10:25: $.spawners[0].components.Mesh.color: a field value takes one form, got 2",
	}},
}

// TestBadFiles loads each broken scene and checks that every expected
// problem is reported, with its position, and nothing else.
func TestBadFiles(t *testing.T) {
	for _, tc := range badFiles {
		t.Run(tc.file, func(t *testing.T) {
			s, err := scenes.Load(filepath.Join("testdata", tc.file))
			require.Error(t, err)
			assert.Nil(t, s)
			var errs *scenes.Errors
			require.True(t, errors.As(err, &errs), "error is *scenes.Errors: %v", err)
			assert.Len(t, errs.Problems, tc.n, "all problems, once each:\n%v", err)
			for _, w := range tc.want {
				assert.Contains(t, err.Error(), w)
			}
			for _, p := range errs.Problems {
				assert.Positive(t, p.Line, "%v", p)
				assert.Positive(t, p.Col, "%v", p)
				assert.True(t, strings.HasPrefix(p.Path, "$"), "%v", p)
			}
		})
	}
}

// TestEveryBadFileIsTested keeps the table and testdata in step.
func TestEveryBadFileIsTested(t *testing.T) {
	files, err := filepath.Glob("testdata/bad_*.json")
	require.NoError(t, err)
	tested := map[string]bool{}
	for _, tc := range badFiles {
		tested[tc.file] = true
	}
	for _, f := range files {
		assert.True(t, tested[filepath.Base(f)], "%s has no entry in badFiles", f)
	}
}

// TestTooLarge checks the size cap, both for files (checked before
// reading) and for bytes given to Parse.
func TestTooLarge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.json")
	f, err := os.Create(path)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(scenes.MaxFileSize+1)) // sparse: no disk used
	require.NoError(t, f.Close())
	big := make([]byte, scenes.MaxFileSize+1) // never touched, so never in memory
	for name, load := range map[string]func() (*scenes.Scene, error){
		"Load":  func() (*scenes.Scene, error) { return scenes.Load(path) },
		"Parse": func() (*scenes.Scene, error) { return scenes.Parse(path, big) },
	} {
		_, err := load()
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), fmt.Sprintf("big.json:1:1: $: the file is %d bytes, over the %d-byte (%d MiB) cap on scene files (scenes.MaxFileSize)",
			len(big), scenes.MaxFileSize, scenes.MaxFileSize>>20), name)
	}
}

// TestUnicodeColumns checks that columns count characters, not bytes.
func TestUnicodeColumns(t *testing.T) {
	_, err := scenes.Parse("u.json", []byte(`{"description": "ééé", "nme": 1}`))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `u.json:1:24: $.nme: unknown field "nme" (did you mean "name"?)`)
}

// TestProblemString checks the format editors and -check print.
func TestProblemString(t *testing.T) {
	p := scenes.Problem{File: "x.json", Line: 12, Col: 7, Path: "$.a", Message: "wrong", Hint: "fix it"}
	assert.Equal(t, "x.json:12:7: $.a: wrong (fix it)", p.String())
	p = scenes.Problem{File: "x.json", Message: "wrong"}
	assert.Equal(t, "x.json: wrong", p.String())
}

// TestManyProblems checks that a file full of mistakes reports the first
// hundred and a note: every spawner the file may have (MaxSpawners), on
// one line, each with two unknown fields.
func TestManyProblems(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"spawners": [`)
	for i := range scenes.MaxSpawners {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`{"nmae": 1, "count": 0, "componnets": 2}`)
	}
	b.WriteString("]}")
	_, err := scenes.Parse("many.json", []byte(b.String()))
	var errs *scenes.Errors
	require.True(t, errors.As(err, &errs))
	require.Len(t, errs.Problems, 101)
	assert.Equal(t, `many.json:1:16: $.spawners[0].nmae: unknown field "nmae" (did you mean "name"?)`, errs.Problems[0].String())
	assert.Contains(t, errs.Problems[100].String(), "too many problems; stopped after 100 (fix these and check again)")
}

// TestEncodings checks files that are not plain UTF-8: a UTF-8 byte-order
// mark is accepted and not counted in columns; UTF-16, with or without a
// byte-order mark, gets the hint to save the file as UTF-8.
func TestEncodings(t *testing.T) {
	plain := `{"name": 5}`
	_, err := scenes.Parse("plain.json", []byte(plain))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "plain.json:1:10: $.name: expected a string, got the number 5")
	_, err = scenes.Parse("bom.json", []byte("\xef\xbb\xbf"+plain))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bom.json:1:10: $.name: expected a string, got the number 5", "the BOM is not a column")
	_, err = scenes.Parse("bom.json", []byte("\xef\xbb\xbf"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bom.json:1:1: $: the file is empty")
	s, err := scenes.Parse("bom.json", append([]byte("\xef\xbb\xbf"), shippedBytes(t, "ten-cubes")...))
	require.NoError(t, err)
	assert.Equal(t, "ten-cubes", s.Name)

	utf16 := func(bigEndian, bom bool) []byte {
		var out []byte
		if bom {
			out = []byte{0xFF, 0xFE}
			if bigEndian {
				out = []byte{0xFE, 0xFF}
			}
		}
		for _, c := range []byte(plain) {
			if bigEndian {
				out = append(out, 0, c)
			} else {
				out = append(out, c, 0)
			}
		}
		return out
	}
	for _, c := range []struct {
		name           string
		bigEndian, bom bool
		want           string
	}{
		{"LE with BOM", false, true, "UTF-16 (little-endian, with a byte-order mark)"},
		{"BE with BOM", true, true, "UTF-16 (big-endian, with a byte-order mark)"},
		{"LE", false, false, "UTF-16 (little-endian)"},
		{"BE", true, false, "UTF-16 (big-endian)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := scenes.Parse("w.json", utf16(c.bigEndian, c.bom))
			require.Error(t, err)
			assert.Equal(t, "w.json:1:1: $: the file is "+c.want+"; a scene file must be UTF-8 (save the file as UTF-8)", err.Error())
		})
	}
}

// TestMessagesAreSafeToPrint feeds scene text with terminal escape
// sequences, other control characters and invisible format characters
// into every kind of message that quotes the file, and checks that none
// reaches the error text raw: a message must not be able to recolour,
// clear or rewrite the terminal it is printed to.
func TestMessagesAreSafeToPrint(t *testing.T) {
	const evil = "\\u001b[2J\\u001b]0;owned\\u0007\\u202e\\u0000"
	for _, file := range []string{
		`{"name": "x", "` + evil + `": 1}`,
		`{"name": "x", "entities": [{"name": "c", "components": {"` + evil + `": {}}}]}`,
		`{"name": "x", "entities": [{"name": "c", "components": {"Camera": {"` + evil + `": 1}}}]}`,
		`{"name": "x", "entities": [{"name": "c", "components": {"Transform": {}, "Camera": {}, "Gravity": {"force": {"sameAs": "` + evil + `.x"}}}}]}`,
		`{"name": "x", "entities": [{"name": "c", "components": {"Transform": {}, "Camera": {}, "Gravity": {"force": {"sameAs": "Transform.` + evil + `"}}}}]}`,
		`{"name": "x", "entities": [{"name": "c", "components": {"Transform": {"position": "` + evil + `"}}}]}`,
		`{"name": "x", "entities": [{"name": "` + evil + `", "components": {"Camera": {}, "Transform": {}}}, {"name": "` + evil + `", "components": {}}]}`,
		`{"name": "x", "` + evil + `" 1}`,
		`{"name": "x", "` + evil + `": 1 2}`,
		"{\"name\": \"x\"}\x1b[31m",
	} {
		_, err := scenes.Parse("evil\x1b[0m.json", []byte(file))
		require.Error(t, err, file)
		msg := err.Error()
		for _, r := range msg {
			assert.True(t, r == '\n' || r >= 0x20 && r != 0x7f && r != '\u202e', "raw %U in %q", r, msg)
		}
		assert.Contains(t, msg, `evil\x1b[0m.json:1:`)
	}
}
