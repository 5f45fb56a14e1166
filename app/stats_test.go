package app

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPercentilesAndMeans(t *testing.T) {
	s := newFrameStats()
	for i := 1; i <= 100; i++ {
		s.record(time.Duration(i)*time.Millisecond, time.Millisecond, 500*time.Microsecond)
	}
	sum := s.summary(ecs.NewWorld())
	assert.Equal(t, 100, sum.Frames)
	assert.InDelta(t, 50.5, sum.FrameMSMean, 1e-9)
	assert.InDelta(t, 50, sum.FrameMSP50, 1e-9)
	assert.InDelta(t, 95, sum.FrameMSP95, 1e-9)
	assert.InDelta(t, 99, sum.FrameMSP99, 1e-9)
	assert.InDelta(t, 1.5, sum.GoMSMean, 1e-9, "systems + upload")
	assert.InDelta(t, 100/5.050, sum.FPSMean, 1e-9)
}

func TestPercentilesSeeOnlyTheRecentFrames(t *testing.T) {
	s := newFrameStats()
	for range ringSize {
		s.record(time.Second, 0, 0) // a slow start ...
	}
	for range ringSize {
		s.record(time.Millisecond, 0, 0) // ... pushed out of the ring
	}
	sum := s.summary(ecs.NewWorld())
	assert.Equal(t, 2*ringSize, sum.Frames)
	assert.InDelta(t, 1, sum.FrameMSP99, 1e-9)
	assert.InDelta(t, 500.5, sum.FrameMSMean, 1e-9, "the mean covers the whole run")
	assert.Len(t, s.recent.times, ringSize, "memory stays flat")
}

func TestStepTimesShareAFramesStepsOut(t *testing.T) {
	s := newFrameStats()
	s.recordSteps(0, 0) // a frame without a step does not count
	for range 10 {
		s.recordSteps(4*time.Millisecond, 1)
	}
	s.recordSteps(60*time.Millisecond, 2) // two slow steps of 30 ms
	sum := s.summary(ecs.NewWorld())
	assert.InDelta(t, (10*4+60)/12.0, sum.StepMSMean, 1e-9, "the mean is per step, not per frame")
	assert.InDelta(t, 4, sum.StepMSP50, 1e-9)
	assert.InDelta(t, 30, sum.StepMSP95, 1e-9, "each of the two steps counts at their mean")
	assert.Equal(t, []float64{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 30, 30}, sum.StepMSEach, "every step, in order")
}

func TestEachStepIsListedFromTheOldestKept(t *testing.T) {
	s := newFrameStats()
	s.recordSteps(1234567*time.Nanosecond, 1) // rounded to the microsecond: 1.235 ms
	for i := range ringSize {
		s.recordSteps(time.Duration(i)*time.Microsecond, 1) // the last pushes the first out
	}
	each := s.summary(ecs.NewWorld()).StepMSEach
	require.Len(t, each, ringSize)
	assert.InDelta(t, 0, each[0], 1e-12, "the oldest kept step comes first")
	assert.InDelta(t, float64(ringSize-1)/1000, each[ringSize-1], 1e-12, "the newest last")
	assert.IsIncreasing(t, each, "in order all the way through")

	s = newFrameStats()
	s.recordSteps(1234567*time.Nanosecond, 1)
	assert.Equal(t, []float64{1.235}, s.summary(ecs.NewWorld()).StepMSEach, "rounded to the microsecond")
}

func TestHeadlessRunsReportTheirSteps(t *testing.T) {
	cfg, err := parseCommandLine([]string{"-headless", "-frames", "5", "-scene", "ten-cubes"}, io.Discard, io.Discard)
	require.NoError(t, err)
	a := startApp(t, cfg)
	a.runHeadless(context.Background())
	sum := a.stats.summary(a.world)
	assert.Equal(t, 5, a.stats.steps, "one step a frame")
	assert.Positive(t, sum.StepMSMean)
	assert.Positive(t, sum.StepMSP50)
	assert.GreaterOrEqual(t, sum.StepMSP95, sum.StepMSP50)
	assert.LessOrEqual(t, sum.StepMSMean, sum.FrameMSMean, "a step is part of its frame")
	assert.Len(t, sum.StepMSEach, 5, "each step listed")
}

