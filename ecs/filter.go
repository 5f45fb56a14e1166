package ecs

import "fmt"

// Filter narrows a query or a batch change beyond the component types it
// reads: [With] requires a component without reading it, [Without] excludes
// entities that have one, [NotMatching] excludes the entities another query
// matches.
type Filter interface {
	apply(w *World, s *selection)
}

// selection is what a query's types and filters select: the tables that
// contain every type of include, none of exclude, and that none of the
// queries in except matches.
type selection struct {
	include, exclude mask
	except           []*selection // the selections of the queries of NotMatching filters
}

// matches reports whether a table with component set m is selected.
func (s *selection) matches(m mask) bool {
	if !m.containsAll(s.include) || m.containsAny(s.exclude) {
		return false
	}
	for _, q := range s.except {
		if q.matches(m) {
			return false
		}
	}
	return true
}

// With returns a [Filter] that keeps only entities that have a T.
func With[T any]() Filter { return with[T]{} }

// Without returns a [Filter] that keeps only entities that have no T.
func Without[T any]() Filter { return without[T]{} }

type with[T any] struct{}

func (with[T]) apply(w *World, s *selection) { s.include.set(idOf[T](w)) }

type without[T any] struct{}

func (without[T]) apply(w *World, s *selection) { s.exclude.set(idOf[T](w)) }

// NotMatching returns a [Filter] that leaves out the entities q matches:
// with it, two queries share a set of tables out between them, every table
// taken by one of them and none by both. q must be built on the same
// world; it keeps its types and filters for good, so
// the split stays exact as new tables appear.
//
// Why: a system may do several systems' work on some tables in one pass
// (Cubefall moves, turns and records its plainest cubes that way, reading
// each row once instead of once per system); the systems' own queries then
// say NotMatching(thatQuery), and no row is done twice or forgotten. With
// and Without alone cannot say it: "not all of these" is an or.
func NotMatching(q AnyQuery) Filter {
	w, sel := q.selected()
	return notMatching{w, sel}
}

// AnyQuery is any query of this package (Query1 to Query8), as
// [NotMatching] takes it.
type AnyQuery interface {
	selected() (*World, *selection) // the query's world and what it selects
}

type notMatching struct {
	w   *World
	sel *selection
}

func (f notMatching) apply(w *World, s *selection) {
	if f.w != w {
		panic("ecs: NotMatching: the query belongs to another world; build both queries on one world")
	}
	s.except = append(s.except, f.sel)
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
