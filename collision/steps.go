package collision

// The engine's step between gathering the bodies and writing them back:
// the pairs found through the grids and the solver island by island.
// Sleeping and waking are in sleep.go.

// FindPairs is the broadphase: it sorts the awake bodies into the grid and lists every pair of
// boxes that overlap or touch: awake with awake (each pair once, the lower
// index first) and awake with sleeping. The grid sorts the bodies
// themselves by cell, so from here on en.awake is in the grid's order
// (en.place says where each gathered body went). A sleeper in a pair is
// copied into touched, a short slice the solver's passes then read
// instead of the list of every sleeper: a fixed box never moves, so each
// pair may have its own copy, and only a hit is carried back. Which
// bodies are in some pair the islands find out from the pairs (see
// islands.build).
func (en *Engine) FindPairs() {
	if en.workers == nil { // not started: a benchmark's plain steps
		en.workers = serial{}
	}
	if en.measured {
		en.grid.ties = en.ids
		en.awake, en.spare = en.grid.sortWithin(en.bounds, en.centres, en.awake, en.spare, en.workers), en.awake
		en.measured, en.grid.ties = false, nil
	} else { // not gathered since the last sort: a benchmark's plain steps
		en.awake, en.spare = en.grid.sort(en.awake, en.spare, en.workers), en.awake
	}
	en.place = resize(en.place, len(en.awake))
	en.pieces = resize(en.pieces, en.bodyPieces())
	if en.findPiece == nil {
		en.findPiece, en.solvePiece, en.joinPiece = en.findPairsOf, en.solveIslandsOf, en.joinPairsOf
	}
	en.workers.For(len(en.pieces), en.findPiece)
	var pairs, fixed int
	for k := range en.pieces {
		pc := &en.pieces[k]
		pc.pairsAt, pc.fixedAt = pairs, fixed
		pairs, fixed = pairs+len(pc.pairs), fixed+len(pc.fixed)
	}
	en.pairs, en.fixed = resize(en.pairs, pairs), resize(en.fixed, fixed)
	en.touched, en.touchedFrom = resize(en.touched, fixed), resize(en.touchedFrom, fixed)
	en.workers.For(len(en.pieces), en.joinPiece)
	en.Pairs = len(en.pairs) + len(en.fixed)
}

// pieceSize is how many awake bodies one piece of the collision work
// holds. The pieces are cut by index alone, never by the number of
// workers, and their lists are joined in piece order: any number of
// workers makes the same lists, in the same order, as one (and so does
// any piece size). Pieces are handed out one at a time, so the last ones
// decide how long the others wait: a few thousand awake bodies (the
// default scene's rain) make six or more pieces, which two workers share
// nearly evenly, where pieces twice as large would leave one worker with
// two of three.
// Bar: the median step of "100,000 colliding cubes", which runs on every
// worker.
const pieceSize = 512

// bodyPieces is how many pieces of pieceSize the awake bodies make.
func (en *Engine) bodyPieces() int { return (len(en.awake) + pieceSize - 1) / pieceSize }

// collidePiece is one piece's share of the pair finding and of the solver.
type collidePiece struct {
	pairs, fixed []contactPair // a fixed pair's b indexes touchedFrom
	touchedFrom  []int32
	pairsAt      int // where its pairs go in the joined list
	fixedAt      int // and its fixed pairs (and touched sleepers)
	near         []int32
	contacts     int // contacts in the first pass of its islands
}

// findPairsOf lists the pairs of the awake bodies of piece k with the
// bodies sorted after them and with the sleepers; it reads the bodies and
// the grids and writes only the piece, its bodies and their places (each
// body's place is its own). A body's marks from the last step are cleared
// here, where it is read anyway, rather than in a pass of their own.
func (en *Engine) findPairsOf(k int) {
	pc := &en.pieces[k]
	pc.pairs, pc.fixed, pc.touchedFrom = pc.pairs[:0], pc.fixed[:0], pc.touchedFrom[:0]
	near := pc.near[:0]
	for i := k * pieceSize; i < min(len(en.awake), (k+1)*pieceSize); i++ {
		a := &en.awake[i]
		en.place[en.grid.from[i]] = int32(i)
		a.changed = 0
		if a.is(bodyGroundOnly) {
			continue
		}
		centre, half := a.swept()
		if a.is(bodyWide) {
			near = en.laterTouching(int32(i), near[:0])
		} else {
			near = en.grid.nearFrom(int32(i+1), centre, half, near[:0]) // only boxes that touch a's, sorted after it
			inGridOrder(near)
			near = en.withWideAwake(int32(i), near)
		}
		for _, j := range near { // never a body that meets only the ground: the grid leaves it out
			pc.pairs = append(pc.pairs, contactPair{a: int32(i), b: j, quiet: -1})
		}
		near = en.sleepersFor(a, centre, half, near[:0])
		for _, j := range near {
			pc.fixed = append(pc.fixed, contactPair{a: int32(i), b: int32(len(pc.touchedFrom)), quiet: -1})
			pc.touchedFrom = append(pc.touchedFrom, j)
		}
	}
	pc.near = near
}

