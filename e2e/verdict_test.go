package e2e

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
	{"a cycle of a ChildOf and a link", []string{"-scene", "{dir}/childof-link-cycle.json"}, 1},
	{"a ChildOf and a link on one entity", []string{"-scene", "{dir}/two-parents.json"}, 1},
	{"a camera in a spawner's children", []string{"-scene", "{dir}/child-camera.json"}, 1},
	{"a camera in the children of one spawned entity", []string{"-scene", "{dir}/child-camera.json", "-cubes", "1"}, 1},
	{"a root camera and one in a spawner's children", []string{"-scene", "{dir}/root-and-child-cameras.json"}, 1},
	{"a camera with children", []string{"-scene", "{dir}/camera-parent.json"}, 0},
	{"the compound scene", []string{"-scene", "compound"}, 0},
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
		"childof-link-cycle.json": `{"entities": [{"name": "c", "components": {"Camera": {}, "Transform": {}}},
			{"name": "a", "components": {}}, {"name": "b", "components": {"ChildOf": {"parent": "a"}}}], "links": [["a", "b"]]}`,
		"two-parents.json": `{"entities": [{"name": "c", "components": {"Camera": {}, "Transform": {}}},
			{"name": "a", "components": {}}, {"name": "b", "components": {"ChildOf": {"parent": "a"}}}], "links": [["b", "c"]]}`,
		"child-camera.json": `{"spawners": [{"name": "s", "count": 3, "components": {"Transform": {}},
			"children": [{"components": {"Camera": {}, "Transform": {}}}]}]}`,
		"root-and-child-cameras.json": `{"entities": [{"name": "c", "components": {"Camera": {}, "Transform": {}}}],
			"spawners": [{"name": "s", "count": 3, "components": {"Transform": {}}, "children": [{"components": {"Camera": {}, "Transform": {}}}]}]}`,
		"camera-parent.json": `{"entities": [{"name": "c", "components": {"Camera": {}, "Transform": {}}},
			{"name": "gun", "components": {"Transform": {"position": [0.3, -0.2, -0.5]}, "ChildOf": {"parent": "c"}}}]}`,
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
	if out, err := exec.Command("mkfifo", filepath.Join(dir, "fifo.json")).CombinedOutput(); err != nil {
		t.Logf("no FIFO case: mkfifo: %v %s", err, out) // the case then meets a missing file
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

// TestSceneFromStandardInput checks the documented rule for standard
// input (scenes/README.md, "Only regular files"): -scene /dev/stdin works
// when the shell redirects a file into it, and a pipe is refused at once
// instead of being read (a pipe can be read only once, so R could never
// reload it, and a pipe nobody writes to would block).
func TestSceneFromStandardInput(t *testing.T) {
	if _, err := os.Stat("/dev/stdin"); err != nil {
		t.Skip("no /dev/stdin here")
	}
	scene := filepath.Join("..", "scenes", "ten-cubes.json")
	for _, c := range []struct {
		name  string
		stdin func(t *testing.T) *os.File
		code  int
		want  string
	}{
		{"redirected from a file", func(t *testing.T) *os.File {
			f, err := os.Open(scene)
			require.NoError(t, err)
			return f
		}, 0, ""},
		{"a pipe with no writer", func(t *testing.T) *os.File {
			r, w, err := os.Pipe()
			require.NoError(t, err)
			t.Cleanup(func() { w.Close() }) // open, never written: a reader would wait for ever
			return r
		}, 1, "scenes: /dev/stdin is a named pipe (FIFO), not a regular file"},
	} {
		for _, mode := range [][]string{{"-check"}, {"-headless", "-frames", "1"}} {
			t.Run(c.name+"/"+mode[0], func(t *testing.T) {
				in := c.stdin(t)
				defer in.Close()
				ctx, cancel := context.WithTimeout(t.Context(), runTimeout)
				defer cancel()
				cmd := exec.CommandContext(ctx, binaryPath(t), append(mode, "-scene", "/dev/stdin")...)
				cmd.Stdin = in
				cmd.Dir = t.TempDir()
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				_ = cmd.Run()
				require.NoError(t, ctx.Err(), "the run did not finish: it is waiting on standard input")
				assert.Equal(t, c.code, cmd.ProcessState.ExitCode(), "stderr:\n%s", stderr.String())
				if c.want != "" {
					assert.Contains(t, firstLine(stderr.String()), c.want)
				}
			})
		}
	}
}
