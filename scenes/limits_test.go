package scenes_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/scenes"
)

// limitCases are values that parse but cannot work, one per limit
// (scenes/README.md, "Limits"). comps is a spawner's components JSON
// (sceneWith places it at line 2, column 56); want is the exact first
// problem, after "v.json:2:".
var limitCases = []struct {
	name, comps, want string
}{
	{"scale zero", `{"Transform": {"scale": [1, 0, 1]}}`,
		"80: $.spawners[0].components.Transform.scale: scale must be greater than 0 on every axis, got [1, 0, 1] (a scale of 0 makes the mesh vanish and a negative one turns it inside out; turn with rotation instead)"},
	{"scale negative in a range", `{"Transform": {"scale": {"min": -1, "max": 2}}}`,
		"80: $.spawners[0].components.Transform.scale: scale must be greater than 0 on every axis, got a range from [-1, -1, -1] to [2, 2, 2]"},
	{"scale negative in a palette", `{"Transform": {"scale": {"palette": [1, -1]}}}`,
		"80: $.spawners[0].components.Transform.scale: scale must be greater than 0 on every axis, got [-1, -1, -1]"},
	{"scale copied from a negative", `{"Transform": {"position": -1, "scale": {"sameAs": "Transform.position"}}}`,
		"96: $.spawners[0].components.Transform.scale: scale must be greater than 0 on every axis, got [-1, -1, -1]"},
	{"fov 0", `{"Camera": {"fovY": 0}, "Transform": {}}`,
		"76: $.spawners[0].components.Camera.fovY: fovY must be greater than 0 and less than 180 (degrees), got 0"},
	{"fov 180", `{"Camera": {"fovY": 180}, "Transform": {}}`,
		"76: $.spawners[0].components.Camera.fovY: fovY must be greater than 0 and less than 180 (degrees), got 180"},
	{"fov range reaching 200", `{"Camera": {"fovY": {"min": 30, "max": 200}}, "Transform": {}}`,
		"76: $.spawners[0].components.Camera.fovY: fovY must be greater than 0 and less than 180 (degrees), got a range from 30 to 200"},
	{"near 0", `{"Camera": {"near": 0}, "Transform": {}}`,
		"76: $.spawners[0].components.Camera.near: near must be greater than 0, got 0"},
	{"near negative", `{"Camera": {"near": -1}, "Transform": {}}`,
		"76: $.spawners[0].components.Camera.near: near must be greater than 0, got -1"},
	{"far below near", `{"Camera": {"near": 10, "far": 5}, "Transform": {}}`,
		"87: $.spawners[0].components.Camera.far: far must be greater than near, got near 10 and far 5 (nothing beyond the far plane is drawn"},
	{"far equal to the default near", `{"Camera": {"far": 0.1}, "Transform": {}}`,
		"75: $.spawners[0].components.Camera.far: far must be greater than near, got near 0.1 and far 0.1"},
	{"near above the default far", `{"Camera": {"near": 600}, "Transform": {}}`,
		"76: $.spawners[0].components.Camera.near: far must be greater than near, got near 600 and far 500"},
	{"far range overlapping near", `{"Camera": {"near": {"min": 1, "max": 20}, "far": {"min": 10, "max": 100}}, "Transform": {}}`,
		"106: $.spawners[0].components.Camera.far: far must be greater than near, got near 20 and far 10"},
	{"speed negative", `{"FlyController": {"speed": -5}}`,
		"84: $.spawners[0].components.FlyController.speed: speed must be 0 or more (units per second), got -5"},
	{"fastFactor negative", `{"FlyController": {"fastFactor": -2}}`,
		"89: $.spawners[0].components.FlyController.fastFactor: fastFactor must be 0 or more, got -2"},
	{"sensitivity huge", `{"FlyController": {"sensitivity": 3}}`,
		"90: $.spawners[0].components.FlyController.sensitivity: sensitivity must be from -1 to 1 (radians per pixel), got 3"},
	{"mesh colour above 1", `{"Mesh": {"color": [1, 2, 0]}}`,
		"75: $.spawners[0].components.Mesh.color: color must be from 0 to 1 on every axis (linear RGB), got [1, 2, 0] (the renderer has no HDR"},
	{"mesh colour negative in a palette", `{"Mesh": {"color": {"palette": [[0, 0, 0], [-0.1, 0, 0]]}}}`,
		"75: $.spawners[0].components.Mesh.color: color must be from 0 to 1 on every axis (linear RGB), got [-0.1, 0, 0]"},
	{"unknown mesh", `{"Mesh": {"name": "sphere"}}`,
		`74: $.spawners[0].components.Mesh.name: unknown mesh "sphere" (expected one of: cube)`},
	{"mesh typo", `{"Mesh": {"name": "cub"}}`,
		`74: $.spawners[0].components.Mesh.name: unknown mesh "cub" (did you mean "cube"?)`},
	{"mesh from a palette", `{"Mesh": {"name": {"palette": ["cube", "torus"]}}}`,
		`74: $.spawners[0].components.Mesh.name: unknown mesh "torus"`},
	{"mesh name with a newline", `{"Mesh": {"name": "cu\nbe"}}`,
		`74: $.spawners[0].components.Mesh.name: character 3 of the text is U+000A, which is not printable (write the text on one line, with visible characters only)`},
	{"light from nowhere", `{"DirectionalLight": {"direction": [0, 0, 0]}}`,
		"91: $.spawners[0].components.DirectionalLight.direction: direction must be a vector that is not zero, got [0, 0, 0]"},
	{"light range through zero", `{"DirectionalLight": {"direction": {"min": -1, "max": 1}}}`,
		"91: $.spawners[0].components.DirectionalLight.direction: direction must be a vector that is not zero, got a range from [-1, -1, -1] to [1, 1, 1]"},
	{"light colour", `{"DirectionalLight": {"color": 1.5}}`,
		"87: $.spawners[0].components.DirectionalLight.color: color must be from 0 to 1 on every axis (linear RGB), got [1.5, 1.5, 1.5]"},
	{"ambient negative", `{"DirectionalLight": {"ambient": -0.5}}`,
		"89: $.spawners[0].components.DirectionalLight.ambient: ambient must be from 0 to 1 on every axis"},
	{"sky colour", `{"Sky": {"color": [0, 0, 255]}}`,
		"74: $.spawners[0].components.Sky.color: color must be from 0 to 1 on every axis (linear RGB), got [0, 0, 255]"},
	{"fog negative", `{"Sky": {"fogNear": -10}}`,
		"76: $.spawners[0].components.Sky.fogNear: fogNear must be 0 or more, got -10"},
	{"respawn top below floor", `{"Respawn": {"floor": 10, "top": 5}}`,
		"89: $.spawners[0].components.Respawn.top: top must be greater than floor, got floor 10 and top 5 (an entity below floor moves up to top"},
	{"respawn floor above the default top", `{"Respawn": {"floor": 200}}`,
		"78: $.spawners[0].components.Respawn.floor: top must be greater than floor, got floor 200 and top 100"},
	{"a million and one", `{"Transform": {"position": [0, 1000001, 0]}}`,
		"87: $.spawners[0].components.Transform.position[1]: the number 1000001 is too large: numbers in a scene are at most ±1e6 (scenes.MaxMagnitude)"},
	{"a number too small for a float32", `{"Transform": {"position": [0, 1e-50, 0]}}`,
		"87: $.spawners[0].components.Transform.position[1]: the number 1e-50 is too small: a float32 holds nothing between 0 and ±1.4e-45, so it would become 0 (write 0 if you mean zero)"},
	{"a number too small for any float", `{"RigidBody": {"velocity": {"min": -1e-400, "max": 0}}}`,
		"91: $.spawners[0].components.RigidBody.velocity.min: the number -1e-400 is too small: a float32 holds nothing between 0 and ±1.4e-45"},
	{"a huge range bound", `{"RigidBody": {"velocity": {"min": -1e7, "max": 0}}}`,
		"91: $.spawners[0].components.RigidBody.velocity.min: the number -1e7 is too large: numbers in a scene are at most ±1e6"},
}

