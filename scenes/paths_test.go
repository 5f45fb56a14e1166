package scenes_test

import (
	"net"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/scenes"
)

// TestFIFOIsRefusedWithoutBlocking points Open at a named pipe with no
// writer. Opening a FIFO for reading waits for a writer, and reading it
// waits for data: either would freeze the window on R and ignore Ctrl+C.
// Open must refuse it at once, saying what the path is.
//
// A watchdog keeps a regression from hanging the test: should Open still
// be waiting after hangAfter (a bound for a hang, not a speed target), it
// opens the FIFO for writing, which frees the reader, and the test fails.
func TestFIFOIsRefusedWithoutBlocking(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no FIFOs")
	}
	fifo := filepath.Join(t.TempDir(), "scene.json")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	var fired atomic.Bool
	watchdog := time.AfterFunc(hangAfter, func() {
		fired.Store(true)
		if f, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
	})
	_, err := scenes.Open(fifo)
	watchdog.Stop()
	require.False(t, fired.Load(), "Open blocked on a FIFO with no writer")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "scenes: "+fifo+" is a named pipe (FIFO), not a regular file")
}

// hangAfter is how long a call that should return at once may take before
// a test calls it a hang.
const hangAfter = 10 * time.Second

// TestNotRegularFiles checks the message for each kind of path that is
// not a regular file: each names the path and what it is.
func TestNotRegularFiles(t *testing.T) {
	dir := t.TempDir()
	sock := filepath.Join(dir, "s.sock")
	l, err := net.Listen("unix", sock)
	require.NoError(t, err)
	defer l.Close()
	for _, c := range []struct{ path, want string }{
		{dir, dir + " is a directory, not a regular file"},
		{"/dev/null", "/dev/null is a character device, not a regular file"},
		{"/dev/zero", "/dev/zero is a character device, not a regular file"},
		{sock, sock + " is a socket, not a regular file"},
	} {
		t.Run(filepath.Base(c.path), func(t *testing.T) {
			if _, err := os.Stat(c.path); err != nil {
				t.Skip(err)
			}
			_, err := scenes.Open(c.path)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "scenes: "+c.want)
		})
	}
}

// TestStdinRedirectedFromAFile is the supported way to feed a scene on
// standard input: /dev/stdin, when the shell redirects it from a file, is
// that regular file.
func TestStdinRedirectedFromAFile(t *testing.T) {
	if _, err := os.Stat("/dev/stdin"); err != nil {
		t.Skip(err)
	}
	path := filepath.Join(t.TempDir(), "in.json")
	require.NoError(t, os.WriteFile(path, shippedBytes(t, "ten-cubes"), 0o644))
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	s, err := scenes.Open("/proc/self/fd/" + strconv.Itoa(int(f.Fd())))
	require.NoError(t, err)
	assert.Equal(t, "ten-cubes", s.Name)
}

// TestPathOnDiskIsNeverShadowed checks the rule for names and paths
// (README, "Names and paths"): anything that names an existing path is
// that file, even when a shipped scene has the same name; a bare name not
// on disk is the shipped scene; "embedded:NAME" is always the shipped one.
func TestPathOnDiskIsNeverShadowed(t *testing.T) {
	dir := t.TempDir()
	broken := []byte(`{"name": "mine", "entities": [`)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "storm.json"), broken, 0o644))
	mine := regexp.MustCompile(`"description": "[^"]*"`).ReplaceAllString(string(shippedBytes(t, "ten-cubes")),
		`"description": "from the working directory"`)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "ten-cubes"), []byte(mine), 0o644))
	t.Chdir(dir) // after shippedBytes, which reads from the package folder

	t.Run("broken file with a shipped name and .json", func(t *testing.T) {
		_, err := scenes.Open("storm.json")
		require.Error(t, err, "the broken file on disk, not the embedded copy")
		assert.Contains(t, err.Error(), "storm.json:1:")
	})
	t.Run("bare name not on disk is shipped", func(t *testing.T) {
		s, err := scenes.Open("storm")
		require.NoError(t, err)
		assert.Equal(t, "embedded:storm", s.Source)
	})
	t.Run("bare name that is a file on disk is that file", func(t *testing.T) {
		s, err := scenes.Open("ten-cubes")
		require.NoError(t, err)
		assert.Equal(t, "ten-cubes", s.Source)
		assert.Equal(t, "from the working directory", s.Description)
	})
	t.Run("embedded: prefix is always shipped", func(t *testing.T) {
		s, err := scenes.Open("embedded:ten-cubes")
		require.NoError(t, err)
		assert.Equal(t, "embedded:ten-cubes", s.Source)
		assert.NotEqual(t, "from the working directory", s.Description)
		again, err := scenes.Open("embedded:storm.json")
		require.NoError(t, err, "an older Source with .json still works")
		assert.Equal(t, "embedded:storm", again.Source)
	})
	t.Run("shipped name with .json not on disk", func(t *testing.T) {
		_, err := scenes.Open("falling-cubes.json")
		require.Error(t, err, ".json always names a file")
		assert.Contains(t, err.Error(), "scenes: open falling-cubes.json: no such file or directory")
		assert.Contains(t, err.Error(), `shipped scenes are named without ".json": -scene falling-cubes`)
	})
	t.Run("directory with a shipped name", func(t *testing.T) {
		require.NoError(t, os.Mkdir("some-fall", 0o755))
		_, err := scenes.Open("some-fall")
		require.Error(t, err)
		assert.Contains(t, err.Error(), "scenes: some-fall is a directory, not a regular file")
		assert.Contains(t, err.Error(), "-scene embedded:some-fall")
	})
}
