package ecs

import (
	"math"
	"reflect"
	"unsafe"
)

// This file turns a component type into a hash plan: the list of steps that
// feed one value of the type, field by field in declaration order, into the
// world hash (hash.go). The plan is built once per type by reflection; running
// it reads the value's memory directly, so hashing a row costs no reflection
// and no allocation for the plain-data components a game uses.

// hashStep feeds one part of a value at offset from the value's start:
// either size bytes of memory as they are (a run of numbers, see
// appendNumber), or, when feed is set, whatever feed reads there.
type hashStep struct {
	offset uintptr
	size   uintptr
	feed   func(h *fnv64, p unsafe.Pointer)
}

// hashPlan is the ordered list of steps for one component type.
type hashPlan []hashStep

// run feeds the value at p into h.
func (plan hashPlan) run(h *fnv64, p unsafe.Pointer) {
	for _, s := range plan {
		at := unsafe.Add(p, s.offset)
		if s.feed == nil {
			h.bytes(unsafe.Slice((*byte)(at), s.size))
			continue
		}
		s.feed(h, at)
	}
}

// planFor builds the plan for t: structs field by field (exported or not),
// arrays element by element, numbers and booleans by their bits in little-
// endian order, strings and slices by length then contents. Values that are
// references to something outside the world — interfaces, pointers,
// functions, channels — count only as nil or not nil, so that a hash never
// depends on where the Go runtime put something. Maps count by their length.
func planFor(t reflect.Type) hashPlan {
	var plan hashPlan
	appendSteps(&plan, t, 0)
	return plan
}

func appendSteps(plan *hashPlan, t reflect.Type, at uintptr) {
	switch t.Kind() {
	case reflect.Struct:
		for i := range t.NumField() {
			f := t.Field(i)
			appendSteps(plan, f.Type, at+f.Offset)
		}
	case reflect.Array:
		for i := range t.Len() {
			appendSteps(plan, t.Elem(), at+uintptr(i)*t.Elem().Size())
		}
	case reflect.Bool, reflect.Int8, reflect.Uint8, reflect.Int16, reflect.Uint16,
		reflect.Int32, reflect.Uint32, reflect.Float32, reflect.Int64, reflect.Uint64,
		reflect.Float64, reflect.Complex64:
		appendNumber(plan, t, at)
	default:
		*plan = append(*plan, hashStep{offset: at, feed: leafFeeder(t)})
	}
}

// appendNumber adds a fixed-size number (or boolean). On a little-endian
// machine its memory already holds the bytes the hash wants, in the order
// it wants them, so a number that starts where the previous one ended just
// lengthens that step: a Vec3 is one 12-byte step, not three. The result is
// the same as feeding each number on its own; only the work is less.
func appendNumber(plan *hashPlan, t reflect.Type, at uintptr) {
	if !littleEndian() {
		*plan = append(*plan, hashStep{offset: at, feed: leafFeeder(t)})
		return
	}
	if n := len(*plan); n > 0 {
		last := &(*plan)[n-1]
		if last.feed == nil && last.offset+last.size == at {
			last.size += t.Size()
			return
		}
	}
	*plan = append(*plan, hashStep{offset: at, size: t.Size()})
}

// littleEndian reports whether this machine stores numbers least
// significant byte first.
func littleEndian() bool {
	one := uint16(1)
	return *(*byte)(unsafe.Pointer(&one)) == 1
}

// leafFeeder returns the step for a value that is not a struct or an array.
func leafFeeder(t reflect.Type) func(*fnv64, unsafe.Pointer) {
	switch t.Kind() {
	case reflect.Bool, reflect.Int8, reflect.Uint8:
		return func(h *fnv64, p unsafe.Pointer) { h.byte(*(*uint8)(p)) }
	case reflect.Int16, reflect.Uint16:
		return func(h *fnv64, p unsafe.Pointer) { h.uint(uint64(*(*uint16)(p)), 2) }
	case reflect.Int32, reflect.Uint32, reflect.Float32:
		return func(h *fnv64, p unsafe.Pointer) { h.uint(uint64(*(*uint32)(p)), 4) }
	case reflect.Int, reflect.Uint, reflect.Uintptr, reflect.Int64, reflect.Uint64, reflect.Float64:
		return sizedFeeder(t.Size())
	case reflect.Complex64:
		return func(h *fnv64, p unsafe.Pointer) { h.uint(*(*uint64)(p), 8) }
	case reflect.Complex128:
		return func(h *fnv64, p unsafe.Pointer) {
			c := *(*complex128)(p)
			h.uint(math.Float64bits(real(c)), 8)
			h.uint(math.Float64bits(imag(c)), 8)
		}
	case reflect.String:
		return func(h *fnv64, p unsafe.Pointer) { h.string(*(*string)(p)) }
	case reflect.Slice:
		return sliceFeeder(t)
	case reflect.Map:
		return func(h *fnv64, p unsafe.Pointer) { h.uint(uint64(reflect.NewAt(t, p).Elem().Len()), 8) }
	default: // interface, pointer, func, chan, unsafe.Pointer
		return func(h *fnv64, p unsafe.Pointer) { h.byte(nilness(reflect.NewAt(t, p).Elem())) }
	}
}

// sizedFeeder feeds an 8-byte number, or a 4-byte one on a 32-bit platform.
func sizedFeeder(size uintptr) func(*fnv64, unsafe.Pointer) {
	if size == 4 {
		return func(h *fnv64, p unsafe.Pointer) { h.uint(uint64(*(*uint32)(p)), 4) }
	}
	return func(h *fnv64, p unsafe.Pointer) { h.uint(*(*uint64)(p), 8) }
}

// sliceFeeder feeds a slice's length, then each element by the element's plan.
func sliceFeeder(t reflect.Type) func(*fnv64, unsafe.Pointer) {
	elem := planFor(t.Elem())
	size := t.Elem().Size()
	return func(h *fnv64, p unsafe.Pointer) {
		n := *(*int)(unsafe.Add(p, unsafe.Sizeof(uintptr(0)))) // a slice header is {data, len, cap}
		h.uint(uint64(n), 8)
		data := *(*unsafe.Pointer)(p)
		for i := range n {
			elem.run(h, unsafe.Add(data, uintptr(i)*size))
		}
	}
}

// nilness is 0 for a nil reference and 1 for any other.
func nilness(v reflect.Value) uint8 {
	if v.IsNil() {
		return 0
	}
	return 1
}
