package recording

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"
)

// MaxScene caps the scene text a recording keeps, in its header or in a
// reload: 320 MiB, room for a saved million-cube scene (a little over
// 256 MiB). A scene file may be far larger (scenes.MaxFileSize), but a
// recording holds its text in one line, and a reader must hold that line
// in memory: -record refuses a larger scene before the run starts, and a
// reload of one fails as the reload of a bad file does, so every
// recording -record writes can be read back.
const MaxScene = 320 << 20

// MaxLine caps one line of a recording, so that reading one holds at most
// a line in memory however long the file is. The longest lines a
// recording has are the header and the reload lines, which hold a scene's
// text as a JSON string: at most MaxScene bytes, and JSON may write a byte
// as six (\u00XX), so a line of six times that, with room for the rest of
// the header, holds any scene -record keeps.
const MaxLine = 6*MaxScene + 64<<10

// SceneFits returns an error when a scene's text is too long for a
// recording to keep (over limit bytes; -record passes MaxScene), naming
// the source and the limit.
func SceneFits(source string, text []byte, limit int) error {
	if len(text) <= limit {
		return nil
	}
	return fmt.Errorf("the scene %s is %d bytes, over the %d a recording keeps (recording.MaxScene): record a smaller scene, such as the one this file was saved from",
		quoteName(source), len(text), limit)
}

// Error is a problem with a recording file, and where it is.
type Error struct {
	File   string
	Line   int // 1-based
	Offset int // the byte offset of the line's start, from 0
	// Frame is the frame the line belongs to: -1 for the two header
	// lines, the number of frames for the panic and end lines.
	Frame int
	Msg   string
}

// Error formats e as FILE:LINE: byte OFFSET (frame N): MESSAGE, with any
// unprintable character of the file's name escaped.
func (e *Error) Error() string {
	where := fmt.Sprintf("byte %d", e.Offset)
	if e.Frame >= 0 {
		where += fmt.Sprintf(", frame %d", e.Frame)
	}
	return fmt.Sprintf("%s:%d: %s: %s", quoteName(e.File), e.Line, where, e.Msg)
}

// quoteName escapes what is not printable in a file name.
func quoteName(s string) string {
	q := strconv.Quote(s)
	if q[1:len(q)-1] == s {
		return s
	}
	return q
}

// clip shortens text quoted in a message to 40 characters.
func clip(s string) string { return cut(s, 40) }

// cut shortens s to n characters, its end replaced by "...": for a
// message of another package (encoding/json's) that quotes the file.
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-3]) + "..."
}

// lines walks a recording's lines as they come from a stream, holding
// one line at a time.
type lines struct {
	file  string
	src   *bufio.Reader
	buf   []byte // the last line read, with its newline
	off   int    // where the next line starts
	line  int    // the number of the last line read
	start int    // where the last line read starts
	frame int    // the frame the last line belongs to
	max   int    // the longest line, MaxLine but in tests
	// err is why the stream stopped before its end: a read error or a
	// line over MaxLine. It is reported instead of the file being cut.
	err error
}

// fail returns an *Error at the last line read.
func (r *lines) fail(format string, args ...any) error {
	return &Error{File: r.file, Line: r.line, Offset: r.start, Frame: r.frame, Msg: fmt.Sprintf(format, args...)}
}

// next returns the next line without its newline, and false at the end
// of the stream, when the line has no newline (a file cut in the middle
// of a line, or whose last line lost its newline) or when the line cannot
// be read (r.err says why).
func (r *lines) next() (string, bool) {
	r.line++
	r.start = r.off
	r.buf = r.buf[:0]
	for {
		chunk, err := r.src.ReadSlice('\n')
		r.buf = append(r.buf, chunk...)
		r.off += len(chunk)
		switch {
		case len(r.buf) > r.max+1:
			r.err = r.fail("the line is longer than %d bytes (recording.MaxLine), more than the longest line -record writes: this is not a recording Cubefall made", r.max)
			return "", false
		case err == nil:
			return string(r.buf[:len(r.buf)-1]), true
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err != io.EOF:
			r.err = r.fail("the file cannot be read: %v", err)
		}
		return string(r.buf), false
	}
}

// atEnd reports whether the stream has nothing after the last line read.
func (r *lines) atEnd() bool {
	_, err := r.src.Peek(1)
	return err != nil
}
