package collision

import (
	"slices"

	"github.com/go-gl/mathgl/mgl32"
)

// Engine is the collision engine: the spatial grids and the flat body
// lists it rebuilds every step, kept from step to step so that their
// storage is reused (no allocation once they have grown to the body
// count). Its zero value is ready; a caller steps it as the package doc
// says.
type Engine struct {
	// Pairs is the box pairs that were close enough to test in the last
	// step; Contacts those that touched.
	Pairs, Contacts int

	awake        []Body       // in the grid's order (see spatialGrid.sort)
	spare        []Body       // the other half of awake's double buffer
	place        []int32      // per gathered body: its index in awake
	ids          []uint32     // per gathered body: its ID's index, which orders the grid's ties (see spatialGrid.orderTies)
	centres      [][3]float32 // per body being sorted into a grid (the awake after gather, the sleepers while they are gathered): its swept box's centre
	bounds       []gridBounds // per run of the gather: its bodies' bounds, for the grid
	measured     bool         // bounds hold awake's bounds: Gather ran since the last sort
	sleepers     []Body       // fixed boxes: sleepers[:nStill] are in still, the rest fell asleep since
	sleeperIDs   []ID         // per sleeper, in the same order: who it is
	spareIDs     []ID         // the other half of sleeperIDs' double buffer
	nStill       int          // how many sleepers the still grid holds
	wide         []int32      // the wide sleepers (see wideHalf): wide[:nWideStill] among the still ones, the rest among the fresh
	nWideStill   int
	pairs        []contactPair // awake–awake candidates (indices into awake)
	fixed        []contactPair // awake–sleeper candidates (awake, touched)
	islands      islands       // the solver's work, island by island
	blocked      blockedIsland // a large island's pairs by block (see solveBlocked)
	supports     []support     // per awake body: what it rests on, found after the passes (see tipOver)
	touched      []Body        // a copy of the sleeper of each fixed pair
	touchedFrom  []int32       // its index in sleepers
	grid         spatialGrid
	still        spatialGrid // the sleepers' grid, rebuilt now and then (see sleeperRebuild)
	tops         sleeperTops // how high the sleepers in still reach, tile by tile: most bodies need no query of still
	freshTops    sleeperTops // the same for fresh: most bodies that ask still need not ask fresh
	fresh        spatialGrid // the bodies that fell asleep since, rebuilt every step
	current      bool        // no sleeper fell asleep or woke since still was built
	mustBuild    bool        // a body fell asleep outside the engine: it is in no grid yet
	sinceRebuild int
	woken        []uint64 // a bit per ID index: woke since the sleepers were gathered
	wokenList    []uint32 // the indices set in woken
	hits         []int32  // the sleepers marked hit in this step
	grounds      []Ground
	shapes       Shapes         // the awake compound bodies' boxes, handed in every step (see Compound)
	sleeperShape Shapes         // the sleeping compound bodies' boxes
	wakeBoxes    []Body         // regions whose sleepers must wake (a recycled cube's old place)
	near         []int32        // the grid's answer for one body, reused
	pieces       []collidePiece // the work cut into pieces for the worker pool
	workers      Parallel
	findPiece    func(int) // findPairsOf, solveIslandsOf and joinPairsOf, made once
	solvePiece   func(int)
	joinPiece    func(int)
}

// ID is who a body is, as the engine's caller knows it: the engine keeps
// a sleeper's ID and hands it back when the sleeper wakes. Its low 32
// bits are its index (see [ID.Index]), which orders bodies that the
// broadphase would otherwise meet in the order they were handed in.
type ID uint64

// Index is the ID's low 32 bits: two bodies alive at once have different
// indices, and the engine meets the bodies of one grid cell, and the
// sleepers one body touches, in the order of their indices.
func (id ID) Index() uint32 { return uint32(id) }

// Parallel runs f(0) to f(n−1), on as many goroutines as it has, and
// returns when all are done; Len is how many that is. The engine cuts its
// work into pieces by index alone and joins their results in piece order,
// so its result is the same with any Parallel (Parallel is one).
type Parallel interface {
	For(n int, f func(i int))
	Len() int
}

// serial is the Parallel of one goroutine, for an engine stepped without
// one.
type serial struct{}

