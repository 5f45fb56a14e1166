package recording

import (
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
	endWord      = "end"
)

// Encode returns r in the recording file format.
func Encode(r *Recording) []byte {
	buf := fmt.Appendf(nil, "%s %d\n", magic, Format)
	header, _ := json.Marshal(r.Header) // strings and numbers always marshal
	buf = append(append(buf, header...), '\n')
	for i := range r.Frames {
		buf = appendFrame(buf, i, &r.Frames[i])
	}
	return fmt.Appendf(buf, "%s %d\n", endWord, len(r.Frames))
}

// Write writes r to w in the recording file format.
func Write(w io.Writer, r *Recording) error {
	_, err := w.Write(Encode(r))
	return err
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
