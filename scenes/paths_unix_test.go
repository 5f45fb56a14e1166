//go:build unix

package scenes_test

import (
	"net"
	"os"
	"path/filepath"
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
