package scenes

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// float decodes a number that must fit in a float of the given bit size.
// JSON has no NaN or infinity, but a literal such as 1e999 overflows to
// infinity, and 1e39 overflows a float32: both are rejected here, so a
// spawned world never holds a non-finite value. So is the other end, a
// number such as 1e-50 that is not zero but too small for the float to
// hold anything but zero: read quietly, it would become a 0 that the file
// does not say.
func (c *checker) float(n *node, path string, bits int) (float64, bool) {
	if n.kind != kindNumber {
		c.wrongType(n, path, "a number")
		return 0, false
	}
	v, problem, hint := readFloat(n.text, bits)
	if problem != "" {
		c.report(n.off, path, hint, "%s", problem)
		return 0, false
	}
	return v, true
}

// readFloat converts a number literal for a float of the given bit size,
// or says what is wrong with it (see float): the one conversion that
// plain values and the rows of a table share.
func readFloat(text string, bits int) (v float64, problem, hint string) {
	v, err := strconv.ParseFloat(text, 64)
	switch {
	case err != nil || (bits == 32 && math.IsInf(float64(float32(v)), 0)):
		largest := "3.4e38"
		if bits == 64 {
			largest = "1.8e308"
		}
		return 0, fmt.Sprintf("the number %s is too large: a float%d holds at most ±%s", clip(text), bits, largest),
			"JSON has no infinity; use a finite number"
	case underflows(text, v, bits):
		smallest := "1.4e-45"
		if bits == 64 {
			smallest = "4.9e-324"
		}
		return 0, fmt.Sprintf("the number %s is too small: a float%d holds nothing between 0 and ±%s, so it would become 0", clip(text), bits, smallest),
			"write 0 if you mean zero"
	case math.Abs(v) > MaxMagnitude:
		return 0, fmt.Sprintf("the number %s is too large: numbers in a scene are at most ±1e6 (scenes.MaxMagnitude)", clip(text)),
			"float32 keeps about 7 digits: beyond a million units, positions jitter and squares overflow"
	}
	return v, "", ""
}

// underflows reports whether a number literal that is not zero becomes
// zero as a float of the given bit size: its digits before any exponent
// hold one that is not 0, yet its value rounds to 0.
func underflows(text string, v float64, bits int) bool {
	if bits == 32 {
		v = float64(float32(v))
	}
	if v != 0 {
		return false
	}
	mantissa, _, _ := strings.Cut(strings.ToLower(text), "e")
	return strings.ContainsAny(mantissa, "123456789")
}

// whole decodes a whole number that fits in an int64. Exponent forms such
// as 1e4 are accepted when they are whole.
func (c *checker) whole(n *node, path string) (int64, bool) {
	if n.kind != kindNumber {
		c.wrongType(n, path, "a whole number")
		return 0, false
	}
	v, problem := readWhole(n.text)
	if problem != "" {
		c.report(n.off, path, "", "%s", problem)
		return 0, false
	}
	return v, true
}

// readWhole converts a whole-number literal, or says what is wrong with
// it (see whole).
func readWhole(text string) (int64, string) {
	if v, err := strconv.ParseInt(text, 10, 64); err == nil {
		return v, ""
	}
	v, err := strconv.ParseFloat(text, 64)
	switch {
	case err != nil || math.Abs(v) >= 1<<63:
		return 0, fmt.Sprintf("the number %s is too large: expected a whole number within ±9.2e18", clip(text))
	case v != math.Trunc(v):
		return 0, fmt.Sprintf("expected a whole number, got %s", clip(text))
	}
	return int64(v), ""
}

// count decodes a spawner's count: a whole number from 0 to MaxCount.
func (c *checker) count(n *node, path string) (int, bool) {
	if n.kind != kindNumber {
		c.wrongType(n, path, "a whole number from 0 to 2000000")
		return 0, false
	}
	v, err := strconv.ParseFloat(n.text, 64)
	switch {
	case v < 0:
		c.report(n.off, path, "use 0 to switch a spawner off", "count %s is negative", clip(n.text))
	case err != nil || v > MaxCount:
		c.report(n.off, path, "lower the count; -cubes can raise it for a stress test, up to the same cap",
			"count %s is over the cap of %d (scenes.MaxCount)", clip(n.text), MaxCount)
	case v != math.Trunc(v):
		c.report(n.off, path, "", "expected a whole number, got %s", clip(n.text))
	default:
		return int(v), true
	}
	return 0, false
}

// fitsInt checks that v fits a signed integer field of type t.
func (c *checker) fitsInt(n *node, path string, t reflect.Type, v int64) bool {
	if reflect.New(t).Elem().OverflowInt(v) {
		c.report(n.off, path, "", "%d does not fit in the field's type %s", v, t)
		return false
	}
	return true
}

// fitsUint checks that v fits an unsigned integer field of type t.
func (c *checker) fitsUint(n *node, path string, t reflect.Type, v int64) bool {
	if v < 0 || reflect.New(t).Elem().OverflowUint(uint64(v)) {
		c.report(n.off, path, "", "%d does not fit in the field's type %s", v, t)
		return false
	}
	return true
}