// TestValueLimits checks that each value that cannot work is an error
// with file:line:col, the JSON path, what is expected and a hint.
func TestValueLimits(t *testing.T) {
	for _, c := range limitCases {
		t.Run(c.name, func(t *testing.T) {
			_, err := scenes.Parse("v.json", sceneFor(c.comps))
			require.Error(t, err)
			first, _, _ := strings.Cut(err.Error(), "\n")
			assert.Contains(t, first, "v.json:2:"+c.want)
		})
	}
}

// TestValuesAtTheLimitsAreFine checks the edges that are allowed.
func TestValuesAtTheLimitsAreFine(t *testing.T) {
	for _, comps := range []string{
		`{"Transform": {"position": [1e6, -1e6, 0], "scale": 1e-3}}`,
		`{"Camera": {"fovY": 179.9, "near": 0.001, "far": 1e6}, "Transform": {}}`,
		`{"Camera": {"near": {"min": 0.1, "max": 1}, "far": {"min": 2, "max": 3}}, "Transform": {}}`,
		`{"FlyController": {"speed": 0, "fastFactor": 0, "sensitivity": -1}}`,
		`{"Mesh": {"name": "cube", "color": [0, 1, 0.5]}}`,
		`{"DirectionalLight": {"direction": {"min": [-1, -1, -1], "max": [1, -0.5, 1]}, "color": 0, "ambient": 1}}`,
		`{"Sky": {"fogNear": 0, "fogFar": 0}}`,
		`{"Respawn": {}}`,
		`{"Respawn": {"floor": -5, "top": -4}}`,
	} {
		_, err := scenes.Parse("v.json", sceneFor(comps))
		assert.NoError(t, err, comps)
	}
}

