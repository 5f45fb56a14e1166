package systems

import (
	"time"

	"cubefall/components"
	"cubefall/ecs"
)

// Collisions is the collision system's resource: the spatial grids and
// the flat body lists it rebuilds every fixed step, kept in the world so
// that their storage is reused from step to step (no allocation once they
// have grown to the body count), and the counts the HUD shows.
type Collisions struct {
	// Awake and Asleep count the moving bodies with a Collider that are
	// awake and those that sleep after the last step (a body that fell
	// asleep in it counts once, as asleep); Pairs the box pairs that were close
	// enough to test, Contacts those that touched.
	Awake, Asleep, Pairs, Contacts int
	// Parts is the time spent in each part of the system so far.
	Parts CollideParts

	awake        []body       // in the grid's order (see spatialGrid.sort)
	spare        []body       // the other half of awake's double buffer
	place        []int32      // per gathered body: its index in awake
	ids          []uint32     // per gathered body: its entity's index, which orders the grid's ties (see spatialGrid.orderTies)
	centres      [][3]float32 // per body being sorted into a grid (the awake after gather, the sleepers while they are gathered): its swept box's centre
	sleepers     []body       // fixed boxes: sleepers[:nStill] are in still, the rest fell asleep since
	sleeperIDs   []ecs.Entity // per sleeper, in the same order: which entity it is
	spareIDs     []ecs.Entity // the other half of sleeperIDs' double buffer
	nStill       int          // how many sleepers the still grid holds
	wide         []int32      // the wide sleepers (see wideHalf): wide[:nWideStill] among the still ones, the rest among the fresh
	nWideStill   int
	pairs        []contactPair // awake–awake candidates (indices into awake)
	fixed        []contactPair // awake–sleeper candidates (awake, touched)
	islands      islands       // the solver's work, island by island
	blocked      blockedIsland // a large island's pairs by block (see solveBlocked)
	supports     []support     // per awake body: what it rests on, found after the passes (see tipOver)
	touched      []body        // a copy of the sleeper of each fixed pair
	touchedFrom  []int32       // its index in sleepers
	grid         spatialGrid
	still        spatialGrid // the sleepers' grid, rebuilt now and then (see sleeperRebuild)
	tops         sleeperTops // how high the sleepers in still reach, tile by tile: most bodies need no query of still
	freshTops    sleeperTops // the same for fresh: most bodies that ask still need not ask fresh
	fresh        spatialGrid // the bodies that fell asleep since, rebuilt every step
	dirty        bool        // sleepers fell asleep or woke since still was built
	mustBuild    bool        // a body fell asleep outside this system: it is in no grid yet
	adding       bool        // this system is adding Sleeping tags itself
	sinceRebuild int
	sinceOrder   int          // steps since the awake rows were put in the grid's order (see orderRows)
	order        []ecs.Entity // the awake bodies in the grid's order, for orderRows
	woken        []uint64     // a bit per entity index: woke since the sleepers were gathered
	wokenList    []uint32     // the indices set in woken
	hits         []int32      // the sleepers marked hit in this step
	toSleep      []ecs.Entity
	toWake       []ecs.Entity
	grounds      []groundWith
	wakeBoxes    []body         // regions whose sleepers must wake (a recycled cube's old place)
	near         []int32        // the grid's answer for one body, reused
	pieces       []collidePiece // the work cut into pieces for the worker pool
	runs         []columnRun    // the awake bodies' tables cut into runs of rows (see gather)
	bounds       []gridBounds   // the runs' bounds, measured by gather
	measured     bool           // bounds hold awake's bounds: gather ran since the last sort
	dt           float32        // the step's length, for the runs
	workers      *ecs.Workers
	findPiece    func(int) // findPairsOf, solveIslandsOf and joinPairsOf, made once
	solvePiece   func(int)
	joinPiece    func(int)
	gatherRun    func(int) // gatherRunOf and scatterRunOf, made once
	scatterRun   func(int)
}

// sleeperRebuild is how many steps the sleepers' grid may go without a
// rebuild while bodies fall asleep and wake. Rebuilding it means gathering
// every sleeper again; in a steady rain some body falls asleep every step,
// and rebuilding every step would cost more than everything else the step
// does. In between, a body that falls asleep goes into a small grid of its
// own, and one that wakes is skipped (it is marked in woken). It must stay
// below the steps a body needs to fall asleep (sleepAfter), so that no
// body can wake and fall asleep again before its old place is forgotten
// (TestSleepersAreRebuiltBeforeAWokenBodyCanSleepAgain).
const sleeperRebuild = 12

// groundWith is a ground and the material bodies meet on it.
type groundWith struct {
	g components.Ground
	m components.Material
}

// WakeAround asks the collision system to wake, in its next step, every
// sleeping body that touches b's box (grown by a little): what rests on a
// body that is taken away must fall. Only systems that run before Collide
// in the same fixed step may ask (Respawn does): a request left over at
// the end of a step would be lost by a save.
func (c *Collisions) WakeAround(b body) {
	b.prev = b.pos
	c.wakeBoxes = append(c.wakeBoxes, b)
}

