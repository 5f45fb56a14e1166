package scenes_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/scenes"
)

// inclusiveBounds are the documented bounds that a value may equal
// (README.md, "Components"): each is written as the bound itself.
var inclusiveBounds = []struct{ component, field, value string }{
	{"Behaviour", "period", `0.01`},
	{"FlyController", "speed", `0`},
	{"FlyController", "fastFactor", `0`},
	{"FlyController", "sensitivity", `-1`},
	{"FlyController", "sensitivity", `1`},
	{"Mesh", "color", `0`},
	{"Mesh", "color", `1`},
	{"Sky", "fogNear", `0`},
	{"Sky", "fogFar", `0`},
	{"Sky", "color", `1`},
	{"DirectionalLight", "ambient", `0`},
	{"Transform", "position", `1000000`},
	{"Transform", "position", `-1000000`},
	{"Respawn", "settled", `0`},
	{"Material", "restitution", `0`},
	{"Material", "restitution", `1`},
	{"Material", "friction", `0`},
	{"Material", "friction", `10`},
}

// TestInclusiveBoundsAreAccepted: every documented bound that a value may
// equal is accepted when written exactly, in a named entity's component
// and in a table's column, though a float32 may not hold it exactly
// (0.01).
func TestInclusiveBoundsAreAccepted(t *testing.T) {
	for _, b := range inclusiveBounds {
		extra := ""
		if b.component == "Behaviour" {
			extra = `"name": "beacon", `
		}
		camera := `{"name": "camera", "components": {"Camera": {}, "Transform": {}}}`
		named := fmt.Sprintf(`{"entities": [%s, {"name": "e", "components": {%q: {%s%q: %s}}}]}`, camera, b.component, extra, b.field, b.value)
		_, err := scenes.Parse("b.json", []byte(named))
		assert.NoError(t, err, "%s.%s = %s", b.component, b.field, b.value)
		components := fmt.Sprintf(`{%q: {%s}}`, b.component, extra[:max(len(extra)-2, 0)])
		table := fmt.Sprintf(`{"entities": [%s], "tables": [{"components": %s, "columns": ["index", "%s.%s"], "rows": [[1, %s]]}]}`,
			camera, components, b.component, b.field, b.value)
		_, err = scenes.Parse("b.json", []byte(table))
		assert.NoError(t, err, "a table's %s.%s = %s", b.component, b.field, b.value)
	}
}

// TestAValueJustPastABoundShowsWhy: a value refused for lying just past a
// bound is shown with the digits that tell it from the bound.
func TestAValueJustPastABoundShowsWhy(t *testing.T) {
	_, err := scenes.Parse("b.json", []byte(`{"entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}},
 {"name": "e", "components": {"Behaviour": {"name": "beacon", "period": 0.0099}}}]}`))
	require.Error(t, err)
	assert.Equal(t, `b.json:2:73: $.entities[1].components.Behaviour.period: period must be at least 0.01 (seconds), got 0.0099 `+
		`(a beacon pulses once per period, moving on one step (1/60 s) at a time, so a shorter pulse only flickers; 2 is calm, 0.5 is urgent)`, err.Error())
}
