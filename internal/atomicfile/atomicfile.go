// Package atomicfile writes output files all at once or not at all.
//
// Writing a file in place (os.Create, then writes) truncates it first: a
// kill, a crash or a full disk in the middle leaves a short or empty file
// where the previous good one was. This package writes to a temporary file
// in the same directory, flushes it to the disk (fsync), and only then
// renames it over the target. A rename within one directory is atomic:
// whoever opens the path sees the old file or the new one, never a mix. On
// any failure the temporary file is removed and the old file stays as it
// was.
//
// Every file Cubefall writes goes through here: the -screenshot and F12
// pictures, the -stats-json and -inspect-json reports, saves and
// recordings. A new output should too.
//
// Two cases are not renamed. A path that names something other than a
// regular file (/dev/stdout, /dev/null, a pipe) is written in place, since
// replacing a device node would be wrong and there is no old content to
// keep. A symbolic link is followed, and the file it points to is replaced,
// so the link survives.
//
// A write removes its temporary file, named .NAME.tmp-NUMBER beside the
// target, on every way out: success (the rename), an error, a panic, and
// a program that exits under it, if that calls [RemoveTemporary] first.
// Only a process killed outright (SIGKILL, a power cut) leaves it behind;
// the target itself is untouched.
package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"unicode/utf8"
)

// Write replaces the file at path with what write writes, atomically: on
// success the new content is on the disk under path; on any failure path
// holds its old content (or still does not exist) and no temporary file is
// left. Errors are *fs.PathError values that name path.
func Write(path string, write func(w io.Writer) error) error {
	return saver{}.save(path, write, replace)
}

