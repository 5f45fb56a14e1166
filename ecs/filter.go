package ecs

// Filter narrows a query or a batch change beyond the component types it
// reads: [With] requires a component without reading it, [Without] excludes
// entities that have one.
type Filter interface {
	apply(w *World, include, exclude *mask)
}

// With returns a [Filter] that keeps only entities that have a T.
func With[T any]() Filter { return with[T]{} }

// Without returns a [Filter] that keeps only entities that have no T.
func Without[T any]() Filter { return without[T]{} }

type with[T any] struct{}

func (with[T]) apply(w *World, include, _ *mask) { include.set(idOf[T](w)) }

type without[T any] struct{}

func (without[T]) apply(w *World, _, exclude *mask) { exclude.set(idOf[T](w)) }

// filterMasks turns filters into the include and exclude sets.
func filterMasks(w *World, filters []Filter) (include, exclude mask) {
	for _, f := range filters {
		f.apply(w, &include, &exclude)
	}
	return include, exclude
}
