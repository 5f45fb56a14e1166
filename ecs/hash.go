package ecs

import (
	"cmp"
	"slices"
)

// Hash returns a 64-bit digest of everything the world's entities hold, the
// same for two worlds whose entities are equal and (barring a collision)
// different otherwise. Determinism tests, serial-against-parallel checks and
// replays compare it instead of comparing every value.
//
// It is FNV-1a (64-bit) over every live entity in ascending index order: the
// entity's index and generation, then each of its components in ascending
// order of the type's short name (ties broken by the full name) — the name's
// bytes, then each field's value in declaration order (numbers by their bits,
// floats by their IEEE-754 bits, all in little-endian order; strings and
// slices by their length, then their contents). Which table an entity sits in
// and the order of rows inside tables do not count, so two worlds that reached
// the same entities by different structural changes hash the same. Resources
// do not count. Interfaces, pointers, functions and channels count only as
// nil or not nil, and maps by their length: they point outside the world's
// data, and their addresses differ from run to run.
//
// Hash reads every component of every entity, so it costs time in
// proportion to the world's data (see the WorldHash benchmark); it allocates
// only the first time a component type or table is hashed. Nothing calls it
// unless asked.
func (w *World) Hash() uint64 {
	if w.hashing == nil {
		w.hashing = &hashCache{}
	}
	h := &w.hashing.state // not a local: the plans' steps would make it escape to the heap
	*h = newFNV64()
	for index, r := range w.directory.records {
		if r.table == noTable {
			continue
		}
		h.uint(uint64(index), 4)
		h.uint(uint64(r.generation), 4)
		w.hashRow(h, w.tables[r.table], int(r.row))
	}
	return uint64(*h)
}

// hashCache keeps what Hash builds once: a plan per component type and, per
// table, the order in which its columns are hashed.
type hashCache struct {
	plans  []hashPlan // by compID; nil until the type is first hashed
	orders [][]int    // by table id: column indices in hash order
	state  fnv64      // the running hash
}

// hashRow feeds the components of one row of t into h, in name order.
func (w *World) hashRow(h *fnv64, t *table, row int) {
	for _, col := range w.hashOrder(t) {
		id := t.ids[col]
		h.string(w.reg.infos[id].typ.Name())
		w.hashPlan(id).run(h, t.columns[col].pointer(row))
	}
}

// hashOrder returns t's column indices sorted by the components' names.
func (w *World) hashOrder(t *table) []int {
	c := w.hashing
	for len(c.orders) <= int(t.id) {
		c.orders = append(c.orders, nil)
	}
	if c.orders[t.id] == nil {
		order := make([]int, len(t.ids))
		for i := range order {
			order[i] = i
		}
		slices.SortFunc(order, func(a, b int) int {
			ta, tb := w.reg.infos[t.ids[a]].typ, w.reg.infos[t.ids[b]].typ
			return cmp.Or(cmp.Compare(ta.Name(), tb.Name()), cmp.Compare(ta.String(), tb.String()))
		})
		c.orders[t.id] = order
	}
	return c.orders[t.id]
}

// hashPlan returns the plan of component id, building it on first use.
func (w *World) hashPlan(id compID) hashPlan {
	c := w.hashing
	for len(c.plans) <= int(id) {
		c.plans = append(c.plans, nil)
	}
	if c.plans[id] == nil {
		plan := planFor(w.reg.infos[id].typ)
		if plan == nil {
			plan = hashPlan{} // a tag: nothing to feed, but built
		}
		c.plans[id] = plan
	}
	return c.plans[id]
}

// fnv64 is the state of a 64-bit FNV-1a hash: for each byte, xor it in, then
// multiply by the FNV prime. It is written out here instead of using
// hash/fnv so that feeding one number costs no interface call and no buffer.
type fnv64 uint64

func newFNV64() fnv64 { return 14695981039346656037 }

func (h *fnv64) byte(b byte) { *h = (*h ^ fnv64(b)) * 1099511628211 }

// uint feeds the low n bytes of v, least significant first.
func (h *fnv64) uint(v uint64, n int) {
	x := *h
	for range n {
		x = (x ^ fnv64(byte(v))) * 1099511628211
		v >>= 8
	}
	*h = x
}

// bytes feeds every byte of b.
func (h *fnv64) bytes(b []byte) {
	x := *h
	for _, c := range b {
		x = (x ^ fnv64(c)) * 1099511628211
	}
	*h = x
}

// string feeds the length of s, then its bytes.
func (h *fnv64) string(s string) {
	h.uint(uint64(len(s)), 8)
	x := *h
	for i := range len(s) {
		x = (x ^ fnv64(s[i])) * 1099511628211
	}
	*h = x
}
