package ecs

// The NewBatch functions create n entities with the same component types in
// one step: the table is found once, its columns grow once, and fill sets each
// new row's values in place through pointers. They are the fast way to spawn
// many entities (see BenchmarkCreateBatch). fill may be nil to leave every
// component at its zero value; the world is locked while fill runs.

// NewBatch1 creates n entities with components A and calls fill once per
// new entity, with i from 0 to n-1.
func NewBatch1[A any](w *World, n int, fill func(i int, e Entity, a *A)) {
	w.mustUnlocked("NewBatch1", Entity{}, nil, fixNewEntity)
	mustCount("NewBatch1", n)
	ids := [...]compID{idOf[A](w)}
	tb := w.tableFor(batchMask("NewBatch1", w, ids[:]))
	row := w.spawnRows(tb, n)
	if fill == nil {
		return
	}
	a := columnOf[A](tb, ids[0]).data
	es := tb.entities
	w.lock()
	defer w.unlock()
	for i := range n {
		fill(i, es[row+i], &a[row+i])
	}
}

// NewBatch2 creates n entities with components A, B and calls fill once per
// new entity, with i from 0 to n-1.
func NewBatch2[A, B any](w *World, n int, fill func(i int, e Entity, a *A, b *B)) {
	w.mustUnlocked("NewBatch2", Entity{}, nil, fixNewEntity)
	mustCount("NewBatch2", n)
	ids := [...]compID{idOf[A](w), idOf[B](w)}
	tb := w.tableFor(batchMask("NewBatch2", w, ids[:]))
	row := w.spawnRows(tb, n)
	if fill == nil {
		return
	}
	a := columnOf[A](tb, ids[0]).data
	b := columnOf[B](tb, ids[1]).data
	es := tb.entities
	w.lock()
	defer w.unlock()
	for i := range n {
		fill(i, es[row+i], &a[row+i], &b[row+i])
	}
}

// NewBatch3 creates n entities with components A, B, C and calls fill once per
// new entity, with i from 0 to n-1.
func NewBatch3[A, B, C any](w *World, n int, fill func(i int, e Entity, a *A, b *B, c *C)) {
	w.mustUnlocked("NewBatch3", Entity{}, nil, fixNewEntity)
	mustCount("NewBatch3", n)
	ids := [...]compID{idOf[A](w), idOf[B](w), idOf[C](w)}
	tb := w.tableFor(batchMask("NewBatch3", w, ids[:]))
	row := w.spawnRows(tb, n)
	if fill == nil {
		return
	}
	a := columnOf[A](tb, ids[0]).data
	b := columnOf[B](tb, ids[1]).data
	c := columnOf[C](tb, ids[2]).data
	es := tb.entities
	w.lock()
	defer w.unlock()
	for i := range n {
		fill(i, es[row+i], &a[row+i], &b[row+i], &c[row+i])
	}
}

// NewBatch4 creates n entities with components A, B, C, D and calls fill once per
// new entity, with i from 0 to n-1.
func NewBatch4[A, B, C, D any](w *World, n int, fill func(i int, e Entity, a *A, b *B, c *C, d *D)) {
	w.mustUnlocked("NewBatch4", Entity{}, nil, fixNewEntity)
	mustCount("NewBatch4", n)
	ids := [...]compID{idOf[A](w), idOf[B](w), idOf[C](w), idOf[D](w)}
	tb := w.tableFor(batchMask("NewBatch4", w, ids[:]))
	row := w.spawnRows(tb, n)
	if fill == nil {
		return
	}
	a := columnOf[A](tb, ids[0]).data
	b := columnOf[B](tb, ids[1]).data
	c := columnOf[C](tb, ids[2]).data
	d := columnOf[D](tb, ids[3]).data
	es := tb.entities
	w.lock()
	defer w.unlock()
	for i := range n {
		fill(i, es[row+i], &a[row+i], &b[row+i], &c[row+i], &d[row+i])
	}
}

// batchMask returns the set of ids, panicking if a type repeats.
func batchMask(op string, w *World, ids []compID) mask {
	var m mask
	for _, id := range ids {
		if m.has(id) {
			panic("ecs: " + op + ": component type " + w.reg.name(id) + " is given twice; pass each component type once")
		}
		m.set(id)
	}
	return m
}
