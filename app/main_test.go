package app

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"cubefall/ecs"
	"cubefall/internal/atomicfile"
	"cubefall/resources"
	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tourDir turns the test binary into the screenshot tour (tour_test.go):
//
//	xvfb-run -a -s '-screen 0 1280x720x24 -noreset' go test -run '^$' ./app -args -tour /tmp/tour
var tourDir = flag.String("tour", "", "write the screenshot tour's PNGs to this directory and exit (needs a display)")

// baselineFrames turns the test binary into the frame-rate comparison of
// baseline_test.go.
var baselineFrames = flag.Int("baseline", 0, "compare the demo's frame rate with a bare instanced draw over this many frames, and exit (needs a display)")

// baselineCollisions picks the baseline's case: the default scene as it is
// (true), or with no Collider on its cubes (false).
var baselineCollisions = flag.Bool("baseline-collisions", true, "with -baseline: false takes the Collider off the default scene's cubes, for the comparison without collisions")

// init locks the test binary's main goroutine to the main OS thread, as
// the program's main.go does, for the GL calls of the tour and the
// baseline, which TestMain makes on that goroutine.
func init() { runtime.LockOSThread() }

// TestMain runs the tour or the baseline when asked; otherwise the tests.
// init has locked this goroutine to the main thread, so the tour's GL calls
// are safe here (tests run on other goroutines and never touch GL).
func TestMain(m *testing.M) {
	flag.Parse()
	if *tourDir != "" {
		os.Exit(runTour(*tourDir))
	}
	if err := checkBaselineFlags(givenTestFlags(), *baselineFrames); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(exitUsage)
	}
	if *baselineFrames > 0 {
		os.Exit(runBaseline(*baselineFrames, *baselineCollisions))
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
		{[]string{"-workers", "0"}, `invalid value "0" for flag -workers: must be from 1 to 256`},
		{[]string{"-workers", "257"}, "flag -workers: must be from 1 to 256"},
		{[]string{"-screenshot", filepath.Join(missing, "a.png")}, "cannot write to directory " + missing},
		{[]string{"-stats-json", filepath.Join(missing, "s.json")}, "cannot write to directory " + missing},
		{[]string{"-stats-json", dir}, dir + " is a directory"},
		{[]string{"-screenshot", dir}, dir + " is a directory"},
		{[]string{"-nosuchflag"}, "flag provided but not defined: -nosuchflag"},
		{[]string{"falling-cubes"}, `unexpected argument "falling-cubes"`},
		{[]string{"-headless", "-screenshot", filepath.Join(dir, "a.png")}, "-screenshot needs a window"},
		{[]string{"-headless", "-fullscreen"}, "-fullscreen needs a window: leave out -headless (or -fullscreen)"},
		{[]string{"-headless", "-vsync=false"}, "-vsync needs a window"},
		{[]string{"-headless", "-debug-gl"}, "-debug-gl needs a window"},
		{[]string{"-scene", ""}, "-scene needs a shipped scene's name or a path: leave it out for the default scene, falling-cubes"},
		{[]string{"-replay", ""}, "-replay needs the path of a recording: leave it out to play from the keyboard and mouse"},
		{[]string{"-check", "-stats"}, "-check only checks the scene and runs nothing, so -stats would write nothing: leave out -check to run, or -stats"},
		{[]string{"-check", "-stats-json", filepath.Join(dir, "s.json")}, "so -stats-json would write nothing"},
		{[]string{"-check", "-inspect-json", filepath.Join(dir, "i.json")}, "so -inspect-json would write nothing"},
		{[]string{"-check", "-save", filepath.Join(dir, "w.json")}, "so -save would write nothing"},
		{[]string{"-check", "-record", filepath.Join(dir, "r.rec")}, "so -record would write nothing"},
		{[]string{"-check", "-screenshot", filepath.Join(dir, "a.png")}, "so -screenshot would write nothing"},
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
	assert.Empty(t, errs, "the usage asked for goes to stdout")
}

