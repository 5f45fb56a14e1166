package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
)

// appendValue writes one field's value as the loader reads it: numbers in
// the shortest form that reads back to the same bits, a vector as
// [x, y, z], or as one number when every axis holds the same bits (the
// loader spreads one number over every axis).
func appendValue(buf []byte, f field, v reflect.Value) ([]byte, error) {
	switch f.kind {
	case kindFloat:
		return appendNumber(buf, v.Float(), f.typ.Bits())
	case kindInt:
		return strconv.AppendInt(buf, v.Int(), 10), nil
	case kindUint:
		return strconv.AppendUint(buf, v.Uint(), 10), nil
	case kindBoolean:
		return strconv.AppendBool(buf, v.Bool()), nil
	case kindText:
		return appendJSONString(buf, v.String()), nil
	}
	return appendVector(buf, v, f.typ.Elem().Bits())
}

// appendVector writes a vector field.
func appendVector(buf []byte, v reflect.Value, bits int) ([]byte, error) {
	if allAxesSame(v) {
		return appendNumber(buf, v.Index(0).Float(), bits)
	}
	buf = append(buf, '[')
	for i := range v.Len() {
		if i > 0 {
			buf = append(buf, ", "...)
		}
		var err error
		if buf, err = appendNumber(buf, v.Index(i).Float(), bits); err != nil {
			return buf, err
		}
	}
	return append(buf, ']'), nil
}

// allAxesSame reports whether every axis of vector v has the bits of the
// first.
func allAxesSame(v reflect.Value) bool {
	first := math.Float64bits(v.Index(0).Float())
	for i := 1; i < v.Len(); i++ {
		if math.Float64bits(v.Index(i).Float()) != first {
			return false
		}
	}
	return true
}

// errNotFinite and errTooLarge are the values a scene file cannot hold.
var (
	errNotFinite = errors.New("the value is NaN or infinite, which JSON cannot hold")
	errTooLarge  = fmt.Errorf("the value is over ±%g (scenes.MaxMagnitude), which the loader refuses", float64(MaxMagnitude))
)

// appendNumber writes x, a float of the given bit size, in the shortest
// decimal form that parses back to the same float: strconv's 'g' format
// with precision -1, which for bitSize 32 means "shortest for a float32",
// so 0.1 is written 0.1, not 0.10000000149011612.
func appendNumber(buf []byte, x float64, bits int) ([]byte, error) {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return buf, errNotFinite
	case math.Abs(x) > MaxMagnitude:
		return buf, fmt.Errorf("%w: %g", errTooLarge, x)
	}
	return strconv.AppendFloat(buf, x, 'g', -1, bits), nil
}

// appendJSONString writes s as a JSON string. Plain printable ASCII, the
// usual case, is copied as it is; anything else goes through
// encoding/json, which escapes what JSON requires.
func appendJSONString(buf []byte, s string) []byte {
	if plainASCII(s) {
		buf = append(buf, '"')
		buf = append(buf, s...)
		return append(buf, '"')
	}
	q, _ := json.Marshal(s) // a string always marshals
	return append(buf, q...)
}

// plainASCII reports whether s needs no escaping in JSON (nor in HTML, as
// encoding/json would escape <, > and &).
func plainASCII(s string) bool {
	for i := range len(s) {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}