// joinPairsOf copies piece k's lists to their places in the joined ones
// (their lengths are summed first, so every piece knows where its part
// begins) and copies each sleeper of its fixed pairs into touched, once.
func (en *Engine) joinPairsOf(k int) {
	pc := &en.pieces[k]
	copy(en.pairs[pc.pairsAt:], pc.pairs)
	fixed, from := en.fixed[pc.fixedAt:], en.touchedFrom[pc.fixedAt:]
	touched := en.touched[pc.fixedAt:]
	for n, p := range pc.fixed {
		p.b += int32(pc.fixedAt)
		fixed[n] = p
		j := pc.touchedFrom[n]
		from[n], touched[n] = j, en.sleepers[j]
	}
}

// sleepersFor appends the sleepers awake body a touches, in the order of
// their IDs: through the height maps and the sleepers' grids, or, for a
// wide body, by testing every sleeper once (see wideawake.go). centre and
// half are a's swept box (see Body.swept), which the caller has at hand.
func (en *Engine) sleepersFor(a *Body, centre, half [3]float32, out []int32) []int32 {
	if a.is(bodyWide) {
		return en.sleepersTouching(a, out)
	}
	inStill, inFresh := en.tops.mayTouch(centre, half), en.freshTops.mayTouch(centre, half)
	if !inStill && !inFresh && len(en.wide) == 0 {
		return out
	}
	out = en.sleepersIn(inStill, inFresh, centre, half, out)
	en.bySleeperID(out)
	return out
}

// sleepersNear appends the indices into sleepers of the sleeping bodies
// near a box, from both of their grids, leaving out those that have woken
// since they were gathered.
func (en *Engine) sleepersNear(centre, half [3]float32, out []int32) []int32 {
	return en.sleepersIn(true, true, centre, half, out)
}

// sleepersIn is sleepersNear asking only the grids it is told to: the
// still grid's, the fresh one's, or both, and always the short list of
// wide sleepers. A grid left out must be one whose height map says no
// sleeper of it can touch the box.
func (en *Engine) sleepersIn(still, fresh bool, centre, half [3]float32, out []int32) []int32 {
	start := len(out)
	if still {
		out = en.still.near(centre, half, out)
	}
	mid := len(out)
	if fresh {
		out = en.fresh.near(centre, half, out)
	}
	for k := mid; k < len(out); k++ {
		out[k] += int32(en.nStill)
	}
	out = en.wideSleepers(centre, half, out)
	if len(en.wokenList) == 0 {
		return out
	}
	kept := out[:start]
	for _, j := range out[start:] {
		if !en.isWoken(en.sleeperID(j)) {
			kept = append(kept, j)
		}
	}
	return kept
}

// inGridOrder puts a body's partners in the grid's order. A query meets
// them row of cells by row, and a body's partners in two rows would
// otherwise be visited in the order of the rows, which the plain step
// (Reference) does not know: the solver's passes would meet them in
// another order, and a crowded pile's steps would differ from the
// reference's by rounding, and now and then by a contact touched in one
// and not in the other. In the grid's order the engine is the reference
// bit for bit (TestTheEngineMatchesTheReference). The partners of one
// row come in order already and a body has a few at most: a short
// insertion sort, which finds most lists sorted.
func inGridOrder(near []int32) {
	for i := 1; i < len(near); i++ {
		for j := i; j > 0 && near[j] < near[j-1]; j-- {
			near[j], near[j-1] = near[j-1], near[j]
		}
	}
}

// bySleeperID puts a body's sleepers in the order of their IDs.
// Which of the two grids holds a sleeper, and where in it, depends on when
// the still grid was last rebuilt, which a saved world does not know; the
// solver must meet the sleepers in an order that depends on the world
// alone. A body touches a few sleepers at most, so a short insertion sort.
// It buys no speed: it is the checkpoint rule (see the package doc).
func (en *Engine) bySleeperID(near []int32) {
	for i := 1; i < len(near); i++ {
		for j := i; j > 0 && en.sleeperID(near[j]) < en.sleeperID(near[j-1]); j-- {
			near[j], near[j-1] = near[j-1], near[j]
		}
	}
}

