package collision

// Large islands, solved by all the workers together.
//
// The solver hands whole islands to the workers (see islands), which
// suits a rain: thousands of islands of a few boxes each. But cubes
// that pile up on a crowded field join into one island of tens of
// thousands of boxes (at a hundred thousand cubes on the default scene's
// field, half the awake cubes after a few seconds), and one island is
// solved on one core while the others wait: most of such a step ran
// on one core.
//
// A large island is solved pass by pass in blocks instead. The awake
// bodies are cut by index into blocks of blockBodies; a pair belongs to
// the block of its lower body (a), and its other body lies in the same
// block or the next, because the grid's order keeps neighbours in space
// near each other in the list and the blocks are longer than the
// distance between two bodies of a pair. Then the even blocks share no
// body with each other, nor do the odd ones: a pass is the island's
// ground contacts, then every even block's pairs, each block on any
// worker, then every odd block's, then, in order on one worker, the few
// pairs that reach further than the next block. Within a block the pairs
// are visited in their order, and the blocks are cut by index alone,
// never by the number of workers: the world is the same with any number
// of workers. Only the order of the visits differs from a small
// island's (block by block instead of pair by pair), which is still a
// Gauss–Seidel pass: each visit sees what the visits before it did; and
// each block reads the bodies of one stretch of space, which stay in the
// cache through its visits.
//
// Bar: the median step within 16 ms of "100,000 colliding cubes", above
// all in its landing window (steps 101 to 600), where one island of tens
// of thousands of awake cubes is most of every step.
//
// The solver's clock (see visit) runs on per block from the phase's
// start: blocks of one phase never touch each other's bodies, so their
// stamps are never compared, and each phase starts past every stamp the
// phase before could have given.

// bigIsland is the work (bodies and pairs, as islands.cut counts it) from
// which an island is solved in blocks: several runs of islands, so that
// its blocks keep the workers busy.
const bigIsland = 8 * islandWork

// blockBodies is how many awake bodies, by index, one block holds: more
// than the distance in the list between the bodies of nearly every pair
// (about two rows of the grid's cells across the default scene's field at
// a hundred thousand cubes).
const blockBodies = 4096

// blockedIsland is the solver's work for one large island: its pairs and
// fixed pairs by block, and the pieces' results of the phase under way.
type blockedIsland struct {
	pairStart  []int32 // per block, plus one end: where its pairs begin in the island's pairs
	fixedStart []int32 // and its fixed pairs
	far        []int32 // the pairs whose b lies beyond the next block (indices into Engine.pairs)
	near       []int32 // the island's other pairs, in order
	blocks     int
	solved     int // large islands solved in the last step

	// The phase under way, for the pieces.
	bodies      []int32 // the island's bodies
	fixed       []int32 // the island's fixed pairs
	odd         bool    // the phase's blocks: odd or even
	clock       int32   // where the phase's clocks start
	tip         bool    // the phase finds what boxes rest on instead of solving (see tipOver)
	lean        bool    // the bodies' phase tips them by what they rest on (see tip)
	moved       []bool  // per piece: whether it moved or changed a body
	touch       []int   // per piece: contacts that touched
	lastGrounds int32   // the clock as the last pass's ground phase began, −1 in the first (see groundsAgain)

	groundPiece, blockPiece func(int) // groundsOf and blockOf, made once
}

// isBig reports whether island c is solved in blocks.
func (is *islands) isBig(c int) bool { return is.work(c) >= bigIsland }

// work is island c's bodies and pairs.
func (is *islands) work(c int) int32 {
	return is.bodyStart[c+1] - is.bodyStart[c] + is.pairStart[c+1] - is.pairStart[c] + is.fixedStart[c+1] - is.fixedStart[c]
}

// solveBigIslands solves, one after the other, the large islands that
// the runs of islands left out, each on all the workers.
func (en *Engine) solveBigIslands() (contacts int) {
	is := &en.islands
	en.blocked.solved = 0
	for c := range is.count {
		if is.isBig(c) {
			contacts += en.solveBlocked(c)
			en.blocked.solved++
		}
	}
	return contacts
}

// cutBlocks sorts island c's pairs into blocks (those that reach beyond
// the next block aside) and finds where each block's fixed pairs begin.
// The island's pairs and fixed pairs are in the order of their body a,
// so each block's are one run.
func (en *Engine) cutBlocks(c int) {
	is, bi := &en.islands, &en.blocked
	bi.blocks = (len(en.awake) + blockBodies - 1) / blockBodies
	bi.near, bi.far = bi.near[:0], bi.far[:0]
	bi.pairStart = resize(bi.pairStart, bi.blocks+1)
	clear(bi.pairStart)
	for _, q := range is.pairs[is.pairStart[c]:is.pairStart[c+1]] {
		p := &en.pairs[q]
		if p.b/blockBodies > p.a/blockBodies+1 {
			bi.far = append(bi.far, q)
			continue
		}
		bi.near = append(bi.near, q)
		bi.pairStart[p.a/blockBodies+1]++
	}
	bi.fixed = is.fixed[is.fixedStart[c]:is.fixedStart[c+1]]
	bi.fixedStart = resize(bi.fixedStart, bi.blocks+1)
	clear(bi.fixedStart)
	for _, q := range bi.fixed {
		bi.fixedStart[en.fixed[q].a/blockBodies+1]++
	}
	for k := 1; k <= bi.blocks; k++ {
		bi.pairStart[k] += bi.pairStart[k-1]
		bi.fixedStart[k] += bi.fixedStart[k-1]
	}
}

