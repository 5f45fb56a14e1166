package atomicfile

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// onlyFile checks that dir holds exactly the file name, with content want:
// no temporary file beside it.
func onlyFile(t *testing.T, dir, name, want string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{name}, names, "the folder's files")
	got, err := os.ReadFile(filepath.Join(dir, name))
	require.NoError(t, err)
	assert.Equal(t, want, string(got))
}

// TestAPanicLeavesNoTemporaryFile: a write function, or a verify
// function, that panics half-way leaves the old file as it was and no
// temporary file beside it, and the panic goes on to the caller.
func TestAPanicLeavesNoTemporaryFile(t *testing.T) {
	for _, c := range []struct {
		name  string
		write func(path string) error
	}{
		{"in write", func(path string) error {
			return Write(path, func(w io.Writer) error {
				w.Write([]byte("half"))
				panic("the encoder broke")
			})
		}},
		{"in verify", func(path string) error {
			return WriteVerified(path, []byte("new"), func(string) error { panic("the check broke") })
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "out.json")
			require.NoError(t, os.WriteFile(path, []byte("old"), 0o644))
			assert.Panics(t, func() { c.write(path) })
			onlyFile(t, dir, "out.json", "old")
		})
	}
}

// TestRemovingThePendingFiles: the files of a set are removed at once,
// and a file that comes later is refused and removed; a file taken off
// the set (renamed into place) is left alone.
func TestRemovingThePendingFiles(t *testing.T) {
	dir := t.TempDir()
	p := pendingFiles{names: map[string]struct{}{}}
	a, b, c := filepath.Join(dir, "a"), filepath.Join(dir, "b"), filepath.Join(dir, "c")
	for _, name := range []string{a, b, c} {
		require.NoError(t, os.WriteFile(name, []byte(name), 0o644))
	}
	require.True(t, p.add(a))
	require.True(t, p.add(b))
	p.done(b)
	p.removeAll()
	assert.NoFileExists(t, a)
	assert.FileExists(t, b)
	assert.False(t, p.add(c), "a file made while the program exits")
	assert.NoFileExists(t, c)
}

// TestAFinishedWriteIsNotPending: every write, successful or not, takes
// its temporary file off the package's list.
func TestAFinishedWriteIsNotPending(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.json")
	require.NoError(t, WriteFile(path, []byte("one")))
	require.Error(t, Write(path, func(io.Writer) error { return io.ErrUnexpectedEOF }))
	pending.mu.Lock()
	defer pending.mu.Unlock()
	for name := range pending.names {
		assert.NotEqual(t, dir, filepath.Dir(name), "%s is still listed", name)
	}
}
