package ecs

// Value is one component value in a box, for code that handles components
// whose types it does not know statically: the scene loader and [Commands].
// Make one with [Box], or with [Type] for a type's zero value. Boxing costs an allocation; typed code uses [Add] and the
// NewBatch functions instead.
type Value interface {
	componentID(r *registry) compID
	write(c column, row int)
	writeRows(c column, from, n int)
	typeName() string
}

// Box wraps value in a [Value], so that values of different types can
// travel in one slice: w.NewEntity(ecs.Box(Position{}), ecs.Box(Velocity{})).
// The component's type is value's static type.
func Box[T any](value T) Value { return &boxed[T]{value} }

// boxed is the Value that Box makes: the value and, through T, its type.
type boxed[T any] struct{ value T }

func (b *boxed[T]) componentID(r *registry) compID { return idInRegistry[T](r) }
func (b *boxed[T]) typeName() string               { return typeName[T]() }

func (b *boxed[T]) write(c column, row int) {
	c.(*typedColumn[T]).data[row] = b.value
}

func (b *boxed[T]) writeRows(c column, from, n int) {
	d := c.(*typedColumn[T]).data[from : from+n]
	for i := range d {
		d[i] = b.value
	}
}
