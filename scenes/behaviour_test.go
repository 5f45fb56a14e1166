package scenes_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
)

// behaviourCases are Behaviour components that parse but cannot work;
// want is the exact first problem after "b.json:2:", as in limitCases.
var behaviourCases = []struct{ name, comps, want string }{
	{"no name", `{"Behaviour": {"period": 1}}`,
		`70: $.spawners[0].components.Behaviour: a Behaviour needs a name, one of: beacon, magnet (add "name": "beacon")`},
	{"unknown name", `{"Behaviour": {"name": "beakon"}}`,
		`79: $.spawners[0].components.Behaviour.name: unknown behaviour "beakon" (did you mean "beacon"?)`},
	{"unknown name in a palette", `{"Behaviour": {"name": {"palette": ["beacon", "lamp"]}}}`,
		`79: $.spawners[0].components.Behaviour.name: unknown behaviour "lamp"`},
	{"a parameter the behaviour does not read", `{"Behaviour": {"name": "beacon", "radius": 3}}`,
		`99: $.spawners[0].components.Behaviour.radius: behaviour "beacon" has no parameter radius; it reads period (remove it, or pick a behaviour that reads it)`},
	{"period zero", `{"Behaviour": {"name": "beacon", "period": 0}}`,
		`99: $.spawners[0].components.Behaviour.period: period must be at least 0.01 (seconds), got 0 (a beacon pulses once per period, moving on one step (1/60 s) at a time, so a shorter pulse only flickers; 2 is calm, 0.5 is urgent)`},
	{"period so short the pulse overflows", `{"Behaviour": {"name": "beacon", "period": 1e-44}}`,
		`99: $.spawners[0].components.Behaviour.period: period must be at least 0.01 (seconds), got 1e-44`},
	{"period range reaching below the minimum", `{"Behaviour": {"name": "beacon", "period": {"min": 0.001, "max": 2}}}`,
		`99: $.spawners[0].components.Behaviour.period: period must be at least 0.01 (seconds), got a range from 0.001 to 2`},
	{"glow base outside the colour range", `{"Mesh": {}, "Glow": {"base": [5, 0, 0]}, "Behaviour": {"name": "beacon"}}`,
		`86: $.spawners[0].components.Glow.base: base must be from 0 to 1 on every axis (linear RGB), got [5, 0, 0] (the renderer has no HDR: above 1 is clipped to white, below 0 removes light)`},
	{"glow base from a palette", `{"Glow": {"base": {"palette": [0.5, -1]}}}`,
		`74: $.spawners[0].components.Glow.base: base must be from 0 to 1 on every axis (linear RGB), got [-1, -1, -1]`},
	{"script as an empty object", `{"Behaviour": {"name": "beacon", "script": {}}}`,
		`99: $.spawners[0].components.Behaviour.script: this field (Go type components.Script) cannot be set from a scene file (leave it out)`},
	{"script as an object", `{"Behaviour": {"name": "beacon", "script": {"min": 1}}}`,
		`99: $.spawners[0].components.Behaviour.script: this field (Go type components.Script) cannot be set from a scene file (leave it out)`},
	{"radius negative in a range", `{"Behaviour": {"name": "magnet", "radius": {"min": -1, "max": 5}}}`,
		`99: $.spawners[0].components.Behaviour.radius: radius must be greater than 0, got a range from -1 to 5`},
}

func TestBehaviourParametersAreChecked(t *testing.T) {
	for _, c := range behaviourCases {
		t.Run(c.name, func(t *testing.T) {
			_, err := scenes.Parse("b.json", sceneWith(c.comps))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "b.json:2:"+c.want)
		})
	}
}

func TestBehaviourFromAFile(t *testing.T) {
	s, err := scenes.Parse("b.json", []byte(`{"entities": [
		{"name": "camera", "components": {"Camera": {}, "Transform": {}}},
		{"name": "m", "components": {"Behaviour": {"name": "magnet", "strength": -3, "disabled": true}}}]}`))
	require.NoError(t, err)
	w := ecs.NewWorld()
	require.NoError(t, s.Spawn(w, scenes.NoOverrides()))
	q := ecs.NewQuery1[components.Behaviour](w)
	require.Equal(t, 1, q.Count())
	for _, b := range q.All() {
		assert.Equal(t, components.Behaviour{Name: "magnet", Period: 2, Radius: 15, Strength: -3, Disabled: true}, *b)
	}
}
