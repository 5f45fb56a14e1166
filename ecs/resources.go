package ecs

import (
	"fmt"
	"reflect"
)

// Resources are typed singletons stored in the world: input state, time,
// settings, statistics. There is at most one of each type; systems find them
// by type, so they talk to each other through the world and not by calling
// each other. Each lookup is a map lookup: a system that needs a resource
// every frame may keep the pointer (it stays valid until the resource is
// removed).

// AddResource stores r as the world's resource of type T. It panics if there
// is one already.
func AddResource[T any](w *World, r *T) {
	t := reflect.TypeFor[T]()
	if _, ok := w.resources[t]; ok {
		panic(fmt.Sprintf("ecs: AddResource[%v]: the world already has a resource of type %v; change it through ecs.GetResource, or RemoveResource it first", t, t))
	}
	if r == nil {
		panic(fmt.Sprintf("ecs: AddResource[%v]: the resource is a nil pointer; pass a pointer to a value, for example &%v{}", t, t))
	}
	w.resources[t] = r
}

// GetResource returns the world's resource of type T. It panics if there is
// none.
func GetResource[T any](w *World) *T {
	if r, ok := TryResource[T](w); ok {
		return r
	}
	t := reflect.TypeFor[T]()
	panic(fmt.Sprintf("ecs: GetResource[%v]: the world has no resource of type %v; add it with ecs.AddResource (or check with ecs.TryResource)", t, t))
}

// TryResource returns the world's resource of type T and true, or nil and
// false if there is none.
func TryResource[T any](w *World) (*T, bool) {
	r, ok := w.resources[reflect.TypeFor[T]()]
	if !ok {
		return nil, false
	}
	return r.(*T), true
}

// RemoveResource removes the world's resource of type T, if there is one.
func RemoveResource[T any](w *World) {
	delete(w.resources, reflect.TypeFor[T]())
}
