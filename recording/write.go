package recording

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
)

// The words of the format (see the package documentation).
const (
	magic        = "cubefall recording"
	reloadWord   = "reload"
	reloadFailed = "reload-failed"
	dropWord     = "drop"
	panicWord    = "panic"
	endWord      = "end"
)

// Writer writes a recording as its frames pass: the header first, then
// each frame as it is given, then the panic and end lines. It holds one
// frame's line at a time, so a recording of any length is written in
// bounded memory.
type Writer struct {
	w   *bufio.Writer
	buf []byte // the line being written
	n   int    // the frames written
	err error  // the first write error; later writes do nothing
}

// NewWriter starts a recording on w with the format and header lines.
// The header's Panic is not written there: a run's panic is known only
// at its end, and End writes it.
func NewWriter(w io.Writer, h Header) *Writer {
	h.Panic = ""
	header, _ := json.Marshal(h) // strings and numbers always marshal
	out := &Writer{w: bufio.NewWriterSize(w, 64<<10)}
	out.buf = fmt.Appendf(out.buf[:0], "%s %d\n", magic, Format)
	out.buf = append(append(out.buf, header...), '\n')
	out.flushLine()
	return out
}

// WriteFrame writes the next frame, and returns the first write error
// the recording has met.
func (w *Writer) WriteFrame(f *Frame) error {
	w.buf = appendFrame(w.buf[:0], w.n, f)
	w.n++
	w.flushLine()
	return w.err
}

// Frames is the number of frames written.
func (w *Writer) Frames() int { return w.n }

// End finishes the recording: a panic line when the run panicked in its
// last frame (panicked is the panic's message, "" when it did not), the
// end line that counts the frames, and a flush. It returns the first
// write error the recording met.
func (w *Writer) End(panicked string) error {
	w.buf = w.buf[:0]
	if panicked != "" {
		w.buf = appendQuoted(append(w.buf, panicWord+" "...), panicked)
	}
	w.buf = fmt.Appendf(w.buf, "%s %d\n", endWord, w.n)
	w.flushLine()
	if w.err == nil {
		w.err = w.w.Flush()
	}
	return w.err
}

// flushLine hands the line in buf to the buffered writer.
func (w *Writer) flushLine() {
	if w.err == nil {
		_, w.err = w.w.Write(w.buf)
	}
}

// Encode returns r in the recording file format.
func Encode(r *Recording) []byte {
	var buf bytes.Buffer
	Write(&buf, r) // a bytes.Buffer never fails
	return buf.Bytes()
}

// Write writes r to w in the recording file format.
func Write(w io.Writer, r *Recording) error {
	out := NewWriter(w, r.Header)
	for i := range r.Frames {
		out.WriteFrame(&r.Frames[i])
	}
	return out.End(r.Panic)
}

// appendFrame writes frame n: its dropped files and its reloads, each on
// a line of its own, then one line of fields in a fixed order.
func appendFrame(buf []byte, n int, f *Frame) []byte {
	for _, path := range f.Input.Dropped {
		buf = appendQuoted(append(buf, dropWord+" "...), path)
	}
	for _, rl := range f.Reloads {
		word, text := reloadWord, rl.Text
		if rl.Error != "" {
			word, text = reloadFailed, rl.Error
		}
		buf = appendQuoted(append(append(buf, word...), ' '), text)
	}
	in := &f.Input
	buf = strconv.AppendInt(buf, int64(n), 10)
	buf = strconv.AppendInt(append(buf, " dt="...), int64(f.Delta), 10)
	buf = appendList(append(buf, " keys="...), in.Held)
	buf = appendList(append(buf, " pressed="...), in.Pressed)
	buf = appendList(append(buf, " buttons="...), in.ButtonsHeld)
	buf = appendList(append(buf, " clicks="...), in.Clicks)
	buf = strconv.AppendFloat(append(buf, " mouse="...), in.MouseDX, 'g', -1, 64)
	buf = strconv.AppendFloat(append(buf, ','), in.MouseDY, 'g', -1, 64)
	buf = strconv.AppendInt(append(buf, " size="...), int64(in.Width), 10)
	buf = strconv.AppendInt(append(buf, 'x'), int64(in.Height), 10)
	buf = strconv.AppendBool(append(buf, " captured="...), in.Captured)
	buf = strconv.AppendFloat(append(buf, " cursor="...), in.CursorX, 'g', -1, 64)
	buf = strconv.AppendFloat(append(buf, ','), in.CursorY, 'g', -1, 64)
	buf = f.Hash.append(append(buf, " hash="...))
	return append(buf, '\n')
}

// appendQuoted writes s as a JSON string, and ends the line.
func appendQuoted(buf []byte, s string) []byte {
	q, _ := json.Marshal(s) // a string always marshals
	return append(append(buf, q...), '\n')
}

// appendList writes numbers separated by commas, or "-" for none.
func appendList[T ~int](buf []byte, xs []T) []byte {
	if len(xs) == 0 {
		return append(buf, '-')
	}
	for i, x := range xs {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = strconv.AppendInt(buf, int64(x), 10)
	}
	return buf
}

// append writes h as 16 hex digits.
func (h Hash) append(buf []byte) []byte {
	return fmt.Appendf(buf, "%016x", uint64(h))
}

// String is h as 16 hex digits.
func (h Hash) String() string { return string(h.append(nil)) }

// MarshalText writes h as 16 hex digits (for the JSON header).
func (h Hash) MarshalText() ([]byte, error) { return h.append(nil), nil }

// UnmarshalText reads 16 hex digits.
func (h *Hash) UnmarshalText(b []byte) error {
	v, err := parseHash(string(b))
	*h = v
	return err
}

// parseHash reads exactly 16 hex digits.
func parseHash(s string) (Hash, error) {
	if len(s) != 16 {
		return 0, fmt.Errorf("a hash is 16 hex digits, got %q", clip(s))
	}
	v, err := strconv.ParseUint(s, 16, 64)
	if err != nil {
		return 0, fmt.Errorf("a hash is 16 hex digits, got %q", clip(s))
	}
	return Hash(v), nil
}
