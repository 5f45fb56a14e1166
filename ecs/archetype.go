package ecs

import "slices"

// table is an archetype: every entity with exactly the component set mask,
// stored as one column per component plus the list of entities, all indexed
// by the same row. Removing a row swaps the last row into its place, so the
// columns stay packed.
type table struct {
	mask     mask
	ids      []compID // sorted component IDs, parallel to columns
	columns  []column
	colIndex []int16 // compID -> index into columns, -1 if absent
	entities []Entity

	// Cached edges: the table reached by adding or removing one component,
	// indexed by compID (nil = not computed yet).
	addEdges    []*table
	removeEdges []*table
}

// column returns the index of id's column in t, or -1.
func (t *table) column(id compID) int {
	if int(id) < len(t.colIndex) {
		return int(t.colIndex[id])
	}
	return -1
}

func (t *table) len() int { return len(t.entities) }

// tableFor returns the table for mask m, creating it if needed.
func (w *World) tableFor(m mask) *table {
	if t, ok := w.byMask[m]; ok {
		return t
	}
	return w.newTable(m)
}

func (w *World) newTable(m mask) *table {
	t := &table{mask: m}
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

// withComponent returns the table for t's set plus id (cached edge).
func (w *World) withComponent(t *table, id compID) *table {
	if int(id) < len(t.addEdges) && t.addEdges[id] != nil {
		return t.addEdges[id]
	}
	m := t.mask
	m.set(id)
	dst := w.tableFor(m)
	t.addEdges = setEdge(t.addEdges, id, dst)
	dst.removeEdges = setEdge(dst.removeEdges, id, t)
	return dst
}

// withoutComponent returns the table for t's set minus id (cached edge).
func (w *World) withoutComponent(t *table, id compID) *table {
	if int(id) < len(t.removeEdges) && t.removeEdges[id] != nil {
		return t.removeEdges[id]
	}
	m := t.mask
	m.clear(id)
	dst := w.tableFor(m)
	t.removeEdges = setEdge(t.removeEdges, id, dst)
	dst.addEdges = setEdge(dst.addEdges, id, t)
	return dst
}

func setEdge(edges []*table, id compID, dst *table) []*table {
	if int(id) >= len(edges) {
		edges = append(edges, make([]*table, int(id)+1-len(edges))...)
	}
	edges[id] = dst
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
