package ecs_test

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"cubefall/ecs"
)

// The benchmarks measure the ECS against a plain Go loop over the same data
// in the same run; each reports ns/entity. The ratios, and how they are
// produced, are in docs/performance.md. Each loop body is
// its own function, called from the b.Loop body and kept out of it with a
// noinline directive: the compiler treats calls written in a b.Loop body
// specially so that their work is not optimised away, and in the
// disassembly the per-entity helper was then no longer inlined into the
// loop — the same code written inline ran markedly slower with Go 1.26,
// which would make every ratio meaningless.

const dt = float32(1.0 / 60)

var sizes = []struct {
	name string
	n    int
}{{"10k", 10_000}, {"1M", 1_000_000}}

// integrate is the physics step for one entity, shared by every variant so
// that they differ only in how they reach the data.
func integrate(t *Transform, rb *RigidBody, g *Gravity, dt float32) {
	t.Position[0] += rb.Velocity[0] * dt
	t.Position[1] += rb.Velocity[1] * dt
	t.Position[2] += rb.Velocity[2] * dt
	rb.Velocity[0] += g.Force[0] * dt
	rb.Velocity[1] += g.Force[1] * dt
	rb.Velocity[2] += g.Force[2] * dt
}

func reportPerEntity(b *testing.B, perLoop int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(perLoop), "ns/entity")
}

// body is the baseline's array-of-structs element.
type body struct {
	Transform
	RigidBody
	Gravity
}

//go:noinline
func stepBaseline(bodies []body) {
	for i := range bodies {
		b := &bodies[i]
		integrate(&b.Transform, &b.RigidBody, &b.Gravity, dt)
	}
}

func BenchmarkPhysicsBaseline(b *testing.B) {
	for _, s := range sizes {
		b.Run(s.name, func(b *testing.B) {
			bodies := make([]body, s.n)
			for i := range bodies {
				bodies[i].Gravity.Force = Vec3{0, -9.81, 0}
			}
			for b.Loop() {
				stepBaseline(bodies)
			}
			reportPerEntity(b, s.n)
		})
	}
}

//go:noinline
func stepSoA(ts []Transform, rbs []RigidBody, gs []Gravity) {
	rbs, gs = rbs[:len(ts)], gs[:len(ts)]
	for i := range ts {
		integrate(&ts[i], &rbs[i], &gs[i], dt)
	}
}

// BenchmarkPhysicsSoA is a second control: the same loop over three plain
// slices (struct of slices), the layout of one archetype table without the
// ECS. PhysicsTables minus PhysicsSoA is the cost of the ECS itself;
// PhysicsSoA against PhysicsBaseline is the effect of the layout.
func BenchmarkPhysicsSoA(b *testing.B) {
	for _, s := range sizes {
		b.Run(s.name, func(b *testing.B) {
			ts, rbs, gs := make([]Transform, s.n), make([]RigidBody, s.n), make([]Gravity, s.n)
			for i := range gs {
				gs[i].Force = Vec3{0, -9.81, 0}
			}
			for b.Loop() {
				stepSoA(ts, rbs, gs)
			}
			reportPerEntity(b, s.n)
		})
	}
}

// physicsWorld returns a world with n falling bodies.
func physicsWorld(n int) *ecs.World {
	w := ecs.NewWorld()
	ecs.NewBatch3(w, n, func(_ int, _ ecs.Entity, _ *Transform, _ *RigidBody, g *Gravity) {
		g.Force = Vec3{0, -9.81, 0}
	})
	return w
}

type physicsQuery = ecs.Query3[Transform, RigidBody, Gravity]

// stepTables is the table loop: one table at a time, over its plain column
// slices, the form for hot loops.
//
//go:noinline
func stepTables(q *physicsQuery) {
	for t := range q.Tables() {
		ts, rbs, gs := t.Columns()
		rbs, gs = rbs[:len(ts)], gs[:len(ts)]
		for i := range ts {
			integrate(&ts[i], &rbs[i], &gs[i], dt)
		}
	}
}

