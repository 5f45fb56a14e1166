package recording

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"cubefall/resources"
)

// Error is a problem with a recording file, and where it is.
type Error struct {
	File   string
	Line   int // 1-based
	Offset int // the byte offset of the line's start, from 0
	// Frame is the frame the line belongs to: -1 for the two header
	// lines, len(Frames) for the end line.
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
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	return string([]rune(s)[:37]) + "..."
}

// Limits on values a frame may hold, beyond which a file is not a
// recording Cubefall made.
const (
	maxDelta = time.Hour
	maxSide  = 16384 // the largest framebuffer side, as -width allows
)

// reader walks a recording's lines.
type reader struct {
	file  string
	data  []byte
	off   int // where the next line starts
	line  int // the number of the last line read
	start int // where the last line read starts
	frame int // the frame the last line belongs to
	// fields are the fields of a frame line in the file's format.
	fields []string
}

// fail returns an *Error at the last line read.
func (r *reader) fail(format string, args ...any) error {
	return &Error{File: r.file, Line: r.line, Offset: r.start, Frame: r.frame, Msg: fmt.Sprintf(format, args...)}
}

// next returns the next line without its newline, and false at the end
// of the data or when the line has no newline (a file cut in the middle of
// a line).
func (r *reader) next() (string, bool) {
	r.line++
	r.start = r.off
	if r.off >= len(r.data) {
		return "", false
	}
	i := bytes.IndexByte(r.data[r.off:], '\n')
	if i < 0 {
		r.off = len(r.data)
		return string(r.data[r.start:]), false
	}
	r.off += i + 1
	return string(r.data[r.start : r.off-1]), true
}

// Read parses a recording file's contents. file names it in errors. A
// problem gives an *Error with the line, its byte offset and its frame.
func Read(file string, data []byte) (*Recording, error) {
	r := &reader{file: file, data: data, frame: -1}
	rec := &Recording{}
	if err := r.header(&rec.Header); err != nil {
		return nil, err
	}
	var reloads []Reload
	var dropped []string
	for {
		r.frame = len(rec.Frames)
		line, ok := r.next()
		if !ok {
			return nil, r.truncated(len(rec.Frames))
		}
		word, rest, _ := strings.Cut(line, " ")
		switch word {
		case reloadWord, reloadFailed:
			rl, err := r.reload(word, rest)
			if err != nil {
				return nil, err
			}
			reloads = append(reloads, rl)
		case dropWord:
			path, err := r.quoted(word, rest)
			if err != nil {
				return nil, err
			}
			dropped = append(dropped, path)
		case endWord:
			return rec, r.end(rest, len(rec.Frames), len(reloads)+len(dropped))
		default:
			f, err := r.frameLine(line, len(rec.Frames))
			if err != nil {
				return nil, err
			}
			f.Reloads, reloads = reloads, nil
			f.Input.Dropped, dropped = dropped, nil
			rec.Frames = append(rec.Frames, f)
		}
	}
}

// truncated is the error for a file that ends before its end line.
func (r *reader) truncated(frames int) error {
	return r.fail("the file ends after %d complete frames, with no %q line: it is truncated (a recording is written whole when its run ends; was the file cut, or copied while being written?)", frames, endWord+" N")
}

// header reads the first two lines: the format line and the JSON header.
func (r *reader) header(h *Header) error {
	line, ok := r.next()
	if len(r.data) == 0 {
		r.line = 1
		return r.fail("the file is empty")
	}
	if !strings.HasPrefix(line, magic+" ") {
		return r.fail("not a Cubefall recording: the first line is not %q (give the file -record wrote)", magic+" N")
	}
	format, err := strconv.Atoi(strings.TrimPrefix(line, magic+" "))
	switch {
	case !ok:
		return r.truncated(0)
	case err != nil || format < 1:
		return r.fail("the format version %q is not a whole number from 1", clip(strings.TrimPrefix(line, magic+" ")))
	case format > Format:
		return r.fail("the recording is in format %d, newer than this build reads (format %d): replay it with the Cubefall that recorded it, or a newer one", format, Format)
	}
	r.fields = fieldNames[:]
	if format == 1 {
		r.fields = fieldNamesFormat1[:]
	}
	line, ok = r.next()
	if !ok {
		return r.truncated(0)
	}
	return r.headerJSON(line, h)
}

