package collision

import (
	"cmp"
	"math"
	"slices"
)

// spatialGrid is the engine's broadphase: it sorts bodies
// into boxes of space (cells) so that a body only has to be tested
// against the bodies in the cells around it, instead of against every
// other body. With cells at least as wide as the largest body, two boxes
// that overlap always sit in the same or in neighbouring cells.
//
// The cells are not stored in a 3D array (the world is large and mostly
// empty) but mapped into a table of buckets, a power of two at least twice
// the number of bodies. Building it is a counting sort with no allocation
// once the slices have grown to the body count:
//
//  1. hash every body's cell to a bucket and count the bodies per bucket;
//  2. turn the counts into start offsets (a running sum);
//  3. copy every body to its bucket's next free place.
//
// The grid does not hand out indices into the caller's bodies: it sorts
// the bodies themselves (see sort), so that the bodies of bucket k are
// bodies[start[k]:start[k+1]], and bodies that are near each other in
// space are near each other in memory. A query then reads a few short
// runs of memory instead of jumping about an array of a hundred thousand
// bodies, and so does the solver, whose pairs join neighbours. Two
// different cells can share a bucket; each entry keeps its cell beside its
// box, and a lookup skips the bodies of other cells.
//
// Cells are taller than they are wide (at least minCellHeight): the
// bodies of this world lie on a ground or fall down onto it, so most of a
// cell's neighbours above and below are empty air, and a query that
// visits fewer cells costs less.
//
// Bars: the grid is what makes a step grow with the bodies rather than
// with their square, so every collision bar of the performance page
// rests on it: "Collisions" (Collide/rain/system/10k at most 1.5 ms a
// step, the 100k rain at most 12 times the 10k one, the pile at most
// 0.3 ms, FixedStep/rain/10k at most 2.5 ms) and "100,000 colliding
// cubes" (the median step within 16 ms). Sorting the bodies themselves
// rather than indices buys the 100k rain's ratio: at a hundred thousand
// bodies the reads at random waited on memory.
type spatialGrid struct {
	reach   [3]float32   // the largest half size of a swept box, per axis
	inv     [3]float32   // 1 / cell size, per axis
	lo, hi  [3]float32   // the box around every body in the grid
	last    cellKey      // the highest cell any body is in, per axis (the lowest is 0, 0, 0)
	mask    uint32       // buckets − 1
	stride  uint32       // bucket distance between neighbouring rows of cells along z
	start   []int32      // per bucket, plus one end: where its bodies begin
	entries []gridEntry  // per body, in sorted order: its cell and swept box
	fill    []int32      // per bucket: the next free place while sorting
	keys    []uint32     // per body of the input: its bucket
	centres [][3]float32 // per body of the input: its swept box's centre, during a sort (see sortWithin)
	own     [][3]float32 // the centres sort measures itself, kept from sort to sort
	from    []int32      // per place in the grid's order: the body of the input there (until the next sort; see permute)
	bounds  []gridBounds // per piece of the input: its bounds (see measure)
	src     []Body       // the input and output of the sort under way
	dst     []Body
	wideAt  []int32 // per piece: how many wide bodies it holds (see copyPieceOf)
	wide    []int32 // the wide bodies, in the grid's order (see wideawake.go)
	// ties is, per body of the next sort's input, the key that orders the
	// bodies of one bucket: their IDs' indices (see orderTies). Nil
	// keeps the input's order.
	ties []uint32

	// The passes over pieces of the bodies that the worker pool shares
	// (copyPieceOf, measurePieceOf, keyPieceOf), made once.
	copyPiece, measurePiece, keyPiece func(int)
}

// gridEntry is what a query reads of one body: the cell it was sorted
// into and the corners of the box it swept through, grown by pairMargin.
type gridEntry struct {
	cell   cellKey
	lo, hi [3]float32
}

// cellKey is a cell's integer coordinates.
type cellKey [3]int32

