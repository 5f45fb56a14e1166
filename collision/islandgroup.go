package collision

// Grouping by island on every worker.
//
// Once every paired body knows its island's number, the solver wants the
// bodies, the pairs and the fixed pairs each grouped by island, in their
// order within an island: a counting sort by island. On one core that
// was three passes over lists a hundred thousand long while the other
// workers waited. Here a list is cut into as many pieces as there are
// workers, which share them out:
//
//  1. count: each piece counts its items per island, in counts of its
//     own (a pair learns its island from its body a on the way);
//  2. offsets: one loop over the islands works out where each piece's
//     items of each island begin: after every item of the islands
//     before it, and after that island's items of the pieces before it,
//     which come earlier in the list;
//  3. place: each piece writes its items to their places, each piece to
//     places of its own.
//
// A counting sort that keeps the order within a group has only one
// answer, however the list is cut into pieces, so the groups are the
// same with any number of workers. A short list is one piece: waking the
// other workers would cost more than it saves, and the loop of step 2
// grows with the pieces times the islands.
//
// Bar: the median step within 16 ms of "100,000 colliding cubes".

// grouping is the counting sort under way (see group).
type grouping struct {
	pieces int           // how many pieces the list is cut into
	keys   []int32       // per item: its island, or −1 for none
	pairs  []contactPair // when grouping pairs: the pairs whose islands the count writes into keys
	ofPair []int32       // the storage of keys when grouping pairs, kept from step to step
	counts []int32       // per piece, per island: the piece's items of it, then where they go
	out    []int32       // the items' indices, grouped: what the sort returns
	// countPieceOf and placePieceOf, made once.
	countPiece, placePiece func(int)
}

// group sorts the items whose key is an island (≥ 0) by island, keeping
// their order, and returns the islands' start offsets and the items'
// indices grouped. The items are either keys, each an item's island, or,
// when pairs is not nil, the pairs, whose islands are those of their
// bodies a (keys is then not read). start and out are reused if large
// enough.
func (is *islands) group(ws Parallel, start, out, keys []int32, pairs []contactPair) ([]int32, []int32) {
	g := &is.grouping
	if g.countPiece == nil {
		g.countPiece, g.placePiece = is.countPieceOf, is.placePieceOf
	}
	if pairs != nil {
		g.ofPair = resize(g.ofPair, len(pairs))
		keys = g.ofPair
	}
	g.pieces = min(ws.Len(), max(1, (len(keys)+islandPiece-1)/islandPiece))
	g.keys, g.pairs = keys, pairs
	g.counts = resize(g.counts, g.pieces*is.count)
	ws.For(g.pieces, g.countPiece)
	start = resize(start, is.count+1)
	at := int32(0)
	for c := range is.count {
		start[c] = at
		for p := range g.pieces {
			n := &g.counts[p*is.count+c]
			*n, at = at, at+*n
		}
	}
	start[is.count] = at
	g.out = resize(out, int(at))
	ws.For(g.pieces, g.placePiece)
	out = g.out
	g.keys, g.pairs, g.out = nil, nil, nil
	return start, out
}

// span is the range of items of piece p.
func (g *grouping) span(p int) (lo, hi int) {
	n := len(g.keys)
	return n * p / g.pieces, n * (p + 1) / g.pieces
}

// countPieceOf counts piece p's items per island; when grouping pairs,
// it first writes each pair's island (its body a's) into keys.
func (is *islands) countPieceOf(p int) {
	g := &is.grouping
	lo, hi := g.span(p)
	counts := g.counts[p*is.count : (p+1)*is.count]
	clear(counts)
	if g.pairs != nil {
		for k := lo; k < hi; k++ {
			g.keys[k] = is.id[g.pairs[k].a]
		}
	}
	for _, c := range g.keys[lo:hi] {
		if c >= 0 {
			counts[c]++
		}
	}
}

// placePieceOf writes piece p's items to their places.
func (is *islands) placePieceOf(p int) {
	g := &is.grouping
	lo, hi := g.span(p)
	next := g.counts[p*is.count : (p+1)*is.count]
	for k, c := range g.keys[lo:hi] {
		if c >= 0 {
			g.out[next[c]] = int32(lo + k)
			next[c]++
		}
	}
}