// Sleep settings: a body that moves slower than sleepSpeed for sleepAfter
// simulated seconds (15 steps) falls asleep. The wait must outlast the
// top of a bounce or a throw, where a body turns round and moves slowly
// for a few steps (about 7 under the weakest gravity of the default
// scene); every step longer keeps a landed box awake and solved for
// nothing, and at half a second a deep pile held about a third more of its
// cubes awake.
const (
	sleepSpeed = 0.12
	sleepAfter = 0.25
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

// Collide makes bodies with a [components.Collider] solid: they land on
// the ground, collide with each other, come to rest and fall asleep. It
// runs after physics, spin and respawn in each fixed step and works in
// four parts:
//
//  1. gather: copy every awake body (Transform, RigidBody, Collider and
//     the optional Material) out of the ECS columns into a flat slice;
//  2. broadphase: sort the bodies into the spatial grid and list the
//     pairs close enough to touch, against each other and against the
//     sleeping bodies, which have a grid of their own that is rebuilt only
//     now and then, and a height map that spares a body above them the
//     query (see sleeperTops);
//  3. solve: several passes over the ground and the pairs, each pushing
//     overlapping boxes apart and stopping them from approaching
//     (see boxContact and groundContact);
//  4. scatter: write positions and velocities back, ease touching cubes
//     onto a face, and move bodies that stayed slow long enough into the
//     Sleeping table (and hit sleepers out of it); now and then, put the
//     awake rows in the grid's order first (see orderRows).
//
// Asleep is a tag, so falling asleep and waking are structural changes:
// the entity moves to another archetype table, and every query that says
// Without[Sleeping] — physics, spin and this one — skips it from then on
// for free, instead of testing a flag per entity per step.
//
// # What a step leaves for the next
//
// A save holds the entities' components and nothing else, and a world
// loaded from it must go on exactly as the saved world would have, bit
// for bit (TestASaveIsACheckpoint). So whatever this system keeps in
// [Collisions] from one step to the next is either rebuilt from the world
// alone (the first step of a loaded world gathers every sleeper afresh)
// or changes how fast a step runs and nothing else: when the sleepers'
// grid is rebuilt (sinceRebuild), which grid holds a sleeper, when the
// awake rows are put in order (sinceOrder). The order in which the step
// meets bodies, which the solver's result depends on, follows the
// entities' indices and places, never the order of the rows in the tables
// (see spatialGrid.orderTies and bySleeperID), which a loaded world does
// not share; and no request waits past the end of a step (see
// WakeAround). Later work on collisions must keep this true.
type Collide struct {
	withMat    *ecs.Query5[components.Transform, components.RigidBody, components.Collider, components.Contact, components.Material]
	noMat      *ecs.Query4[components.Transform, components.RigidBody, components.Collider, components.Contact]
	sleepMat   *ecs.Query3[components.Transform, components.Collider, components.Material]
	sleepNoMat *ecs.Query2[components.Transform, components.Collider]
	grounds    *ecs.Query1[components.Ground]
	groundMats ecs.ComponentAccess[components.Material]
	spins      *ecs.Query2[components.Spin, components.Contact]
	lacking    *ecs.Query1[components.Collider]
	asleep     *ecs.Query1[components.Collider]
}

// Init builds the queries, adds the Collisions resource and registers the
// observers that mark the sleepers' grid out of date.
func (c *Collide) Init(w *ecs.World) error {
	awake := ecs.Without[components.Sleeping]()
	asleep := ecs.With[components.Sleeping]()
	c.withMat = ecs.NewQuery5[components.Transform, components.RigidBody, components.Collider, components.Contact, components.Material](w, awake)
	c.noMat = ecs.NewQuery4[components.Transform, components.RigidBody, components.Collider, components.Contact](w, awake, ecs.Without[components.Material]())
	c.sleepMat = ecs.NewQuery3[components.Transform, components.Collider, components.Material](w, asleep)
	c.sleepNoMat = ecs.NewQuery2[components.Transform, components.Collider](w, asleep, ecs.Without[components.Material]())
	c.grounds = ecs.NewQuery1[components.Ground](w)
	c.groundMats = ecs.NewComponentAccess[components.Material](w)
	c.spins = ecs.NewQuery2[components.Spin, components.Contact](w, awake)
	c.lacking = ecs.NewQuery1[components.Collider](w, ecs.Without[components.Contact]())
	c.asleep = ecs.NewQuery1[components.Collider](w, asleep)
	if !ecs.HasResource[Collisions](w) {
		ecs.AddResource(w, &Collisions{dirty: true})
	}
	// Cubes that came asleep with the world (a saved scene) fell asleep
	// before the observers below were there to say so: they are in no
	// grid until the first step builds one.
	if c.asleep.Count() > 0 {
		ecs.GetResource[Collisions](w).mustBuild = true
	}
	watchSleepers(w)
	return nil
}

// Update runs one collision step.
func (c *Collide) Update(w *ecs.World) {
	col := ecs.GetResource[Collisions](w)
	dt := float32(ecs.GetResource[ecs.Time](w).Delta)
	if c.lacking.Count() > 0 { // given a Collider after creation: one batch move
		ecs.AddAll(w, components.Contact{}, ecs.With[components.Collider]())
	}
	col.workers = workersOf(w)
	start := time.Now()
	c.gatherGrounds(col)
	col.sinceRebuild++
	if col.mustBuild || col.dirty && col.sinceRebuild >= sleeperRebuild {
		c.gatherSleepers(col)
	}
	col.sortFresh()
	col.wakeRegions()
	c.gather(col, dt)
	start = lap(&col.Parts.Gather, start)
	col.findPairs()
	start = lap(&col.Parts.Broadphase, start)
	col.solve()
	start = lap(&col.Parts.Solve, start)
	c.scatter(col)
	c.dampSpins(col.workers)
	col.orderRows(w)
	col.releaseRuns()
	col.applySleepChanges(w)
	lap(&col.Parts.Scatter, start)
	col.Awake, col.Asleep = c.withMat.Count()+c.noMat.Count(), c.asleep.Count()
}

// sortFresh sorts the bodies that fell asleep since the sleepers were
// gathered into their own grid, and puts them in its order.
func (col *Collisions) sortFresh() {
	fresh, freshIDs := col.sleepers[col.nStill:], col.sleeperIDs[col.nStill:]
	col.spare = col.fresh.sort(fresh, col.spare, col.workers)
	copy(fresh, col.spare)
	col.spareIDs = col.fresh.permute(freshIDs, col.spareIDs)
	copy(freshIDs, col.spareIDs)
	col.wide = col.wide[:col.nWideStill]
	col.listWide(col.nStill)
}

// gatherGrounds copies the grounds and their materials.
func (c *Collide) gatherGrounds(col *Collisions) {
	col.grounds = col.grounds[:0]
	for e, g := range c.grounds.All() {
		m := components.DefaultMaterial()
		if gm, ok := c.groundMats.TryGet(e); ok {
			m = *gm
		}
		col.grounds = append(col.grounds, groundWith{g: *g, m: m})
	}
}

// halfExtents is a collider's box in world units.
func halfExtents(t *components.Transform, c *components.Collider) [3]float32 {
	return [3]float32{c.HalfExtents[0] * t.Scale[0], c.HalfExtents[1] * t.Scale[1], c.HalfExtents[2] * t.Scale[2]}
}

// sleepersArea is the area of ground the sleepers' grid spans, for sizing
// their height map: 0 with no sleepers in it, whose grid box is empty (its
// corners at ±MaxFloat32, which would otherwise ask for the largest map,
// 16 MiB, in a scene where nothing collides).
func sleepersArea(col *Collisions) float32 {
	if len(col.sleepers) == 0 || col.still.hi[0] < col.still.lo[0] { // none, or only wide ones (see wideHalf)
		return 0
	}
	return (col.still.hi[0] - col.still.lo[0]) * (col.still.hi[2] - col.still.lo[2])
}

// gatherSleepers copies the sleeping bodies and sorts them into their own
// grid. It runs only when a body fell asleep or woke since the last time.
func (c *Collide) gatherSleepers(col *Collisions) {
	col.spare, col.centres, col.spareIDs = col.spare[:0], col.centres[:0], col.spareIDs[:0]
	bounds := [1]gridBounds{emptyBounds()}
	for t := range c.sleepMat.Tables() {
		ts, cs, ms := t.Columns()
		col.appendFixed(&bounds[0], t.Entities(), ts, cs, ms)
	}
	for t := range c.sleepNoMat.Tables() {
		ts, cs := t.Columns()
		col.appendFixed(&bounds[0], t.Entities(), ts, cs, nil)
	}
	col.sleepers = col.still.sortWithin(bounds[:], col.centres, col.spare, col.sleepers, col.workers)
	col.sleeperIDs = col.still.permute(col.spareIDs, col.sleeperIDs)
	col.nStill = len(col.sleepers)
	col.tops.reset(sleepersArea(col))
	col.freshTops.reset(sleepersArea(col))
	for i := range col.sleepers {
		col.tops.add(&col.sleepers[i])
	}
	col.wide = col.wide[:0]
	col.listWide(0)
	col.nWideStill = len(col.wide)
	col.dirty, col.mustBuild, col.sinceRebuild = false, false, 0
	clear(col.woken)
	col.wokenList = col.wokenList[:0]
}

// appendFixed appends one table's sleeping bodies to spare as fixed
// boxes, their entities to spareIDs and their centres to centres, and
// widens bounds to hold them (the grid's sort needs no pass of its own to
// measure them).
func (col *Collisions) appendFixed(bounds *gridBounds, es []ecs.Entity, ts []components.Transform, cs []components.Collider, ms []components.Material) {
	def := components.DefaultMaterial()
	for i := range ts {
		if cs[i].GroundOnly {
			continue
		}
		m := def
		if ms != nil {
			m = ms[i]
		}
		col.spare = append(col.spare, fixedBody(ts[i].Position, halfExtents(&ts[i], &cs[i]), m.Restitution, m.Friction))
		col.spareIDs = append(col.spareIDs, es[i])
		col.centres = append(col.centres, bounds.addNarrow(&col.spare[len(col.spare)-1]))
	}
}
