package ecs

import (
	"fmt"
	"reflect"
)

// compID is a component type's number within one world, assigned on first use.
type compID uint16

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

// idOf returns the ID of T in w, registering T if it is new. It costs one map
// lookup; queries and [Map] do it once and keep the ID.
func idOf[T any](w *World) compID {
	t := reflect.TypeFor[T]()
	if id, ok := w.reg.ids[typeKey(t)]; ok {
		return id
	}
	return w.reg.register(t, newColumn[T])
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

// Component is one boxed component value, for code that handles components
// whose types it does not know statically: the scene loader and [Commands].
// Make one with [Box]. Boxing costs an allocation; typed code uses [Add] and the
// NewBatch functions instead.
type Component interface {
	componentID(w *World) compID
	write(c column, row int)
	writeRows(c column, from, n int)
	typeName() string
}

// Box wraps value in a [Component], so that values of different types can
// travel in one slice: w.NewEntity(ecs.Box(Position{}), ecs.Box(Velocity{})).
// The component's type is value's static type.
func Box[T any](value T) Component { return &boxed[T]{value} }

type boxed[T any] struct{ value T }

func (b *boxed[T]) componentID(w *World) compID { return idOf[T](w) }
func (b *boxed[T]) typeName() string            { return typeName[T]() }

func (b *boxed[T]) write(c column, row int) {
	c.(*typedColumn[T]).data[row] = b.value
}

func (b *boxed[T]) writeRows(c column, from, n int) {
	d := c.(*typedColumn[T]).data[from : from+n]
	for i := range d {
		d[i] = b.value
	}
}

// ComponentType identifies a component type independently of any world, for
// [Commands.Remove] and other dynamic code. Make one with [Type]; two values
// are equal exactly when they name the same Go type.
type ComponentType interface {
	componentID(w *World) compID
	typeName() string
}

// Type returns the [ComponentType] of T.
func Type[T any]() ComponentType { return typeOf[T]{} }

type typeOf[T any] struct{}

func (typeOf[T]) componentID(w *World) compID { return idOf[T](w) }
func (typeOf[T]) typeName() string            { return typeName[T]() }

// String returns the Go name of the type, for example "components.Gravity".
func (typeOf[T]) String() string { return typeName[T]() }

func typeName[T any]() string { return reflect.TypeFor[T]().String() }