func (serial) For(n int, f func(int)) {
	for i := range n {
		f(i)
	}
}

func (serial) Len() int { return 1 }

// Material is how a body bounces and grips: Restitution is the share of
// the approach speed it bounces back with, Friction its grip. A contact
// mixes the two bodies' values.
type Material struct {
	Restitution float32
	Friction    float32
}

// Ground is a horizontal square plane, Size units wide and centred on the
// origin at Height, that no body falls through, and the material bodies
// meet on it.
type Ground struct {
	Height, Size float32
	Material
}

// sleeperRebuild is how many steps the sleepers' grid may go without a
// rebuild while bodies fall asleep and wake. Rebuilding it means gathering
// every sleeper again; in a steady rain some body falls asleep every step,
// and rebuilding every step would cost more than everything else the step
// does. In between, a body that falls asleep goes into a small grid of its
// own, and one that wakes is skipped (it is marked in woken). It must stay
// below the steps a body needs to fall asleep (SleepAfter), so that no
// body can wake and fall asleep again before its old place is forgotten
// (TestSleepersAreRebuiltBeforeAWokenBodyCanSleepAgain). It buys the 10k
// and 100k rain bars of the performance page's "Collisions" section.
const sleeperRebuild = 12

// Sleep settings: a body that moves slower than sleepSpeed for SleepAfter
// simulated seconds (15 steps) falls asleep. The wait must outlast the
// top of a bounce or a throw, where a body turns round and moves slowly
// for a few steps (about 7 under the weakest gravity of the default
// scene); every step longer keeps a landed box awake and solved for
// nothing, and at half a second a deep pile held about a third more of its
// cubes awake.
const (
	sleepSpeed = 0.12
	// SleepAfter is how long, in simulated seconds, a body must stay slow
	// to fall asleep (see [Engine.Rest]).
	SleepAfter = 0.25
	// solverIterations is how many times each step goes over every
	// contact. One pass leaves a stack's upper boxes sinking into the lower
	// ones; each further pass carries a push one box further. A box resting
	// on a supported box treats it as fixed (see stackMasses), so a pile's
	// weight needs no passes to travel down it, and four passes keep a
	// stack of ten standing and a pour's boxes within 5% of each other's
	// size (TestBoxesNeverOverlapMuch: about 3% at worst with four, 1% with
	// six, over 5% with three). The price is in the tail: in the default
	// scene's pile at a hundred thousand cubes, a few of its touching pairs
	// in a hundred thousand fall asleep somewhat more than 5% deep in each
	// other, where six passes leave none beyond about 3%; none sinks
	// through. Each pass is a visit of every contact that still moves: in a
	// pile ten cubes deep across a crowded field, where one island of tens
	// of thousands of boxes stays in motion while the rain lands on it, the
	// passes are most of the step, and six cost about a sixth more of the
	// whole step than four.
	solverIterations = 4
)

// SetGrounds sets the grounds of this step.
func (en *Engine) SetGrounds(gs []Ground) { en.grounds = append(en.grounds[:0], gs...) }

// Start begins a step on the goroutines of p (nil: one), and reports
// whether the caller must hand in every sleeper afresh before Gather
// (see BeginSleepers): because a body fell asleep outside the engine, or
// because sleepers changed and the still grid is due for a rebuild.
func (en *Engine) Start(p Parallel) (gatherSleepers bool) {
	if p == nil {
		p = serial{}
	}
	en.workers = p
	en.sinceRebuild++
	return en.mustBuild || !en.current && en.sinceRebuild >= sleeperRebuild
}

// BeginSleepers empties the sleepers, for the caller to hand every one in
// with AddSleeper and close with EndSleepers.
func (en *Engine) BeginSleepers() {
	en.spare, en.centres, en.spareIDs = en.spare[:0], en.centres[:0], en.spareIDs[:0]
	en.bounds = append(en.bounds[:0], emptyBounds())
	en.sleeperShape.Reset()
}

// AddSleeper hands in one sleeping body: a fixed box at pos of half size
// half. The order does not matter: the grid's sort decides it.
func (en *Engine) AddSleeper(id ID, pos, half mgl32.Vec3, m Material) {
	en.AddCompoundSleeper(id, pos, half, nil, m)
}

