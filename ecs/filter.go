package ecs

import "fmt"

// Filter narrows a query or a batch change beyond the component types it
// reads: [With] requires a component without reading it, [Without] excludes
// entities that have one. [Added], [Changed] and [ReadOnly] are for queries
// only (changes.go).
type Filter interface {
	apply(w *World, s *selection)
}

// selection is what a query's types and filters select: the tables that
// contain every type of include and none of exclude.
type selection struct {
	include, exclude mask
	added, changed   mask // Added and Changed: watched types
	readOnly         mask // ReadOnly: types the query's loops do not mark changed
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

// Added returns a [Filter] that keeps only entities that have a T, in the
// tables where an entity gained its T since the query's previous loop:
// it was created with it or given it. The rule, and what a table-wide
// filter sees, is told in docs/chapters/hierarchy.md, "Change detection".
func Added[T any]() Filter { return added[T]{} }

// Changed returns a [Filter] that keeps only entities that have a T, in
// the tables where T was handed out for writing (or added) since the
// query's previous loop; docs/chapters/hierarchy.md, "Change detection",
// says what counts as a write and what it misses.
func Changed[T any]() Filter { return changed[T]{} }

// ReadOnly returns a [Filter] by which a query promises only to read its T:
// its loops do not mark T changed, so they do not wake the queries with a
// [Changed] filter on T. A write through such a query is missed.
func ReadOnly[T any]() Filter { return readOnly[T]{} }

type added[T any] struct{}

func (added[T]) apply(w *World, s *selection) {
	id := idOf[T](w)
	s.include.set(id)
	s.added.set(id)
}

type changed[T any] struct{}

func (changed[T]) apply(w *World, s *selection) {
	id := idOf[T](w)
	s.include.set(id)
	s.changed.set(id)
}

type readOnly[T any] struct{}

func (readOnly[T]) apply(w *World, s *selection) { s.readOnly.set(idOf[T](w)) }

// mustNotWatch panics if a batch change made by op is given a filter that
// only a query can use.
func mustNotWatch(op string, s *selection) {
	if s.added != (mask{}) || s.changed != (mask{}) || s.readOnly != (mask{}) {
		panic(fmt.Sprintf("ecs: %s: Added, Changed and ReadOnly filters are for queries; select the entities with a query and record the change in World.Commands, or drop the filter", op))
	}
}

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