func BenchmarkPhysicsTables(b *testing.B) {
	for _, s := range sizes {
		b.Run(s.name, func(b *testing.B) {
			q := ecs.NewQuery3[Transform, RigidBody, Gravity](physicsWorld(s.n))
			for b.Loop() {
				stepTables(q)
			}
			reportPerEntity(b, s.n)
		})
	}
}

//go:noinline
func stepRangeAll(q *physicsQuery) {
	for _, r := range q.All() {
		t, rb, g := r.Get()
		integrate(t, rb, g, dt)
	}
}

// BenchmarkPhysicsRangeAll is the one-level range loop (Query3.All), the
// loop a Go programmer writes first. Its iterator has no defer, so Go
// inlines it and the loop body into a plain nested loop over the columns;
// its bar against the slice of structs is in the perfdoc spec, and the
// result on docs/performance.md#ecs-physics-step.
func BenchmarkPhysicsRangeAll(b *testing.B) {
	for _, s := range sizes {
		b.Run(s.name, func(b *testing.B) {
			q := ecs.NewQuery3[Transform, RigidBody, Gravity](physicsWorld(s.n))
			for b.Loop() {
				stepRangeAll(q)
			}
			reportPerEntity(b, s.n)
		})
	}
}

const createN = 10_000

//go:noinline
func createBatch(w *ecs.World) {
	w.DestroyAll()
	ecs.NewBatch4(w, createN, func(i int, _ ecs.Entity, t *Transform, _ *RigidBody, g *Gravity, h *Health) {
		t.Scale = Vec3{1, 1, 1}
		g.Force = Vec3{0, -9.81, 0}
		h.HP = i
	})
}

// BenchmarkCreateBatch creates 10k entities with four components with
// NewBatch4, after destroying the previous 10k with DestroyAll (as a scene
// reload does); ns/entity covers both.
func BenchmarkCreateBatch(b *testing.B) {
	w := ecs.NewWorld()
	for b.Loop() {
		createBatch(w)
	}
	reportPerEntity(b, createN)
}

//go:noinline
func createOneByOne(w *ecs.World) {
	w.DestroyAll()
	for i := range createN {
		ecs.NewEntity4(w, Transform{Scale: Vec3{1, 1, 1}}, RigidBody{}, Gravity{Vec3{0, -9.81, 0}}, Health{i})
	}
}

// BenchmarkCreateOneByOne creates 10k entities with four components, one
// typed NewEntity4 call each, after destroying the previous 10k with
// DestroyAll; ns/entity covers both.
func BenchmarkCreateOneByOne(b *testing.B) {
	w := ecs.NewWorld()
	for b.Loop() {
		createOneByOne(w)
	}
	reportPerEntity(b, createN)
}

//go:noinline
func createOneByOneBoxed(w *ecs.World) {
	w.DestroyAll()
	for i := range createN {
		w.NewEntity(ecs.Box(Transform{Scale: Vec3{1, 1, 1}}), ecs.Box(RigidBody{}),
			ecs.Box(Gravity{Vec3{0, -9.81, 0}}), ecs.Box(Health{i}))
	}
}

// BenchmarkCreateOneByOneBoxed is BenchmarkCreateOneByOne through
// World.NewEntity with boxed components (ecs.Box), the dynamic path the scene
// loader and Commands use: one allocation per component.
func BenchmarkCreateOneByOneBoxed(b *testing.B) {
	w := ecs.NewWorld()
	for b.Loop() {
		createOneByOneBoxed(w)
	}
	reportPerEntity(b, createN)
}

//go:noinline
func addRemove(w *ecs.World, e ecs.Entity) {
	ecs.Add(w, e, Gravity{})
	ecs.Remove[Gravity](w, e)
}