func TestCheckGoodScene(t *testing.T) {
	code, out, errs := runCapture("-check")
	assert.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "falling-cubes")
	assert.Contains(t, out, ": ok (10003 entities)")

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
	assert.Equal(t, 303.0, got["entities"], "300 cubes, a camera, a sun and the ground")
	systems, ok := got["systems"].(map[string]any)
	require.True(t, ok)
	assert.Contains(t, systems, "physics")
	assert.Contains(t, systems, "collect")

	// The collision system's time, split into its parts: each took some
	// time, and together no more than the whole system.
	parts, ok := got["collide_parts"].(map[string]any)
	require.True(t, ok, "the default scene collides: collide_parts is reported")
	sum := 0.0
	for _, name := range []string{"gather", "broadphase", "solve", "scatter"} {
		ms, ok := parts[name].(float64)
		require.True(t, ok, name)
		assert.Positive(t, ms, name)
		sum += ms
	}
	assert.LessOrEqual(t, sum, systems["collide"].(float64), "the parts fit in the system")
	assert.Contains(t, out, "collide  mean ms per frame by part: gather")
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

// TestIntegerFlagsAreDecimal: every integer flag reads plain decimal
// digits. Go's flag package (and strconv with base 0) reads "010" as octal
// 8 and refuses "08"; "0x10" and "1_000" are refused with the decimal
// value to write instead.
func TestIntegerFlagsAreDecimal(t *testing.T) {
	value := func(cfg config, flag string) int64 {
		switch flag {
		case "-cubes":
			return int64(cfg.cubes)
		case "-width":
			return int64(cfg.width)
		case "-height":
			return int64(cfg.height)
		case "-frames":
			return int64(cfg.frames)
		}
		require.NotNil(t, cfg.seed)
		return *cfg.seed
	}
	for _, flag := range []string{"-cubes", "-seed", "-width", "-height", "-frames"} {
		t.Run(flag, func(t *testing.T) {
			for in, want := range map[string]int64{"010": 10, "08": 8, "+7": 7, "0009": 9} {
				cfg, err := parseCommandLine([]string{flag, in}, io.Discard, io.Discard)
				require.NoError(t, err, "%s %s", flag, in)
				assert.Equal(t, want, value(cfg, flag), "%s %s", flag, in)
			}
			for in, msg := range map[string]string{
				"0x10":  "not a decimal integer (write 16)",
				"0o17":  "not a decimal integer (write 15)",
				"0b101": "not a decimal integer (write 5)",
				"1_000": "not a decimal integer (write 1000)",
				"1e3":   "not an integer",
				"":      "not an integer",
				"--5":   "not an integer",
			} {
				var errs bytes.Buffer
				_, err := parseCommandLine([]string{flag, in}, io.Discard, &errs)
				require.ErrorIs(t, err, errUsage, "%s %q", flag, in)
				assert.Contains(t, errs.String(), fmt.Sprintf("invalid value %q for flag %s: %s", in, flag, msg))
			}
		})
	}
}

func TestSeedOutOfRangeSaysTheRange(t *testing.T) {
	code, _, errs := runCapture("-seed", "99999999999999999999")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errs, "flag -seed: must be from -9223372036854775808 to 9223372036854775807")
}

// TestHelpGoesToStdout: the usage the user asked for is output, on
// stdout, with exit 0; the usage after an error goes to stderr.
func TestHelpGoesToStdout(t *testing.T) {
	for _, h := range []string{"-h", "-help", "--help"} {
		var out, errs bytes.Buffer
		_, err := parseCommandLine([]string{h}, &out, &errs)
		assert.ErrorIs(t, err, flag.ErrHelp, h)
		assert.Contains(t, out.String(), "Usage: cubefall [flags]", h)
		assert.Contains(t, out.String(), "-stats-json", h)
		assert.Empty(t, errs.String(), h)
	}
	var out, errs bytes.Buffer
	_, err := parseCommandLine([]string{"-nosuchflag"}, &out, &errs)
	assert.ErrorIs(t, err, errUsage)
	assert.Empty(t, out.String())
	assert.Contains(t, errs.String(), "Usage: cubefall [flags]")
}

// sceneFile copies the shipped ten-cubes scene to dir/name.
func sceneFile(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "scenes", "ten-cubes.json"))
	require.NoError(t, err)
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, data, 0o644))
	return path
}

