package scenes

import (
	"reflect"
	"unicode"
)

// fieldKind is what a component field holds, as far as a scene file is
// concerned. Each kind accepts its own JSON forms (see README.md).
type fieldKind uint8

const (
	kindFloat   fieldKind = iota // float32, float64
	kindInt                      // int, int8 ... int64
	kindUint                     // uint, uint8 ... uint64
	kindVector                   // [2..4]float32 or float64, e.g. mgl32.Vec3
	kindBoolean                  // bool
	kindText                     // string
	kindOther                    // anything else: not settable from a file
)

// expected describes what a field of this kind accepts, for error messages.
func (k fieldKind) expected(width int) string {
	switch k {
	case kindFloat:
		return "a number or a {\"min\", \"max\"} range"
	case kindInt, kindUint:
		return "a whole number or a {\"min\", \"max\"} range"
	case kindVector:
		return "a vector " + vectorShape(width) + ", one number for all axes, or a {\"min\", \"max\"} range"
	case kindBoolean:
		return "true or false"
	case kindText:
		return "a string"
	}
	return "nothing: this field cannot be set from a scene file"
}

// plain describes the plain (non-object) values of this kind, as a
// palette entry must be.
func (k fieldKind) plain(width int) string {
	switch k {
	case kindFloat:
		return "a number"
	case kindInt, kindUint:
		return "a whole number"
	case kindVector:
		return "a vector " + vectorShape(width) + " or one number for all axes"
	}
	return k.expected(width)
}

// vectorShape shows a vector of width n, e.g. [x, y, z].
func vectorShape(n int) string {
	return map[int]string{2: "[x, y]", 3: "[x, y, z]", 4: "[x, y, z, w]"}[n]
}

// field is one exported field of a registered component type.
type field struct {
	name  string // the JSON name: the Go name in lowerCamelCase
	index int    // for reflect.Value.Field
	kind  fieldKind
	width int          // number of axes of a vector; 1 otherwise
	typ   reflect.Type // the Go type of the field
}

// fieldsOf lists the exported fields of struct type t.
func fieldsOf(t reflect.Type) []field {
	var fs []field
	for i := range t.NumField() {
		sf := t.Field(i)
		if !sf.IsExported() {
			continue
		}
		k, w := kindOf(sf.Type)
		fs = append(fs, field{name: lowerCamel(sf.Name), index: i, kind: k, width: w, typ: sf.Type})
	}
	return fs
}

// kindOf classifies a Go field type.
func kindOf(t reflect.Type) (fieldKind, int) {
	switch t.Kind() {
	case reflect.Float32, reflect.Float64:
		return kindFloat, 1
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return kindInt, 1
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return kindUint, 1
	case reflect.Bool:
		return kindBoolean, 1
	case reflect.String:
		return kindText, 1
	case reflect.Array:
		ek := t.Elem().Kind()
		if (ek == reflect.Float32 || ek == reflect.Float64) && t.Len() >= 2 && t.Len() <= 4 {
			return kindVector, t.Len()
		}
	}
	return kindOther, 1
}

// lowerCamel turns a Go field name into its JSON name: "FovY" → "fovY",
// "AngularVelocity" → "angularVelocity", "ID" → "id", "URLPath" → "urlPath".
// The leading run of capitals is lowered, except the last one when a lower
// case letter follows it (it starts the next word).
func lowerCamel(name string) string {
	r := []rune(name)
	for i := range r {
		if !unicode.IsUpper(r[i]) {
			break
		}
		if i > 0 && i+1 < len(r) && unicode.IsLower(r[i+1]) {
			break
		}
		r[i] = unicode.ToLower(r[i])
	}
	return string(r)
}
