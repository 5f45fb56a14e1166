package scenes

import (
	"fmt"
	"io"
	"io/fs"
	"os"
)

// readFile reads the scene file at path, which must be a regular file of
// at most MaxFileSize bytes.
//
// Only regular files are read, so that reading a scene never waits: a
// named pipe (FIFO) waits for a writer and then for data, a terminal waits
// for the user to type, and a socket or device may never end. At start-up
// that would hang the program; on R it would freeze the window and leave
// Ctrl+C unanswered. A regular file can also be read again, which R needs.
// The file is opened without blocking (see openFlags) and checked with
// the handle's own Stat, so a FIFO put in the file's place between a
// check and the open cannot block either.
func readFile(path string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		if info, serr := os.Stat(path); serr == nil && !info.Mode().IsRegular() {
			return nil, notRegular(path, info.Mode()) // a socket cannot be opened at all
		}
		return nil, fmt.Errorf("scenes: %w", escapedPathError(err))
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("scenes: %w", escapedPathError(err))
	}
	if !info.Mode().IsRegular() {
		return nil, notRegular(path, info.Mode())
	}
	if info.Size() > MaxFileSize {
		return nil, tooLarge(path, info.Size())
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("scenes: %w", escapedPathError(err)) // the *PathError says "read PATH"
	}
	return data, nil
}

// notRegular is the error for a scene path that is not a regular file.
func notRegular(path string, mode fs.FileMode) error {
	return fmt.Errorf("scenes: %s is %s, not a regular file: a scene is read only from a regular file, "+
		"which can be read without waiting and read again on R (save the scene to a file and give its path)",
		escape(path), fileKind(mode))
}

// fileKind names the kind of file mode m describes, for an error message.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	}
	return "not a regular file (" + m.Type().String() + ")"
}

// escapedPathError returns err with the path of an *fs.PathError escaped,
// so a file name with control characters in it cannot reach a terminal
// raw.
func escapedPathError(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return &fs.PathError{Op: pe.Op, Path: escape(pe.Path), Err: pe.Err}
	}
	return err
}