func TestEmptyStats(t *testing.T) {
	sum := newFrameStats().summary(ecs.NewWorld())
	assert.Zero(t, sum.Frames)
	assert.Zero(t, sum.FPSMean)
	assert.NotNil(t, sum.Systems, "JSON has an empty object, not null")
}

func TestValidFlags(t *testing.T) {
	cfg, err := parseCommandLine([]string{"-cubes", "0", "-seed", "-5", "-width", "1", "-height", "16384",
		"-frames", "3", "-scene", "storm", "-stats", "-v", "-debug-gl", "-vsync", "-fullscreen"}, io.Discard, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, 0, cfg.cubes)
	require.NotNil(t, cfg.seed)
	assert.Equal(t, int64(-5), *cfg.seed)
	assert.Equal(t, []int{1, 16384, 3}, []int{cfg.width, cfg.height, cfg.frames})
	assert.Equal(t, "storm", cfg.scene)
	assert.True(t, cfg.stats && cfg.verbose && cfg.debugGL && cfg.vsync && cfg.fullscreen)

	cfg, err = parseCommandLine(nil, io.Discard, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, -1, cfg.cubes, "the scene's counts")
	assert.Nil(t, cfg.seed, "the scene's seed")
	assert.Equal(t, []int{1280, 720, 0}, []int{cfg.width, cfg.height, cfg.frames})
}

// TestStatsJSONWhoseDirectoryVanishes: the -stats-json directory is
// removed during the run. The write at exit fails with exit 1 and a
// message naming the path (not a panic, not a silent loss).
func TestStatsJSONWhoseDirectoryVanishes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	require.NoError(t, os.Mkdir(dir, 0o755))
	path := filepath.Join(dir, "stats.json")
	cfg, err := parseCommandLine([]string{"-headless", "-frames", "5", "-scene", "ten-cubes", "-stats-json", path}, io.Discard, io.Discard)
	require.NoError(t, err)
	a := startApp(t, cfg)
	a.beforeFrame = func(n int, _ *ecs.World) {
		if n == 2 {
			require.NoError(t, os.RemoveAll(dir))
		}
	}
	a.runHeadless(context.Background())
	var out, errs bytes.Buffer
	assert.Equal(t, exitFailure, a.report(&out, &errs))
	assert.Equal(t, "cubefall: write statistics: open "+path+": no such file or directory\n", errs.String())
}

// TestStatsJSONReplacesAtomically: a second run replaces the report
// whole, and leaves no temporary file beside it.
func TestStatsJSONReplacesAtomically(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "stats.json")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o600))
	code, _, errs := runCapture("-headless", "-frames", "3", "-scene", "ten-cubes", "-stats-json", path)
	require.Equal(t, exitOK, code, errs)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, json.Valid(data))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")
	fi, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm(), "the old file's permissions are kept")
}

// TestStatsPrintEscapesTheSceneName: -stats prints the scene's name, which
// comes from the scene file, with its control characters escaped.
func TestStatsPrintEscapesTheSceneName(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, summary{Scene: "evil\x1b]0;pwned\x07"}.print(&out))
	assert.NotContains(t, out.String(), "\x1b")
	assert.Contains(t, out.String(), `scene evil\x1b]0;pwned\a:`)
}

// fullWriter is a standard output that refuses every write, as
// `> /dev/full` does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestAnOutputThatCannotBeWrittenFailsTheRun: -stats and -check write
// their answer to standard output; when it cannot be written the run says
// so and exits 1 instead of ending as if the answer had been given.
func TestAnOutputThatCannotBeWrittenFailsTheRun(t *testing.T) {
	for _, args := range [][]string{
		{"-headless", "-frames", "2", "-scene", "ten-cubes", "-stats"},
		{"-check", "-scene", "ten-cubes"},
	} {
		var errs bytes.Buffer
		code := Main(context.Background(), args, fullWriter{}, &errs)
		assert.Equal(t, exitFailure, code, args)
		assert.Contains(t, errs.String(), "to standard output: no space left on device", args)
	}
}