// AddCompoundSleeper is AddSleeper for a compound body: its origin at
// pos, its own box of half size half there, and parts, its other boxes in
// its frame (see [Box]; none: a plain box).
func (en *Engine) AddCompoundSleeper(id ID, pos, half mgl32.Vec3, parts []Box, m Material) {
	en.spare = append(en.spare, compoundSleeper(&en.sleeperShape, pos, half, parts, m))
	en.spareIDs = append(en.spareIDs, id)
	en.centres = append(en.centres, en.bounds[0].addNarrow(&en.spare[len(en.spare)-1]))
}

// compoundSleeper is a sleeper's fixed box, of the boxes parts besides
// its own (kept in s), marked wide when the box around them all is.
func compoundSleeper(s *Shapes, pos, half mgl32.Vec3, parts []Box, m Material) Body {
	b := Body{pos: pos, prev: pos, half: half}
	s.compound(&b, parts)
	sb := fixedBody(b.pos, b.half, m.Restitution, m.Friction)
	sb.flags |= b.flags & bodyCompound
	sb.shape = b.shape
	return sb
}

// EndSleepers sorts the sleepers handed in into their own grid and builds
// their height maps.
func (en *Engine) EndSleepers() {
	en.sleepers = en.still.sortWithin(en.bounds[:1], en.centres, en.spare, en.sleepers, en.workers)
	en.sleeperIDs = en.still.permute(en.spareIDs, en.sleeperIDs)
	en.nStill = len(en.sleepers)
	en.tops.reset(en.sleepersArea())
	en.freshTops.reset(en.sleepersArea())
	for i := range en.sleepers {
		en.tops.add(&en.sleepers[i])
	}
	en.wide = en.wide[:0]
	en.listWide(0)
	en.nWideStill = len(en.wide)
	en.current, en.mustBuild, en.sinceRebuild = true, false, 0
	clear(en.woken)
	en.wokenList = en.wokenList[:0]
}

// sleepersArea is the area of ground the sleepers' grid spans, for sizing
// their height map: 0 with no sleepers in it, whose grid box is empty (its
// corners at ±MaxFloat32, which would otherwise ask for the largest map,
// 16 MiB, in a scene where nothing collides).
func (en *Engine) sleepersArea() float32 {
	if len(en.sleepers) == 0 || en.still.hi[0] < en.still.lo[0] { // none, or only wide ones (see wideHalf)
		return 0
	}
	return (en.still.hi[0] - en.still.lo[0]) * (en.still.hi[2] - en.still.lo[2])
}

// sortFresh sorts the bodies that fell asleep since the sleepers were
// gathered into their own grid, and puts them in its order.
func (en *Engine) sortFresh() {
	fresh, freshIDs := en.sleepers[en.nStill:], en.sleeperIDs[en.nStill:]
	en.spare = en.fresh.sort(fresh, en.spare, en.workers)
	copy(fresh, en.spare)
	en.spareIDs = en.fresh.permute(freshIDs, en.spareIDs)
	copy(freshIDs, en.spareIDs)
	en.wide = en.wide[:en.nWideStill]
	en.listWide(en.nStill)
}

// Gather sorts the bodies that fell asleep since the sleepers were handed
// in into their grid, wakes the regions asked for (see WakeAround), and
// readies the awake list for n bodies handed in as runs runs (see Run).
func (en *Engine) Gather(n, runs int) {
	en.sortFresh()
	en.wakeRegions()
	en.shapes.Reset()
	en.awake, en.centres = resize(en.awake, n), resize(en.centres, n)
	en.ids = resize(en.ids, n)
	en.bounds = resize(en.bounds, runs)
	en.measured = true
}

// Run is the part of the awake list that run k of the gather fills: n
// bodies from at. Runs may be filled on any goroutines at once, each its
// own; they must cover the list.
func (en *Engine) Run(k, at, n int) Run {
	en.bounds[k] = emptyBounds()
	return Run{bodies: en.awake[at : at+n], ids: en.ids[at : at+n], centres: en.centres[at : at+n], bounds: &en.bounds[k]}
}

