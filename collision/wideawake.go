package collision

import (
	"cmp"
	"slices"
)

// Awake bodies too wide for the grid.
//
// The grid's cells are as wide as its widest body (see spatialGrid), so
// that two boxes that touch always sit in the same or in neighbouring
// cells. One awake box a million units wide (a falling platform, a
// floor made of a box that was pushed) would make every cell a million
// units wide: every body in one cell, and every query reading every
// body, which is a step that grows with the square of the bodies.
//
// So an awake body whose swept box is wider than wideHalf along some
// axis is a wide body, as a sleeper of that size is: it keeps its place
// in the grid's order, but it sets neither the cells' size nor the
// grid's box, and no query finds it (its entry has no box). Its pairs
// are found by testing it against every other awake body once, box
// against box: each body sorted before it tests it after its grid query
// (withWideAwake), and it tests each body sorted after it (laterTouching).
// Against the sleepers likewise: a wide body tests each sleeper once
// (sleepersTouching) instead of asking the sleepers' grids, where its
// query would walk every cell. A step with k wide bodies among n then
// costs about k·n box tests on top of the grid's work, which grows with
// n; scenes hold a few such bodies at most.
//
// The pairs are the same as the reference's (every pair tested), listed
// in the same place: a wide body's own pairs by the index of their other
// body, and a wide partner of another body among that body's partners in
// the order of their indices.
//
// It buys no speed bar but a bound: a falling platform under tens of
// thousands of cubes steps in time at all
// (TestAHugeAwakeBoxKeepsTheCellsSmall, and the scaling bar of
// BenchmarkHugeAwakeBox on the performance page).

// listWide lists the grid's wide bodies, in its order, reading only the
// pieces that hold one (copyPieceOf counted them).
func (g *spatialGrid) listWide(bodies []Body) {
	g.wide = g.wide[:0]
	for k, n := range g.wideAt {
		if n == 0 {
			continue
		}
		for at := k * pieceSize; at < min(len(bodies), (k+1)*pieceSize); at++ {
			if bodies[at].is(bodyWide) {
				g.wide = append(g.wide, int32(at))
			}
		}
	}
}

// laterTouching appends to out every awake body sorted after wide body
// i whose box touches its own, in their order, leaving out those that
// meet only the ground.
func (en *Engine) laterTouching(i int32, out []int32) []int32 {
	a := &en.awake[i]
	for j := i + 1; j < int32(len(en.awake)); j++ {
		if b := &en.awake[j]; !b.is(bodyGroundOnly) && boxesTouch(a, b) {
			out = append(out, j)
		}
	}
	return out
}

// withWideAwake adds to near, the grid's answer for awake body i, every
// wide body sorted after i whose box touches i's, each after the last
// body of near sorted before it: where the reference, which lists a
// body's partners in their order, meets it.
func (en *Engine) withWideAwake(i int32, near []int32) []int32 {
	for _, w := range en.grid.wide {
		if w <= i || en.awake[w].is(bodyGroundOnly) || !boxesTouch(&en.awake[i], &en.awake[w]) {
			continue
		}
		at := len(near)
		for at > 0 && near[at-1] > w {
			at--
		}
		near = append(near, 0)
		copy(near[at+1:], near[at:])
		near[at] = w
	}
	return near
}

// sleepersTouching appends every sleeper whose box touches wide awake
// body a's, leaving out those that woke since they were gathered, in the
// order of their IDs, as the reference meets them. Unlike a grid's query
// it has no cap (maxNear): a plate under a settled pile touches every
// cube of it, and each is one pair.
func (en *Engine) sleepersTouching(a *Body, out []int32) []int32 {
	start := len(out)
	for j := range en.sleepers {
		if boxesTouch(a, &en.sleepers[j]) && (len(en.wokenList) == 0 || !en.isWoken(en.sleeperID(int32(j)))) {
			out = append(out, int32(j))
		}
	}
	slices.SortFunc(out[start:], func(x, y int32) int { return cmp.Compare(en.sleeperID(x), en.sleeperID(y)) })
	return out
}
