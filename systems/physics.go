package systems

import (
	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// Physics moves every entity with a [components.RigidBody]: each fixed step
// it adds Gravity·dt to the velocity, then the new
// velocity·dt to the position (semi-implicit Euler, which unlike the plain
// explicit form keeps orbits and bounces from gaining energy).
//
// It does not know what a cube or a camera is. Whatever carries Transform,
// RigidBody and Gravity falls; whatever carries only Transform and RigidBody
// drifts at its velocity. So when the gravity swap gives the camera a
// Gravity, this same system makes the camera fall — that is the point of an
// ECS: behaviour follows data.
//
// Sleeping bodies ([components.Sleeping]) sit in tables of their own, which
// the queries leave out: a settled pile costs this system nothing.
//
// Before it moves a cube it records where the cube is
// ([components.Interpolated]), so that the renderer can draw the cubes
// between this step and the last one (see the render collection, package
// view). Recording and moving are one pass per chunk: each row is recorded
// and then moved while it is in the cache, so a cube's Transform comes
// from memory once a step, not once to record it and again to move it.
// Entities with an Interpolated and no RigidBody, which physics does not
// move, are recorded by a pass of their own (stepRecorder); those with a
// RigidBody and no Interpolated (a falling camera) are moved without one.
//
// Every body moves on its own, so the rows are shared out among the worker
// pool (the [ecs.Workers] resource, sized by -workers), as in [Spin]: each
// worker integrates whole chunks of rows, and the world after a step is
// the same, bit for bit, with one worker or many. A world without a pool
// (one a test or a learner builds by hand) gets a serial one.
type Physics struct {
	fallingCubes  *ecs.Query4[components.Transform, components.RigidBody, components.Gravity, components.Interpolated]
	driftingCubes *ecs.Query3[components.Transform, components.RigidBody, components.Interpolated]
	falling       *ecs.Query3[components.Transform, components.RigidBody, components.Gravity] // without Interpolated
	drifting      *ecs.Query2[components.Transform, components.RigidBody]                     // without Interpolated
	steps         stepRecorder
	dt            float32 // this step's, for the chunk functions
	// the chunk functions as method values, made once so that a step
	// allocates nothing
	fallCubes  func(ecs.Chunk4[components.Transform, components.RigidBody, components.Gravity, components.Interpolated])
	driftCubes func(ecs.Chunk3[components.Transform, components.RigidBody, components.Interpolated])
	fall       func(ecs.Chunk3[components.Transform, components.RigidBody, components.Gravity])
	drift      func(ecs.Chunk2[components.Transform, components.RigidBody])
}

// Init builds the queries.
func (p *Physics) Init(w *ecs.World) error {
	awake, unrecorded := ecs.Without[components.Sleeping](), ecs.Without[components.Interpolated]()
	p.fallingCubes = ecs.NewQuery4[components.Transform, components.RigidBody, components.Gravity, components.Interpolated](w, awake)
	p.driftingCubes = ecs.NewQuery3[components.Transform, components.RigidBody, components.Interpolated](w, ecs.Without[components.Gravity](), awake)
	p.falling = ecs.NewQuery3[components.Transform, components.RigidBody, components.Gravity](w, unrecorded, awake)
	p.drifting = ecs.NewQuery2[components.Transform, components.RigidBody](w, ecs.Without[components.Gravity](), unrecorded, awake)
	p.steps = newStepRecorder(w)
	p.fallCubes, p.driftCubes = p.fallCubesChunk, p.driftCubesChunk
	p.fall, p.drift = p.fallChunk, p.driftChunk
	return nil
}

// Update records the cubes' places and integrates one fixed step, chunk
// by chunk on the workers.
func (p *Physics) Update(w *ecs.World) {
	tm := ecs.GetResource[ecs.Time](w)
	ws := workersOf(w)
	p.steps.record(w, ws, components.LatestStep)
	p.dt = float32(tm.Delta)
	p.fallingCubes.Parallel(ws, p.fallCubes)
	p.driftingCubes.Parallel(ws, p.driftCubes)
	p.falling.Parallel(ws, p.fall)
	p.drifting.Parallel(ws, p.drift)
}

// fallCubesChunk records and integrates one chunk of falling cubes, row
// by row; workers run it side by side.
func (p *Physics) fallCubesChunk(c ecs.Chunk4[components.Transform, components.RigidBody, components.Gravity, components.Interpolated]) {
	ts, rbs, gs, ips := c.Columns()
	rbs, gs, ips = rbs[:len(ts)], gs[:len(ts)], ips[:len(ts)]
	for i := range ts {
		ips[i].Record(&ts[i], components.LatestStep)
		fallRow(&ts[i].Position, &rbs[i].Velocity, &gs[i].Force, p.dt)
	}
}

// driftCubesChunk records and moves one chunk of drifting cubes.
func (p *Physics) driftCubesChunk(c ecs.Chunk3[components.Transform, components.RigidBody, components.Interpolated]) {
	ts, rbs, ips := c.Columns()
	rbs, ips = rbs[:len(ts)], ips[:len(ts)]
	for i := range ts {
		ips[i].Record(&ts[i], components.LatestStep)
		driftRow(&ts[i].Position, &rbs[i].Velocity, p.dt)
	}
}

// fallChunk integrates one chunk of falling rows that are not recorded.
func (p *Physics) fallChunk(c ecs.Chunk3[components.Transform, components.RigidBody, components.Gravity]) {
	ts, rbs, gs := c.Columns()
	integrateFalling(ts, rbs, gs, p.dt)
}

// driftChunk moves one chunk of drifting rows that are not recorded.
func (p *Physics) driftChunk(c ecs.Chunk2[components.Transform, components.RigidBody]) {
	ts, rbs := c.Columns()
	rbs = rbs[:len(ts)]
	for i := range ts {
		driftRow(&ts[i].Position, &rbs[i].Velocity, p.dt)
	}
}

// integrateFalling is the hot loop: three columns walked in step, no map
// lookup, no interface call, no allocation.
//
// It works axis by axis instead of with mgl32's Vec3 methods. Those return
// arrays by value, and the Go compiler moves such temporaries through the
// stack: the same loop written as v = v.Add(a.Mul(dt)) is several times
// slower per entity than this form (docs/performance.md#systems has the
// figures).
func integrateFalling(ts []components.Transform, rbs []components.RigidBody, gs []components.Gravity, dt float32) {
	rbs, gs = rbs[:len(ts)], gs[:len(ts)] // one bounds check here instead of one per row
	for i := range ts {
		fallRow(&ts[i].Position, &rbs[i].Velocity, &gs[i].Force, dt)
	}
}

// fallRow is one body's step: velocity first, then position with the new
// velocity. Small enough to be inlined into every loop that calls it.
func fallRow(p, v, g *mgl32.Vec3, dt float32) {
	for k := range 3 {
		v[k] += g[k] * dt
		p[k] += v[k] * dt
	}
}

// driftRow is one body's step at its velocity.
func driftRow(p, v *mgl32.Vec3, dt float32) {
	for k := range 3 {
		p[k] += v[k] * dt
	}
}
