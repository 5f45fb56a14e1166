package ecs

import "fmt"

// Filter narrows a query or a batch change beyond the component types it
// reads: [With] requires a component without reading it, [Without] excludes
// entities that have one.
type Filter interface {
	apply(w *World, s *selection)
}

// selection is what a query's types and filters select: the tables that
// contain every type of include and none of exclude.
type selection struct {
	include, exclude mask
}

// matches reports whether a table with component set m is selected.
func (s *selection) matches(m mask) bool {
	return m.containsAll(s.include) && !m.containsAny(s.exclude)
}

// With returns a [Filter] that keeps only entities that have a T.
func With[T any]() Filter { return with[T]{} }

// Without returns a [Filter] that keeps only entities that have no T.
func Without[T any]() Filter { return without[T]{} }

type with[T any] struct{}

func (with[T]) apply(w *World, s *selection) { s.include.set(idOf[T](w)) }

type without[T any] struct{}

func (without[T]) apply(w *World, s *selection) { s.exclude.set(idOf[T](w)) }

// filterMasks turns filters into the selection they make.
func filterMasks(w *World, filters []Filter) selection {
	var s selection
	for _, f := range filters {
		f.apply(w, &s)
	}
	return s
}

// mustNotContradict panics if a type is both required (include) and
// excluded: a query or change made by op with such filters would never
// match anything, which is always a mistake.
func mustNotContradict(w *World, op string, include, exclude mask) {
	if !include.containsAny(exclude) {
		return
	}
	for id := range compID(len(w.reg.infos)) {
		if include.has(id) && exclude.has(id) {
			name := w.reg.name(id)
			panic(fmt.Sprintf("ecs: %s: Without[%s] excludes a component type the query requires, so it can never match; drop the Without filter, or %s from the query", op, name, name))
		}
	}
}
