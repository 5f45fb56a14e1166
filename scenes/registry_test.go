package scenes_test

import (
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
)

// Halo is a component this test invents, to show that one Register line
// makes a new type usable in scene files, with every kind of field.
type Halo struct {
	Strength float64
	Tint     mgl32.Vec4
	Pulses   int8
	Label    string
	On       bool
	Level    uint16
	Target   ecs.Entity // not settable from a file: keeps its default
}

// sceneWith is a minimal valid scene whose spawner carries the given
// components JSON.
func sceneWith(components string) []byte {
	return []byte(`{"entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}],
 "spawners": [{"name": "s", "count": 20, "components": ` + components + `}]}`)
}

// TestRegisterNewComponent registers Halo and uses all its field kinds.
func TestRegisterNewComponent(t *testing.T) {
	r := scenes.DefaultRegistry()
	scenes.Register(r, "Halo", Halo{Strength: 1, Label: "default"})

	s, err := r.Parse("halo.json", sceneWith(`{"Halo": {"strength": {"min": 2, "max": 3},
		"tint": {"palette": [[1, 0, 0, 1], 0.5]}, "pulses": {"min": -3, "max": 3}, "on": true, "level": 65535}}`))
	require.NoError(t, err)
	w := ecs.NewWorld()
	require.NoError(t, s.Spawn(w, scenes.NoOverrides()))
	n := 0
	for _, g := range ecs.NewQuery1[Halo](w).All() {
		n++
		assert.True(t, g.Strength >= 2 && g.Strength <= 3, "%v", g.Strength)
		assert.Contains(t, []mgl32.Vec4{{1, 0, 0, 1}, {0.5, 0.5, 0.5, 0.5}}, g.Tint)
		assert.True(t, g.Pulses >= -3 && g.Pulses <= 3)
		assert.Equal(t, "default", g.Label, "left out: the registered default")
		assert.True(t, g.On)
		assert.Equal(t, uint16(65535), g.Level)
	}
	assert.Equal(t, 20, n)

	_, err = r.Parse("halo.json", sceneWith(`{"Halo": {"pulses": 300, "level": -1, "target": 3, "label": {"min": 1, "max": 2}}}`))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "$.spawners[0].components.Halo.pulses: 300 does not fit in the field's type int8")
	assert.Contains(t, err.Error(), "$.spawners[0].components.Halo.level: -1 does not fit in the field's type uint16")
	assert.Contains(t, err.Error(), "$.spawners[0].components.Halo.target: this field (Go type ecs.Entity) cannot be set from a scene file")
	assert.Contains(t, err.Error(), "$.spawners[0].components.Halo.label: expected a string, got a range")

	_, err = scenes.Parse("halo.json", sceneWith(`{"Halo": {}}`))
	require.Error(t, err, "the default registry does not know Halo")
}

// TestRegisterMisuse checks that registration mistakes panic with a
// message that says what is wrong.
func TestRegisterMisuse(t *testing.T) {
	r := scenes.NewRegistry()
	scenes.Register(r, "Cube", components.Cube{})
	assert.PanicsWithValue(t, `scenes: cannot register int as "Number": a component must be a struct type`,
		func() { scenes.Register(r, "Number", 3) })
	assert.PanicsWithValue(t, `scenes: cannot register components.Spin as "Cube": the name is taken by components.Cube`,
		func() { scenes.Register(r, "Cube", components.Spin{}) })
	assert.PanicsWithValue(t, `scenes: cannot register components.Cube as "Box": it is registered as "Cube" already`,
		func() { scenes.Register(r, "Box", components.Cube{}) })
	assert.PanicsWithValue(t, `scenes: cannot register components.Spin with an empty name`,
		func() { scenes.Register(r, "", components.Spin{}) })
}

// TestDefaultRegistryNames pins the names scene files use.
func TestDefaultRegistryNames(t *testing.T) {
	assert.Equal(t, []string{"Behaviour", "Camera", "Collider", "Contact", "Cube", "DirectionalLight", "FlyController", "Glow", "Gravity", "Ground",
		"Interpolated", "Material", "Mesh", "OwnGravity", "Respawn", "RigidBody", "Sky", "Sleeping", "Spin", "Transform"}, scenes.DefaultRegistry().Names())
}

// TestDefaults checks that an empty component gets its registered
// defaults and that a scalar fills a whole vector.
func TestDefaults(t *testing.T) {
	s, err := scenes.Parse("d.json", []byte(`{"entities": [{"name": "camera", "components": {
		"Camera": {}, "Transform": {"scale": 2}, "Gravity": {}, "FlyController": {"speed": 5}}}]}`))
	require.NoError(t, err)
	w := ecs.NewWorld()
	sp, err := s.SpawnEntities(w, scenes.NoOverrides())
	require.NoError(t, err)
	cam := sp.Named["camera"]
	assert.Equal(t, components.DefaultCamera(), *ecs.Get[components.Camera](w, cam))
	assert.Equal(t, mgl32.Vec3{2, 2, 2}, ecs.Get[components.Transform](w, cam).Scale)
	assert.Equal(t, components.StandardGravity(), *ecs.Get[components.Gravity](w, cam))
	fc := components.DefaultFlyController()
	fc.Speed = 5
	assert.Equal(t, fc, *ecs.Get[components.FlyController](w, cam))
	assert.Equal(t, "d", s.Name, "a scene without a name is named after its file")
}
