package components_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cubefall/components"
)

// The behaviour table is read-only from outside: what a caller does with
// the slices it gets back does not change what scene files may say.
func TestBehaviourParamsCannotBeChangedFromOutside(t *testing.T) {
	params, ok := components.BehaviourParams("magnet")
	assert.True(t, ok)
	assert.Equal(t, []string{"radius", "strength"}, params)
	params[0] = "anything"
	again, _ := components.BehaviourParams("magnet")
	assert.Equal(t, []string{"radius", "strength"}, again)

	_, ok = components.BehaviourParams("gravity-well")
	assert.False(t, ok)
	names := components.BehaviourNames()
	assert.Equal(t, []string{"beacon", "magnet"}, names)
	names[0] = "x"
	assert.Equal(t, []string{"beacon", "magnet"}, components.BehaviourNames())
}
