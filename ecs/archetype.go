package ecs

import "slices"

// table is an archetype: every entity with exactly the component set mask,
// stored as one column per component plus the list of entities, all indexed
// by the same row. Removing a row swaps the last row into its place, so the
// columns stay packed.
type table struct {
	id       uint32 // index in World.tables
	mask     mask
	ids      []compID // sorted component IDs, parallel to columns
	columns  []column
	colIndex []int16 // compID -> index into columns, -1 if absent
	entities []Entity

	// Cached edges: the table reached by adding or removing one component,
	// indexed by compID (nil = not computed yet).
	addEdges    []*edge
	removeEdges []*edge
}

// column returns the index of id's column in t, or -1.
func (t *table) column(id compID) int {
	if int(id) < len(t.colIndex) {
		return int(t.colIndex[id])
	}
	return -1
}

func (t *table) len() int { return len(t.entities) }

// tableFor returns the table for mask m, creating it if needed. Entities are
// usually created in runs of the same kind, so the last table found is
// checked before the map.
func (w *World) tableFor(m mask) *table {
	if w.lastTable != nil && w.lastTable.mask == m {
		return w.lastTable
	}
	t, ok := w.byMask[m]
	if !ok {
		t = w.newTable(m)
	}
	w.lastTable = t
	return t
}

func (w *World) newTable(m mask) *table {
	t := &table{id: uint32(len(w.tables)), mask: m}
	for id := range w.reg.infos {
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
		t.columns = append(t.columns, w.reg.infos[id].newColumn())
	}
	w.byMask[m] = t
	w.tables = append(w.tables, t)
	return t
}

// An edge is a cached step between two tables that differ by one component,
// with the column correspondence worked out once, so that moving an entity
// along it is a plain loop over column pairs.
type edge struct {
	to      *table
	pairs   []colPair // columns both tables have
	srcOnly []int     // source columns the destination lacks (the removed one)
	dstOnly []int     // destination columns the source lacks (the added one)
}

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

// addEdge returns the edge from t to the table for t's set plus id.
func (w *World) addEdge(t *table, id compID) *edge {
	if int(id) < len(t.addEdges) && t.addEdges[id] != nil {
		return t.addEdges[id]
	}
	m := t.mask
	m.set(id)
	e := newEdge(t, w.tableFor(m))
	t.addEdges = setEdge(t.addEdges, id, e)
	return e
}

// removeEdge returns the edge from t to the table for t's set minus id.
func (w *World) removeEdge(t *table, id compID) *edge {
	if int(id) < len(t.removeEdges) && t.removeEdges[id] != nil {
		return t.removeEdges[id]
	}
	m := t.mask
	m.clear(id)
	e := newEdge(t, w.tableFor(m))
	t.removeEdges = setEdge(t.removeEdges, id, e)
	return e
}

func setEdge(edges []*edge, id compID, e *edge) []*edge {
	if int(id) >= len(edges) {
		edges = append(edges, make([]*edge, int(id)+1-len(edges))...)
	}
	edges[id] = e
	return edges
}

// addRows appends n zero-valued rows to t and returns the first new row.
func (t *table) addRows(n int) int {
	row := len(t.entities)
	t.entities = slices.Grow(t.entities, n)[:row+n]
	for _, c := range t.columns {
		c.extend(n)
	}
	return row
}
