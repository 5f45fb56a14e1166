package app

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"cubefall/ecs"
	"cubefall/recording"
	"cubefall/resources"
	"cubefall/systems"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// update re-records the replays (TestReplays) instead of checking them.
var update = flag.Bool("update", false, "rewrite the replays in testdata/replays (TestReplays)")

// rerecordCommand is the command that re-records the shipped replays.
const rerecordCommand = "go test ./app -run TestReplays -update"

// TestReplays plays every recording in testdata/replays headless and
// checks the world hash after every frame: a change to the simulation
// that changes any world of any of these play-throughs fails here, at the
// first frame it shows. To turn a player's recording into such a test,
// copy the file here (docs/usage.md, "Recordings").
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
// with the hashes and the simulation version this build gives: it is
// recorded beside it under another name, then renamed over it.
func rerecord(t *testing.T, file string) {
	again := filepath.Join(filepath.Dir(file), ".rerecord-"+filepath.Base(file))
	cfg := config{replay: file, record: again, headless: true, rerecord: true}
	sc, tp, err := openPlay(context.Background(), &cfg, quietLog())
	require.NoError(t, err)
	tp.rerecord = true
	a, err := newApp(cfg, sc, quietLog())
	require.NoError(t, err)
	defer a.sched.Shutdown()
	require.NoError(t, a.attach(tp))
	a.runHeadless(context.Background())
	require.NoError(t, a.writeRecording())
	require.NoError(t, os.Rename(again, file))
	info, err := os.Stat(file)
	require.NoError(t, err)
	t.Logf("re-recorded %s: %d frames, %d bytes", file, tp.played.Frames, info.Size())
}

// TestReplayKeepsTheTimeScale: slow motion ([) and fast forward (]) change
// how many fixed steps a frame runs; the keys are in the recording and the
// scale is applied to the recorded frame time inside the scheduler, so a
// replay runs the very same steps.
func TestReplayKeepsTheTimeScale(t *testing.T) {
	path := filepath.Join(t.TempDir(), "scaled.rec")
	cfg, err := parseCommandLine([]string{"-headless", "-frames", "90", "-scene", "ten-cubes", "-record", path}, io.Discard, io.Discard)
	require.NoError(t, err)
	sc, tp, err := openPlay(context.Background(), &cfg, quietLog())
	require.NoError(t, err)
	a, err := newApp(cfg, sc, quietLog())
	require.NoError(t, err)
	defer a.sched.Shutdown()
	require.NoError(t, a.attach(tp))
	steps := map[int]uint64{}
	a.beforeFrame = func(n int, w *ecs.World) {
		switch n {
		case 10, 11:
			pressKey(w, resources.KeyRightBracket)
		case 40, 41, 42, 43:
			pressKey(w, resources.KeyLeftBracket)
		}
		steps[n] = ecs.GetResource[ecs.Time](w).Steps
	}
	a.runHeadless(context.Background())
	require.Equal(t, exitOK, a.finish(io.Discard, io.Discard))
	assert.Equal(t, 0.25, ecs.GetResource[ecs.Time](a.world).Scale, "4x, then 1/4")
	assert.Equal(t, uint64(4), steps[21]-steps[20], "four steps a frame at 4x")

	code, _, errs := runCapture("-headless", "-replay", path)
	assert.Equal(t, exitOK, code, errs)
	assert.Contains(t, errs, "every frame's world hash matched the recording")
}