// minCellHeight is the least height of a cell, in world units.
const minCellHeight = 16

// sort sorts the bodies src into cells and writes them to dst in the
// grid's order (dst is grown as needed and returned; src is left as it
// was). A body counts with the box it swept through during the step (see
// body.swept), so that a fast one is paired with everything it passed.
// The sort is stable: bodies of one bucket keep their order in src.
func (g *spatialGrid) sort(src, dst []Body, ws Parallel) []Body {
	pieces := (len(src) + pieceSize - 1) / pieceSize
	if g.copyPiece == nil {
		g.copyPiece, g.measurePiece, g.keyPiece = g.copyPieceOf, g.measurePieceOf, g.keyPieceOf
	}
	g.src = src
	g.bounds = resize(g.bounds, pieces)
	g.own = resize(g.own, len(src))
	g.centres = g.own
	ws.For(pieces, g.measurePiece)
	return g.sortWithin(g.bounds, g.own, src, dst, ws)
}

// sortWithin is sort for bodies whose bounds and centres are known
// already: bounds holds those of the bodies cut into any pieces, centres
// the centre of each body's swept box, which is all its cell needs (the
// engine's gather measures its runs as they are handed in, which
// spares the sort a pass over every body, and the pass that works out
// the buckets then reads 12 bytes a body instead of the whole body).
func (g *spatialGrid) sortWithin(bounds []gridBounds, centres [][3]float32, src, dst []Body, ws Parallel) []Body {
	n := len(src)
	buckets := 64
	for buckets < 2*n {
		buckets *= 2
	}
	pieces := (n + pieceSize - 1) / pieceSize
	if g.copyPiece == nil {
		g.copyPiece, g.measurePiece, g.keyPiece = g.copyPieceOf, g.measurePieceOf, g.keyPieceOf
	}
	g.src, g.dst, g.from = src, dst, resize(g.from, n)
	g.centres = centres
	g.measure(bounds, buckets)
	g.mask = uint32(buckets - 1)
	g.start = resize(g.start, buckets+1)
	g.fill = resize(g.fill, buckets)
	clear(g.start)
	g.entries = resize(g.entries, n)
	g.keys = resize(g.keys, n)
	ws.For(pieces, g.keyPiece)
	for _, k := range g.keys {
		g.start[k+1]++
	}
	for k := 1; k <= buckets; k++ {
		g.start[k] += g.start[k-1]
	}
	copy(g.fill, g.start[:buckets])
	inOrder := true // no bucket's ties out of order: orderTies has nothing to do
	for i, k := range g.keys {
		at := g.fill[k]
		if g.ties != nil && at > g.start[k] && g.ties[g.from[at-1]] > g.ties[i] {
			inOrder = false
		}
		g.from[at] = int32(i)
		g.fill[k]++
	}
	if !inOrder {
		g.orderTies()
	}
	dst = resize(dst, n)
	g.dst = dst
	g.wideAt = resize(g.wideAt, pieces)
	ws.For(pieces, g.copyPiece)
	g.listWide(dst)
	g.src, g.dst, g.centres = nil, nil, nil
	return dst
}

