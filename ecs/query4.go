package ecs

// Query4 finds the entities that have a component of each of the types A, B, C, D
// and pass the query's filters. Build it once (for example in a system's
// Init) and keep it: it caches the matching tables.
type Query4[A, B, C, D any] struct {
	queryBase
	tables []match4[A, B, C, D]
}

// match4 is one matching table with its columns looked up once.
type match4[A, B, C, D any] struct {
	t *table
	a *typedColumn[A]
	b *typedColumn[B]
	c *typedColumn[C]
	d *typedColumn[D]
}

// NewQuery4 returns a query over entities with A, B, C, D that pass every filter.
func NewQuery4[A, B, C, D any](w *World, filters ...Filter) *Query4[A, B, C, D] {
	return &Query4[A, B, C, D]{queryBase: newQueryBase(w, filters, idOf[A](w), idOf[B](w), idOf[C](w), idOf[D](w))}
}

// refresh adds the tables created since the last call that match.
func (q *Query4[A, B, C, D]) refresh() {
	if !q.stale() {
		return
	}
	for t := q.nextNew(); t != nil; t = q.nextNew() {
		q.tables = append(q.tables, match4[A, B, C, D]{t, columnOf[A](t, q.ids[0]), columnOf[B](t, q.ids[1]), columnOf[C](t, q.ids[2]), columnOf[D](t, q.ids[3])})
	}
}

// Count returns the number of matching entities.
func (q *Query4[A, B, C, D]) Count() int {
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
func (q *Query4[A, B, C, D]) EachTable(fn func(entities []Entity, a []A, b []B, c []C, d []D)) {
	q.refresh()
	q.w.lock()
	defer q.w.unlock()
	for _, m := range q.tables {
		if n := m.t.len(); n > 0 {
			fn(m.t.entities[:n:n], m.a.data[:n:n], m.b.data[:n:n], m.c.data[:n:n], m.d.data[:n:n])
		}
	}
}

// Iter returns a cursor over the matching entities, one at a time:
//
//	for it := q.Iter(); it.Next(); {
//		... := it.Get()
//	}
//
// The world is locked until Next returns false or [Cursor4.Close] is called;
// call Close when leaving the loop early.
func (q *Query4[A, B, C, D]) Iter() *Cursor4[A, B, C, D] {
	q.refresh()
	q.w.lock()
	return &Cursor4[A, B, C, D]{q: q, row: -1, open: true}
}

// Cursor4 walks the entities of a [Query4]; make one with [Query4.Iter].
type Cursor4[A, B, C, D any] struct {
	q    *Query4[A, B, C, D]
	next int // next index into q.tables
	row  int
	es   []Entity
	a    []A
	b    []B
	c    []C
	d    []D
	open bool
}

// Next moves to the next entity and reports whether there is one. When it
// returns false the cursor is closed.
func (c *Cursor4[A, B, C, D]) Next() bool {
	c.row++
	if c.row < len(c.es) {
		return true
	}
	return c.nextTable()
}

// nextTable moves to the start of the next non-empty table.
func (c *Cursor4[A, B, C, D]) nextTable() bool {
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
		c.c = m.c.data[:n:n]
		c.d = m.d.data[:n:n]
		return true
	}
	c.Close()
	return false
}

// Entity returns the current entity.
func (c *Cursor4[A, B, C, D]) Entity() Entity { return c.es[c.row] }

// Get returns pointers to the current entity's components, valid until the
// cursor moves on.
func (c *Cursor4[A, B, C, D]) Get() (*A, *B, *C, *D) {
	return &c.a[c.row], &c.b[c.row], &c.c[c.row], &c.d[c.row]
}

// Close ends the iteration and unlocks the world. It is needed only when
// leaving the loop before Next returns false, and safe to call twice.
func (c *Cursor4[A, B, C, D]) Close() {
	if c.open {
		c.open = false
		c.q.w.unlock()
	}
	c.row = 0
	c.es = nil
	c.a = nil
	c.b = nil
	c.c = nil
	c.d = nil
}
