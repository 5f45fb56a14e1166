//go:build unix

package atomicfile

import (
	"os"
	"path/filepath"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPipeWithoutReaderFailsAtOnce writes to a named pipe that nothing
// reads, as when one appears at an output's path during a run. Opening it
// for writing would wait for a reader; if Write does, a helper opens the
// pipe for reading after a few seconds, which frees it, and the test
// fails.
func TestPipeWithoutReaderFailsAtOnce(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "out.fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	var freed atomic.Bool
	timer := time.AfterFunc(3*time.Second, func() {
		freed.Store(true)
		if f, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0); err == nil {
			time.AfterFunc(time.Second, func() { f.Close() })
		}
	})
	defer timer.Stop()
	err := WriteFile(fifo, []byte("data"))
	assert.False(t, freed.Load(), "Write waited for a reader of the pipe")
	require.Error(t, err)
	assert.Equal(t, "open "+fifo+": no such device or address", err.Error())
}