// orderTies puts the bodies of each bucket in the order of their ties
// (their IDs' indices), when the caller gave them. The counting sort
// keeps the input's order within a bucket, and the input's order is the
// order in which the engine's caller handed the bodies in (the game: the
// order of the rows in the ECS tables, which depends on the structural
// changes a world went through: a world loaded from a save has the same
// entities in other rows). Ordered by ID, the grid's order, and with it
// the order of the pairs and of the solver's pushes, depends only on the
// bodies, so a saved world goes on exactly as the world that was saved.
// Most buckets hold one body or none, and the game hands the bodies in
// mostly in the grid's order already (it puts its rows in that order now
// and then: systems/collideorder.go), so the sort notes whether any
// bucket got its bodies out of order and calls this only then; one
// crowded bucket (bodies piled at one point) is sorted in n log n.
// The order is what the checkpoint needs (TestASaveIsACheckpoint); the
// skip when nothing is out of order keeps it off the 10k rain bar.
func (g *spatialGrid) orderTies() {
	ties := g.ties
	for k := range len(g.start) - 1 {
		run := g.from[g.start[k]:g.start[k+1]]
		if len(run) < 2 {
			continue
		}
		if len(run) > 16 {
			slices.SortFunc(run, func(a, b int32) int { return cmp.Compare(ties[a], ties[b]) })
			continue
		}
		for i := 1; i < len(run); i++ { // insertion: a short run, mostly in order already
			for j := i; j > 0 && ties[run[j]] < ties[run[j-1]]; j-- {
				run[j], run[j-1] = run[j-1], run[j]
			}
		}
	}
}

// permute puts the IDs of the bodies last sorted into the grid's
// order, as the sort put the bodies: dst[at] is the ID of the body
// at place at, src[i] that of the sort's input body i (dst is grown as
// needed and returned). The grid sorts bodies, which hold only what the
// solver reads (see Body); who each one is follows by the same moves.
func (g *spatialGrid) permute(src, dst []ID) []ID {
	dst = resize(dst, len(g.from))
	for at, i := range g.from {
		dst[at] = src[i]
	}
	return dst
}

// keyPieceOf works out the cell and the bucket of piece k of the bodies
// from their centres.
func (g *spatialGrid) keyPieceOf(k int) {
	lo, hi := k*pieceSize, min(len(g.src), (k+1)*pieceSize)
	for i, p := range g.centres[lo:hi] {
		g.keys[lo+i] = g.bucket(g.cellOf(p))
	}
}

// copyPieceOf copies piece k of the bodies to their places in the grid's
// order and fills their entries. The bodies are written in order and read
// at random: loads overlap, where stores to random places would queue.
// They overlap only as far as the processor looks ahead, so the copy is a
// loop of its own, as short as it can be: with the entries' arithmetic in
// the same loop, a hundred thousand bodies (megabytes, more than a core's caches
// hold) took markedly longer to copy, each read waiting for memory nearly
// alone. The entries are then worked out from the copies, in order.
// Bar: the 100k rain's ratio to the 10k one ("Collisions").
func (g *spatialGrid) copyPieceOf(k int) {
	lo, hi := k*pieceSize, min(len(g.from), (k+1)*pieceSize)
	dst, from := g.dst[lo:hi], g.from[lo:hi]
	for at, i := range from {
		dst[at] = g.src[i]
	}
	wide := int32(0)
	for at := lo; at < hi; at++ {
		b := &g.dst[at]
		c, h := b.swept()
		e := &g.entries[at]
		e.cell = g.cellOf(c) // worked out again: cheaper than a read at random
		for a := range 3 {
			e.lo[a], e.hi[a] = c[a]-h[a]-pairMargin, c[a]+h[a]+pairMargin
		}
		if b.is(bodyGroundOnly | bodyWide) {
			e.lo, e.hi = noBox()
			wide += int32(b2i(b.is(bodyWide)))
		}
	}
	g.wideAt[k] = wide
}

// noBox is the box of an entry no query finds: inside out, from the
// highest corner to the lowest. A body that meets only the ground (a
// walking camera) keeps its place in the grid's order but is in no pair,
// and the queries need not read the body itself to leave it out.
func noBox() (lo, hi [3]float32) {
	return [3]float32{math.MaxFloat32, math.MaxFloat32, math.MaxFloat32},
		[3]float32{-math.MaxFloat32, -math.MaxFloat32, -math.MaxFloat32}
}

// gridBounds is what measure needs of a piece of the bodies: the largest
// half size of a swept box per axis, and the box around them all.
type gridBounds struct {
	reach, lo, hi [3]float32
}