// headerJSON decodes and checks the header line.
func (r *reader) headerJSON(line string, h *Header) error {
	dec := json.NewDecoder(strings.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(h); err != nil {
		return r.fail("the header is not the JSON object -record writes: %v", err)
	}
	if dec.More() {
		return r.fail("the header line holds more than one JSON value")
	}
	if key, ok := repeatedKey(line); ok {
		return r.fail("the header names %q twice (JSON would keep the last quietly): keep one", key)
	}
	switch {
	case h.Simulation < 1:
		return r.fail(`the header's "simulation" must be a version from 1, got %d`, h.Simulation)
	case h.Source == "" || h.Scene == "":
		return r.fail(`the header needs a "source" and the scene's text in "scene"`)
	case h.Cubes < -1:
		return r.fail(`the header's "cubes" must be -1 (the scene's counts) or more, got %d`, h.Cubes)
	}
	return nil
}

// repeatedKey returns a key that the JSON object in line names twice at
// its top level. line has been decoded already, so it is well formed.
func repeatedKey(line string) (string, bool) {
	dec := json.NewDecoder(strings.NewReader(line))
	if _, err := dec.Token(); err != nil { // the opening brace
		return "", false
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		key, isKey := tok.(string)
		if err != nil || !isKey {
			return "", false
		}
		if seen[key] {
			return key, true
		}
		seen[key] = true
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return "", false
		}
	}
	return "", false
}

// reload reads a reload line: the text a reload read, or its error.
func (r *reader) reload(word, rest string) (Reload, error) {
	text, err := r.quoted(word, rest)
	if err != nil {
		return Reload{}, err
	}
	if word == reloadFailed {
		return Reload{Error: text}, nil
	}
	return Reload{Text: text}, nil
}

// quoted reads the JSON string that follows the word of a line.
func (r *reader) quoted(word, rest string) (string, error) {
	var text string
	if err := json.Unmarshal([]byte(rest), &text); err != nil {
		return "", r.fail("a %s line holds one JSON string, got %q", word, clip(rest))
	}
	return text, nil
}

// end reads the end line: the number of frames, which must be the number
// read, and nothing after it.
func (r *reader) end(rest string, frames, pending int) error {
	n, err := strconv.Atoi(rest)
	switch {
	case err != nil:
		return r.fail("the end line is %q N, got %q", endWord, clip(endWord+" "+rest))
	case n != frames:
		return r.fail("the end line counts %d frames, but the file holds %d (lines were added or removed)", n, frames)
	case pending > 0:
		return r.fail("a reload or drop line must come before the frame it belongs to, not before the end line")
	case r.off != len(r.data):
		r.next()
		return r.fail("there is more after the end line")
	}
	return nil
}

// fieldNames are the fields of a frame line, in their order.
var fieldNames = [...]string{"dt", "keys", "pressed", "buttons", "clicks", "mouse", "size", "captured", "cursor", "hash"}

// fieldNamesFormat1 are the fields of a format-1 frame line: no cursor.
var fieldNamesFormat1 = [...]string{"dt", "keys", "pressed", "buttons", "clicks", "mouse", "size", "captured", "hash"}