// TestOutputsNeverOverwriteInputsOrEachOther: an output that names the
// scene, or two outputs naming one file — by the same spelling, by
// "dir/../x", through a symbolic or a hard link, or through a linked
// directory — is an invalid command line, exit 2, and nothing is written.
func TestOutputsNeverOverwriteInputsOrEachOther(t *testing.T) {
	dir := t.TempDir()
	scene := sceneFile(t, dir, "mine.json")
	original, err := os.ReadFile(scene)
	require.NoError(t, err)
	link := filepath.Join(dir, "link.json")
	require.NoError(t, os.Symlink(scene, link))
	hard := filepath.Join(dir, "hard.json")
	require.NoError(t, os.Link(scene, hard))
	dirLink := filepath.Join(t.TempDir(), "dir-link")
	require.NoError(t, os.Symlink(dir, dirLink))
	out := filepath.Join(dir, "out.json")
	dotdot := filepath.Join(dir, "..", filepath.Base(dir), "mine.json")
	recording := filepath.Join(dir, "play.rec")
	shipped, err := os.ReadFile(filepath.Join("testdata", "replays", "reload.rec"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(recording, shipped, 0o644))

	isScene := "is the scene file of -scene"
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"same spelling", []string{"-headless", "-frames", "1", "-scene", scene, "-stats-json", scene},
			"-stats-json " + scene + " is the scene file of -scene " + scene + ": an output never overwrites an input; name another file"},
		{"dir/../x", []string{"-headless", "-frames", "1", "-scene", scene, "-stats-json", dotdot}, isScene},
		{"symbolic link", []string{"-headless", "-frames", "1", "-scene", scene, "-stats-json", link}, isScene},
		{"hard link", []string{"-headless", "-frames", "1", "-scene", hard, "-stats-json", scene}, isScene},
		{"screenshot on the scene", []string{"-frames", "1", "-scene", scene, "-screenshot", link}, "-screenshot " + link + " " + isScene},
		{"save over the recording", []string{"-headless", "-replay", recording, "-save", recording},
			"-save " + recording + " is the recording of -replay " + recording + ": an output never overwrites an input; name another file"},
		{"two outputs", []string{"-frames", "1", "-screenshot", out, "-stats-json", out},
			"-screenshot " + out + " and -stats-json " + out + " are the same file: give each output a file of its own"},
		{"two outputs through a linked directory", []string{"-frames", "1", "-screenshot", out, "-stats-json", filepath.Join(dirLink, "out.json")},
			"are the same file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, errs := runCapture(c.args...)
			assert.Equal(t, exitUsage, code, errs)
			assert.Contains(t, errs, c.want)
			assert.Contains(t, errs, "Usage: cubefall [flags]")
			assert.Empty(t, stdout)
			got, err := os.ReadFile(scene)
			require.NoError(t, err)
			assert.Equal(t, string(original), string(got), "the scene file is untouched")
			got, err = os.ReadFile(recording)
			require.NoError(t, err)
			assert.Equal(t, string(shipped), string(got), "the recording is untouched")
			assert.NoFileExists(t, out)
		})
	}
}

// TestRelativeAndAbsoluteSpellingsCollide: "x" and "./x" and the absolute
// path name one file.
func TestRelativeAndAbsoluteSpellingsCollide(t *testing.T) {
	dir := t.TempDir()
	scene := sceneFile(t, dir, "mine.json")
	t.Chdir(dir)
	for _, args := range [][]string{
		{"-headless", "-frames", "1", "-scene", "mine.json", "-stats-json", "./mine.json"},
		{"-headless", "-frames", "1", "-scene", "./mine.json", "-stats-json", scene},
		{"-frames", "1", "-screenshot", "shot.png", "-stats-json", filepath.Join(dir, "shot.png")},
	} {
		code, _, errs := runCapture(args...)
		assert.Equal(t, exitUsage, code, "%v: %s", args, errs)
	}
	code, _, errs := runCapture("-headless", "-frames", "1", "-scene", "mine.json", "-stats-json", "stats.json")
	assert.Equal(t, exitOK, code, "different files are fine: %s", errs)
}

// TestShippedSceneNameIsNoInput: -scene storm reads the scene built into
// the binary, so a file called storm in the directory is no input.
func TestShippedSceneNameIsNoInput(t *testing.T) {
	cfg := config{scene: "storm", statsJSON: "storm"}
	assert.Empty(t, cfg.inputs())
	assert.NoError(t, cfg.checkCollisions())
}

