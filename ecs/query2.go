package ecs

// Query2 finds the entities that have a component of each of the types A, B
// and pass the query's filters. Build it once (for example in a system's
// Init) and keep it: it caches the matching tables.
type Query2[A, B any] struct {
	queryBase
	tables []match2[A, B]
}

// match2 is one matching table with its columns looked up once.
type match2[A, B any] struct {
	t *table
	a *typedColumn[A]
	b *typedColumn[B]
}

// NewQuery2 returns a query over entities with A, B that pass every filter.
func NewQuery2[A, B any](w *World, filters ...Filter) *Query2[A, B] {
	return &Query2[A, B]{queryBase: newQueryBase(w, filters, idOf[A](w), idOf[B](w))}
}

// refresh adds the tables created since the last call that match.
func (q *Query2[A, B]) refresh() {
	if !q.stale() {
		return
	}
	for t := q.nextNew(); t != nil; t = q.nextNew() {
		q.tables = append(q.tables, match2[A, B]{t, columnOf[A](t, q.ids[0]), columnOf[B](t, q.ids[1])})
	}
}

// Count returns the number of matching entities.
func (q *Query2[A, B]) Count() int {
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
func (q *Query2[A, B]) EachTable(fn func(entities []Entity, a []A, b []B)) {
	q.refresh()
	q.w.lock()
	defer q.w.unlock()
	for _, m := range q.tables {
		if n := m.t.len(); n > 0 {
			fn(m.t.entities[:n:n], m.a.data[:n:n], m.b.data[:n:n])
		}
	}
}

// Iter returns a cursor over the matching entities, one at a time:
//
//	for it := q.Iter(); it.Next(); {
//		... := it.Get()
//	}
//
// The world is locked until Next returns false or [Cursor2.Close] is called;
// call Close when leaving the loop early.
func (q *Query2[A, B]) Iter() *Cursor2[A, B] {
	q.refresh()
	q.w.lock()
	return &Cursor2[A, B]{q: q, row: -1, open: true}
}

// Cursor2 walks the entities of a [Query2]; make one with [Query2.Iter].
type Cursor2[A, B any] struct {
	q    *Query2[A, B]
	next int // next index into q.tables
	row  int
	es   []Entity
	a    []A
	b    []B
	open bool
}

// Next moves to the next entity and reports whether there is one. When it
// returns false the cursor is closed.
func (c *Cursor2[A, B]) Next() bool {
	c.row++
	if c.row < len(c.es) {
		return true
	}
	return c.nextTable()
}

// nextTable moves to the start of the next non-empty table.
func (c *Cursor2[A, B]) nextTable() bool {
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
		c.b = m.b.data[:n:n]
		return true
	}
	c.Close()
	return false
}

// Entity returns the current entity.
func (c *Cursor2[A, B]) Entity() Entity { return c.es[c.row] }

// Get returns pointers to the current entity's components, valid until the
// cursor moves on.
func (c *Cursor2[A, B]) Get() (*A, *B) { return &c.a[c.row], &c.b[c.row] }

// Close ends the iteration and unlocks the world. It is needed only when
// leaving the loop before Next returns false, and safe to call twice.
func (c *Cursor2[A, B]) Close() {
	if c.open {
		c.open = false
		c.q.w.unlock()
	}
	c.row = 0
	c.es = nil
	c.a = nil
	c.b = nil
}
