package e2e

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// verdictCases are inputs on which -check must say what a run would do:
// scenes × overrides, at and past the caps, at the edges of -seed, and bad
// files of every kind. {dir} is replaced by a folder holding the files of
// verdictFiles; code is the exit code both must give.
var verdictCases = []struct {
	name string
	args []string
	code int
}{
	{"default scene", nil, 0},
	{"shipped scene by name", []string{"-scene", "some-fall"}, 0},
	{"shipped scene by path", []string{"-scene", "{dir}/copy-of-ten-cubes.json"}, 0},
	{"cubes under the cap", []string{"-scene", "some-fall", "-cubes", "100"}, 0},
	{"cubes 0", []string{"-scene", "some-fall", "-cubes", "0"}, 0},
	{"cubes at the cap with two spawners", []string{"-scene", "some-fall", "-cubes", "2000000"}, 1},
	{"cubes at the cap with one spawner", []string{"-scene", "ten-cubes", "-cubes", "2000000"}, 0},
	{"cubes past the cap with many spawners", []string{"-scene", "{dir}/many-spawners.json", "-cubes", "700000"}, 1},
	{"cubes 0 leaves no camera", []string{"-scene", "{dir}/spawned-camera.json", "-cubes", "0"}, 1},
	{"cubes 1 keeps a camera", []string{"-scene", "{dir}/spawned-camera.json", "-cubes", "1"}, 0},
	{"lowest seed", []string{"-scene", "ten-cubes", "-seed", "-9223372036854775808"}, 0},
	{"highest seed", []string{"-scene", "ten-cubes", "-seed", "9223372036854775807"}, 0},
	{"seed 0", []string{"-scene", "ten-cubes", "-seed", "0"}, 0},
	{"syntax error", []string{"-scene", "{dir}/truncated.json"}, 1},
	{"value that cannot work", []string{"-scene", "{dir}/fov-zero.json"}, 1},
	{"unknown mesh", []string{"-scene", "{dir}/sphere.json"}, 1},
	{"UTF-16 file", []string{"-scene", "{dir}/utf16.json"}, 1},
	{"missing file", []string{"-scene", "{dir}/none.json"}, 1},
	{"shipped name with .json and no such file", []string{"-scene", "falling-cubes.json"}, 1},
	{"a directory", []string{"-scene", "{dir}"}, 1},
	{"a FIFO", []string{"-scene", "{dir}/fifo.json"}, 1},
	{"a character device", []string{"-scene", "/dev/null"}, 1},
}

// verdictFiles are the files verdictCases use, by name in {dir}.
func verdictFiles(t *testing.T) map[string]string {
	ten, err := os.ReadFile(filepath.Join("..", "scenes", "ten-cubes.json"))
	require.NoError(t, err)
	var many strings.Builder
	many.WriteString(`{"entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}], "spawners": [`)
	for i := range 3 {
		if i > 0 {
			many.WriteString(", ")
		}
		many.WriteString(`{"name": "s` + string(rune('a'+i)) + `", "count": 1, "components": {"Cube": {}}}`)
	}
	many.WriteString("]}")
	utf16 := []byte{0xFF, 0xFE}
	for _, c := range []byte(`{"name": "x"}`) {
		utf16 = append(utf16, c, 0)
	}
	return map[string]string{
		"copy-of-ten-cubes.json": string(ten),
		"many-spawners.json":     many.String(),
		"spawned-camera.json":    `{"spawners": [{"name": "cams", "count": 1, "components": {"Camera": {}, "Transform": {}}}]}`,
		"truncated.json":         `{"name": "x", "entities": [`,
		"fov-zero.json":          `{"entities": [{"name": "c", "components": {"Camera": {"fovY": 0}, "Transform": {}}}]}`,
		"sphere.json":            `{"entities": [{"name": "c", "components": {"Camera": {}, "Transform": {}, "Mesh": {"name": "sphere"}}}]}`,
		"utf16.json":             string(utf16),
	}
}

// TestCheckGivesTheRunsVerdict runs every case twice, with -check and as a
// one-frame headless run, and checks that both give the same exit code
// and, on failure, the same first line on stderr: -check makes exactly the
// checks a run makes before its first frame, from the same code.
func TestCheckGivesTheRunsVerdict(t *testing.T) {
	dir := t.TempDir()
	for name, content := range verdictFiles(t) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644))
	}
	if runtime.GOOS != "windows" {
		require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "fifo.json"), 0o644))
	}
	for _, c := range verdictCases {
		t.Run(c.name, func(t *testing.T) {
			args := make([]string, len(c.args))
			for i, a := range c.args {
				args[i] = strings.ReplaceAll(a, "{dir}", dir)
			}
			checked := run(t, nil, append([]string{"-check"}, args...)...)
			ran := run(t, nil, append([]string{"-headless", "-frames", "1"}, args...)...)
			assertNoPanic(t, checked, "-check")
			assertNoPanic(t, ran, "run")
			assert.Equal(t, c.code, checked.code, "-check exit code; stderr:\n%s", checked.stderr)
			assert.Equal(t, c.code, ran.code, "run exit code; stderr:\n%s", ran.stderr)
			if c.code != 0 {
				assert.NotEmpty(t, firstLine(checked.stderr))
				assert.Equal(t, firstLine(ran.stderr), firstLine(checked.stderr), "the same first error line")
				assert.Empty(t, checked.stdout)
			} else {
				assert.Contains(t, checked.stdout, ": ok (")
			}
		})
	}
}

// firstLine returns the first line of s.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
