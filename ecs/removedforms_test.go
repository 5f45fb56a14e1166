package ecs

// This file keeps, for misuse_test.go only, the query forms that are no
// longer part of the package's API (the cursor and EachTable), so that the
// misuse tests compile until they are rewritten for the surviving forms.
// Delete it together with the tests that use it.

// Cursor1 walks a Query1 one entity at a time.
type Cursor1[A any] struct{ cursor[A] }

// Cursor2 walks a Query2 one entity at a time.
type Cursor2[A, B any] struct {
	cursor[A]
	b []B
}

// cursor is the part of a cursor shared by both arities.
type cursor[A any] struct {
	w       *World
	name    string
	tables  []*table
	next    int
	row     int
	es      []Entity
	a       []A
	aID     compID
	open    bool
	onTable func(t *table, n int)
}

func (c *cursor[A]) Next() bool {
	c.row++
	if c.row < len(c.es) {
		return true
	}
	for c.open && c.next < len(c.tables) {
		t := c.tables[c.next]
		c.next++
		if n := t.len(); n > 0 {
			c.row, c.es, c.a = 0, t.rowEntities[:n], columnOf[A](t, c.aID).data[:n]
			if c.onTable != nil {
				c.onTable(t, n)
			}
			return true
		}
	}
	c.Close()
	return false
}

func (c *cursor[A]) on(op string) {
	if uint(c.row) >= uint(len(c.es)) {
		panic("ecs: " + c.name + "." + op + ": the cursor is not on an entity (Next was not called, or returned false); read it only after Next has returned true")
	}
}

func (c *cursor[A]) Entity() Entity { c.on("Entity"); return c.es[c.row] }

func (c *cursor[A]) Close() {
	if c.open {
		c.open = false
		c.w.unlock()
	}
	c.row, c.es = 0, nil
}

func (q *Query1[A]) Iter() *Cursor1[A] {
	q.begin()
	c := &Cursor1[A]{cursor[A]{w: q.w, name: "Cursor1", row: -1, open: true, aID: q.ids[0]}}
	for _, m := range q.tables {
		c.tables = append(c.tables, m.t)
	}
	return c
}

func (c *Cursor1[A]) Get() *A { c.on("Get"); return &c.a[c.row] }

func (q *Query2[A, B]) Iter() *Cursor2[A, B] {
	q.begin()
	c := &Cursor2[A, B]{cursor: cursor[A]{w: q.w, name: "Cursor2", row: -1, open: true, aID: q.ids[0]}}
	c.onTable = func(t *table, n int) { c.b = columnOf[B](t, q.ids[1]).data[:n] }
	for _, m := range q.tables {
		c.tables = append(c.tables, m.t)
	}
	return c
}

func (c *Cursor2[A, B]) Get() (*A, *B) { c.on("Get"); return &c.a[c.row], &c.b[c.row] }

func (q *Query1[A]) EachTable(fn func([]Entity, []A)) {
	q.refresh()
	q.w.lock()
	defer q.w.unlock()
	for _, m := range q.tables {
		if n := m.t.len(); n > 0 {
			fn(m.t.rowEntities[:n], m.a.data[:n])
		}
	}
}
