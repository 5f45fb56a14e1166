package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/scenes"
)

// badScenes are scene arguments that must exit 1 (docs/usage.md, "Exit codes") with the
// problem on stderr, both when running and under -check. Files are written
// into a temporary directory; {dir} is replaced by it.
var badScenes = []struct {
	name    string
	file    string // file name in {dir}; "" for none
	content string
	arg     string // the -scene argument
	want    []string
}{
	{"missing file", "", "", "{dir}/none.json", []string{"scenes: open {dir}/none.json", "no such file or directory"}},
	{"a directory", "", "", "{dir}", []string{"{dir}", "is a directory"}},
	{"unknown shipped name", "", "", "falling-cube", []string{`did you mean "falling-cubes"?`}},
	{"truncated JSON", "truncated.json", `{"name": "x", "entities": [`,
		"{dir}/truncated.json", []string{"{dir}/truncated.json:1:", "unexpected end of file"}},
	{"not JSON", "garbage.json", "\x00\xff not json",
		"{dir}/garbage.json", []string{"{dir}/garbage.json:1:1:", "unexpected character"}},
	{"empty file", "empty.json", "",
		"{dir}/empty.json", []string{"{dir}/empty.json:1:1:", "the file is empty"}},
	{"unknown component", "typo.json", `{"name": "x", "entities": [{"name": "a", "components": {"Transfrom": {}}}]}`,
		"{dir}/typo.json", []string{"{dir}/typo.json:1:", `unknown component "Transfrom"`, `did you mean "Transform"?`}},
	{"negative count", "count.json", `{"name": "x", "spawners": [{"name": "s", "count": -5, "components": {"Cube": {}}}]}`,
		"{dir}/count.json", []string{"{dir}/count.json:1:", "count -5 is negative"}},
	{"over the file cap", "huge.json", `{"name": "x"}`, // made scenes.MaxFileSize + 1 byte long below
		"{dir}/huge.json", []string{"{dir}/huge.json:1:1: $: the file is 4731048577 bytes, over the 4731048576-byte (4511 MiB) cap"}},
}

func TestBadSceneExits1(t *testing.T) {
	dir := t.TempDir()
	for _, c := range badScenes {
		if c.file != "" {
			require.NoError(t, os.WriteFile(filepath.Join(dir, c.file), []byte(c.content), 0o644))
		}
		if c.file == "huge.json" { // a sparse file: nothing written, and nothing read
			require.NoError(t, os.Truncate(filepath.Join(dir, c.file), scenes.MaxFileSize+1))
		}
		arg := strings.ReplaceAll(c.arg, "{dir}", dir)
		for _, mode := range []string{"run", "check"} {
			args := []string{"-scene", arg}
			if mode == "check" {
				args = append(args, "-check")
			}
			t.Run(c.name+"/"+mode, func(t *testing.T) {
				r := run(t, nil, args...)
				assert.Equal(t, 1, r.code, "exit code; stderr:\n%s", r.stderr)
				for _, w := range c.want {
					assert.Contains(t, r.stderr, strings.ReplaceAll(w, "{dir}", dir))
				}
				assert.NotContains(t, r.stderr, usageLine, "a scene error is not a command-line error")
				assert.NotContains(t, r.stderr, "read "+arg+": read "+arg, "the path is said once")
				assert.Empty(t, r.stdout)
				assertNoPanic(t, r, strings.Join(args, " "))
			})
		}
	}
}

func TestCheckGoodScenesExits0(t *testing.T) {
	for _, name := range []string{"falling-cubes", "falling-camera", "storm", "ten-cubes"} {
		r := run(t, nil, "-scene", name, "-check")
		assert.Equal(t, 0, r.code, "%s: %s", name, r.stderr)
		assert.Contains(t, r.stdout, ": ok (", name)
		assertNoPanic(t, r, name)
	}
}
