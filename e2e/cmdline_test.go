package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// usageLine starts the usage text that every command-line error ends with.
const usageLine = "Usage: cubefall [flags]"

// badCommandLines are command lines that the exit-code contract (docs/usage.md,
// "Exit codes") says must exit 2 with
// the problem and the usage on stderr. {file} is replaced by the path of a
// regular file, so that "{file}/x.png" is a path whose directory is a file.
var badCommandLines = []struct {
	args []string
	want string // a part of the message on stderr
}{
	{[]string{"-nosuchflag"}, "flag provided but not defined: -nosuchflag"},
	{[]string{"-scene"}, "flag needs an argument: -scene"},
	{[]string{"falling-cubes"}, `unexpected argument "falling-cubes"`},
	{[]string{"-v=maybe"}, `invalid boolean value "maybe" for -v`},

	{[]string{"-cubes", "-1"}, `invalid value "-1" for flag -cubes: must be from 0 to`},
	{[]string{"-cubes", "99999999999"}, `invalid value "99999999999" for flag -cubes: must be from 0 to`},
	{[]string{"-cubes", "abc"}, `invalid value "abc" for flag -cubes: not an integer`},
	{[]string{"-cubes", "1e3"}, "flag -cubes: not an integer"},

	{[]string{"-width", "0"}, "flag -width: must be from 1 to 16384"},
	{[]string{"-width", "-5"}, "flag -width: must be from 1 to 16384"},
	{[]string{"-width", "100000"}, "flag -width: must be from 1 to 16384"},
	{[]string{"-width", "1.5"}, "flag -width: not an integer"},
	{[]string{"-height", "0"}, "flag -height: must be from 1 to 16384"},
	{[]string{"-height", "-5"}, "flag -height: must be from 1 to 16384"},
	{[]string{"-height", "100000"}, "flag -height: must be from 1 to 16384"},

	{[]string{"-frames", "-1"}, "flag -frames: must be from 0 to"},
	{[]string{"-frames", "99999999999"}, "flag -frames: must be from 0 to"},
	{[]string{"-frames", "ten"}, "flag -frames: not an integer"},

	{[]string{"-seed", "abc"}, "flag -seed: not an integer"},
	{[]string{"-seed", "99999999999999999999"}, "flag -seed: must be from -9223372036854775808 to 9223372036854775807"},

	// Integer flags are decimal: hexadecimal, octal, binary and digit
	// separators are refused with the decimal value to write instead.
	{[]string{"-cubes", "0x10"}, `invalid value "0x10" for flag -cubes: not a decimal integer (write 16)`},
	{[]string{"-frames", "1", "-seed", "0o17"}, `invalid value "0o17" for flag -seed: not a decimal integer (write 15)`},
	{[]string{"-frames", "1_000"}, `invalid value "1_000" for flag -frames: not a decimal integer (write 1000)`},
	{[]string{"-width", "0b101"}, `invalid value "0b101" for flag -width: not a decimal integer (write 5)`},

	{[]string{"-screenshot", "/proc/x/y.png"}, "flag -screenshot: cannot write to directory /proc/x"},
	{[]string{"-screenshot", "{file}/y.png"}, "flag -screenshot: cannot write to directory {file}"},
	{[]string{"-screenshot", ""}, "flag -screenshot: empty path"},
	{[]string{"-headless", "-screenshot", "shot.png"}, "-screenshot needs a window"},
	{[]string{"-headless", "-fullscreen"}, "-fullscreen needs a window: leave out -headless (or -fullscreen)"},
	{[]string{"-check", "-stats"}, "-check only checks the scene and runs nothing, so -stats would write nothing: leave out -check to run, or -stats"},
	{[]string{"-scene", ""}, "-scene needs a shipped scene's name or a path: leave it out for the default scene, falling-cubes"},
	{[]string{"-replay", ""}, "-replay needs the path of a recording: leave it out to play from the keyboard and mouse"},
	{[]string{"-stats-json", "/proc/x/y.json"}, "flag -stats-json: cannot write to directory /proc/x"},
	{[]string{"-stats-json", "{file}/y.json"}, "flag -stats-json: cannot write to directory {file}"},
	{[]string{"-stats-json", ""}, "flag -stats-json: empty path"},
}

func TestBadCommandLineExits2WithUsage(t *testing.T) {
	file := filepath.Join(t.TempDir(), "a-file")
	require.NoError(t, os.WriteFile(file, []byte("x"), 0o644))
	for _, c := range badCommandLines {
		args := make([]string, len(c.args))
		for i, a := range c.args {
			args[i] = strings.ReplaceAll(a, "{file}", file)
		}
		want := strings.ReplaceAll(c.want, "{file}", file)
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			r := run(t, nil, args...)
			assert.Equal(t, 2, r.code, "exit code; stderr:\n%s", r.stderr)
			assert.Contains(t, r.stderr, want)
			assert.Contains(t, r.stderr, usageLine)
			assert.Empty(t, r.stdout)
			assertNoPanic(t, r, strings.Join(args, " "))
		})
	}
}

// TestOutputPathThatIsADirectoryIsACommandLineError names an existing
// directory as the output file. Its parent directory is writable, so a
// check of the parent alone lets the run go ahead and fail only at exit,
// with code 1, after the whole run was wasted. An unusable output path is a
// command-line error:
// exit 2 at once, before any window opens, so no display is needed.
func TestOutputPathThatIsADirectoryIsACommandLineError(t *testing.T) {
	dir := t.TempDir()
	for _, flag := range []string{"-stats-json", "-screenshot"} {
		r := run(t, nil, "-frames", "1", flag, dir)
		assert.Equal(t, 2, r.code, "%s DIR: exit code; stderr:\n%s", flag, r.stderr)
		assert.Contains(t, r.stderr, dir+" is a directory", flag)
		assert.Contains(t, r.stderr, usageLine, flag)
		assertNoPanic(t, r, flag+" DIR")
	}
}

// TestHelpExits0WithUsage: the usage the user asked for is the program's
// output, on stdout (so `cubefall -h | less` works), with exit 0 and
// nothing on stderr.
func TestHelpExits0WithUsage(t *testing.T) {
	for _, h := range []string{"-h", "-help", "--help"} {
		r := run(t, nil, h)
		assert.Equal(t, 0, r.code, h)
		assert.Contains(t, r.stdout, usageLine, h)
		assert.Contains(t, r.stdout, "Exit codes:", h)
		assert.Empty(t, r.stderr, h)
		assertNoPanic(t, r, h)
	}
}

// TestLeadingZerosAreDecimal: "-frames 010" is ten frames, not octal 8,
// and "-seed 08" is a seed, not an error.
func TestLeadingZerosAreDecimal(t *testing.T) {
	r := run(t, nil, "-headless", "-frames", "010", "-seed", "08", "-cubes", "010", "-stats")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "10 frames, 13 entities", "10 frames of 10 cubes, a camera, a sun and the ground")
}

func TestGoodHeadlessRunExits0(t *testing.T) {
	out := filepath.Join(t.TempDir(), "stats.json")
	r := run(t, nil, "-headless", "-frames", "30", "-stats", "-stats-json", out)
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "30 frames, 10003 entities")
	assert.FileExists(t, out)
	assertNoPanic(t, r, "-headless -frames 30")
}
