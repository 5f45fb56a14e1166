package recording

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"cubefall/resources"
)

// Limits on values a frame may hold, beyond which a file is not a
// recording Cubefall made.
const (
	maxDelta = time.Hour
	maxSide  = 16384 // the largest framebuffer side, as -width allows
)

// fieldNames are the fields of a frame line, in their order.
var fieldNames = [...]string{"dt", "keys", "pressed", "buttons", "clicks", "mouse", "size", "captured", "cursor", "hash"}

// fieldNamesFormat1 are the fields of a format-1 frame line: no cursor.
var fieldNamesFormat1 = [...]string{"dt", "keys", "pressed", "buttons", "clicks", "mouse", "size", "captured", "hash"}

// frameLine reads one frame: its number, then each field.
func (r *lines) frameLine(line string, want int, fields []string) (Frame, error) {
	parts := strings.Split(line, " ")
	if n, err := strconv.Atoi(parts[0]); err != nil || n != want {
		return Frame{}, r.fail("expected frame %d, got %q (frames are numbered from 0, one line each)", want, clip(parts[0]))
	}
	if len(parts) != 1+len(fields) {
		return Frame{}, r.fail("a frame line has %d fields (%s), got %d", len(fields), strings.Join(fields, " "), len(parts)-1)
	}
	var f Frame
	for i, name := range fields {
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
