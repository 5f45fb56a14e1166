package app

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The collector is off while a scene spawns and back at its setting after,
// whatever that setting was.
func TestSpawnUncollectedTurnsTheCollectorBackOn(t *testing.T) {
	before := debug.SetGCPercent(150)
	defer debug.SetGCPercent(before)
	during := 0
	_, _ = spawnUncollected(func() (int, error) {
		during = debug.SetGCPercent(-1)
		return 0, nil
	})
	assert.Equal(t, -1, during, "off during the spawn")
	assert.Equal(t, 150, debug.SetGCPercent(150), "back at its setting after")
}
