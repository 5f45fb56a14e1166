package ecs

// Query1 finds the entities that have a component of type A
// and pass the query's filters. Build it once (for example in a system's
// Init) and keep it: it caches the matching tables.
type Query1[A any] struct {
	queryBase
	tables []match1[A]
}

// match1 is one matching table with its columns looked up once.
type match1[A any] struct {
	t *table
	a *typedColumn[A]
}

// NewQuery1 returns a query over entities with A that pass every filter.
func NewQuery1[A any](w *World, filters ...Filter) *Query1[A] {
	return &Query1[A]{queryBase: newQueryBase(w, filters, idOf[A](w))}
}

// refresh adds the tables created since the last call that match.
func (q *Query1[A]) refresh() {
	if !q.stale() {
		return
	}
	for t := q.nextNew(); t != nil; t = q.nextNew() {
		q.tables = append(q.tables, match1[A]{t, columnOf[A](t, q.ids[0])})
	}
}

// Count returns the number of matching entities.
func (q *Query1[A]) Count() int {
	q.refresh()
	n := 0
	for _, m := range q.tables {
		n += m.t.len()
	}
	return n
}

// EachTable calls fn once per matching non-empty table with its entities and
// component columns, all of the same length: the fastest way to run a loop
// over many entities. The world is locked while fn runs: record structural
// changes with [World.Commands]. Do not keep the slices after fn returns.
func (q *Query1[A]) EachTable(fn func(entities []Entity, a []A)) {
	q.refresh()
	q.w.lock()
	defer q.w.unlock()
	for _, m := range q.tables {
		if n := m.t.len(); n > 0 {
			fn(m.t.entities[:n:n], m.a.data[:n:n])
		}
	}
}

// Iter returns a cursor over the matching entities, one at a time:
//
//	for it := q.Iter(); it.Next(); {
//		... := it.Get()
//	}
//
// The world is locked until Next returns false or [Cursor1.Close] is called;
// call Close when leaving the loop early.
func (q *Query1[A]) Iter() *Cursor1[A] {
	q.refresh()
	q.w.lock()
	return &Cursor1[A]{q: q, row: -1, open: true}
}

// Cursor1 walks the entities of a [Query1]; make one with [Query1.Iter].
type Cursor1[A any] struct {
	q    *Query1[A]
	next int // next index into q.tables
	row  int
	es   []Entity
	a    []A
	open bool
}

// Next moves to the next entity and reports whether there is one. When it
// returns false the cursor is closed.
func (c *Cursor1[A]) Next() bool {
	c.row++
	if c.row < len(c.es) {
		return true
	}
	return c.nextTable()
}

// nextTable moves to the start of the next non-empty table.
func (c *Cursor1[A]) nextTable() bool {
	for c.open && c.next < len(c.q.tables) {
		m := c.q.tables[c.next]
		c.next++
		n := m.t.len()
		if n == 0 {
			continue
		}
		c.row = 0
		c.es = m.t.entities[:n:n]
		c.a = m.a.data[:n:n]
		return true
	}
	c.Close()
	return false
}

// Entity returns the current entity.
func (c *Cursor1[A]) Entity() Entity { return c.es[c.row] }

// Get returns pointers to the current entity's components, valid until the
// cursor moves on.
func (c *Cursor1[A]) Get() *A { return &c.a[c.row] }

// Close ends the iteration and unlocks the world. It is needed only when
// leaving the loop before Next returns false, and safe to call twice.
func (c *Cursor1[A]) Close() {
	if c.open {
		c.open = false
		c.q.w.unlock()
	}
	c.row = 0
	c.es = nil
	c.a = nil
}