// solveBlocked runs the solver's passes over large island c, each phase
// of a pass (the grounds, the even blocks, the odd blocks) shared out
// among the workers and the far pairs after them on one, then marks its
// slow bodies and tips its boxes over the same way. It returns how many
// of its contacts touched in the first pass.
func (en *Engine) solveBlocked(c int) (contacts int) {
	is, bi := &en.islands, &en.blocked
	en.cutBlocks(c)
	if bi.groundPiece == nil {
		bi.groundPiece, bi.blockPiece = en.groundsOf, en.blockOf
	}
	bi.bodies = is.bodies[is.bodyStart[c]:is.bodyStart[c+1]]
	bi.clock, bi.tip, bi.lastGrounds = 0, false, -1
	for pass := range solverIterations {
		moved, touching := en.passPhases()
		if pass == 0 {
			contacts = touching
		}
		if !moved {
			break
		}
	}
	bi.tip = true
	en.passPhases()
	bi.lean = true
	en.runPhase((len(bi.bodies)+pieceSize-1)/pieceSize, bi.groundPiece)
	bi.tip, bi.lean = false, false
	return contacts
}

// passPhases runs one pass over the island: its grounds, its even
// blocks, its odd blocks, its far pairs.
func (en *Engine) passPhases() (moved bool, touching int) {
	bi := &en.blocked
	moved, _ = en.runPhase((len(bi.bodies)+pieceSize-1)/pieceSize, bi.groundPiece)
	bi.lastGrounds = bi.clock
	bi.clock += int32(len(bi.bodies))
	for _, odd := range [2]bool{false, true} {
		bi.odd = odd
		m, t := en.runPhase((bi.blocks+1-b2i(odd))/2, bi.blockPiece)
		moved, touching = moved || m, touching+t
		bi.clock += int32(len(bi.near) + len(bi.fixed))
	}
	for _, q := range bi.far {
		p := &en.pairs[q]
		if bi.tip {
			en.compounds().tipOver(&en.awake[p.a], &en.awake[p.b], &en.supports[p.a], &en.supports[p.b])
			continue
		}
		t, m := visit(p, &en.awake[p.a], &en.awake[p.b], &bi.clock, en.compounds())
		moved, touching = moved || m, touching+b2i(t)
	}
	return moved, touching
}

// runPhase runs n pieces of a phase on the workers and joins their
// results.
func (en *Engine) runPhase(n int, piece func(int)) (moved bool, touching int) {
	bi := &en.blocked
	bi.moved, bi.touch = resize(bi.moved, n), resize(bi.touch, n)
	en.workers.For(n, piece)
	for k := range n {
		moved, touching = moved || bi.moved[k], touching+bi.touch[k]
	}
	return moved, touching
}

// groundsOf is piece k of the island's bodies: their ground contacts in
// a pass, or after the passes their slow marks, and at the end their
// tipping over.
func (en *Engine) groundsOf(k int) {
	bi := &en.blocked
	moved, clock := false, bi.clock
	for _, i := range bi.bodies[k*pieceSize : min(len(bi.bodies), (k+1)*pieceSize)] {
		switch {
		case bi.lean:
			tip(&en.awake[i], &en.supports[i])
		case bi.tip:
			en.markSlow(i)
		case groundsAgain(&en.awake[i], bi.lastGrounds):
			moved = en.meetGrounds(&en.awake[i], &clock) || moved
		}
	}
	bi.moved[k], bi.touch[k] = moved, 0
}

// blockOf is the k-th even or odd block of the phase under way: its
// pairs' contacts, then its fixed pairs', in their order (or, after the
// passes, their tipping over).
func (en *Engine) blockOf(k int) {
	bi := &en.blocked
	blk := 2*k + b2i(bi.odd)
	clock := bi.clock
	moved, touching := visitBlock(bi.near[bi.pairStart[blk]:bi.pairStart[blk+1]], en.pairs, en.awake, en.awake, en.supports, en.supports, bi.tip, &clock, en.compounds())
	fixedMoved, fixedTouching := visitBlock(bi.fixed[bi.fixedStart[blk]:bi.fixedStart[blk+1]], en.fixed, en.awake, en.touched, en.supports, nil, bi.tip, &clock, en.compounds())
	bi.moved[k], bi.touch[k] = moved || fixedMoved, touching+fixedTouching
}

// visitBlock visits pairs[q] for each q of qs, in order, each between
// as[p.a] and bs[p.b] (the awake bodies, and the awake or the touched
// sleepers): their contacts on the block's clock, or, after the passes,
// what their boxes rest on, into the supports sas[p.a] and sbs[p.b] (sbs
// is nil for the touched sleepers, which never move). It reports whether
// any moved and how many touch.
func visitBlock(qs []int32, pairs []contactPair, as, bs []Body, sas, sbs []support, tip bool, clock *int32, cs compounds) (moved bool, touching int) {
	for _, q := range qs {
		p := &pairs[q]
		a, b := &as[p.a], &bs[p.b]
		if tip {
			var sb *support
			if sbs != nil {
				sb = &sbs[p.b]
			}
			cs.tipOver(a, b, &sas[p.a], sb)
			continue
		}
		t, m := visit(p, a, b, clock, cs)
		moved, touching = moved || m, touching+b2i(t)
	}
	return moved, touching
}