// measurePieceOf finds the bounds and the centres of piece k of the
// bodies. The pieces'
// bounds are joined by min and max, which give the same answer in any
// order and however the bodies are cut into pieces: the grid is the same
// with any number of workers.
func (g *spatialGrid) measurePieceOf(k int) {
	b := emptyBounds()
	for i := k * pieceSize; i < min(len(g.src), (k+1)*pieceSize); i++ {
		if g.src[i].is(bodyMoves) {
			g.centres[i] = b.addAwake(&g.src[i])
		} else {
			g.centres[i] = b.addNarrow(&g.src[i])
		}
	}
	g.bounds[k] = b
}

// emptyBounds are the bounds of no body: the least reach, and a box
// inside out, which the first body added replaces.
func emptyBounds() gridBounds {
	return gridBounds{reach: [3]float32{0.5, 0.5, 0.5},
		lo: [3]float32{math.MaxFloat32, math.MaxFloat32, math.MaxFloat32},
		hi: [3]float32{-math.MaxFloat32, -math.MaxFloat32, -math.MaxFloat32}}
}

// add widens the bounds to hold body b's swept box and returns the box's
// centre, which sets the body's cell.
func (gb *gridBounds) add(b *Body) (centre [3]float32) {
	p, h := b.swept()
	return gb.addSwept(p, h)
}

// addSwept is add for a swept box worked out already: its centre p and
// half size h.
func (gb *gridBounds) addSwept(p, h [3]float32) (centre [3]float32) {
	for a := range 3 { // comparisons, not min and max (see floorInt): the bounds seldom change
		if h[a] > gb.reach[a] {
			gb.reach[a] = h[a]
		}
		if lo := p[a] - h[a]; lo < gb.lo[a] {
			gb.lo[a] = lo
		}
		if hi := p[a] + h[a]; hi > gb.hi[a] {
			gb.hi[a] = hi
		}
	}
	return p
}

// addAwake is addNarrow for an awake body, which it first marks wide or
// not by the box it swept through in this step (see wideAwake.go): a body
// that moves may grow or shrink, or move fast, from one step to the next.
func (gb *gridBounds) addAwake(b *Body) (centre [3]float32) {
	p, h := b.swept()
	b.mark(bodyWide, max(h[0], h[1], h[2]) > wideHalf)
	if b.is(bodyWide) { // see addNarrow
		return b.pos
	}
	return gb.addSwept(p, h)
}

// addNarrow is add for a body that may be wide (see wideHalf): a wide one
// leaves the bounds as they are, so that it sets neither the cells' size
// nor the grid's box. Its centre may then lie outside the box, and its
// cell be a clamped one: harmless, since its entry has no box and no
// query finds it.
func (gb *gridBounds) addNarrow(b *Body) (centre [3]float32) {
	if !b.is(bodyWide) {
		return gb.add(b)
	}
	return b.pos
}

// measure joins the pieces' bounds into the largest swept half size per
// axis and the box around all bodies, which set the cells: at least twice the largest half size
// on every axis, so that a body overlaps only bodies in the cells next to
// its own; at least minCellHeight tall; and, across the ground, wide
// enough for one row of cells along x to fit in the table with its
// neighbours beside it (see bucket), though never more than four times the
// least width, so that a body thrown far away does not make every cell
// huge. Cells count from the box's lowest corner.
func (g *spatialGrid) measure(bounds []gridBounds, buckets int) {
	all := emptyBounds()
	g.reach, g.lo, g.hi = all.reach, all.lo, all.hi
	for _, b := range bounds {
		for k := range 3 {
			g.reach[k] = max(g.reach[k], b.reach[k])
			g.lo[k] = min(g.lo[k], b.lo[k])
			g.hi[k] = max(g.hi[k], b.hi[k])
		}
	}
	fit := float32(math.Sqrt(float64(g.hi[0]-g.lo[0]) * float64(g.hi[2]-g.lo[2]) / float64(buckets)))
	for k := range 3 {
		size := 2 * g.reach[k]
		if k == 1 {
			size = max(size, minCellHeight)
		} else {
			size = max(size, min(fit, 4*size))
		}
		g.inv[k] = 1 / size
	}
	g.last = g.cellOf(g.hi)
	g.stride = uint32(g.last[0]) + 1
	if uint64(g.stride)*uint64(g.last[2]+1) > uint64(buckets) {
		g.stride = uint32(math.Sqrt(float64(buckets))) + 1
	}
}

