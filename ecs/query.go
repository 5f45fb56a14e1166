package ecs

// A query finds the archetype tables whose component set contains the
// query's types and its With filters and none of its Without filters. The
// matching tables are cached: a query remembers how many of the world's tables
// it has examined and only looks at tables created since (tables are never
// deleted), so after the first use the cost per iteration is a length compare.
//
// Query1 to Query4 (query1.go ... query4.go) are the same code for one to four
// component types, generated from one template; read query1.go.

//go:generate go run ./internal/gen

// queryBase is the part of a query that does not depend on its types.
type queryBase struct {
	w                *World
	include, exclude mask
	ids              [4]compID // the typed components, in order
	seen             int       // w.tables[:seen] have been examined
}

func newQueryBase(w *World, filters []Filter, ids ...compID) queryBase {
	q := queryBase{w: w}
	q.include, q.exclude = filterMasks(w, filters)
	for i, id := range ids {
		q.ids[i] = id
		q.include.set(id)
	}
	return q
}

// nextNew returns the next table created since the last call that matches,
// or nil when there is none.
func (q *queryBase) nextNew() *table {
	for q.seen < len(q.w.tables) {
		t := q.w.tables[q.seen]
		q.seen++
		if t.mask.containsAll(q.include) && !t.mask.containsAny(q.exclude) {
			return t
		}
	}
	return nil
}

// worldHasNewTables reports whether the world has created tables since this
// query last looked, so that the query must examine them.
func (q *queryBase) worldHasNewTables() bool { return q.seen < len(q.w.tables) }
