package e2e

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFullDiskAtExitExits1 writes the outputs to /dev/full, where every
// write fails with ENOSPC: the flag check passes (the directory is
// writable), the run goes ahead, and the failure to save at the end is a
// failure while running: exit 1 with the reason, not a panic.
func TestFullDiskAtExitExits1(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full on this system")
	}
	r := run(t, nil, "-headless", "-frames", "3", "-stats-json", "/dev/full")
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, "cubefall: write statistics: write /dev/full: no space left on device")
	assertNoPanic(t, r, "-stats-json /dev/full")

	t.Run("screenshot", func(t *testing.T) {
		needDisplay(t)
		r := run(t, nil, "-frames", "3", "-screenshot", "/dev/full")
		assert.Equal(t, 1, r.code, r.stderr)
		assert.Contains(t, r.stderr, "save screenshot /dev/full: write /dev/full: no space left on device")
		assertNoPanic(t, r, "-screenshot /dev/full")
	})
}
