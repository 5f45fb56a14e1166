package ecs

// A query finds the archetype tables whose component set contains the
// query's types and its With filters and none of its Without filters. The
// matching tables are cached: a query remembers how many of the world's tables
// it has examined and only looks at tables created since (tables are never
// deleted), so after the first use the cost per iteration is a length compare.
//
// Query1 to Query8 (query1.go ... query8.go) are the same code for one to
// eight component types, generated from one template; read query3.go.
//
// A query is read in one of three ways:
//
//   - All: a range loop, one entity at a time;
//   - Tables: a range loop per table, over plain column slices (Columns):
//     the form for hot loops;
//   - Parallel: the per-table form, cut into chunks shared out among workers.
//
// The range forms lock the world while the loop runs and the iterator
// unlocks it when the loop ends, at the last entity or by break or return;
// after a panic in the loop body, the scheduler unlocks it (the package
// doc's Iteration section says why the unlock is not deferred).
//
// Go inlines both range forms into the loop that ranges over them, and the
// loop body into the iterator, so All and Tables compile to plain nested
// loops over the matching tables' columns.

//go:generate go run ./internal/gen

// queryBase is the part of a query that does not depend on its types.
type queryBase struct {
	w *World
	selection
	ids  [8]compID  // the typed components, in order
	n    int        // how many of ids are used
	seen int        // w.tables[:seen] have been examined
	par  *chunkPlan // the chunks of a Parallel run, made on first use

	writes [8]compID // the typed components its loops mark changed (changes.go)
	nw     int       // how many of writes are used
	watch  *watch    // its Added and Changed filters; nil without any
}

// chunkPlan returns the query's plan for a Parallel run, emptied.
func (q *queryBase) chunkPlan() *chunkPlan {
	if q.par == nil {
		q.par = &chunkPlan{}
	}
	q.par.reset()
	return q.par
}

// newQueryBase builds the masks of a query made by op (for example
// "NewQuery3") over the component types ids. It panics if a type is given
// twice (two pointers to one value) or if a filter excludes a type the query
// requires (a query that can never match).
func newQueryBase(w *World, op string, filters []Filter, ids ...compID) queryBase {
	q := queryBase{w: w, n: len(ids), selection: filterMasks(w, filters)}
	copy(q.ids[:], ids)
	q.include = union(q.include, w.maskOfIDs(op, ids))
	mustNotContradict(w, op, q.include, q.exclude)
	for _, id := range ids {
		if !q.readOnly.has(id) {
			q.writes[q.nw] = id
			q.nw++
		}
	}
	if q.added != (mask{}) || q.changed != (mask{}) {
		q.watch = &watch{added: w.idsIn(q.added), changed: w.idsIn(q.changed)}
	}
	return q
}

// idsIn returns the component IDs in m, in order.
func (w *World) idsIn(m mask) []compID {
	var ids []compID
	for id := range compID(len(w.reg.infos)) {
		if m.has(id) {
			ids = append(ids, id)
		}
	}
	return ids
}

// nextNew returns the next table created since the last call that matches,
// or nil when there is none.
func (q *queryBase) nextNew() *table {
	for q.seen < len(q.w.tables) {
		t := q.w.tables[q.seen]
		q.seen++
		if q.matches(t.mask) {
			return t
		}
	}
	return nil
}

// worldHasNewTables reports whether the world has created tables since this
// query last looked, so that the query must examine them.
func (q *queryBase) worldHasNewTables() bool { return q.seen < len(q.w.tables) }
