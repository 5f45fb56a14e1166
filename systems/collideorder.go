package systems

import (
	"slices"

	"cubefall/ecs"
)

// The awake bodies' rows in the grid's order.
//
// The collide system reads the awake bodies' rows in table order (gather)
// and works on them in the grid's order, which keeps neighbours in space
// next to each other in memory. Between the two, the grid's sort copies
// every body to its place, and the scatter reads each body back for its
// row: in whatever order the tables happen to be, both are reads at
// random, and at a hundred thousand awake bodies (megabytes of them, more than
// the caches hold) most of them wait for memory. So now and then, after
// the scatter, the rows are put in the grid's order (ecs.World.Reorder);
// until the bodies have moved on a lot, both passes then read the bodies
// nearly in order.
//
// The engine orders the bodies of a grid cell by their entities, not by
// the order they were handed in (see the package doc of collision), so
// where the rows are put changes how fast a step runs and never the
// motion. Bars: the 100k rain's ratio to the 10k one (performance page,
// "Collisions") and the median step of "100,000 colliding cubes".

// rowOrderEvery is how many steps go between two reorderings: about half a
// second, in which a falling cube crosses a cell's height at most once or
// twice, and one reordering, a pass at random over every column of the
// awake tables, costs about as much as one scatter.
const rowOrderEvery = 30

// orderRows puts the awake bodies' rows in the grid's order in the
// system's first step (a scene's entities are made in an order of their
// own) and every rowOrderEvery steps after. It runs after the scatter,
// when no query is open and before any body changes table, while the runs
// still hold the rows' entities: each goes to its body's place.
func (col *Collisions) orderRows(w *ecs.World) {
	due := col.sinceOrder == 0
	col.sinceOrder = (col.sinceOrder + 1) % rowOrderEvery
	if !due {
		return
	}
	col.order = slices.Grow(col.order[:0], col.Len())[:col.Len()]
	for k := range col.runs {
		r := &col.runs[k]
		for i, e := range r.es {
			col.order[col.Place(r.at+i)] = e
		}
	}
	w.Reorder(col.order)
}
