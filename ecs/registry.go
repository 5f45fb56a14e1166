package ecs

import (
	"fmt"
	"reflect"
	"unsafe"
)

// compID is a component type's number within one world, assigned on first use.
type compID uint16

// maxComponents is the number of distinct component types one world can
// register. It bounds compID, so that a set of IDs fits a fixed-size bitset.
const maxComponents = 256

// compInfo is what a world knows about one registered component type.
type compInfo struct {
	typ       reflect.Type
	newColumn func() column
}

// registry numbers component types per world. Types are registered on first
// use through the generic functions, so there is no list to keep by hand.
type registry struct {
	ids   map[uintptr]compID // by typeKey
	infos []compInfo
	slots [slots]slot // a faster path for most types (see idInRegistry)
	hier  hierarchyID // ChildOf's ID, once registered (hierarchy.go)
}

// slots is the size of the registry's direct-mapped table of IDs.
const slots = 64

// slot is one entry of the direct-mapped table: a typeKey and its ID.
type slot struct {
	key uintptr
	id  compID
}

// slotOf is where the type with key k sits in the direct-mapped table. Type
// descriptors are a few dozen bytes apart, so the low bits vary least.
func slotOf(k uintptr) int { return int((k>>4)^(k>>10)) % slots }

func newRegistry() registry {
	return registry{ids: make(map[uintptr]compID)}
}

// typeKey identifies a type by the address of its runtime type descriptor,
// which the runtime never moves or frees. A map with an integer key looks up
// in about half the time of one keyed by the reflect.Type interface, whose
// hash goes through the type's hash function; this lookup is on the path of
// every [Add], [Get] and [World.NewEntity]. The address is the data word of
// the reflect.Type interface (a *rtype), read directly: the same value as
// reflect.ValueOf(t).Pointer(), which costs several times more per call.
func typeKey(t reflect.Type) uintptr { return (*[2]uintptr)(unsafe.Pointer(&t))[1] }

// idInRegistry returns the ID of T in r, registering T if it is new. It is
// on the path of every [Get], [Add] and [Remove], so it first looks in a
// small direct-mapped table, filled as types register and only read after,
// and falls back to the map for a type whose slot an earlier type took.
func idInRegistry[T any](r *registry) compID {
	t := reflect.TypeFor[T]()
	k := typeKey(t)
	if s := &r.slots[slotOf(k)]; s.key == k {
		return s.id
	}
	if id, ok := r.ids[k]; ok {
		return id
	}
	return r.register(t, newColumn[T])
}

func (r *registry) register(t reflect.Type, newCol func() column) compID {
	if len(r.infos) >= maxComponents {
		panic(fmt.Sprintf("ecs: cannot register component type %v: a world holds at most %d component types; merge small components or use fewer tag types", t, maxComponents))
	}
	id := compID(len(r.infos))
	k := typeKey(t)
	r.ids[k] = id
	if s := &r.slots[slotOf(k)]; s.key == 0 {
		*s = slot{key: k, id: id}
	}
	r.infos = append(r.infos, compInfo{typ: t, newColumn: newCol})
	r.hier.noteRegistered(t, id)
	return id
}

// name returns the Go type name of a registered component, for messages.
func (r *registry) name(id compID) string { return r.infos[id].typ.String() }

// typeName returns the Go name of T, for example "components.Gravity", for
// messages. It is a function value so that a message is only built on failure.
func typeName[T any]() string { return reflect.TypeFor[T]().String() }