// cellOf is the cell that holds a point of the grid's box. The point
// lies at or above the box's lowest corner, so its distance from it is
// never negative, and truncating it is rounding it down.
func (g *spatialGrid) cellOf(p [3]float32) cellKey {
	return cellKey{truncInt((p[0] - g.lo[0]) * g.inv[0]), truncInt((p[1] - g.lo[1]) * g.inv[1]), truncInt((p[2] - g.lo[2]) * g.inv[2])}
}

// bucket maps a cell to a bucket: x + z·stride + y·(a large odd
// number), wrapped to the table. Cells side by side along x land in
// buckets side by side, and rows along z a stride apart: a row of the
// field is one run of buckets, and a query reads the bodies of the cells
// it wants in a row as one run of memory. When the field fits the table
// (stride is its width in cells) no two cells of one height share a
// bucket.
func (g *spatialGrid) bucket(c cellKey) uint32 {
	return (uint32(c[0]) + uint32(c[2])*g.stride + uint32(c[1])*2654435761) & g.mask
}

// near appends to out the index (in the grid's order) of every body of
// the grid whose swept box overlaps a box of half size half around p, or
// comes within pairMargin of it. A box that lies outside the box around
// all bodies gets no answer at once, which is what most falling cubes get
// from the grid of sleeping cubes on the ground.
func (g *spatialGrid) near(p, half [3]float32, out []int32) []int32 {
	return g.nearFrom(0, p, half, out)
}

// nearFrom is near for the bodies at index first and after only. Called
// for each body of the grid itself with first one past its own index, it
// lists every pair of the grid once: the body sorted earlier finds the
// later one, and the later one does not look back.
func (g *spatialGrid) nearFrom(first int32, p, half [3]float32, out []int32) []int32 {
	if len(g.entries) == 0 {
		return out
	}
	var q queryBox
	var lo, hi cellKey
	for k := range 3 { // all three axes first: most misses are cheap ones
		q.lo[k], q.hi[k] = p[k]-half[k], p[k]+half[k]
		if q.hi[k]+pairMargin < g.lo[k] || q.lo[k]-pairMargin > g.hi[k] {
			return out
		}
	}
	for k := range 3 { // truncInt, not floorInt: the same range (see truncInt)
		lo[k] = max(0, truncInt((q.lo[k]-g.reach[k]-pairMargin-g.lo[k])*g.inv[k]))
		hi[k] = min(g.last[k], truncInt((q.hi[k]+g.reach[k]+pairMargin-g.lo[k])*g.inv[k]))
	}
	q.stop = len(out) + maxNear
	for y := lo[1]; y <= hi[1]; y++ {
		for z := lo[2]; z <= hi[2]; z++ {
			out = g.nearInRow(first, lo[0], hi[0], y, z, &q, out)
			if len(out) == q.stop {
				return out
			}
		}
	}
	return out
}

// maxNear is the most bodies one query of a grid answers with: the
// first it finds, in the grid's order. A box among boxes of its own size
// touches 26 at most, and a realistic pile (the shipped scenes, the
// default scene's hundred thousand cubes) never comes near the bound; it
// holds only where bodies are packed far closer than a solid pile would
// let them, such as thousands of cubes spawned at one point, where every
// body touches every other. There, without it, the pairs and the work
// would grow with the square of the bodies (ten thousand cubes, fifty
// million pairs); with it, both stay in proportion to the bodies, and the
// solver pushes the crowd apart over the following steps, each body from
// the neighbours it found.
// It buys no speed bar but a bound: without it one crowded spawn makes
// a step last minutes (TestCubesAtOnePointKeepFewPairs).
const maxNear = 64

