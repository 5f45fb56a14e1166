package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// The steps of [Collide] between gathering the bodies and writing them
// back: the pairs found through the grids, the solver island by island,
// and the spins of what touches damped. Sleeping and waking are in
// collidesleep.go.

// findPairs sorts the awake bodies into the grid and lists every pair of
// boxes that overlap or touch: awake with awake (each pair once, the lower
// index first) and awake with sleeping. The grid sorts the bodies
// themselves by cell, so from here on col.awake is in the grid's order
// (col.place says where each gathered body went). A sleeper in a pair is
// copied into touched, a short slice the solver's passes then read
// instead of the list of every sleeper: a fixed box never moves, so each
// pair may have its own copy, and only a hit is carried back. Which
// bodies are in some pair the islands find out from the pairs (see
// islands.build).
func (col *Collisions) findPairs() {
	if col.workers == nil { // not run by Update: the benchmark's plain steps
		col.workers = ecs.NewWorkers(1)
	}
	if col.measured {
		col.grid.ties = col.ids
		col.awake, col.spare = col.grid.sortWithin(col.bounds, col.centres, col.awake, col.spare, col.workers), col.awake
		col.measured, col.grid.ties = false, nil
	} else { // not gathered since the last sort: the benchmark's plain steps
		col.awake, col.spare = col.grid.sort(col.awake, col.spare, col.workers), col.awake
	}
	col.place = resize(col.place, len(col.awake))
	col.pieces = resize(col.pieces, col.bodyPieces())
	if col.findPiece == nil {
		col.findPiece, col.solvePiece, col.joinPiece = col.findPairsOf, col.solveIslandsOf, col.joinPairsOf
	}
	col.workers.For(len(col.pieces), col.findPiece)
	var pairs, fixed int
	for k := range col.pieces {
		pc := &col.pieces[k]
		pc.pairsAt, pc.fixedAt = pairs, fixed
		pairs, fixed = pairs+len(pc.pairs), fixed+len(pc.fixed)
	}
	col.pairs, col.fixed = resize(col.pairs, pairs), resize(col.fixed, fixed)
	col.touched, col.touchedFrom = resize(col.touched, fixed), resize(col.touchedFrom, fixed)
	col.workers.For(len(col.pieces), col.joinPiece)
	col.Pairs = len(col.pairs) + len(col.fixed)
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
const pieceSize = 512

// bodyPieces is how many pieces of pieceSize the awake bodies make.
func (col *Collisions) bodyPieces() int { return (len(col.awake) + pieceSize - 1) / pieceSize }

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
func (col *Collisions) findPairsOf(k int) {
	pc := &col.pieces[k]
	pc.pairs, pc.fixed, pc.touchedFrom = pc.pairs[:0], pc.fixed[:0], pc.touchedFrom[:0]
	near := pc.near[:0]
	for i := k * pieceSize; i < min(len(col.awake), (k+1)*pieceSize); i++ {
		a := &col.awake[i]
		col.place[col.grid.from[i]] = int32(i)
		a.changed = 0
		if a.is(bodyGroundOnly) {
			continue
		}
		centre, half := a.swept()
		near = col.grid.nearFrom(int32(i+1), centre, half, near[:0]) // only boxes that touch a's, sorted after it
		for _, j := range near {                                     // never a body that meets only the ground: the grid leaves it out
			pc.pairs = append(pc.pairs, contactPair{a: int32(i), b: j, quiet: -1})
		}
		inStill, inFresh := col.tops.mayTouch(centre, half), col.freshTops.mayTouch(centre, half)
		if !inStill && !inFresh && len(col.wide) == 0 {
			continue
		}
		near = col.sleepersIn(inStill, inFresh, centre, half, near[:0])
		col.bySleeperID(near)
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
func (col *Collisions) joinPairsOf(k int) {
	pc := &col.pieces[k]
	copy(col.pairs[pc.pairsAt:], pc.pairs)
	fixed, from := col.fixed[pc.fixedAt:], col.touchedFrom[pc.fixedAt:]
	touched := col.touched[pc.fixedAt:]
	for n, p := range pc.fixed {
		p.b += int32(pc.fixedAt)
		fixed[n] = p
		j := pc.touchedFrom[n]
		from[n], touched[n] = j, col.sleepers[j]
	}
}

// sleepersNear appends the indices into sleepers of the sleeping bodies
// near a box, from both of their grids, leaving out those that have woken
// since they were gathered.
func (col *Collisions) sleepersNear(centre, half [3]float32, out []int32) []int32 {
	return col.sleepersIn(true, true, centre, half, out)
}

// sleepersIn is sleepersNear asking only the grids it is told to: the
// still grid's, the fresh one's, or both, and always the short list of
// wide sleepers. A grid left out must be one whose height map says no
// sleeper of it can touch the box.
func (col *Collisions) sleepersIn(still, fresh bool, centre, half [3]float32, out []int32) []int32 {
	start := len(out)
	if still {
		out = col.still.near(centre, half, out)
	}
	mid := len(out)
	if fresh {
		out = col.fresh.near(centre, half, out)
	}
	for k := mid; k < len(out); k++ {
		out[k] += int32(col.nStill)
	}
	out = col.wideSleepers(centre, half, out)
	if len(col.wokenList) == 0 {
		return out
	}
	kept := out[:start]
	for _, j := range out[start:] {
		if !col.isWoken(col.sleeperID(j)) {
			kept = append(kept, j)
		}
	}
	return kept
}

// bySleeperID puts a body's sleepers in the order of their entities.
// Which of the two grids holds a sleeper, and where in it, depends on when
// the still grid was last rebuilt, which a saved world does not know; the
// solver must meet the sleepers in an order that depends on the world
// alone. A body touches a few sleepers at most, so a short insertion sort.
func (col *Collisions) bySleeperID(near []int32) {
	for i := 1; i < len(near); i++ {
		for j := i; j > 0 && col.sleeperID(near[j]) < col.sleeperID(near[j-1]); j-- {
			near[j], near[j-1] = near[j-1], near[j]
		}
	}
}

// sleeperID is the entity index of sleeper j.
func (col *Collisions) sleeperID(j int32) uint32 { return col.sleeperIDs[j].Index() }

// pairMargin is how close two boxes must come to be listed as a pair:
// a little apart still counts, because the solver's pushes move boxes
// during the step, and a box pushed into one it was not paired with
// would stay inside it until the next step.
const pairMargin = 0.05

// boxesTouch reports whether the boxes two bodies swept through during
// the step overlap or come within pairMargin of each other on every axis.
func boxesTouch(a, b *body) bool {
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
func (b *body) swept() (centre, half [3]float32) {
	for k := range 3 {
		centre[k] = (b.pos[k] + b.prev[k]) / 2
		half[k] = b.half[k] + abs32(b.pos[k]-b.prev[k])/2
	}
	return centre, half
}

// solve goes over the ground contacts and the pairs several times; each
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
func (col *Collisions) solve() {
	col.islands.build(col.awake, col.pairs, col.fixed, col.workers)
	col.supports = resize(col.supports, len(col.awake))
	col.pieces = resize(col.pieces, max(col.bodyPieces(), col.islands.runs()))
	col.workers.For(len(col.pieces), col.solvePiece)
	col.Contacts = col.solveBigIslands()
	for k := range col.pieces {
		col.Contacts += col.pieces[k].contacts
	}
	for k := range col.touched {
		if col.touched[k].is(bodyHit) {
			col.hitSleeper(col.touchedFrom[k])
		}
	}
}

// solveIslandsOf solves piece k's share: the bodies of its index range
// that are in no pair (each meets the ground), and the islands of run k
// (see islands.cut). Islands share no body, so the pieces share nothing
// they write. Each piece has a clock of its own; a clock's stamps are
// only ever compared within one island, so where an island's run starts
// it changes nothing.
func (col *Collisions) solveIslandsOf(k int) {
	pc := &col.pieces[k]
	pc.contacts = 0
	var clock int32
	for i := k * pieceSize; i < min(len(col.awake), (k+1)*pieceSize); i++ {
		if col.islands.id[i] < 0 { // in no pair
			b := &col.awake[i]
			for range solverIterations {
				if !col.meetGrounds(b, &clock) {
					break
				}
			}
			b.mark(bodySlow, b.vel.LenSqr() < sleepSpeed*sleepSpeed)
		}
	}
	if k < col.islands.runs() {
		for c := col.islands.cuts[k]; c < col.islands.cuts[k+1]; c++ {
			if col.islands.isBig(int(c)) {
				continue // solved by all the workers after the runs (see solveBigIslands)
			}
			pc.contacts += col.solveIsland(int(c), &clock)
			col.tipIsland(int(c))
		}
	}
}

// tipIsland marks island k's slow bodies and lets its boxes that hang
// over an edge slide off: tipOver finds, pair by pair and then fixed pair
// by fixed pair, what each box rests on, and tip pushes each box whose
// centre lies beyond it (see tip).
func (col *Collisions) tipIsland(k int) {
	is := &col.islands
	bodies := is.bodies[is.bodyStart[k]:is.bodyStart[k+1]]
	for _, i := range bodies {
		col.markSlow(i)
	}
	for _, q := range is.pairs[is.pairStart[k]:is.pairStart[k+1]] {
		p := &col.pairs[q]
		tipOver(&col.awake[p.a], &col.awake[p.b], &col.supports[p.a], &col.supports[p.b])
	}
	for _, q := range is.fixed[is.fixedStart[k]:is.fixedStart[k+1]] {
		p := &col.fixed[q]
		tipOver(&col.awake[p.a], &col.touched[p.b], &col.supports[p.a], nil)
	}
	for _, i := range bodies {
		tip(&col.awake[i], &col.supports[i])
	}
}

// markSlow marks awake body i slow or not after the solver's passes, and
// empties its support for tipOver.
func (col *Collisions) markSlow(i int32) {
	b := &col.awake[i]
	b.mark(bodySlow, b.vel.LenSqr() < sleepSpeed*sleepSpeed)
	col.supports[i] = noSupport
}

// solveIsland runs the solver's passes over island k and returns how
// many of its contacts touched in the first pass. clock counts the visits
// (see visit).
func (col *Collisions) solveIsland(k int, clock *int32) (contacts int) {
	is := &col.islands
	bodies := is.bodies[is.bodyStart[k]:is.bodyStart[k+1]]
	pairs := is.pairs[is.pairStart[k]:is.pairStart[k+1]]
	fixed := is.fixed[is.fixedStart[k]:is.fixedStart[k+1]]
	for pass := range solverIterations {
		touching, moved := 0, false
		for _, i := range bodies {
			moved = col.meetGrounds(&col.awake[i], clock) || moved
		}
		for _, q := range pairs {
			p := &col.pairs[q]
			touched, changed := visit(p, &col.awake[p.a], &col.awake[p.b], clock)
			touching += b2i(touched)
			moved = moved || changed
		}
		for _, q := range fixed {
			p := &col.fixed[q]
			touched, changed := visit(p, &col.awake[p.a], &col.touched[p.b], clock)
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
func visit(p *contactPair, a, b *body, clock *int32) (touched, moved bool) {
	if p.quiet > a.changed && p.quiet > b.changed {
		return false, false
	}
	*clock++
	touched, moved = boxContact(a, b)
	if moved {
		a.changed, b.changed, p.quiet = *clock, *clock, -1
	} else {
		p.quiet = *clock
	}
	return touched, moved
}

// meetGrounds keeps b above every ground and reports whether that moved
// it or changed its velocity (then b is stamped with the clock).
func (col *Collisions) meetGrounds(b *body, clock *int32) bool {
	moved := false
	for g := range col.grounds {
		moved = groundContact(b, &col.grounds[g].g, col.grounds[g].m) || moved
	}
	if moved {
		*clock++
		b.changed = *clock
	}
	return moved
}

// dampSpins slows the spin of every touching body, so a cube that lands
// stops tumbling. Each row is its own, so the rows are shared out among
// the workers in chunks (see dampChunk): the result is the same with any
// number of them.
func (c *Collide) dampSpins(ws *ecs.Workers) {
	c.spins.Parallel(ws, dampChunk)
}

// dampChunk halves the spin of every touching body of one chunk of rows.
func dampChunk(t ecs.Table2[components.Spin, components.Contact]) {
	ss, cts := t.Columns()
	cts = cts[:len(ss)] // one bounds check here instead of one per row
	for i := range ss {
		if cts[i].Touching {
			av := &ss[i].AngularVelocity
			av[0], av[1], av[2] = av[0]*0.5, av[1]*0.5, av[2]*0.5
		}
	}
}
