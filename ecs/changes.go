package ecs

// Change detection: which entities a query with an [Added] or [Changed]
// filter sees. Go cannot see a write through a pointer, so the world keeps
// ticks per table and per component column instead, and counts as a write
// every place that hands out a pointer to a component:
//
//   - a loop over a query (All, Tables or Parallel) marks each component
//     type of the query changed in every table it visits, unless the query
//     promises with [ReadOnly] only to read that type;
//   - [Get], [TryGet] and [Rows] mark their table's column changed;
//   - a row that arrives with a component new to it (created, or given it by
//     [Add], [AddAll] or [Commands.Add]) marks the column added and changed;
//     a row that moves to another table takes its columns' ticks with it.
//
// A loop of a query with an Added or Changed filter visits the tables
// whose watched columns were marked after the tick it remembers from its
// previous loop, and then remembers the world's tick. A [Scheduler] moves
// the tick on before and after each system it runs, so that a system's run
// has a tick of its own: a system sees what every other system, the code
// between frames and the commands applied after a run wrote since it last
// ran, and never the writes of its own run, made in the run's tick. Outside a scheduler each such loop moves the
// tick on, and a query sees what changed since its own previous loop.
//
// The rule works per table: an Added or Changed filter passes or skips a
// table as a whole, so it sees every entity of a table in which one
// changed. It misses a write only through a pointer or column kept after
// its loop (or after Get returned) and written later, or through a query
// that promised ReadOnly.

// colTicks are the ticks at which a table's column last gained a component
// (a row created with it or given it) and was last handed out for writing.
type colTicks struct{ added, changed uint64 }

// markFresh marks column col of t added and changed now: its new rows
// just got their values. Like every mark, it counts in t.marks only if
// it changes a tick (see carry).
func (w *World) markFresh(t *table, col int) {
	if now := (colTicks{w.tick, w.tick}); t.ticks[col] != now {
		t.ticks[col] = now
		t.marks++
	}
}

// carry raises the ticks of ed's destination to those of src where they
// are newer, as rows move from src along ed. The edge remembers how many
// marks had changed src's ticks when it last carried, so a move along it
// with none since costs one comparison.
func carry(ed *edge, src *table) {
	if src.marks == ed.carried {
		return
	}
	dst := ed.to
	for _, p := range ed.pairs {
		s, d := src.ticks[p.src], &dst.ticks[p.dst]
		if up := (colTicks{max(d.added, s.added), max(d.changed, s.changed)}); up != *d {
			*d = up
			dst.marks++
		}
	}
	ed.carried = src.marks
}

// runSystem starts (on) or ends a system's run under a [Scheduler]: either
// way the tick moves on, so that the run's marks have a tick of their own.
func (w *World) runSystem(on bool) {
	w.tick++
	w.inSystem = on
}

// markChanged marks column col of t changed now.
func (w *World) markChanged(t *table, col int) {
	if t.ticks[col].changed != w.tick {
		t.ticks[col].changed = w.tick
		t.marks++
	}
}

// watch is what a query's Added, Changed and ReadOnly filters ask for.
type watch struct {
	added, changed []compID // the watched types
	last           uint64   // the world's tick at the query's previous loop
}

// passes reports whether a loop of q visits t: always without a watch,
// and otherwise when every watched column was marked after q's last loop.
func (q *queryBase) passes(t *table) bool {
	if q.watch == nil {
		return true
	}
	for _, id := range q.watch.added {
		if t.ticks[t.colIndex[id]].added <= q.watch.last {
			return false
		}
	}
	for _, id := range q.watch.changed {
		if t.ticks[t.colIndex[id]].changed <= q.watch.last {
			return false
		}
	}
	return true
}

// visiting returns the matches a loop of q visits, out of all, reusing buf,
// and marks the columns the loop hands out changed in each. A watching
// query then remembers the tick and moves the world's on.
func visiting[M interface{ table() *table }](q *queryBase, all, buf []M) []M {
	tick := q.w.tick
	if q.watch == nil {
		for _, m := range all {
			q.mark(m.table(), tick)
		}
		return all
	}
	buf = buf[:0]
	for _, m := range all {
		if t := m.table(); q.passes(t) {
			q.mark(t, tick)
			buf = append(buf, m)
		}
	}
	q.watch.last = tick
	if !q.w.inSystem {
		q.w.tick++
	}
	return buf
}

// mark marks the columns of t that q hands out changed at tick.
func (q *queryBase) mark(t *table, tick uint64) {
	for _, id := range q.writes[:q.nw] {
		if c := &t.ticks[t.colIndex[id]]; c.changed != tick {
			c.changed = tick
			t.marks++
		}
	}
}
