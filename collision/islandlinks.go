package collision

import (
	"cmp"
	"slices"
	"sync/atomic"
)

// Finding the islands on every worker.
//
// The islands are the connected groups of the graph whose nodes are the
// awake bodies and whose edges are the pairs. At a hundred thousand
// awake bodies the union-find over a hundred thousand pairs, and the
// numbering of the islands after it, were a good part of a step on one
// core while the other workers waited. Here the pool shares them:
//
//  1. link: every pair joins the sets of its two bodies, by hanging the
//     higher of their two roots under the lower one. Every link hangs a
//     body under a lower one, so each set's root is its lowest body
//     whatever order the links came in: the sets are the islands, and
//     their roots the same, with any number of workers. Most pairs join
//     bodies close to each other in the grid's order, so the link comes
//     in two rounds. First each piece of the bodies links the pairs that
//     lie wholly inside it, with plain reads and writes: no other worker
//     touches those bodies then, and the atomic operations below make
//     the processor wait for its memory, which a plain one does not.
//     Then the pieces of the pairs link the few pairs that reach from one
//     piece of the bodies into another, with a compare-and-swap, which
//     fails, and is tried again from the new roots, when another worker
//     hung that root first.
//  2. find roots: each piece of the bodies points every paired body
//     straight at its root and counts the roots among its bodies.
//  3. number: the roots are numbered in index order (each piece starts
//     after the roots of the pieces before it), then every other body
//     takes its root's number: the numbers one loop in index order gives.
//
// While the pieces link across pieces, and while they find the roots,
// one worker's find may read a parent that another is changing; every
// read and write of a parent in those rounds is atomic, so a reader sees
// the old parent or the new one, and both lead to the same root. The
// round inside the pieces needs none: each worker reads and writes only
// its own piece's bodies then.
//
// Bar: the median step within 16 ms of "100,000 colliding cubes"
// (on one core, finding the islands was a good part of its landing).

// islandPiece is how many pairs or bodies one piece of the islands'
// work holds.
const islandPiece = 4096

// linkInsidePieceOf joins the sets of the pairs whose two bodies are both
// in piece k of the bodies, and marks paired (to be numbered later) the
// bodies of piece k that are the first body a of some pair or fixed
// pair, and the second body b of a pair inside the piece. The pairs and
// the fixed pairs are in the order of their body a (as the grid's queries
// list them), so the piece's are one run of each, found by a binary
// search. It writes only the bodies of piece k.
func (is *islands) linkInsidePieceOf(k int) {
	lo, hi := int32(k*islandPiece), int32(min(len(is.id), (k+1)*islandPiece))
	for _, p := range pairsFrom(is.linking, lo, hi) {
		is.id[p.a] = 0
		if lo <= p.b && p.b < hi { // the same test as linkAcrossPieceOf's, turned round
			is.id[p.b] = 0
			is.linkInside(p.a, p.b)
		}
	}
	for _, p := range pairsFrom(is.linkingFixed, lo, hi) {
		is.id[p.a] = 0
	}
}

// linkAcrossPieceOf joins the sets of the pairs of piece k of the pairs
// that reach from one piece of the bodies into another, and marks their
// second body paired (their first was marked by its own piece).
func (is *islands) linkAcrossPieceOf(k int) {
	for _, p := range pieceOf(is.linking, k) {
		if p.a/islandPiece != p.b/islandPiece {
			is.link(p.a, p.b)
			atomic.StoreInt32(&is.id[p.b], 0)
		}
	}
}

// pairsFrom is the run of pairs whose body a lies from lo up to hi (left
// out), in pairs that are in the order of their body a.
func pairsFrom(pairs []contactPair, lo, hi int32) []contactPair {
	first, _ := slices.BinarySearchFunc(pairs, lo, byFirstBody)
	end, _ := slices.BinarySearchFunc(pairs[first:], hi, byFirstBody)
	return pairs[first : first+end]
}

// byFirstBody compares a pair's body a with a body, for the binary search.
func byFirstBody(p contactPair, a int32) int { return cmp.Compare(p.a, a) }

// linkInside is link for two bodies of a piece of the bodies that no
// other worker reads or writes meanwhile: their sets lie inside the
// piece, since only the piece's own pairs have been linked so far.
func (is *islands) linkInside(a, b int32) {
	ra, rb := is.find(a), is.find(b)
	if ra == rb {
		return
	}
	is.parent[max(ra, rb)] = min(ra, rb)
}

// find returns the root of i's set, halving the path on the way, for a
// set that no other worker reads or writes meanwhile.
func (is *islands) find(i int32) int32 {
	for {
		p := is.parent[i]
		if p == i {
			return i
		}
		g := is.parent[p]
		is.parent[i] = g
		i = g
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
		if atomic.LoadInt32(&is.parent[i]) != r { // most point there already: spare them the atomic write
			atomic.StoreInt32(&is.parent[i], r)
		}
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
