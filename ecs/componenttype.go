package ecs

// ComponentType identifies a component type independently of any world, for
// [Commands.Remove] and other dynamic code. Make one with [Type]; two values
// are equal exactly when they name the same Go type.
type ComponentType interface {
	componentID(r *registry) compID
	typeName() string
}

// Type returns the [ComponentType] of T.
func Type[T any]() ComponentType { return typeOf[T]{} }

// typeOf is the ComponentType that Type makes; it holds nothing but T.
type typeOf[T any] struct{}

func (typeOf[T]) componentID(r *registry) compID { return idInRegistry[T](r) }
func (typeOf[T]) typeName() string               { return typeName[T]() }

// String returns the Go name of the type, for example "components.Gravity".
func (typeOf[T]) String() string { return typeName[T]() }