// TestTextLimits checks the scene's name and description and the names
// of entities and spawners: a length limit, and no characters that are
// not printable.
func TestTextLimits(t *testing.T) {
	long := strings.Repeat("é", scenes.MaxNameLen+1)
	for _, c := range []struct{ name, file, want string }{
		{"scene name too long", `{"name": "` + long + `"}`,
			"t.json:1:10: $.name: the text is 81 characters long, over the limit of 80 (shorten it)"},
		{"description too long", `{"description": "` + strings.Repeat("x", scenes.MaxDescriptionLen+1) + `"}`,
			"t.json:1:17: $.description: the text is 401 characters long, over the limit of 400"},
		{"description with a newline", `{"description": "two\nlines"}`,
			"t.json:1:17: $.description: character 4 of the text is U+000A, which is not printable (write the text on one line, with visible characters only)"},
		{"entity name with ESC", `{"entities": [{"name": "a\u001b[31m", "components": {"Camera": {}, "Transform": {}}}]}`,
			"t.json:1:24: $.entities[0].name: character 2 of the text is U+001B, which is not printable"},
		{"spawner name with a right-to-left override", `{"spawners": [{"name": "a\u202eb", "count": 1, "components": {}}]}`,
			"t.json:1:24: $.spawners[0].name: character 2 of the text is U+202E, which is not printable"},
		{"entity name too long", `{"entities": [{"name": "` + long + `", "components": {}}]}`,
			"t.json:1:24: $.entities[0].name: the text is 81 characters long, over the limit of 80"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := scenes.Parse("t.json", []byte(c.file))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
	_, err := scenes.Parse("t.json", []byte(`{"name": "`+strings.Repeat("é", scenes.MaxNameLen)+`", "description": "`+
		strings.Repeat("x", scenes.MaxDescriptionLen)+`", "entities": [{"name": "Kamera – vorne", "components": {"Camera": {}, "Transform": {}}}]}`))
	assert.NoError(t, err, "at the limits, and non-ASCII letters and dashes are fine")
}

// sceneFor is sceneWith, except that components holding a Camera are
// spawned once and the named camera is left out: the demo flies exactly one
// camera. The spawner's components start at the same line and column.
func sceneFor(components string) []byte {
	if !strings.Contains(components, `"Camera"`) {
		return sceneWith(components)
	}
	return []byte(`{"entities": [],
 "spawners": [{"name": "s", "count":  1, "components": ` + components + `}]}`)
}
