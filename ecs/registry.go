package ecs

import (
	"fmt"
	"reflect"
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
}

func newRegistry() registry {
	return registry{ids: make(map[uintptr]compID)}
}

// typeKey identifies a type by the address of its runtime type descriptor,
// which the runtime never moves or frees. A map with an integer key looks up
// in about half the time of one keyed by the reflect.Type interface, whose
// hash goes through the type's hash function; this lookup is on the path of
// every [Add], [Get] and [World.NewEntity].
func typeKey(t reflect.Type) uintptr { return reflect.ValueOf(t).Pointer() }

// idInRegistry returns the ID of T in r, registering T if it is new. It costs
// one map lookup.
func idInRegistry[T any](r *registry) compID {
	t := reflect.TypeFor[T]()
	if id, ok := r.ids[typeKey(t)]; ok {
		return id
	}
	return r.register(t, newColumn[T])
}

func (r *registry) register(t reflect.Type, newCol func() column) compID {
	if len(r.infos) >= maxComponents {
		panic(fmt.Sprintf("ecs: cannot register component type %v: a world holds at most %d component types; merge small components or use fewer tag types", t, maxComponents))
	}
	id := compID(len(r.infos))
	r.ids[typeKey(t)] = id
	r.infos = append(r.infos, compInfo{typ: t, newColumn: newCol})
	return id
}

// name returns the Go type name of a registered component, for messages.
func (r *registry) name(id compID) string { return r.infos[id].typ.String() }

// typeName returns the Go name of T, for example "components.Gravity", for
// messages. It is a function value so that a message is only built on failure.
func typeName[T any]() string { return reflect.TypeFor[T]().String() }