// BenchmarkAddRemove adds Gravity to one entity of 10k and removes it again,
// with ecs.Add and ecs.Remove.
func BenchmarkAddRemove(b *testing.B) {
	w := ecs.NewWorld()
	ecs.NewBatch2[Transform, RigidBody](w, createN, nil)
	e := w.NewEntity(ecs.Box(Transform{}), ecs.Box(RigidBody{}))
	for b.Loop() {
		addRemove(w, e)
	}
	reportPerEntity(b, 1)
}

//go:noinline
func addRemoveBatch(w *ecs.World) {
	ecs.RemoveAll[Gravity](w)
	ecs.AddAll(w, Gravity{Vec3{0, -9.81, 0}}, ecs.With[Transform]())
}

// BenchmarkAddRemoveBatch removes Gravity from 10k entities and gives it back,
// with RemoveAll and AddAll; ns/entity is per entity for both.
func BenchmarkAddRemoveBatch(b *testing.B) {
	w := physicsWorld(createN)
	for b.Loop() {
		addRemoveBatch(w)
	}
	reportPerEntity(b, createN)
}

//go:noinline
func getRandom(w *ecs.World, order []ecs.Entity) float32 {
	var sum float32
	for _, e := range order {
		sum += ecs.Get[Transform](w, e).Position[0]
	}
	return sum
}

// shuffled returns the entities of a 10k physics world in random order.
func shuffled() (*ecs.World, []ecs.Entity) {
	w := ecs.NewWorld()
	es := w.NewEntities(createN, ecs.Box(Transform{}), ecs.Box(RigidBody{}), ecs.Box(Gravity{}))
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(es), func(i, j int) { es[i], es[j] = es[j], es[i] })
	return w, es
}

// BenchmarkGet reads one component of 10k entities in random order with ecs.Get.
func BenchmarkGet(b *testing.B) {
	w, order := shuffled()
	for b.Loop() {
		getRandom(w, order)
	}
	reportPerEntity(b, len(order))
}

// fall is a physics step over one chunk: the kind of work Parallel is for.
func fall(t ecs.Chunk3[Transform, RigidBody, Gravity]) {
	ts, rbs, gs := t.Columns()
	for i := range ts {
		for k := range 3 {
			rbs[i].Velocity[k] += gs[i].Force[k] * dt
			ts[i].Position[k] += rbs[i].Velocity[k] * dt
		}
	}
}

// BenchmarkPhysicsParallel is the physics step of BenchmarkPhysicsTables
// cut into chunks and run by a pool of 1 or 2 workers (Query3.Parallel).
// One worker is the serial baseline the speed-up is measured against; at
// 100k the data fits in the caches, at 1M the step waits on memory.
func BenchmarkPhysicsParallel(b *testing.B) {
	for _, n := range []struct {
		name string
		n    int
	}{{"100k", 100_000}, {"1M", 1_000_000}} {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", n.name, workers), func(b *testing.B) {
				ws := ecs.NewWorkers(workers)
				defer ws.Close()
				q := ecs.NewQuery3[Transform, RigidBody, Gravity](physicsWorld(n.n))
				for b.Loop() {
					q.Parallel(ws, fall)
				}
				reportPerEntity(b, n.n)
			})
		}
	}
}

// BenchmarkHandOff is what sharing work out costs when the work is next to
// nothing: two pieces of one increment each, on two workers. "goroutine"
// is the plain-Go way, the baseline: a new goroutine per run for the second
// piece and a sync.WaitGroup to wait for it. "pool" is Workers.For on a
// pool whose helper is already running and waits on a channel between
// runs.
func BenchmarkHandOff(b *testing.B) {
	var out [2 * 16]int // each piece's counter on a cache line of its own
	piece := func(i int) { out[i*16]++ }
	b.Run("goroutine", func(b *testing.B) {
		var wg sync.WaitGroup
		for b.Loop() {
			wg.Add(1)
			go func() { piece(1); wg.Done() }()
			piece(0)
			wg.Wait()
		}
	})
	b.Run("pool", func(b *testing.B) {
		ws := ecs.NewWorkers(2)
		defer ws.Close()
		for b.Loop() {
			ws.For(2, piece)
		}
	})
}
