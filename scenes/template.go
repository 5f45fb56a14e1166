package scenes

import (
	"math/rand/v2"
	"reflect"

	"github.com/go-gl/mathgl/mgl32"
)

// Template is the recipe for one component of an entity or spawner: the
// registered starting value with the file's fixed fields set (base), plus
// the fields that are drawn at random or copied for each entity.
type Template struct {
	// Name is the component's registered name, e.g. "Gravity".
	Name   string
	info   *componentInfo
	base   reflect.Value // addressable value of the component type
	draws  []draw
	copies []copyField
	// off and path locate the component in the file, and written gives
	// the offset of the value of each field the file gives one, so the
	// value checks can point at what is wrong.
	off     int
	path    string
	written offsets
}

// offsets lists the fields a component in a file gives values to, each
// with the offset of its value: a few pairs, in file order, so a slice
// searched in order, which costs less than a map for each component.
type offsets []fieldOffset

// fieldOffset is one field a file gives a value to, and where the value is.
type fieldOffset struct {
	name string
	off  int
}

// at returns the offset of the value the file gives field name, and
// whether it gives one.
func (o offsets) at(name string) (int, bool) {
	for _, f := range o {
		if f.name == name {
			return f.off, true
		}
	}
	return 0, false
}

// where returns the offset and JSON path of a field for a message: the
// field's value when the file gives one, else the component, whose
// default the field keeps.
func (t *Template) where(field string) (int, string) {
	if off, ok := t.written.at(field); ok {
		return off, key(t.path, field)
	}
	return t.off, t.path
}

// floats returns the numbers of a float or float-vector value.
func floats(v reflect.Value) []float64 {
	if v.Kind() != reflect.Array {
		return []float64{v.Float()}
	}
	xs := make([]float64, v.Len())
	for i := range xs {
		xs[i] = v.Index(i).Float()
	}
	return xs
}

// draw sets one field of each new entity from a generator.
type draw struct {
	field field
	gen   generator
}

// copyField makes one field equal to a field of another component of the
// same entity ("sameAs"), after every draw of that entity is done.
type copyField struct {
	dst      field
	src      int // index of the source template in the same component list
	srcField field
}

// generator makes a field value for one entity.
type generator interface {
	// set writes a value into dst, an addressable field, drawing from rng.
	set(dst reflect.Value, rng *rand.Rand)
}

// floatRange draws each axis uniformly from [lo, hi). With uniform set
// (scalar bounds on a vector field) one draw is used for every axis, so
// a scale stays a uniform scale.
type floatRange struct {
	lo, hi  []float64
	uniform bool
}

func (g floatRange) set(dst reflect.Value, rng *rand.Rand) {
	// Fast path: the usual float32 fields are written through a typed
	// pointer, which is several times cheaper than reflect's per-axis
	// Index and SetFloat. Both paths draw the same numbers.
	switch p := dst.Addr().Interface().(type) {
	case *float32:
		*p = float32(lerp(g.lo[0], g.hi[0], rng.Float64()))
	case *mgl32.Vec2:
		g.fill32(p[:], rng)
	case *mgl32.Vec3:
		g.fill32(p[:], rng)
	case *mgl32.Vec4:
		g.fill32(p[:], rng)
	default:
		g.fillReflect(dst, rng)
	}
}

// fill32 draws the axes of a float32 vector.
func (g floatRange) fill32(xs []float32, rng *rand.Rand) {
	if g.uniform {
		x := float32(lerp(g.lo[0], g.hi[0], rng.Float64()))
		for i := range xs {
			xs[i] = x
		}
		return
	}
	for i := range xs {
		xs[i] = float32(lerp(g.lo[i], g.hi[i], rng.Float64()))
	}
}

// fillReflect draws any other float or vector field through reflect.
func (g floatRange) fillReflect(dst reflect.Value, rng *rand.Rand) {
	if dst.Kind() != reflect.Array {
		dst.SetFloat(lerp(g.lo[0], g.hi[0], rng.Float64()))
		return
	}
	if g.uniform {
		x := lerp(g.lo[0], g.hi[0], rng.Float64())
		for i := range dst.Len() {
			dst.Index(i).SetFloat(x)
		}
		return
	}
	for i := range dst.Len() {
		dst.Index(i).SetFloat(lerp(g.lo[i], g.hi[i], rng.Float64()))
	}
}

// lerp returns lo + (hi-lo)·t. The explicit float64 conversion forbids
// the compiler from fusing the multiply and add into one FMA instruction,
// which some CPUs (arm64) have and others (amd64) do not: without it the
// same seed could give worlds that differ in the last bit across machines.
func lerp(lo, hi, t float64) float64 {
	return lo + float64((hi-lo)*t)
}

// intRange draws a whole number uniformly from [lo, hi], both included.
type intRange struct{ lo, hi int64 }

func (g intRange) set(dst reflect.Value, rng *rand.Rand) {
	span := uint64(g.hi - g.lo)
	if span == ^uint64(0) {
		dst.SetInt(int64(rng.Uint64()))
		return
	}
	dst.SetInt(g.lo + int64(rng.Uint64N(span+1)))
}

// uintRange draws an unsigned whole number uniformly from [lo, hi].
type uintRange struct{ lo, hi uint64 }

func (g uintRange) set(dst reflect.Value, rng *rand.Rand) {
	span := g.hi - g.lo
	if span == ^uint64(0) {
		dst.SetUint(rng.Uint64())
		return
	}
	dst.SetUint(g.lo + rng.Uint64N(span+1))
}

// palette picks one of a list of fixed values, each equally likely.
type palette struct{ choices []reflect.Value }

func (g palette) set(dst reflect.Value, rng *rand.Rand) {
	dst.Set(g.choices[rng.IntN(len(g.choices))])
}
