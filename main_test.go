package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tourDir turns the test binary into the screenshot tour (tour_test.go):
//
//	xvfb-run -a -s '-screen 0 1280x720x24' go test -run '^$' . -args -tour /tmp/tour
var tourDir = flag.String("tour", "", "write the screenshot tour's PNGs to this directory and exit (needs a display)")

// baselineFrames turns the test binary into the frame-rate comparison of
// baseline_test.go.
var baselineFrames = flag.Int("baseline", 0, "compare the demo's frame rate with a bare instanced draw over this many frames, and exit (needs a display)")

// TestMain runs the tour or the baseline when asked; otherwise the tests. The main package's
// init has locked this goroutine to the main thread, so the tour's GL calls
// are safe here (tests run on other goroutines and never touch GL).
func TestMain(m *testing.M) {
	flag.Parse()
	if *tourDir != "" {
		os.Exit(runTour(*tourDir))
	}
	if *baselineFrames > 0 {
		os.Exit(runBaseline(*baselineFrames))
	}
	os.Exit(m.Run())
}

// runCapture calls run and returns its exit code, stdout and stderr.
func runCapture(args ...string) (int, string, string) {
	var out, errs bytes.Buffer
	code := run(args, &out, &errs)
	return code, out.String(), errs.String()
}

func TestCommandLineErrorsExit2WithUsage(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "no", "such", "dir")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"-cubes", "-1"}, `invalid value "-1" for flag -cubes: must be from 0 to 2000000`},
		{[]string{"-cubes", "2000001"}, "must be from 0 to 2000000"},
		{[]string{"-cubes", "many"}, "not an integer"},
		{[]string{"-width", "0"}, "flag -width: must be from 1 to 16384"},
		{[]string{"-height", "16385"}, "flag -height: must be from 1 to 16384"},
		{[]string{"-frames", "-5"}, "flag -frames: must be from 0"},
		{[]string{"-seed", "x"}, "flag -seed: not an integer"},
		{[]string{"-screenshot", filepath.Join(missing, "a.png")}, "cannot write to directory " + missing},
		{[]string{"-stats-json", filepath.Join(missing, "s.json")}, "cannot write to directory " + missing},
		{[]string{"-stats-json", dir}, dir + " is a directory"},
		{[]string{"-screenshot", dir}, dir + " is a directory"},
		{[]string{"-nosuchflag"}, "flag provided but not defined: -nosuchflag"},
		{[]string{"falling-cubes"}, `unexpected argument "falling-cubes"`},
		{[]string{"-headless", "-screenshot", filepath.Join(dir, "a.png")}, "-screenshot needs a window"},
	}
	for _, c := range cases {
		code, out, errs := runCapture(c.args...)
		assert.Equal(t, exitUsage, code, "%v", c.args)
		assert.Contains(t, errs, c.want, "%v", c.args)
		assert.Contains(t, errs, "Usage: cubefall [flags]", "%v", c.args)
		assert.Empty(t, out, "%v", c.args)
	}
}

func TestHelpExits0(t *testing.T) {
	code, _, errs := runCapture("-h")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, errs, "-scene")
}

func TestCheckGoodScene(t *testing.T) {
	code, out, errs := runCapture("-check")
	assert.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "falling-cubes.json: ok (10002 entities)")

	code, out, _ = runCapture("-check", "-scene", "ten-cubes", "-cubes", "3")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, out, "ok")
}

func TestCheckBadSceneExits1WithEveryError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(path, []byte(`{
  "name": "bad",
  "entities": [
    {"components": {"Gravty": {}}},
    {"components": {"Transform": {"position": [0, "up", 0]}}}
  ]
}`), 0o644))
	code, out, errs := runCapture("-check", "-scene", path)
	assert.Equal(t, exitFailure, code)
	assert.Empty(t, out)
	assert.Contains(t, errs, path+":4:")
	assert.Contains(t, errs, "Gravty")
	assert.Contains(t, errs, path+":5:")
	assert.NotContains(t, errs, "goroutine", "no panic trace")

	code, _, errs = runCapture("-check", "-scene", filepath.Join(t.TempDir(), "none.json"))
	assert.Equal(t, exitFailure, code)
	assert.NotEmpty(t, errs)
}

func TestHeadlessWritesStatsJSON(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stats.json")
	code, out, errs := runCapture("-headless", "-frames", "20", "-cubes", "300", "-stats", "-stats-json", path)
	require.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "20 frames")
	assert.Contains(t, out, "physics")

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var got map[string]any
	require.NoError(t, json.Unmarshal(data, &got))
	for _, k := range []string{"frames", "entities", "fps_mean", "frame_ms_p50", "frame_ms_p99", "systems"} {
		assert.Contains(t, got, k)
	}
	assert.Equal(t, 20.0, got["frames"])
	assert.Equal(t, 302.0, got["entities"], "300 cubes, a camera and a sun")
	systems, ok := got["systems"].(map[string]any)
	require.True(t, ok)
	assert.Contains(t, systems, "physics")
	assert.Contains(t, systems, "collect")
}

// TestNoDisplayExits3WithAHint unsets DISPLAY, which on Linux and the BSDs
// makes render.OpenWindow fail before any GLFW call, so it is safe to run
// here, off the main thread.
func TestNoDisplayExits3WithAHint(t *testing.T) {
	if runtime.GOOS == "darwin" || runtime.GOOS == "windows" {
		t.Skip("there is always a display on " + runtime.GOOS)
	}
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	code, _, errs := runCapture("-frames", "1", "-cubes", "10")
	assert.Equal(t, exitNoDisplay, code, errs)
	assert.Contains(t, errs, "xvfb-run")
	assert.Contains(t, errs, "-headless")
}

// needDisplay skips a test without an X display, except under CI=true,
// where GL tests must run.
func needDisplay(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") != "" {
		return
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no DISPLAY under CI=true: run the tests under xvfb-run -a")
	}
	t.Skip("needs a display: run under xvfb-run -a -s '-screen 0 1280x720x24' go test .")
}

// TestBinarySmoke builds the real binary and runs it for 60 frames in a
// window, as a user would, then checks the screenshot it wrote.
func TestBinarySmoke(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	bin := filepath.Join(dir, "cubefall")
	build := exec.Command("go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "go build: %s", out)

	shot, stats := filepath.Join(dir, "shot.png"), filepath.Join(dir, "stats.json")
	cmd := exec.Command(bin, "-frames", "60", "-width", "320", "-height", "240", "-cubes", "2000",
		"-screenshot", shot, "-stats-json", stats)
	out, err = cmd.CombinedOutput()
	require.NoError(t, err, "cubefall: %s", out)
	assert.NotContains(t, string(out), "panic")

	f, err := os.Open(shot)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Equal(t, image.Rect(0, 0, 320, 240), img.Bounds())
	assert.Greater(t, distinctColours(img), 20, "a picture of lit cubes, not a blank screen")
	_, err = os.Stat(stats)
	assert.NoError(t, err)
}

func distinctColours(img image.Image) int {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	return len(seen)
}