// frameLine reads one frame: its number, then each field.
func (r *reader) frameLine(line string, want int) (Frame, error) {
	parts := strings.Split(line, " ")
	if n, err := strconv.Atoi(parts[0]); err != nil || n != want {
		return Frame{}, r.fail("expected frame %d, got %q (frames are numbered from 0, one line each)", want, clip(parts[0]))
	}
	if len(parts) != 1+len(r.fields) {
		return Frame{}, r.fail("a frame line has %d fields (%s), got %d", len(r.fields), strings.Join(r.fields, " "), len(parts)-1)
	}
	var f Frame
	for i, name := range r.fields {
		value, ok := strings.CutPrefix(parts[i+1], name+"=")
		if !ok {
			return Frame{}, r.fail("field %d is %s=..., got %q", i+1, name, clip(parts[i+1]))
		}
		if err := f.set(name, value); err != nil {
			return Frame{}, r.fail("%s: %v", name, err)
		}
	}
	return f, nil
}

// set decodes one field of a frame line into f.
func (f *Frame) set(name, value string) error {
	in := &f.Input
	var err error
	switch name {
	case "dt":
		f.Delta, err = parseDelta(value)
	case "keys":
		in.Held, err = parseList[resources.Key](value, int(resources.KeyLast))
	case "pressed":
		in.Pressed, err = parseList[resources.Key](value, int(resources.KeyLast))
	case "buttons":
		in.ButtonsHeld, err = parseList[resources.MouseButton](value, len(resources.Input{}.ButtonHeld)-1)
	case "clicks":
		in.Clicks, err = parseList[resources.MouseButton](value, len(resources.Input{}.ButtonHeld)-1)
	case "mouse":
		in.MouseDX, in.MouseDY, err = parsePair(value, "DX,DY")
	case "cursor":
		in.CursorX, in.CursorY, err = parsePair(value, "X,Y")
	case "size":
		in.Width, in.Height, err = parseSize(value)
	case "captured":
		in.Captured, err = strconv.ParseBool(value)
		if err != nil || (value != "true" && value != "false") {
			err = fmt.Errorf("expected true or false, got %q", clip(value))
		}
	case "hash":
		f.Hash, err = parseHash(value)
	}
	return err
}

// parseDelta reads a frame time in nanoseconds.
func parseDelta(s string) (time.Duration, error) {
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || v < 0 || v > int64(maxDelta) {
		return 0, fmt.Errorf("expected nanoseconds from 0 to %d, got %q", int64(maxDelta), clip(s))
	}
	return time.Duration(v), nil
}

// parseList reads "-" or ascending numbers from 0 to hi, separated by
// commas.
func parseList[T ~int](s string, hi int) ([]T, error) {
	if s == "-" {
		return nil, nil
	}
	var out []T
	for _, p := range strings.Split(s, ",") {
		v, err := strconv.Atoi(p)
		if err != nil || v < 0 || v > hi {
			return nil, fmt.Errorf("expected - or numbers from 0 to %d separated by commas, got %q", hi, clip(s))
		}
		if len(out) > 0 && T(v) <= out[len(out)-1] {
			return nil, fmt.Errorf("the numbers must be in ascending order, each once, got %q", clip(s))
		}
		out = append(out, T(v))
	}
	return out, nil
}

// parsePair reads two finite numbers separated by a comma; what names
// them in the message ("DX,DY").
func parsePair(s, what string) (float64, float64, error) {
	a, b, ok := strings.Cut(s, ",")
	x, errX := strconv.ParseFloat(a, 64)
	y, errY := strconv.ParseFloat(b, 64)
	if !ok || errX != nil || errY != nil || math.IsInf(x+y, 0) || math.IsNaN(x+y) {
		return 0, 0, fmt.Errorf("expected %s, two finite numbers, got %q", what, clip(s))
	}
	return x, y, nil
}

// parseSize reads "WxH", each from 0 to maxSide.
func parseSize(s string) (int, int, error) {
	a, b, ok := strings.Cut(s, "x")
	w, errW := strconv.Atoi(a)
	h, errH := strconv.Atoi(b)
	if !ok || errW != nil || errH != nil || w < 0 || h < 0 || w > maxSide || h > maxSide {
		return 0, 0, fmt.Errorf("expected WIDTHxHEIGHT, each from 0 to %d, got %q", maxSide, clip(s))
	}
	return w, h, nil
}