// Run is one run of the awake list being gathered (see [Engine.Run]).
// Measuring each body for the grid as it is handed in spares the grid's
// sort a pass over every body: one of the tricks behind the 10k and 100k
// rain bars of the performance page's "Collisions" section.
type Run struct {
	bodies  []Body
	ids     []uint32
	centres [][3]float32
	bounds  *gridBounds
}

// Put hands in body i of the run, whose ID is id.
func (r *Run) Put(i int, id ID, b *Body) {
	r.ids[i] = id.Index()
	r.bodies[i] = *b
	r.centres[i] = r.bounds.addAwake(&r.bodies[i])
}

// Compound makes gathered body i a compound body: besides its own box,
// it has the boxes parts, in its frame (see [Box]). Call it after every
// run of the gather is filled and before the step; the engine copies
// parts. From then on the body's position (Pos) is the centre of the box
// around all its boxes: [Engine.Origin] gives its origin back.
func (en *Engine) Compound(i int, parts []Box) {
	b := &en.awake[i]
	if b.is(bodyGroundOnly) || !en.shapes.compound(b, parts) {
		return
	}
	en.centres[i] = en.bounds[0].add(b)
}

// Origin is the origin of awake body b after the step: for a compound
// body (see Compound), the point its boxes are placed around; for a
// plain one, its centre.
func (en *Engine) Origin(b *Body) mgl32.Vec3 {
	if !b.is(bodyCompound) {
		return b.pos
	}
	return en.shapes.origin(b)
}

// Step finds the pairs and solves them: the broadphase and the solver.
func (en *Engine) Step() {
	en.FindPairs()
	en.Solve()
}

// Len is how many awake bodies the step gathered.
func (en *Engine) Len() int { return len(en.awake) }

// Gathered is awake body i as gathered (the i-th handed in), where the
// grid's sort put it: after the step, the body to write back.
func (en *Engine) Gathered(i int) *Body { return &en.awake[en.place[i]] }

// Place is where the grid's sort put gathered body i in its order.
func (en *Engine) Place(i int) int { return int(en.place[i]) }

// Rest is the rest time of awake body b after this step, given the one
// before and the step's length, and whether the body falls asleep now
// (then the caller stops it, and hands it in with FellAsleep): a body
// that stayed slow for SleepAfter seconds sleeps.
func Rest(b *Body, still, dt float32) (float32, bool) {
	if b.is(bodySlow) {
		still += dt
	} else {
		still = 0
	}
	return still, still >= SleepAfter
}

// FellAsleep adds awake body b, who is id, to the sleepers: it is a fixed
// box from the next step on. The caller hands in the bodies that fall
// asleep in one step in an order that depends on the world alone.
//
// A compound body that falls asleep makes the next step gather every
// sleeper afresh. Its box's centre is where the caller's origin was plus
// the centre of its boxes, and the origin read back (Origin) and added
// to the centre again need not give the same float: kept as it fell
// asleep, it could lie a rounding step away from where a world loaded
// from a save, which gathers it from its origin, has it.
func (en *Engine) FellAsleep(id ID, b *Body) {
	en.sleeperIDs = append(en.sleeperIDs, id)
	s := fixedBody(b.pos, b.half, b.restitution, b.friction)
	if b.is(bodyCompound) {
		s.flags, s.shape = s.flags|bodyCompound, b.shape
		en.sleeperShape.copyShape(&en.shapes, &s)
		en.mustBuild = true // see below
	}
	en.sleepers = append(en.sleepers, s)
	en.freshTops.add(&en.sleepers[len(en.sleepers)-1])
	en.current = false
}

// SleptElsewhere tells the engine that a body fell asleep other than
// through FellAsleep (a saved world's sleepers, or a caller's own rule):
// the next step must gather every sleeper afresh.
func (en *Engine) SleptElsewhere() { en.current, en.mustBuild = false, true }

// Woken appends to ids, in the sleepers' order, the sleepers hit hard
// enough in this step to wake, or that touch a region asked for with
// WakeAround, and forgets them: the caller wakes them (and calls Woke for
// each). No request waits past the end of a step.
func (en *Engine) Woken(ids []ID) []ID {
	slices.Sort(en.hits)
	for _, j := range en.hits {
		en.sleepers[j].mark(bodyHit, false)
		ids = append(ids, en.sleeperIDs[j])
	}
	en.hits = en.hits[:0]
	return ids
}
