package app

import (
	"context"
	"path/filepath"
	"testing"

	"cubefall/ecs"
	"cubefall/recording"
	"cubefall/resources"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestARecordingSurvivesAPanic breaks the world in frame 20 of a -record
// run (the key bindings vanish, so the first system that reads them
// panics). The panic still ends the run, but the recording is on disk:
// frames 0 to 19 with their hashes, then frame 20 with its input, a hash
// of 0 and the panic's message. Replayed, the recorded frames match, and
// frame 20, which this time has its bindings and so ends normally, stops
// the replay with a message that says the fault did not happen again.
func TestARecordingSurvivesAPanic(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crash.rec")
	a := recordingApp(t, "-headless", "-frames", "60", "-scene", "ten-cubes", "-record", path)
	a.beforeFrame = func(n int, w *ecs.World) {
		if n == 20 {
			ecs.RemoveResource[resources.Bindings](w)
		}
	}
	assert.Panics(t, func() {
		defer a.keepRecordingOnPanic()
		a.runHeadless(context.Background())
	})

	rec, err := recording.Load(path)
	require.NoError(t, err, "the recording was written as the panic went by")
	require.Len(t, rec.Frames, 21, "frames 0 to 19, and the one that panicked")
	assert.Contains(t, rec.Panic, "Bindings", "the panic's message")
	assert.Zero(t, rec.Frames[20].Hash, "the panicking frame never finished")
	for n := range 20 {
		assert.NotZero(t, rec.Frames[n].Hash, "frame %d finished", n)
	}

	code, _, errs := runCapture("-headless", "-replay", path)
	assert.Equal(t, exitFailure, code)
	assert.Contains(t, errs, "frame 20", errs)
	assert.Contains(t, errs, "the recorded run panicked in this frame", errs)
	assert.Contains(t, errs, "frames 0 to 19 matched", errs)
}
