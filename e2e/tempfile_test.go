package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oldOutput is what an output file holds before a run that is stopped
// while it writes the file again.
const oldOutput = "the previous good output\n"

// withOldOutput writes oldOutput to name in dir and returns its path.
func withOldOutput(t *testing.T, dir, name string) string {
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, []byte(oldOutput), 0o644))
	return path
}

// assertKeptAndClean checks that the output at path still holds
// oldOutput and that its folder holds no temporary file.
func assertKeptAndClean(t *testing.T, path string) {
	t.Helper()
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, oldOutput, string(got), "the old file is kept")
	temps, err := filepath.Glob(filepath.Join(filepath.Dir(path), ".*.tmp-*"))
	require.NoError(t, err)
	assert.Empty(t, temps, "temporary files left behind")
}

// TestSecondSignalLeavesNoTemporaryFile stops the binary with a second
// SIGTERM while an output is half written to its temporary file (the
// test-only stall hook holds the write there): the program exits at once
// with 1, the old file is kept, and no .NAME.tmp-* file is left beside
// it. The save is written during the orderly end the first signal starts;
// the recording is written from the start.
func TestSecondSignalLeavesNoTemporaryFile(t *testing.T) {
	for _, c := range []struct{ name, file, flag string }{
		{"-save", "save.json", "-save"},
		{"-record", "play.cfrec", "-record"},
		{"-stats-json", "stats.json", "-stats-json"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := withOldOutput(t, dir, c.file)
			w := startIn(t, dir, []string{stallEnv + "=" + c.file}, "-headless", "-frames", "0", "-cubes", "100", c.flag, c.file)
			if c.flag == "-record" {
				w.waitFor(t, "atomicfile: test stall: "+c.file+" half written")
				require.NoError(t, w.cmd.Process.Signal(syscall.SIGTERM))
				// Two signals sent back to back may reach the process as
				// one; and the frame loop, held by the stalled recording,
				// logs nothing to wait for.
				time.Sleep(200 * time.Millisecond)
			} else {
				time.Sleep(200 * time.Millisecond) // some frames
				require.NoError(t, w.cmd.Process.Signal(syscall.SIGTERM))
				w.waitFor(t, "atomicfile: test stall: "+c.file+" half written")
			}
			require.NoError(t, w.cmd.Process.Signal(syscall.SIGTERM))
			<-w.done
			w.cmd.Wait()
			assert.Equal(t, 1, w.cmd.ProcessState.ExitCode(), w.stderr())
			assert.Contains(t, w.stderr(), "terminated again: exiting at once")
			assertKeptAndClean(t, path)
		})
	}
}

// TestSecondSignalDuringALargeSave sends the second SIGTERM while a save
// of 200,000 cubes is on the disk under its temporary name (being
// written, or read back by the loader's checks before the rename): the
// program exits at once, the old file is kept, and the temporary file,
// tens of megabytes, is gone.
func TestSecondSignalDuringALargeSave(t *testing.T) {
	dir := t.TempDir()
	path := withOldOutput(t, dir, "big.json")
	w := startIn(t, dir, nil, "-v", "-headless", "-frames", "0", "-cubes", "200000", "-save", "big.json")
	w.waitFor(t, "frame loop starts")
	require.NoError(t, w.cmd.Process.Signal(syscall.SIGTERM))
	w.waitFor(t, "msg=stopping")
	deadline := time.Now().Add(runTimeout)
	for {
		temps, _ := filepath.Glob(filepath.Join(dir, ".big.json.tmp-*"))
		if len(temps) > 0 {
			break
		}
		select {
		case <-w.done:
			t.Fatalf("the run ended before its save was under way:\n%s", w.stderr())
		default:
		}
		require.True(t, time.Now().Before(deadline), "no temporary file appeared")
		time.Sleep(2 * time.Millisecond)
	}
	require.NoError(t, w.cmd.Process.Signal(syscall.SIGTERM))
	<-w.done
	w.cmd.Wait()
	if strings.Contains(w.stderr(), `msg=saved`) {
		t.Skip("the save ended before the second signal came")
	}
	assert.Equal(t, 1, w.cmd.ProcessState.ExitCode(), w.stderr())
	assertKeptAndClean(t, path)
}