// queryBox is the box a query asks about, from corner lo to corner hi,
// and the length of the answer at which the query stops (see maxNear).
type queryBox struct {
	lo, hi [3]float32
	stop   int
}

// nearInRow is nearFrom for the cells x0 to x1 of one row: usually one run
// of buckets, read in one loop; cell by cell where the row wraps around
// the end of the table; the whole table where the row is as long as it. The loop tests the boxes before the cells: an
// entry of the run whose box overlaps the query's is nearly always in one
// of the row's cells, so the cell test, which only weeds out a cell that
// shares a bucket with one of the row's, mostly runs on the few hits.
// Bar: the 10k and 100k rain bars of "Collisions" (the pair search is
// most of the broadphase).
func (g *spatialGrid) nearInRow(first, x0, x1, y, z int32, q *queryBox, out []int32) []int32 {
	k0, k1 := g.bucket(cellKey{x0, y, z}), g.bucket(cellKey{x1, y, z})
	if x1-x0 >= int32(g.mask) {
		// The row is as long as the table (a box far wider than the
		// grid's cells): its cells go round every bucket, maybe more than
		// once, so the run is the whole table.
		k0, k1 = 0, g.mask
	} else if k1 < k0 {
		for x := x0; x <= x1 && len(out) < q.stop; x++ {
			out = g.nearInRow(first, x, x, y, z, q, out)
		}
		return out
	}
	from, to := max(g.start[k0], first), g.start[k1+1]
	if from >= to {
		return out
	}
	lx, ly, lz, hx, hy, hz := q.lo[0], q.lo[1], q.lo[2], q.hi[0], q.hi[1], q.hi[2]
	es := g.entries[from:to]
	for i := range es {
		e := &es[i]
		if bit(e.lo[1] <= hy)&bit(e.hi[1] >= ly)&bit(e.lo[0] <= hx)&bit(e.hi[0] >= lx)&bit(e.lo[2] <= hz)&bit(e.hi[2] >= lz) != 0 &&
			e.cell[1] == y && e.cell[2] == z && e.cell[0] >= x0 && e.cell[0] <= x1 {
			out = append(out, from+int32(i))
			if len(out) == q.stop {
				return out
			}
		}
	}
	return out
}

// truncInt is floorInt for a value that is not negative, where rounding
// towards zero is rounding down: it spares the step down. The cell range
// of a query may start below the box's corner, at a negative value, but
// it is clamped to cell 0 at once, and truncating a value between −1 and
// 0 gives the 0 that the clamp would give; its end lies above the corner,
// past the early return for a box below the grid, so the range is the
// one floorInt gives.
func truncInt(x float32) int32 {
	const limit = 1 << 30
	if x < -limit {
		x = -limit
	} else if x > limit {
		x = limit
	}
	return int32(x)
}

// floorInt rounds down to an int32, clamping far values so that a body
// thrown a billion units away still lands in some cell. (Converting to an
// integer rounds towards zero, hence the step down for negative values;
// it is several times cheaper than math.Floor.)
func floorInt(x float32) int32 {
	const limit = 1 << 30
	if x < -limit { // comparisons, not min and max: the builtins' care for
		x = -limit // NaN and the sign of zero makes a long chain of
	} else if x > limit { // instructions, and a far value is rare
		x = limit
	}
	i := int32(x)
	if float32(i) > x {
		i--
	}
	return i
}

// resize returns s with length n, reusing its storage when it is large
// enough.
func resize[T any](s []T, n int) []T {
	return slices.Grow(s[:0], n)[:n]
}

// bit is 1 for true and 0 for false, without a branch.
func bit(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
