package collision

// islands splits the solver's work into islands: groups of awake bodies
// joined by pairs, directly or through each other. A sleeping box does
// not join the bodies that touch it (it never moves, and each of its
// pairs has its own copy of it), and a body in no pair is no island.
//
// Contacts in different islands share no body, so solving one island
// through all its passes and then the next gives exactly what passes over
// all pairs at once would give; but an island's few bodies stay in the
// cache through its passes, and each island stops as soon as a pass
// changes nothing in it: a cube that lands alone on the pile is done
// after two passes, however much the rest of the world still moves.
//
// Building them is a union-find over the pairs, shared among the workers
// (see islandlinks.go), then a counting sort of bodies, pairs and fixed
// pairs by island, each kept in its order, shared among them too (see
// islandgroup.go).
//
// An island as large as bigIsland (a pile across a crowded field) is
// left out of the runs and solved afterwards by every worker together,
// block by block (see solveBlocked).
//
// Bars: the early stop buys the 10k rain's 1.5 ms a step and the 100k
// rain's ratio ("Collisions"): most of a rain's islands are done after a
// pass or two; the runs of islands on every worker buy the median step
// of "100,000 colliding cubes".
type islands struct {
	parent     []int32 // per awake body: its union-find parent
	id         []int32 // per awake body: its island, or −1
	bodyStart  []int32 // per island, plus one end: where its bodies begin in bodies
	bodies     []int32 // the bodies in pairs, grouped by island, in index order
	pairStart  []int32 // likewise for the awake–awake pairs
	pairs      []int32 // indices into Engine.pairs
	fixedStart []int32 // likewise for the awake–sleeper pairs
	fixed      []int32 // indices into Engine.fixed
	count      int     // how many islands
	cuts       []int32 // runs of islands for the worker pool: run k is cuts[k] to cuts[k+1]

	// The work build shares among the workers (see islandlinks.go).
	linking, linkingFixed []contactPair // the pairs and fixed pairs being linked
	roots                 []int32       // per piece of the bodies: its roots, then where their numbers start
	pieceFuncs            [6]func(int)  // resetPieceOf, linkInsidePieceOf, linkAcrossPieceOf, rootPieceOf, numberRootsOf, numberOthersOf, made once
	grouping              grouping      // the grouping by island under way (see islandgroup.go)
}

// islandWork is about how many bodies and pairs one run of islands holds
// (see cut).
const islandWork = 512

// cut splits the islands, in their order, into runs of about islandWork
// bodies and pairs each: the pieces the solver hands to the worker pool.
// The runs are cut by work, not by a count of islands, because islands
// are numbered by their lowest body and differ wildly in size: cut into
// runs of a thousand islands, the few hundred islands of a landing rain
// would all be one piece, solved on one core while the others wait. The
// cut depends on the islands alone, never on the number of workers.
func (is *islands) cut() {
	is.cuts = append(is.cuts[:0], 0)
	work := int32(0)
	for c := range is.count {
		if w := is.work(c); w < bigIsland { // a large one is solved by all the workers (see solveBlocked)
			work += w
		}
		if work >= islandWork || c == is.count-1 {
			is.cuts = append(is.cuts, int32(c+1))
			work = 0
		}
	}
}

// runs is how many runs cut made.
func (is *islands) runs() int { return len(is.cuts) - 1 }

// build finds the islands of the awake bodies bs and the pairs and fixed
// pairs between them, on the workers ws (see islandlinks.go). It reads
// only the pairs, never the bodies: a body is in an island when some
// pair names it, and at a hundred thousand bodies a pass that read each
// body's paired mark waited on memory for every one of them. Islands are
// numbered in the order of their lowest body. The pairs and the fixed
// pairs must be in the order of their body a, and a pair's body b must
// come after its a, as the grid's queries list them (see
// linkInsidePieceOf and TestPairsAreListedInTheOrderOfTheirFirstBody).
func (is *islands) build(bs []Body, pairs, fixed []contactPair, ws Parallel) {
	n := len(bs)
	is.parent = resize(is.parent, n)
	is.id = resize(is.id, n)
	if is.pieceFuncs[0] == nil {
		is.pieceFuncs = [6]func(int){is.resetPieceOf, is.linkInsidePieceOf, is.linkAcrossPieceOf, is.rootPieceOf, is.numberRootsOf, is.numberOthersOf}
	}
	reset, linkInside, linkAcross, root := is.pieceFuncs[0], is.pieceFuncs[1], is.pieceFuncs[2], is.pieceFuncs[3]
	numberRoots, numberOthers := is.pieceFuncs[4], is.pieceFuncs[5]
	bodyPieces := (n + islandPiece - 1) / islandPiece
	ws.For(bodyPieces, reset)
	is.linking, is.linkingFixed = pairs, fixed
	ws.For(bodyPieces, linkInside)
	ws.For((len(pairs)+islandPiece-1)/islandPiece, linkAcross)
	is.linking, is.linkingFixed = nil, nil
	is.roots = resize(is.roots, bodyPieces)
	ws.For(bodyPieces, root)
	is.count = 0
	for k, r := range is.roots { // each piece's count becomes where its numbers start
		is.roots[k], is.count = int32(is.count), is.count+int(r)
	}
	ws.For(bodyPieces, numberRoots)
	ws.For(bodyPieces, numberOthers)
	is.bodyStart, is.bodies = is.group(ws, is.bodyStart, is.bodies, is.id, nil)
	is.pairStart, is.pairs = is.group(ws, is.pairStart, is.pairs, nil, pairs)
	is.fixedStart, is.fixed = is.group(ws, is.fixedStart, is.fixed, nil, fixed)
	is.cut()
}
