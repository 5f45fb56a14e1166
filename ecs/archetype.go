package ecs

import "slices"

// table is an archetype: every entity with exactly the component set mask,
// stored as one column per component plus the entity of each row, all
// indexed by the same row. Removing a row swaps the last row into its place,
// so the columns stay packed.
type table struct {
	id          uint32 // index in World.tables
	mask        mask
	ids         []compID // sorted component IDs, parallel to columns
	columns     []column
	colIndex    []int16    // compID -> index into columns, -1 if absent
	rowEntities []Entity   // rowEntities[r] is the entity whose components are in row r
	ticks       []colTicks // per column: when it last gained or handed out a component (changes.go)
	marks       uint64     // how many times ticks were marked (changes.go)

	// Cached edges: the table reached by adding or removing one component,
	// indexed by compID (nil = not computed yet).
	addEdges    []*edge
	removeEdges []*edge
}

// newTable returns an empty table numbered id for the component set m, with
// one column per component type of m, made by reg.
func newTable(id uint32, m mask, reg *registry) *table {
	t := &table{id: id, mask: m}
	for id := range reg.infos {
		if m.has(compID(id)) {
			t.ids = append(t.ids, compID(id))
		}
	}
	size := 0
	if n := len(t.ids); n > 0 {
		size = int(t.ids[n-1]) + 1
	}
	t.colIndex = slices.Repeat([]int16{-1}, size)
	for i, id := range t.ids {
		t.colIndex[id] = int16(i)
		t.columns = append(t.columns, reg.infos[id].newColumn())
	}
	t.ticks = make([]colTicks, len(t.columns))
	return t
}

// column returns the index of id's column in t, or -1.
func (t *table) column(id compID) int {
	if int(id) < len(t.colIndex) {
		return int(t.colIndex[id])
	}
	return -1
}

// columnOf returns t's column of T; t must have one.
func columnOf[T any](t *table, id compID) *typedColumn[T] {
	return t.columns[t.colIndex[id]].(*typedColumn[T])
}

func (t *table) len() int { return len(t.rowEntities) }

// addRows appends n zero-valued rows to t and returns the first new row.
// The caller fills in rowEntities for them.
func (t *table) addRows(n int) int {
	row := len(t.rowEntities)
	t.rowEntities = slices.Grow(t.rowEntities, n)[:row+n]
	for _, c := range t.columns {
		c.extend(n)
	}
	return row
}

// An edge is a cached step between two tables that differ by one component,
// with the column correspondence worked out once, so that moving an entity
// along it is a plain loop over column pairs.
type edge struct {
	to      *table
	pairs   []colPair // columns both tables have
	srcOnly []int     // source columns the destination lacks (the removed one)
	dstOnly []int     // destination columns the source lacks (the added one)
	carried uint64    // the source's marks when they were last carried along (changes.go)
}

// colPair is a source column and the destination column of the same type.
type colPair struct{ src, dst int }

func newEdge(src, dst *table) *edge {
	e := &edge{to: dst}
	for i, id := range src.ids {
		if j := dst.column(id); j >= 0 {
			e.pairs = append(e.pairs, colPair{i, j})
		} else {
			e.srcOnly = append(e.srcOnly, i)
		}
	}
	for j, id := range dst.ids {
		if src.column(id) < 0 {
			e.dstOnly = append(e.dstOnly, j)
		}
	}
	return e
}

// setEdge stores e at index id of edges, growing edges if needed.
func setEdge(edges []*edge, id compID, e *edge) []*edge {
	if int(id) >= len(edges) {
		edges = append(edges, make([]*edge, int(id)+1-len(edges))...)
	}
	edges[id] = e
	return edges
}