// TestReplayKeepsTheScenesItLoaded: a scene loaded from a dropped file and
// one picked with a number key are kept in the recording (the drop and
// the text each load read), so the replay loads the same scenes though the
// dropped file is gone by then. The picked scene spawns with its own seed,
// as in the recorded run, unless -seed was given, which every load gets —
// even a -seed equal to the first scene's own.
func TestReplayKeepsTheScenesItLoaded(t *testing.T) {
	for _, seed := range [][]string{nil, {"-seed", "1"}} {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			dir := t.TempDir()
			path, dropped := filepath.Join(dir, "loads.rec"), sceneFile(t, dir, "mine.json")
			a := recordingApp(t, append([]string{"-headless", "-frames", "60", "-scene", "ten-cubes", "-record", path}, seed...)...)
			a.beforeFrame = func(n int, w *ecs.World) {
				switch n {
				case 10:
					in := ecs.GetResource[resources.Input](w)
					in.Dropped = append(in.Dropped, dropped)
				case 30:
					pressKey(w, resources.Key1) // the first shipped scene, beacons: its cubes are placed by its seed
				}
			}
			a.runHeadless(context.Background())
			require.Equal(t, exitOK, a.finish(io.Discard, io.Discard))
			rec, err := recording.Load(path)
			require.NoError(t, err)
			assert.Equal(t, []string{dropped}, rec.Frames[10].Input.Dropped)
			require.Len(t, rec.Frames[10].Reloads, 1)
			require.Len(t, rec.Frames[30].Reloads, 1)
			assert.Empty(t, rec.Frames[30].Reloads[0].Error, "the number key loads the shipped scene while recording")

			require.NoError(t, os.Remove(dropped))
			code, _, errs := runCapture("-headless", "-replay", path)
			assert.Equal(t, exitOK, code, errs)
			assert.Contains(t, errs, "every frame's world hash matched the recording")
		})
	}
}

// recordingApp makes the app that the command line args (with -record or
// -replay) would run, tape attached, for a test that drives its frames
// itself; it is shut down when the test ends.
func recordingApp(t *testing.T, args ...string) *app {
	t.Helper()
	cfg, err := parseCommandLine(args, io.Discard, io.Discard)
	require.NoError(t, err)
	sc, tp, err := openPlay(context.Background(), &cfg, quietLog())
	require.NoError(t, err)
	a, err := newApp(cfg, sc, quietLog())
	require.NoError(t, err)
	t.Cleanup(a.sched.Shutdown)
	require.NoError(t, a.attach(tp))
	return a
}

// TestReplayOnAChangedSceneSaysItChanged: -scene beside -replay naming the
// file the recording was made from, changed since, is told as a change to
// that file, not as a different file; another scene is a different file.
func TestReplayOnAChangedSceneSaysItChanged(t *testing.T) {
	dir := t.TempDir()
	sceneFile(t, dir, "mine2.json")
	t.Chdir(dir)
	code, _, errs := runCapture("-headless", "-frames", "3", "-scene", "mine2.json", "-record", "r.rec")
	require.Equal(t, exitOK, code, errs)
	data, err := os.ReadFile("mine2.json")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile("mine2.json", append(data, '\n'), 0o644))

	code, _, errs = runCapture("-headless", "-replay", "r.rec", "-scene", "mine2.json")
	assert.Equal(t, exitFailure, code)
	assert.Contains(t, errs, "cubefall: replay r.rec: the scene mine2.json has changed since the recording (leave -scene out to replay on the scene as it was recorded)\n")
	_, _, errs = runCapture("-headless", "-replay", "r.rec", "-scene", "some-fall")
	assert.Contains(t, errs, "cubefall: replay r.rec: it was recorded with the scene mine2.json, and -scene some-fall is a different file (leave -scene out to replay on the recorded scene)\n")
}

// TestReplayBeginsWithTheInspectorAsRecorded: a run recorded with
// -inspect says so in its header, and its replay opens the inspector from
// the first frame too, -inspect given or not: with the inspector open, a
// click selects a cube and E acts on the selection, not on the aimed cube.
func TestReplayBeginsWithTheInspectorAsRecorded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "inspect.rec")
	code, _, errs := runCapture("-headless", "-frames", "5", "-scene", "ten-cubes", "-inspect", "-record", path)
	require.Equal(t, exitOK, code, errs)
	rec, err := recording.Scan(path)
	require.NoError(t, err)
	assert.True(t, rec.Inspect)

	cfg, err := parseCommandLine([]string{"-headless", "-replay", path}, io.Discard, io.Discard)
	require.NoError(t, err)
	_, _, err = openPlay(context.Background(), &cfg, quietLog())
	require.NoError(t, err)
	assert.True(t, cfg.inspect, "the replay opens the inspector as the recorded run did")
	code, _, errs = runCapture("-headless", "-replay", path)
	assert.Equal(t, exitOK, code, errs)
}
