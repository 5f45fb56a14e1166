package app

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// outputFlags are the five flags that name a file the run writes.
var outputFlags = []string{"-save", "-stats-json", "-inspect-json", "-record", "-screenshot"}

// TestOutputPipesAreRefusedWithoutBlocking names a FIFO with no reader,
// then a socket, as each output. Opening a FIFO for writing waits for a
// reader; if the command line's check does that, a helper opens the FIFO
// for reading after a few seconds, which frees it, and the test fails.
// -check makes every accepted command line end before anything runs.
func TestOutputPipesAreRefusedWithoutBlocking(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "out.fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	sock := filepath.Join(dir, "out.sock")
	l, err := net.Listen("unix", sock)
	require.NoError(t, err)
	defer l.Close()
	for _, flag := range outputFlags {
		t.Run(flag+"_fifo", func(t *testing.T) {
			var freed atomic.Bool
			timer := time.AfterFunc(3*time.Second, func() {
				freed.Store(true)
				if f, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0); err == nil {
					time.AfterFunc(time.Second, func() { f.Close() })
				}
			})
			code, out, errs := runCapture("-check", flag, fifo)
			timer.Stop()
			assert.False(t, freed.Load(), "the check of %s blocked on a FIFO with no reader", flag)
			assert.Equal(t, exitUsage, code)
			assert.Contains(t, errs, `for flag `+flag+`: `+fifo+` is a named pipe (FIFO): an output is written to a regular file or to a device such as /dev/null, never to a pipe or a socket`)
			assert.Contains(t, errs, "Usage: cubefall [flags]")
			assert.Empty(t, out)
		})
		t.Run(flag+"_socket", func(t *testing.T) {
			code, _, errs := runCapture("-check", flag, sock)
			assert.Equal(t, exitUsage, code)
			assert.Contains(t, errs, sock+" is a socket: an output is written to a regular file")
		})
	}
}

// TestOutputDevicesAndFilesStayAllowed: a missing file, a regular one and
// the character devices /dev/null and /dev/stdout pass the check (which
// -check then refuses as an output it would not write: the path itself
// was accepted).
func TestOutputDevicesAndFilesStayAllowed(t *testing.T) {
	dir := t.TempDir()
	existing := filepath.Join(dir, "old.json")
	require.NoError(t, os.WriteFile(existing, []byte("{}"), 0o644))
	for _, path := range []string{filepath.Join(dir, "new.json"), existing, "/dev/null", "/dev/stdout", filepath.Join(dir, strings.Repeat("n", 255))} {
		for _, flag := range outputFlags {
			code, _, errs := runCapture("-check", flag, path)
			assert.Equal(t, exitUsage, code)
			assert.Contains(t, errs, "-check only checks the scene and runs nothing, so "+flag+" would write nothing", "%s %s", flag, path)
		}
	}
}

// TestOverlongOutputNameIsRefusedUpFront names an output with 300
// characters, over the file system's 255-byte limit on a name (NAME_MAX):
// the command line is refused at once, not the write after the run.
func TestOverlongOutputNameIsRefusedUpFront(t *testing.T) {
	dir := t.TempDir()
	name := strings.Repeat("x", 300) + ".json"
	for _, flag := range outputFlags {
		code, out, errs := runCapture(flag, filepath.Join(dir, name), "-headless", "-frames", "1")
		assert.Equal(t, exitUsage, code, flag)
		assert.Contains(t, errs, "for flag "+flag+": the file name "+name+" is 305 bytes long, over the 255-byte limit of its file system on a name; shorten it", flag)
		assert.Empty(t, out)
	}
}

// TestOutputPathErrorsEscapeControlCharacters: a path holding ESC or BEL
// is shown with Go escapes in every output-path message, as scene errors
// show them, never as the raw characters that drive a terminal.
func TestOutputPathErrorsEscapeControlCharacters(t *testing.T) {
	dir := t.TempDir()
	evil := filepath.Join(dir, "a\x1b[31mred\a")
	require.NoError(t, os.Mkdir(evil, 0o755))
	scene := filepath.Join(dir, "s\x1b]0;x\a.json")
	require.NoError(t, os.WriteFile(scene, []byte("{}"), 0o644))
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"-stats-json", evil}, `a\x1b[31mred\a is a directory; name a file in it`},
		{[]string{"-stats-json", filepath.Join(evil, "no", "x.json")}, `cannot write to directory ` + filepath.Join(dir, `a\x1b[31mred\a`, "no")},
		{[]string{"-scene", scene, "-stats-json", scene}, `is the scene file of -scene ` + filepath.Join(dir, `s\x1b]0;x\a.json`)},
		{[]string{"-stats-json", filepath.Join(dir, "o\x1b.json"), "-inspect-json", filepath.Join(dir, "o\x1b.json")}, `o\x1b.json are the same file`},
	}
	for _, c := range cases {
		code, _, errs := runCapture(c.args...)
		assert.Equal(t, exitUsage, code, "%q", c.args)
		assert.Contains(t, errs, c.want, "%q", c.args)
		assert.NotContains(t, errs, "\x1b", "%q", c.args)
		assert.NotContains(t, errs, "\a", "%q", c.args)
	}
}