// WriteFile is [Write] for content already in memory.
func WriteFile(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteNew is [Write] that never replaces anything: when path already
// exists it writes nothing and returns an error that matches
// [fs.ErrExist]. Two writers racing for one name cannot both win.
func WriteNew(path string, write func(w io.Writer) error) error {
	return saver{}.save(path, write, noReplace)
}

// WriteVerified is [WriteFile] that checks the file before it replaces
// anything: once data is on the disk under a temporary name, verify reads
// it there (it gets the temporary file's path), and only if verify returns
// nil is the file renamed over path. Otherwise the temporary file is
// removed, path keeps its old content, and verify's error is returned as
// it is. A scene saved over the scene that is running uses it, so that a
// file the loader would refuse never replaces one it accepts. A path that
// is not a regular file (a device, a pipe) holds nothing to keep and is
// written in place, unverified.
func WriteVerified(path string, data []byte, verify func(written string) error) error {
	return saver{verify: verify}.save(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, replace)
}

// mode says whether an existing file may be replaced.
type mode int

const (
	replace mode = iota
	noReplace
)

// save writes path with write, replacing what is there when m allows it.
func (s saver) save(path string, write func(io.Writer) error, m mode) error {
	if m == noReplace {
		if _, err := os.Lstat(path); err == nil {
			return &fs.PathError{Op: "create", Path: path, Err: fs.ErrExist}
		}
	}
	target, old := resolve(path)
	if old != nil && !old.Mode().IsRegular() {
		return s.writeInPlace(path, target, write)
	}
	tmp, err := createTemp(target)
	if err != nil {
		return &fs.PathError{Op: "open", Path: path, Err: cause(err)}
	}
	committed := false
	defer func() { discard(tmp, committed) }()
	if err := s.fill(tmp, path, write, old); err != nil {
		return err
	}
	if s.verify != nil {
		if err := s.verify(tmp.Name()); err != nil {
			return err
		}
	}
	if err := s.commit(tmp.Name(), target, m); err != nil {
		return &fs.PathError{Op: err.op, Path: path, Err: err.err}
	}
	committed = true
	syncDir(filepath.Dir(target))
	return nil
}

// discard is deferred by save once its temporary file exists: unless the
// file was committed (renamed or linked into place), it closes and
// removes it, on every way out of save: an error, a check that failed,
// or a panic in the caller's write or verify function. Either way the
// file leaves the list of those under way (pending.go).
func discard(tmp *os.File, committed bool) {
	if !committed {
		tmp.Close()
		os.Remove(tmp.Name())
	}
	pending.done(tmp.Name())
}

// resolve follows a symbolic link at path to the file it names, so that
// the link is kept and its target replaced. It returns the file to write
// and, when one exists, what is there now.
func resolve(path string) (string, fs.FileInfo) {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	fi, err := os.Stat(path)
	if err != nil {
		return path, nil
	}
	return path, fi
}

// createTemp creates an empty temporary file beside target, with the
// permissions os.Create would give a new file (0666 less the umask).
func createTemp(target string) (*os.File, error) {
	dir, base := filepath.Split(target)
	base = shortened(base, maxTempBase)
	for {
		name := filepath.Join(dir, "."+base+".tmp-"+strconv.FormatUint(rand.Uint64(), 36))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if err == nil && !pending.add(name) {
			f.Close()
			return nil, errExiting
		}
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
}

// maxTempBase is how much of the target's name a temporary name keeps. A
// file name may have 255 bytes on common file systems; the temporary name
// adds a dot and ".tmp-" with up to 13 digits, so a target whose name is
// already near the limit would otherwise get a temporary name that is too
// long, and a valid path would fail to write.
const maxTempBase = 200

// shortened returns name cut to at most max bytes, at a UTF-8 character
// boundary.
func shortened(name string, max int) string {
	if len(name) <= max {
		return name
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(name[cut]) {
		cut--
	}
	return name[:cut]
}

// fill writes the content into tmp, gives it the old file's permissions,
// flushes it to the disk and closes it.
func (s saver) fill(tmp *os.File, path string, write func(io.Writer) error, old fs.FileInfo) error {
	w := &stepWriter{saver: s, f: tmp, path: path}
	if err := write(w); err != nil {
		if w.err != nil {
			return &fs.PathError{Op: "write", Path: path, Err: cause(w.err)}
		}
		return err
	}
	if old != nil {
		if err := tmp.Chmod(old.Mode().Perm()); err != nil {
			return &fs.PathError{Op: "chmod", Path: path, Err: cause(err)}
		}
	}
	if err := s.step("sync", tmp.Sync); err != nil {
		return &fs.PathError{Op: "sync", Path: path, Err: cause(err)}
	}
	if err := tmp.Close(); err != nil {
		return &fs.PathError{Op: "close", Path: path, Err: cause(err)}
	}
	return nil
}

// commitError is a failed rename or link, before it gets the user's path.
type commitError struct {
	op  string
	err error
}

// commit puts the finished temporary file in place: a rename replaces an
// existing file; a hard link refuses to (link fails when the name exists),
// and the temporary name is then removed.
func (s saver) commit(tmp, target string, m mode) *commitError {
	if m == replace {
		if err := s.step("rename", func() error { return os.Rename(tmp, target) }); err != nil {
			return &commitError{"rename", cause(err)}
		}
		return nil
	}
	err := s.step("link", func() error { return os.Link(tmp, target) })
	if errors.Is(err, fs.ErrExist) {
		return &commitError{"create", fs.ErrExist}
	}
	if err != nil {
		return &commitError{"link", cause(err)}
	}
	os.Remove(tmp)
	return nil
}

// writeInPlace writes to a device or a pipe, which cannot be replaced.
// It opens the file without waiting (O_NONBLOCK): opening a pipe that
// nothing reads fails at once ("no such device or address") instead of
// waiting for a reader for ever; the writes that follow still wait for a
// slow reader, through Go's poller.
func (s saver) writeInPlace(path, target string, write func(io.Writer) error) error {
	f, err := os.OpenFile(target, os.O_WRONLY|os.O_TRUNC|openNonblock, 0)
	if err != nil {
		return &fs.PathError{Op: "open", Path: path, Err: cause(err)}
	}
	w := &stepWriter{saver: s, f: f, path: path}
	if err := write(w); err != nil {
		f.Close()
		if w.err != nil {
			return &fs.PathError{Op: "write", Path: path, Err: cause(w.err)}
		}
		return err
	}
	if err := f.Close(); err != nil {
		return &fs.PathError{Op: "close", Path: path, Err: cause(err)}
	}
	return nil
}

// syncDir flushes a directory, so that a rename in it survives a power
// cut. It is best effort: some systems cannot open a directory for it.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}

// cause strips the temporary file's name from an error: users see the
// path they asked for, not an implementation detail.
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