// sleeperID is the index of sleeper j's ID.
func (en *Engine) sleeperID(j int32) uint32 { return en.sleeperIDs[j].Index() }

// pairMargin is how close two boxes must come to be listed as a pair:
// a little apart still counts, because the solver's pushes move boxes
// during the step, and a box pushed into one it was not paired with
// would stay inside it until the next step.
const pairMargin = 0.05

// boxesTouch reports whether the boxes two bodies swept through during
// the step overlap or come within pairMargin of each other on every axis.
func boxesTouch(a, b *Body) bool {
	ca, ha := a.swept()
	cb, hb := b.swept()
	for k := range 3 {
		if abs32(cb[k]-ca[k]) > ha[k]+hb[k]+pairMargin {
			return false
		}
	}
	return true
}

// swept returns the box a body swept through during the step, from where
// it was to where it is: its centre and half size.
func (b *Body) swept() (centre, half [3]float32) {
	for k := range 3 {
		centre[k] = (b.pos[k] + b.prev[k]) / 2
		half[k] = b.half[k] + abs32(b.pos[k]-b.prev[k])/2
	}
	return centre, half
}

// Solve is the solver: it goes over the ground contacts and the pairs several times; each
// pass works with the positions and velocities the last one left, so a
// push travels from box to box up a stack (the Gauss–Seidel scheme that
// most game physics engines use).
//
// It solves one island at a time (see islands; a large one by every
// worker together, see solveBlocked), and takes three more
// shortcuts that leave the result exactly as if every pass visited
// everything, because a contact's outcome depends on its two boxes alone.
// A body in no pair meets only the ground, and a second meeting changes
// nothing once the first has put it on the plane. A pair whose last
// visit changed nothing is skipped until one of its boxes is changed by
// another contact (most pairs of a resting pile are quiet after a pass
// or two). And an island whose pass changes no position and no velocity
// has no more passes.
//
// Bars: the quiet pairs and the islands' early stop buy the 10k rain's
// 1.5 ms a step and the 100k rain's ratio ("Collisions"); the islands
// shared among the workers, and the large ones solved by all of them,
// the median step of "100,000 colliding cubes".
func (en *Engine) Solve() {
	en.islands.build(en.awake, en.pairs, en.fixed, en.workers)
	en.supports = resize(en.supports, len(en.awake))
	en.pieces = resize(en.pieces, max(en.bodyPieces(), en.islands.runs()))
	en.workers.For(len(en.pieces), en.solvePiece)
	en.Contacts = en.solveBigIslands()
	for k := range en.pieces {
		en.Contacts += en.pieces[k].contacts
	}
	for k := range en.touched {
		if en.touched[k].is(bodyHit) {
			en.hitSleeper(en.touchedFrom[k])
		}
	}
}

// solveIslandsOf solves piece k's share: the bodies of its index range
// that are in no pair (each meets the ground), and the islands of run k
// (see islands.cut). Islands share no body, so the pieces share nothing
// they write. Each piece has a clock of its own; a clock's stamps are
// only ever compared within one island, so where an island's run starts
// it changes nothing.
func (en *Engine) solveIslandsOf(k int) {
	pc := &en.pieces[k]
	pc.contacts = 0
	var clock int32
	for i := k * pieceSize; i < min(len(en.awake), (k+1)*pieceSize); i++ {
		if en.islands.id[i] < 0 { // in no pair
			b := &en.awake[i]
			for range solverIterations {
				if !en.meetGrounds(b, &clock) {
					break
				}
			}
			b.mark(bodySlow, b.vel.LenSqr() < sleepSpeed*sleepSpeed)
		}
	}
	if k < en.islands.runs() {
		for c := en.islands.cuts[k]; c < en.islands.cuts[k+1]; c++ {
			if en.islands.isBig(int(c)) {
				continue // solved by all the workers after the runs (see solveBigIslands)
			}
			pc.contacts += en.solveIsland(int(c), &clock)
			en.tipIsland(int(c))
		}
	}
}

