package scenes

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// readFile reads the scene file at path, which must be a regular file of
// at most MaxFileSize bytes.
func readFile(path string) ([]byte, error) {
	text, err := readText(path)
	if err != nil {
		return nil, err
	}
	return []byte(text), nil
}

// readText is readFile giving the file's text as a string, read into it
// directly, so that a large file is held once, not as bytes and then as
// the string the parser reads.
//
// Only regular files are read, so that reading a scene never waits: a
// named pipe (FIFO) waits for a writer and then for data, a terminal waits
// for the user to type, and a socket or device may never end. At start-up
// that would hang the program; on R it would freeze the window and leave
// Ctrl+C unanswered. A regular file can also be read again, which R needs.
// The file is opened without blocking (see openFlags) and checked with
// the handle's own Stat, so a FIFO put in the file's place between a
// check and the open cannot block either.
func readText(path string) (string, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		if info, serr := os.Stat(path); serr == nil && !info.Mode().IsRegular() {
			return "", notRegular(path, info.Mode()) // a socket cannot be opened at all
		}
		return "", fmt.Errorf("scenes: %w", escapedPathError(err))
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return "", fmt.Errorf("scenes: %w", escapedPathError(err))
	}
	if !info.Mode().IsRegular() {
		return "", notRegular(path, info.Mode())
	}
	if info.Size() > MaxFileSize {
		return "", tooLarge(path, info.Size())
	}
	var text strings.Builder
	text.Grow(int(info.Size()) + 1) // the file's size, so the text is read without growing
	if _, err := io.Copy(&text, io.LimitReader(f, MaxFileSize+1)); err != nil {
		return "", fmt.Errorf("scenes: %w", escapedPathError(err)) // the *PathError says "read PATH"
	}
	if text.Len() > MaxFileSize {
		return "", tooLarge(path, int64(text.Len())) // it grew after Stat
	}
	return text.String(), nil
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
