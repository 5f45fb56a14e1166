package systems

import (
	"errors"

	"cubefall/components"
	"cubefall/ecs"
)

// FusedStep does the work of four fixed-step passes — record where each
// cube was ([Physics]' step recorder), fall ([Physics]), turn ([Spin]) and
// lift the fallen ([Respawn]) — in one pass over the rows of the plainest
// moving cubes: awake, interpolated, falling, spinning and respawning,
// without a [components.Collider].
//
// Why: at a million cubes those passes wait on memory, not on arithmetic.
// Each of them streams the whole Transform column (36 bytes a cube) and
// one or two more from memory, a few hundred megabytes a step in all; a
// row's arithmetic is a handful of additions. Done one after another the
// four passes read every Transform four times; done together, row by row,
// each row comes from memory once and its four steps run while it sits in
// the cache. This is loop fusion, the oldest trick for memory-bound loops.
//
// Why the systems stay: physics, spin and respawn remain the concepts, and
// the code, of falling, turning and respawning. They do everything the
// fused pass does not take — cameras, cubes that collide or stopped
// falling, anything a scene puts together some other way — and the fused
// pass calls their own per-row functions (recordRow, fallRow, turnRow,
// liftFallen), so there is one definition of each. The tables it takes are
// left out of their queries with [ecs.NotMatching], so no row is done twice
// or forgotten. A world that does not schedule FusedStep (a test that runs
// Physics alone) runs the four passes as before.
//
// Why the world is the same, bit for bit: each row gets the same
// operations in the order the schedule runs them (record, fall, turn,
// lift), and rows do not depend on one another. Collide, which runs
// after them all, touches only bodies with a Collider, which the fused
// pass leaves to the systems. A test steps the same world with and
// without the fused pass and compares the hashes.
//
// The rows are shared out among the worker pool in chunks, as in the
// systems themselves. FusedStep must be scheduled before physics, spin
// and respawn: they ask, when they start, which tables it takes.
type FusedStep struct {
	q       *fusedQuery
	lacking *ecs.Query1[components.Transform] // moving cubes without an Interpolated yet
	dt      float32                           // this step's, for the chunk function
	step    uint64                            // the records' mark (components.LatestStep)
	chunk   func(fusedTable)
}

// errFusedTooLate is FusedStep's Init error when physics, spin or respawn
// started first and so already cover the fused tables.
var errFusedTooLate = errors.New("the fused step must be scheduled before physics, spin and respawn: they had already built their queries, so every row would be stepped twice")

// Init builds the query of the rows to fuse and tells the systems.
func (f *FusedStep) Init(w *ecs.World) error {
	if s, ok := ecs.TryResource[fusedSplit](w); ok && s.asked {
		return errFusedTooLate
	}
	f.q = ecs.NewQuery6[components.Transform, components.RigidBody, components.Gravity, components.Spin, components.Respawn, components.Interpolated](w,
		ecs.Without[components.Sleeping](), ecs.Without[components.Collider]())
	ecs.RemoveResource[fusedSplit](w)
	ecs.AddResource(w, &fusedSplit{q: f.q})
	f.lacking = lackingInterpolation(w)
	f.chunk = f.stepChunk
	return nil
}

// Update steps every fused row once, chunk by chunk on the workers. Cubes
// made without an Interpolated get theirs first, as Physics would give
// them, so that they are fused from their first step.
func (f *FusedStep) Update(w *ecs.World) {
	tm := ecs.GetResource[ecs.Time](w)
	giveInterpolation(w, f.lacking)
	f.dt, f.step = float32(tm.Delta), components.LatestStep
	f.q.Parallel(ecs.GetResource[ecs.Workers](w), f.chunk)
}

// stepChunk is the fused loop over one chunk: per row, the four passes in
// the schedule's order.
func (f *FusedStep) stepChunk(t fusedTable) {
	ts, rbs, gs, ss, rss, ips := t.Columns()
	n := len(ts)
	rbs, gs, ss, rss, ips = rbs[:n], gs[:n], ss[:n], rss[:n], ips[:n]
	dt, step := f.dt, f.step
	for i := range ts {
		tr, rb, ip := &ts[i], &rbs[i], &ips[i]
		ip.Record(tr, step)                                   // physics' recorder
		fallRow(&tr.Position, &rb.Velocity, &gs[i].Force, dt) // physics
		turnRow(&tr.Rotation, &ss[i].AngularVelocity, dt)     // spin
		if liftFallen(tr, rb, &rss[i]) {                      // respawn
			ip.Teleport()
		}
	}
}
