package systems

import (
	"fmt"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/scenes"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// behaviourEdges are, for every shipped behaviour, entities whose
// parameters sit at or beyond the edges of what a scene may say: the
// ones -check accepts must run into a world that saves and loads back.
var behaviourEdges = map[string][]string{
	"beacon": {
		`{"Transform": {}, "Mesh": {}, "Behaviour": {"name": "beacon", "period": 1e-44}}`,
		`{"Transform": {}, "Mesh": {}, "Behaviour": {"name": "beacon", "period": 0.01}}`,
		`{"Transform": {}, "Mesh": {}, "Glow": {"base": [5, 0.5, -1]}, "Behaviour": {"name": "beacon"}}`,
		`{"Transform": {}, "Mesh": {"color": 1}, "Glow": {"base": 1, "phase": -1e6}, "Behaviour": {"name": "beacon", "period": 1e6}}`,
	},
	"magnet": {
		`{"Transform": {}, "Behaviour": {"name": "magnet", "radius": 1e6, "strength": 1e6}}`,
		`{"Transform": {}, "Behaviour": {"name": "magnet", "radius": 1e6, "strength": 1e6}}`,
		`{"Transform": {"position": [0, 0, 5]}, "Behaviour": {"name": "magnet", "radius": 1e6, "strength": -1e6}}`,
	},
}

// TestBehaviourParametersNeverMakeUnsaveableValues runs every behaviour
// at the edges of its parameters for ten seconds of steps, beside bodies
// near and far: whenever the scene passes the loader's checks, the world
// must save, and the save must load. A behaviour whose parameter lets it
// write a value no scene file holds (a NaN pulse, a colour above 1, a
// speed past a million) fails here.
func TestBehaviourParametersNeverMakeUnsaveableValues(t *testing.T) {
	for _, name := range BehaviourNames() {
		edges, ok := behaviourEdges[name]
		require.True(t, ok, "behaviour %q has no edge cases here: add its parameters' limits", name)
		accepted := 0
		for k, comps := range edges {
			t.Run(fmt.Sprintf("%s_%d", name, k), func(t *testing.T) {
				sc, err := scenes.Parse("edge.json", []byte(`{"entities": [
				{"name": "camera", "components": {"Camera": {}, "Transform": {}}},
				{"name": "b1", "components": `+comps+`},
				{"name": "b2", "components": `+comps+`},
				{"name": "near", "components": {"Transform": {"position": [3, 0, 0]}, "RigidBody": {}}},
				{"name": "far", "components": {"Transform": {"position": [900000, 0, 0]}, "RigidBody": {}}}]}`))
				if err != nil {
					return // refused at -check: nothing runs
				}
				accepted++
				w, s := newScheduled(t)
				_, err = sc.SpawnEntities(w, scenes.NoOverrides())
				require.NoError(t, err)
				for range 600 {
					testworld.RunFrame(w, s)
				}
				data, _, err := scenes.Encode(w, scenes.SaveInfo{Name: "edge"})
				require.NoError(t, err, "the world the behaviour made cannot be saved")
				_, err = scenes.Parse("saved.json", data)
				require.NoError(t, err, "the save does not load")
			})
		}
		assert.NotZero(t, accepted, "no edge case of %q passes the checks", name)
	}
}

// TestMagnetNeverPullsPastTheSpeedCap: the strongest, widest magnets a
// scene allows pull a body from afar; its speed never exceeds
// MagnetMaxSpeed, however often it swings through.
func TestMagnetNeverPullsPastTheSpeedCap(t *testing.T) {
	w, s := newScheduled(t)
	for range 2 {
		w.NewEntity(ecs.Box(components.NewTransform(mgl32.Vec3{})), ecs.Box(components.Behaviour{Name: "magnet", Radius: 1e6, Strength: 1e6}))
	}
	body := w.NewEntity(ecs.Box(components.NewTransform(mgl32.Vec3{900000, 0, 0})), ecs.Box(components.RigidBody{}))
	fastest := float32(0)
	for range 1200 {
		testworld.RunFrame(w, s)
		fastest = max(fastest, ecs.Get[components.RigidBody](w, body).Velocity.Len())
	}
	assert.LessOrEqual(t, fastest, float32(MagnetMaxSpeed)*1.0001)
	assert.Greater(t, fastest, float32(MagnetMaxSpeed)*0.99, "the magnet pulls up to the cap")
}
