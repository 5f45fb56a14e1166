package systems

import "sync/atomic"

// Finding the islands on every worker.
//
// The islands are the connected groups of the graph whose nodes are the
// awake bodies and whose edges are the pairs. At a hundred thousand
// awake bodies the union-find over a hundred thousand pairs, and the
// numbering of the islands after it, took about a tenth of a step on one
// core while the other workers waited. Here the pool shares them:
//
//  1. link: each piece of the pairs joins its pairs' sets. A set is
//     joined to another by hanging the higher of their two roots under
//     the lower one with a compare-and-swap, which fails, and is tried
//     again from the new roots, when another worker hung that root first.
//     Every link hangs a body under a lower one, so each set's root is
//     its lowest body whatever order the links came in: the sets are the
//     islands, and their roots the same, with any number of workers.
//  2. find roots: each piece of the bodies points every paired body
//     straight at its root and counts the roots among its bodies.
//  3. number: the roots are numbered in index order (each piece starts
//     after the roots of the pieces before it), then every other body
//     takes its root's number: the numbers one loop in index order gives.
//
// While the pieces link, one worker's find may read a parent that
// another is changing; every read and write of a parent in those phases
// is atomic, so a reader sees the old parent or the new one, and both
// lead to the same root.

// islandPiece is how many pairs or bodies one piece of the islands'
// work holds.
const islandPiece = 4096

// linkPieceOf joins the sets of piece k of the pairs and marks their
// bodies paired, and marks the awake body of piece k of the fixed pairs.
func (is *islands) linkPieceOf(k int) {
	for _, p := range pieceOf(is.linking, k) {
		is.link(p.a, p.b)
		atomic.StoreInt32(&is.id[p.a], 0) // paired: numbered later
		atomic.StoreInt32(&is.id[p.b], 0)
	}
	for _, p := range pieceOf(is.linkingFixed, k) {
		atomic.StoreInt32(&is.id[p.a], 0)
	}
}

// pieceOf is piece k of s, islandPiece long (the last one shorter, or
// empty when s has fewer pieces).
func pieceOf[T any](s []T, k int) []T {
	lo := min(len(s), k*islandPiece)
	return s[lo:min(len(s), lo+islandPiece)]
}

// link joins the sets of a and b: the higher root goes under the lower.
func (is *islands) link(a, b int32) {
	for {
		ra, rb := is.findShared(a), is.findShared(b)
		if ra == rb {
			return
		}
		if rb < ra {
			ra, rb = rb, ra
		}
		if atomic.CompareAndSwapInt32(&is.parent[rb], rb, ra) {
			return
		}
	}
}

// findShared returns the root of i's set while other workers may be
// linking, halving the path on the way. A parent is only ever replaced
// by one of its ancestors, so a halving that loses to another worker's
// change is simply left out.
func (is *islands) findShared(i int32) int32 {
	for {
		p := atomic.LoadInt32(&is.parent[i])
		if p == i {
			return i
		}
		g := atomic.LoadInt32(&is.parent[p])
		if g != p {
			atomic.CompareAndSwapInt32(&is.parent[i], p, g)
		}
		i = g
	}
}

// rootPieceOf points every paired body of piece k at its root and counts
// the piece's roots. Other pieces' finds may pass through this piece's
// bodies, hence the atomic writes.
func (is *islands) rootPieceOf(k int) {
	roots := int32(0)
	lo := k * islandPiece
	for i := lo; i < min(len(is.id), lo+islandPiece); i++ {
		if is.id[i] < 0 {
			continue
		}
		r := is.findShared(int32(i))
		atomic.StoreInt32(&is.parent[i], r)
		roots += b2i32(r == int32(i))
	}
	is.roots[k] = roots
}

// numberRootsOf numbers the roots of piece k, in index order, from the
// number after the roots of the pieces before it (is.roots holds those
// starts by now).
func (is *islands) numberRootsOf(k int) {
	next := is.roots[k]
	lo := k * islandPiece
	for i := lo; i < min(len(is.id), lo+islandPiece); i++ {
		if is.id[i] >= 0 && is.parent[i] == int32(i) {
			is.id[i] = next
			next++
		}
	}
}

// numberOthersOf gives every other paired body of piece k its root's
// number.
func (is *islands) numberOthersOf(k int) {
	lo := k * islandPiece
	for i := lo; i < min(len(is.id), lo+islandPiece); i++ {
		if r := is.parent[i]; is.id[i] >= 0 && r != int32(i) {
			is.id[i] = is.id[r]
		}
	}
}

// resetPieceOf makes every body of piece k a set of its own, in no pair.
func (is *islands) resetPieceOf(k int) {
	lo := k * islandPiece
	for i := lo; i < min(len(is.id), lo+islandPiece); i++ {
		is.parent[i], is.id[i] = int32(i), -1
	}
}

// b2i32 is 1 for true and 0 for false.
func b2i32(b bool) int32 {
	if b {
		return 1
	}
	return 0
}
