package main

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"cubefall/recording"
	"cubefall/scenes"
	"cubefall/systems"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rerecordCommand is the command that re-records the shipped replays.
const rerecordCommand = "go test . -run TestReplays -update"

// TestReplays plays every recording in testdata/replays headless and
// checks the world hash after every frame: a change to the simulation
// that changes any world of any of these play-throughs fails here, at the
// first frame it shows. To turn a player's recording into such a test,
// copy the file here (README, "Recordings").
func TestReplays(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "replays", "*.rec"))
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 2)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			if *update {
				rerecord(t, file)
			}
			rec, err := recording.Load(file)
			require.NoError(t, err)
			if rec.Simulation != systems.SimulationVersion {
				t.Fatalf("%s was recorded with simulation version %d and this build runs version %d: check that the worlds were meant to change, then re-record the replays with\n\t%s",
					file, rec.Simulation, systems.SimulationVersion, rerecordCommand)
			}
			code, _, errs := runCapture("-headless", "-replay", file)
			require.Equal(t, exitOK, code, "%s\nIf the simulation changed on purpose, raise systems.SimulationVersion and re-record the replays with\n\t%s", errs, rerecordCommand)
			assert.Contains(t, errs, "every frame's world hash matched the recording")
			assert.Contains(t, errs, "frames="+strconv.Itoa(len(rec.Frames)))
		})
	}
}

// rerecord plays file's input on this build and writes the file again
// with the hashes and the simulation version this build gives.
func rerecord(t *testing.T, file string) {
	play, err := recording.Load(file)
	require.NoError(t, err)
	sc, err := scenes.ParseSource(play.Source, []byte(play.Scene))
	require.NoError(t, err)
	seed := play.Seed
	cfg := config{scene: play.Source, cubes: play.Cubes, seed: &seed, width: 640, height: 360, headless: true, record: file}
	a, err := newApp(cfg, sc, quietLog())
	require.NoError(t, err)
	defer a.sched.Shutdown()
	h := play.Header
	h.Simulation = systems.SimulationVersion
	require.NoError(t, a.attach(&tape{play: play, file: file, rerecord: true, rec: &recording.Recording{Header: h}}))
	a.runHeadless(context.Background())
	require.NoError(t, a.writeRecording())
	info, err := os.Stat(file)
	require.NoError(t, err)
	t.Logf("re-recorded %s: %d frames, %d bytes", file, len(play.Frames), info.Size())
}