// pressReload presses and releases R for the coming frame.
func pressReload(w *ecs.World) {
	in := ecs.GetResource[resources.Input](w)
	in.SetKey(resources.KeyR, true)
	in.SetKey(resources.KeyR, false)
}

// TestHUDErrorsAreLoggedOnce: a reload that fails puts its errors on the
// HUD and, once, on stderr; pressing R again on the same broken file logs
// nothing new; a different error is logged; control characters never
// reach the log raw.
func TestHUDErrorsAreLoggedOnce(t *testing.T) {
	dir := t.TempDir()
	path := sceneFile(t, dir, "mine.json")
	sc, err := scenes.Open(path)
	require.NoError(t, err)
	var logged bytes.Buffer
	cfg := config{scene: path, cubes: scenes.KeepCounts, width: 64, height: 64, frames: 12, headless: true}
	a, err := newApp(cfg, sc, slog.New(slog.NewTextHandler(&logged, nil)))
	require.NoError(t, err)
	defer a.sched.Shutdown()
	a.beforeFrame = func(n int, w *ecs.World) {
		switch n {
		case 2:
			require.NoError(t, os.WriteFile(path, []byte(`{"name": "broken", "entities": [`), 0o644))
			pressReload(w)
		case 4, 6:
			pressReload(w) // the same error again
		case 8:
			*ecs.GetResource[resources.Status](w) = resources.Status{Text: "screenshot failed: bad \x1b[2J name", Error: true}
		}
	}
	a.runHeadless(context.Background())
	log := logged.String()
	assert.Equal(t, 1, strings.Count(log, "reload failed, still running the old scene"), log)
	assert.Equal(t, 1, strings.Count(log, "mine.json:1:"), "the scene's error line, once:\n%s", log)
	assert.Contains(t, log, `bad \\x1b[2J name`)
	assert.NotContains(t, log, "\x1b")
}

// TestF12NamesNeverCollide: F12 saves under the clock's name, then NAME-2,
// NAME-3 ...: never over a file that is there, nor over an output the
// command line will write at exit, nor over a file that appears between
// the check and the write.
func TestF12NamesNeverCollide(t *testing.T) {
	dir := t.TempDir()
	base := filepath.Join(dir, "cubefall-20260101-120000.png")
	require.NoError(t, os.WriteFile(base, []byte("an old picture"), 0o644))
	a := &app{cfg: config{statsJSON: filepath.Join(dir, "cubefall-20260101-120000-3.png")}}
	var names []string
	for i := range 3 {
		name, err := a.saveUnderFreeName(base, func(name string) error {
			return atomicfile.WriteNew(name, func(w io.Writer) error { _, err := fmt.Fprint(w, "shot ", i); return err })
		})
		require.NoError(t, err)
		names = append(names, filepath.Base(name))
	}
	assert.Equal(t, []string{"cubefall-20260101-120000-2.png", "cubefall-20260101-120000-4.png", "cubefall-20260101-120000-5.png"}, names)
	got, _ := os.ReadFile(base)
	assert.Equal(t, "an old picture", string(got))

	// A file that appears after the check: the create-only write refuses,
	// the next name is tried.
	raced := false
	name, err := a.saveUnderFreeName(base, func(name string) error {
		if !raced {
			raced = true
			require.NoError(t, os.WriteFile(name, []byte("someone else's"), 0o644))
		}
		return atomicfile.WriteNew(name, func(w io.Writer) error { _, err := fmt.Fprint(w, "mine"); return err })
	})
	require.NoError(t, err)
	assert.Equal(t, "cubefall-20260101-120000-7.png", filepath.Base(name))
	got, _ = os.ReadFile(filepath.Join(dir, "cubefall-20260101-120000-6.png"))
	assert.Equal(t, "someone else's", string(got))
}

func TestNumberedName(t *testing.T) {
	assert.Equal(t, "shot.png", numberedName("shot.png", 1))
	assert.Equal(t, "dir/shot-2.png", numberedName("dir/shot.png", 2))
	assert.Equal(t, "noext-3", numberedName("noext", 3))
}
