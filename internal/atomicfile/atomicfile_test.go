package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withHook returns a saver whose writes fail where hook says.
func withHook(hook func(step string) error) saver { return saver{fail: hook} }

// failAt returns a hook that fails the named step with err.
func failAt(name string, err error) func(string) error {
	return func(s string) error {
		if s == name {
			return err
		}
		return nil
	}
}

// dirNames lists the names in dir: a leftover temporary file shows here.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestWriteReplacesTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.json")
	require.NoError(t, WriteFile(path, []byte("first")))
	require.NoError(t, WriteFile(path, []byte("second")))
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "second", string(got))
	assert.Equal(t, []string{"out.json"}, dirNames(t, dir), "no temporary file left")
}

// TestFailureKeepsTheOldFile fails each step of a write in turn — the
// caller's encoder, a full disk, fsync, the rename — and checks that the
// old file is intact and no temporary file is left.
func TestFailureKeepsTheOldFile(t *testing.T) {
	encoderFails := errors.New("encoder failed")
	cases := []struct {
		name  string
		hook  func(string) error
		write func(io.Writer) error
		want  string
	}{
		{"encoder error", nil, func(w io.Writer) error {
			w.Write([]byte("half"))
			return encoderFails
		}, "encoder failed"},
		{"disk full", failAt("write", syscall.ENOSPC), nil, "write PATH: no space left on device"},
		{"sync fails", failAt("sync", syscall.EIO), nil, "sync PATH: input/output error"},
		{"rename fails", failAt("rename", syscall.ENOENT), nil, "rename PATH: no such file or directory"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "stats.json")
			require.NoError(t, os.WriteFile(path, []byte("old and good"), 0o644))
			s := withHook(c.hook)
			write := c.write
			if write == nil {
				write = func(w io.Writer) error {
					_, err := w.Write([]byte("new content that does not fit"))
					return err
				}
			}
			err := s.save(path, write, replace)
			require.Error(t, err)
			assert.EqualError(t, err, strings.ReplaceAll(c.want, "PATH", path))
			got, _ := os.ReadFile(path)
			assert.Equal(t, "old and good", string(got), "the old file survives")
			assert.Equal(t, []string{"stats.json"}, dirNames(t, dir), "no temporary file left")
		})
	}
}

func TestFailureLeavesNoNewFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "shot.png")
	s := withHook(failAt("write", syscall.ENOSPC))
	err := s.save(path, func(w io.Writer) error {
		_, err := w.Write([]byte("picture"))
		return err
	}, replace)
	require.ErrorIs(t, err, syscall.ENOSPC)
	assert.Empty(t, dirNames(t, dir), "neither the file nor a temporary one")
}

func TestMissingDirectoryNamesThePath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "gone", "stats.json")
	err := WriteFile(path, []byte("x"))
	assert.EqualError(t, err, "open "+path+": no such file or directory")
	var pe *fs.PathError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, path, pe.Path)
}

func TestWriteNewNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "cubefall-1.png")
	require.NoError(t, WriteNew(path, func(w io.Writer) error { _, err := w.Write([]byte("first")); return err }))
	err := WriteNew(path, func(w io.Writer) error { _, err := w.Write([]byte("second")); return err })
	require.ErrorIs(t, err, fs.ErrExist)
	got, _ := os.ReadFile(path)
	assert.Equal(t, "first", string(got))
	assert.Equal(t, []string{"cubefall-1.png"}, dirNames(t, dir))
}

// TestWriteNewRaceHasOneWinner has many writers race for one name past the
// up-front existence check: the hard link lets exactly one of them in.
func TestWriteNewRaceHasOneWinner(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "shot.png")
	const writers = 16
	var wg sync.WaitGroup
	errs := make([]error, writers)
	for i := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = WriteNew(path, func(w io.Writer) error { _, err := w.Write([]byte{byte('a' + i)}); return err })
		}()
	}
	wg.Wait()
	wins := 0
	for _, err := range errs {
		if err == nil {
			wins++
			continue
		}
		assert.ErrorIs(t, err, fs.ErrExist)
	}
	assert.Equal(t, 1, wins)
	assert.Equal(t, []string{"shot.png"}, dirNames(t, dir))
}

func TestPermissionsOfTheOldFileAreKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "private.json")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o600))
	require.NoError(t, os.Chmod(path, 0o600))
	require.NoError(t, WriteFile(path, []byte("new")))
	fi, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, fs.FileMode(0o600), fi.Mode().Perm())
}

func TestSymlinkIsFollowedAndKept(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.json")
	link := filepath.Join(dir, "link.json")
	require.NoError(t, os.WriteFile(real, []byte("old"), 0o644))
	require.NoError(t, os.Symlink(real, link))
	require.NoError(t, WriteFile(link, []byte("new")))
	fi, err := os.Lstat(link)
	require.NoError(t, err)
	assert.Equal(t, fs.ModeSymlink, fi.Mode().Type(), "still a link")
	got, _ := os.ReadFile(real)
	assert.Equal(t, "new", string(got))
}

// TestDevicesAreWrittenInPlace: /dev/null takes the data, /dev/full
// reports a full disk, and neither device node is replaced.
func TestDevicesAreWrittenInPlace(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("/dev/full is Linux's")
	}
	require.NoError(t, WriteFile(os.DevNull, []byte("x")))
	err := WriteFile("/dev/full", []byte("x"))
	assert.EqualError(t, err, "write /dev/full: no space left on device")
	fi, err := os.Stat("/dev/full")
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&fs.ModeDevice, "/dev/full is still a device")
}

// A target whose name is at the file system's limit of 255 bytes is still
// written: the temporary name beside it must not grow past the limit.
func TestLongestFileNameIsWritten(t *testing.T) {
	dir := t.TempDir()
	name := strings.Repeat("é", 127) + "x" // 255 bytes, a multi-byte character at the cut
	path := filepath.Join(dir, name)
	require.NoError(t, WriteFile(path, []byte("long")))
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "long", string(got))
	assert.Equal(t, []string{name}, dirNames(t, dir))
}

func TestShortenedCutsAtACharacterBoundary(t *testing.T) {
	assert.Equal(t, "abc", shortened("abc", 5))
	assert.Equal(t, "a", shortened("aéb", 2), "é is two bytes: cut before it")
	assert.Equal(t, "aé", shortened("aéb", 3))
}