// tipIsland marks island k's slow bodies and lets its boxes that hang
// over an edge slide off: tipOver finds, pair by pair and then fixed pair
// by fixed pair, what each box rests on, and tip pushes each box whose
// centre lies beyond it (see tip).
func (en *Engine) tipIsland(k int) {
	is := &en.islands
	bodies := is.bodies[is.bodyStart[k]:is.bodyStart[k+1]]
	for _, i := range bodies {
		en.markSlow(i)
	}
	for _, q := range is.pairs[is.pairStart[k]:is.pairStart[k+1]] {
		p := &en.pairs[q]
		en.compounds().tipOver(&en.awake[p.a], &en.awake[p.b], &en.supports[p.a], &en.supports[p.b])
	}
	for _, q := range is.fixed[is.fixedStart[k]:is.fixedStart[k+1]] {
		p := &en.fixed[q]
		en.compounds().tipOver(&en.awake[p.a], &en.touched[p.b], &en.supports[p.a], nil)
	}
	for _, i := range bodies {
		tip(&en.awake[i], &en.supports[i])
	}
}

// markSlow marks awake body i slow or not after the solver's passes, and
// empties its support for tipOver.
func (en *Engine) markSlow(i int32) {
	b := &en.awake[i]
	b.mark(bodySlow, b.vel.LenSqr() < sleepSpeed*sleepSpeed)
	en.supports[i] = noSupport
}

// solveIsland runs the solver's passes over island k and returns how
// many of its contacts touched in the first pass. clock counts the visits
// (see visit).
func (en *Engine) solveIsland(k int, clock *int32) (contacts int) {
	is := &en.islands
	bodies := is.bodies[is.bodyStart[k]:is.bodyStart[k+1]]
	pairs := is.pairs[is.pairStart[k]:is.pairStart[k+1]]
	fixed := is.fixed[is.fixedStart[k]:is.fixedStart[k+1]]
	lastGrounds := int32(-1) // the clock as the last pass's ground contacts began (see groundsAgain)
	for pass := range solverIterations {
		touching, moved := 0, false
		since := *clock
		for _, i := range bodies {
			if b := &en.awake[i]; groundsAgain(b, lastGrounds) {
				moved = en.meetGrounds(b, clock) || moved
			}
		}
		lastGrounds = since
		for _, q := range pairs {
			p := &en.pairs[q]
			touched, changed := visit(p, &en.awake[p.a], &en.awake[p.b], clock, en.compounds())
			touching += b2i(touched)
			moved = moved || changed
		}
		for _, q := range fixed {
			p := &en.fixed[q]
			touched, changed := visit(p, &en.awake[p.a], &en.touched[p.b], clock, en.compounds())
			touching += b2i(touched)
			moved = moved || changed
		}
		if pass == 0 {
			contacts = touching
		}
		if !moved {
			break
		}
	}
	return contacts
}

// compounds is the engine's two Shapes, for the contacts of compound
// bodies.
func (en *Engine) compounds() compounds {
	return compounds{moving: &en.shapes, fixed: &en.sleeperShape}
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// contactPair is two boxes that may touch: a indexes awake, b awake or,
// in a fixed pair, touched. quiet is the solver's clock at the pair's last
// visit if that visit changed nothing, and −1 otherwise.
type contactPair struct{ a, b, quiet int32 }

// visit resolves the contact of a pair (see boxContact), unless its last
// visit changed nothing and neither box has changed since: then this one
// would change nothing either. It stamps changed boxes with the clock,
// which counts the visits of the island's solver.
func visit(p *contactPair, a, b *Body, clock *int32, cs compounds) (touched, moved bool) {
	if p.quiet > a.changed && p.quiet > b.changed {
		return false, false
	}
	*clock++
	touched, moved = cs.contact(a, b)
	if moved {
		a.changed, b.changed, p.quiet = *clock, *clock, -1
	} else {
		p.quiet = *clock
	}
	return touched, moved
}

// groundsAgain reports whether a pass must meet b with the grounds
// again, given the clock as the last pass's ground contacts began (−1 in
// the first pass). A ground contact's outcome depends on the body alone,
// so a body that no contact has changed since its last meeting with the
// grounds, which changed nothing in it either (or it would be stamped
// since), would meet them with the same outcome: nothing. Most bodies of
// a pile rest on other boxes, far above the ground, and are changed by
// few contacts after the first pass.
func groundsAgain(b *Body, lastGrounds int32) bool { return b.changed > lastGrounds }

// meetGrounds keeps b above every ground and reports whether that moved
// it or changed its velocity (then b is stamped with the clock).
func (en *Engine) meetGrounds(b *Body, clock *int32) bool {
	moved := false
	for g := range en.grounds {
		moved = groundContact(b, &en.grounds[g]) || moved
	}
	if moved {
		*clock++
		b.changed = *clock
	}
	return moved
}
