package scenes

import (
	"fmt"
	"reflect"
	"sort"

	"cubefall/ecs"
)

// Registry maps the short names that scene files use ("Transform",
// "Gravity") to Go component types, with the value each component starts
// from before a file's fields are applied.
//
// A Registry is a plain value built by a constructor, not package state, so
// tests and tools can build their own. [DefaultRegistry] registers every
// component of package components.
type Registry struct {
	byName map[string]*componentInfo
	stop   func() bool // see WithStop
}

// componentInfo is what the loader knows about one registered type.
type componentInfo struct {
	name     string
	typ      reflect.Type
	defaults reflect.Value // the registered starting value
	fields   []field
	ops      componentOps
	// what and names are for messages: what a value of the component
	// looks like, and its fields' JSON names. Made once, at Register,
	// since a saved scene has a component per entity.
	what  string
	names []string
}

// componentOps is the typed half of a registration: the few operations
// that need the Go type T and so are written once, generically, in ops[T].
type componentOps interface {
	// box wraps a value of the registered type for ecs.World.NewEntities.
	box(v reflect.Value) ecs.Value
	// accessor returns a function that gives an entity's component as an
	// addressable reflect.Value.
	accessor(w *ecs.World) func(ecs.Entity) reflect.Value
	// batch returns a function that gives the k-th of the entities es,
	// made together, as an addressable reflect.Value: an index into their
	// column when they sit in consecutive rows (ecs.Rows), else a lookup.
	batch(w *ecs.World, es []ecs.Entity) func(k int) reflect.Value
	// value returns a copy of e's component, if e has one.
	value(w *ecs.World, e ecs.Entity) (any, bool)
}

// ops implements componentOps for the component type T.
type ops[T any] struct{}

func (ops[T]) box(v reflect.Value) ecs.Value { return ecs.Box(v.Interface().(T)) }

func (ops[T]) accessor(w *ecs.World) func(ecs.Entity) reflect.Value {
	return func(e ecs.Entity) reflect.Value { return reflect.ValueOf(ecs.Get[T](w, e)).Elem() }
}

func (o ops[T]) batch(w *ecs.World, es []ecs.Entity) func(k int) reflect.Value {
	if rows, ok := ecs.Rows[T](w, es); ok {
		col := reflect.ValueOf(rows)
		return col.Index
	}
	at := o.accessor(w)
	return func(k int) reflect.Value { return at(es[k]) }
}

func (ops[T]) value(w *ecs.World, e ecs.Entity) (any, bool) {
	if p, ok := ecs.TryGet[T](w, e); ok {
		return *p, true
	}
	return nil, false
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{byName: map[string]*componentInfo{}}
}

// Register makes component type T usable in scene files under name. A
// component written in a file starts as defaults, then the file's fields
// are set on top; so `"Camera": {}` gives defaults unchanged.
//
// T must be a struct (a struct with no fields is a tag). Its exported
// fields are set from JSON under their lowerCamelCase names; fields of
// types a file cannot express (anything but numbers, vectors, booleans and
// strings) keep their default. Register panics if T is not a struct or the
// name is empty or taken: those are programming errors, found the first
// time the program runs.
func Register[T any](r *Registry, name string, defaults T) {
	t := reflect.TypeFor[T]()
	switch {
	case t.Kind() != reflect.Struct:
		panic(fmt.Sprintf("scenes: cannot register %s as %q: a component must be a struct type", t, name))
	case name == "":
		panic(fmt.Sprintf("scenes: cannot register %s with an empty name", t))
	case r.byName[name] != nil:
		panic(fmt.Sprintf("scenes: cannot register %s as %q: the name is taken by %s", t, name, r.byName[name].typ))
	case r.nameOf(t) != "":
		panic(fmt.Sprintf("scenes: cannot register %s as %q: it is registered as %q already", t, name, r.nameOf(t)))
	}
	info := &componentInfo{
		name:     name,
		typ:      t,
		defaults: reflect.ValueOf(defaults),
		fields:   fieldsOf(t),
		ops:      ops[T]{},
	}
	info.what = fmt.Sprintf("an object of %s fields, e.g. {%s}", name, example(info))
	info.names = info.fieldNames()
	r.byName[name] = info
}

// nameOf returns the name t is registered under, or "".
func (r *Registry) nameOf(t reflect.Type) string {
	for name, info := range r.byName {
		if info.typ == t {
			return name
		}
	}
	return ""
}

// Names returns the registered component names, sorted.
func (r *Registry) Names() []string {
	names := make([]string, 0, len(r.byName))
	for n := range r.byName {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ComponentValue is one component of an entity, under its registered name.
type ComponentValue struct {
	Name  string
	Value any
}

// Values returns copies of the registered components that e carries, in
// name order. It looks up every registered type, so it is for tools, tests
// and debugging, not for a per-frame loop.
func (r *Registry) Values(w *ecs.World, e ecs.Entity) []ComponentValue {
	var vs []ComponentValue
	for _, name := range r.Names() {
		if v, ok := r.byName[name].ops.value(w, e); ok {
			vs = append(vs, ComponentValue{Name: name, Value: v})
		}
	}
	return vs
}

// lookupField finds a component's field by its JSON name.
func (c *componentInfo) lookupField(name string) (field, bool) {
	for _, f := range c.fields {
		if f.name == name {
			return f, true
		}
	}
	return field{}, false
}

// fieldNames lists the JSON names of c's fields, for suggestions.
func (c *componentInfo) fieldNames() []string {
	names := make([]string, len(c.fields))
	for i, f := range c.fields {
		names[i] = f.name
	}
	return names
}

// example shows the first field of a component for an error message.
func example(info *componentInfo) string {
	if len(info.fields) == 0 {
		return ""
	}
	f := info.fields[0]
	v := map[fieldKind]string{kindFloat: "1", kindInt: "1", kindUint: "1", kindVector: "[0, 1, 0]",
		kindBoolean: "true", kindText: `"cube"`}[f.kind]
	return fmt.Sprintf("%q: %s", f.name, v)
}
