package ecs

// Type returns a [Value] that names the component type T and holds T's
// zero value, for code that names a type it does not know statically:
// [Commands.Remove] takes one. It does not allocate, and two values are
// equal exactly when they name the same Go type.
func Type[T any]() Value { return typeOf[T]{} }

// typeOf is the Value that Type makes; it holds nothing but T.
type typeOf[T any] struct{}

func (typeOf[T]) componentID(r *registry) compID { return idInRegistry[T](r) }
func (typeOf[T]) typeName() string               { return typeName[T]() }

func (typeOf[T]) write(c column, row int) {
	var zero T
	c.(*typedColumn[T]).data[row] = zero
}

func (typeOf[T]) writeRows(c column, from, n int) {
	clear(c.(*typedColumn[T]).data[from : from+n])
}

// String returns the Go name of the type, for example "components.Gravity".
func (typeOf[T]) String() string { return typeName[T]() }
