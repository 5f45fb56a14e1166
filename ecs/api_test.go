package ecs_test

import (
	"fmt"
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEntityValue(t *testing.T) {
	var zero ecs.Entity
	assert.True(t, zero == (ecs.Entity{}))
	assert.Equal(t, "Entity(zero)", zero.String())
	w := ecs.NewWorld()
	e := w.NewEntity()
	assert.False(t, e == (ecs.Entity{}))
	assert.Equal(t, uint32(1), e.Index())
	assert.Equal(t, uint32(1), e.Generation())
	assert.Equal(t, "Entity(1v1)", e.String())
	assert.False(t, w.Alive(zero))
	w.Destroy(e)
	e2 := w.NewEntity()
	assert.Equal(t, "Entity(1v2)", e2.String())
	assert.Equal(t, uint32(1), e2.Index(), "the index is reused")
	assert.Equal(t, uint32(2), e2.Generation(), "with the next generation")
}

func TestNewEntitiesCopiesValues(t *testing.T) {
	w := ecs.NewWorld()
	es := w.NewEntities(3, ecs.Box(Name{"x"}), ecs.Box(Frozen{}))
	require.Len(t, es, 3)
	ecs.Get[Name](w, es[0]).Text = "changed"
	assert.Equal(t, "x", ecs.Get[Name](w, es[1]).Text, "each entity has its own copy")
	assert.Empty(t, w.NewEntities(0, ecs.Box(Name{})))
	assert.Equal(t, 3, w.Len())
}

func TestNewBatch(t *testing.T) {
	w := ecs.NewWorld()
	var got []ecs.Entity
	ecs.NewBatch3(w, 4, func(i int, e ecs.Entity, h *Health, n *Name, _ *Frozen) {
		assert.True(t, w.Locked(), "the world is locked while fill runs")
		h.HP = i * 10
		n.Text = e.String()
		got = append(got, e)
	})
	require.Len(t, got, 4)
	for i, e := range got {
		assert.Equal(t, i*10, ecs.Get[Health](w, e).HP)
		assert.Equal(t, e.String(), ecs.Get[Name](w, e).Text)
		assert.True(t, ecs.Has[Frozen](w, e))
	}
	ecs.NewBatch1[Health](w, 2, nil)
	ecs.NewBatch4[Health, Name, Frozen, Gravity](w, 2, nil)
	assert.Equal(t, 8, ecs.NewQuery1[Health](w).Count())
	assert.False(t, w.Locked())
}

func TestNewEntityTyped(t *testing.T) {
	w := ecs.NewWorld()
	a := ecs.NewEntity1(w, Health{1})
	b := ecs.NewEntity2(w, Health{2}, Name{"b"})
	c := ecs.NewEntity3(w, Health{3}, Name{"c"}, Frozen{})
	d := ecs.NewEntity4(w, Health{4}, Name{"d"}, Frozen{}, Gravity{})
	boxed := w.NewEntity(ecs.Box(Health{5}), ecs.Box(Name{"e"}))
	for i, e := range []ecs.Entity{a, b, c, d, boxed} {
		assert.Equal(t, i+1, ecs.Get[Health](w, e).HP)
	}
	assert.Equal(t, "d", ecs.Get[Name](w, d).Text)
	assert.True(t, ecs.Has[Gravity](w, d))
	assert.False(t, ecs.Has[Name](w, a))
	assert.Equal(t, 2, ecs.NewQuery2[Health, Name](w, ecs.Without[Frozen]()).Count(), "b and the boxed entity share a table")
	assert.Equal(t, 5, w.Len())
}

func TestDestroyKeepsTheRestIntact(t *testing.T) {
	w := ecs.NewWorld()
	es := w.NewEntities(5, ecs.Box(Health{}))
	for i, e := range es {
		ecs.Get[Health](w, e).HP = i
	}
	w.Destroy(es[1]) // the last row moves into row 1
	w.Destroy(es[4]) // the last row itself
	for _, i := range []int{0, 2, 3} {
		assert.Equal(t, i, ecs.Get[Health](w, es[i]).HP)
	}
	assert.Equal(t, 3, w.Len())
}

func TestDestroyAll(t *testing.T) {
	w := ecs.NewWorld()
	ecs.AddResource(w, &Name{"kept"})
	es := w.NewEntities(10, ecs.Box(Health{}))
	w.Commands().Destroy(es[0])
	w.DestroyAll()
	assert.Equal(t, 0, w.Len())
	assert.Equal(t, 0, w.Commands().Len(), "pending commands are dropped")
	for _, e := range es {
		assert.False(t, w.Alive(e))
	}
	assert.Equal(t, "kept", ecs.GetResource[Name](w).Text)
	again := w.NewEntities(10, ecs.Box(Health{}))
	for _, e := range again {
		assert.True(t, w.Alive(e))
		assert.NotContains(t, es, e, "a new entity never equals an old handle")
	}
	assert.Equal(t, 10, ecs.NewQuery1[Health](w).Count())
}

func TestTagComponents(t *testing.T) {
	w := ecs.NewWorld()
	a := w.NewEntity(ecs.Box(Frozen{}))
	b := w.NewEntity(ecs.Box(Frozen{}), ecs.Box(Health{2}))
	assert.True(t, ecs.Has[Frozen](w, a))
	assert.NotNil(t, ecs.Get[Frozen](w, a))
	n := 0
	for range ecs.NewQuery1[Frozen](w).All() {
		n++
	}
	assert.Equal(t, 2, n)
	assert.Equal(t, 1, ecs.NewQuery1[Health](w, ecs.With[Frozen]()).Count())
	ecs.Remove[Frozen](w, b)
	assert.Equal(t, 2, ecs.Get[Health](w, b).HP)
}

func addTag[T any](w *ecs.World, e ecs.Entity) { ecs.Add(w, e, *new(T)) }

func hasTag[T any](w *ecs.World, e ecs.Entity) bool { return ecs.Has[T](w, e) }

// TestManyComponentTypes gives one entity 70 component types, more than fit
// in one 64-bit word of a signature.
func TestManyComponentTypes(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{7}))
	adders := []func(*ecs.World, ecs.Entity){addTag[[1]byte], addTag[[2]byte], addTag[[3]byte], addTag[[4]byte], addTag[[5]byte], addTag[[6]byte], addTag[[7]byte], addTag[[8]byte], addTag[[9]byte], addTag[[10]byte], addTag[[11]byte], addTag[[12]byte], addTag[[13]byte], addTag[[14]byte], addTag[[15]byte], addTag[[16]byte], addTag[[17]byte], addTag[[18]byte], addTag[[19]byte], addTag[[20]byte], addTag[[21]byte], addTag[[22]byte], addTag[[23]byte], addTag[[24]byte], addTag[[25]byte], addTag[[26]byte], addTag[[27]byte], addTag[[28]byte], addTag[[29]byte], addTag[[30]byte], addTag[[31]byte], addTag[[32]byte], addTag[[33]byte], addTag[[34]byte], addTag[[35]byte], addTag[[36]byte], addTag[[37]byte], addTag[[38]byte], addTag[[39]byte], addTag[[40]byte], addTag[[41]byte], addTag[[42]byte], addTag[[43]byte], addTag[[44]byte], addTag[[45]byte], addTag[[46]byte], addTag[[47]byte], addTag[[48]byte], addTag[[49]byte], addTag[[50]byte], addTag[[51]byte], addTag[[52]byte], addTag[[53]byte], addTag[[54]byte], addTag[[55]byte], addTag[[56]byte], addTag[[57]byte], addTag[[58]byte], addTag[[59]byte], addTag[[60]byte], addTag[[61]byte], addTag[[62]byte], addTag[[63]byte], addTag[[64]byte], addTag[[65]byte], addTag[[66]byte], addTag[[67]byte], addTag[[68]byte], addTag[[69]byte], addTag[[70]byte]}
	for _, add := range adders {
		add(w, e)
	}
	assert.Equal(t, 7, ecs.Get[Health](w, e).HP)
	assert.True(t, hasTag[[70]byte](w, e))
	assert.True(t, hasTag[[1]byte](w, e))
	assert.Equal(t, 1, ecs.NewQuery2[Health, [70]byte](w, ecs.With[[64]byte]()).Count())
	assert.Equal(t, 0, ecs.NewQuery1[Health](w, ecs.Without[[65]byte]()).Count())
}

func TestOneComponent(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity()
	assert.False(t, ecs.Has[Health](w, e))
	ecs.Add(w, e, Health{3})
	assert.True(t, ecs.Has[Health](w, e))
	ecs.Get[Health](w, e).HP++
	p, ok := ecs.TryGet[Health](w, e)
	require.True(t, ok)
	assert.Equal(t, 4, p.HP)
	ecs.Remove[Health](w, e)
	assert.False(t, ecs.Has[Health](w, e))
}

func TestQueryFiltersAndArity(t *testing.T) {
	w := ecs.NewWorld()
	w.NewEntities(2, ecs.Box(Transform{}), ecs.Box(RigidBody{}), ecs.Box(Gravity{}), ecs.Box(Health{}))
	w.NewEntities(3, ecs.Box(Transform{}), ecs.Box(RigidBody{}), ecs.Box(Gravity{}), ecs.Box(Health{}), ecs.Box(Frozen{}))
	w.NewEntities(4, ecs.Box(Transform{}), ecs.Box(RigidBody{}))
	assert.Equal(t, 9, ecs.NewQuery1[Transform](w).Count())
	assert.Equal(t, 9, ecs.NewQuery2[Transform, RigidBody](w).Count())
	assert.Equal(t, 5, ecs.NewQuery3[Transform, RigidBody, Gravity](w).Count())
	assert.Equal(t, 2, ecs.NewQuery3[Transform, RigidBody, Gravity](w, ecs.Without[Frozen]()).Count())
	assert.Equal(t, 3, ecs.NewQuery4[Transform, RigidBody, Gravity, Health](w, ecs.With[Frozen]()).Count())
	assert.Equal(t, 4, ecs.NewQuery2[Transform, RigidBody](w, ecs.Without[Gravity]()).Count())

	q4 := ecs.NewQuery4[Transform, RigidBody, Gravity, Health](w)
	n := 0
	for _, r := range q4.All() {
		tr, rb, g, h := r.Get()
		tr.Position[0], rb.Velocity[0], g.Force[0], h.HP = 1, 2, 3, 4
		n++
	}
	assert.Equal(t, 5, n)
	for tb := range q4.Tables() {
		ts, rbs, gs, hs := tb.Columns()
		for i := range tb.Entities() {
			assert.Equal(t, Vec3{1, 0, 0}, ts[i].Position)
			assert.Equal(t, float32(2), rbs[i].Velocity[0])
			assert.Equal(t, float32(3), gs[i].Force[0])
			assert.Equal(t, 4, hs[i].HP)
		}
	}
	q2 := ecs.NewQuery2[Transform, RigidBody](w)
	for _, r := range q2.All() {
		tr, rb := r.Get()
		assert.NotNil(t, tr)
		assert.NotNil(t, rb)
	}
	q3 := ecs.NewQuery3[Transform, RigidBody, Gravity](w)
	for tb := range q3.Tables() {
		ts, _, _ := tb.Columns()
		assert.Len(t, ts, len(tb.Entities()))
	}
}

func TestNestedLoops(t *testing.T) {
	w := ecs.NewWorld()
	w.NewEntities(3, ecs.Box(Health{}))
	q := ecs.NewQuery1[Health](w)
	outer := 0
	for range q.All() {
		for range q.All() {
			outer++
		}
		assert.True(t, w.Locked())
	}
	assert.Equal(t, 9, outer)
	assert.False(t, w.Locked())
	for range ecs.NewQuery1[Gravity](w).All() {
		t.Fatal("no entity has a Gravity")
	}
	assert.False(t, w.Locked(), "an empty loop unlocks")
}

func TestIterationDoesNotAllocate(t *testing.T) {
	w := ecs.NewWorld()
	ecs.NewBatch3[Transform, RigidBody, Gravity](w, 100, nil)
	q := ecs.NewQuery3[Transform, RigidBody, Gravity](w)
	q.Count() // first use: finds the tables
	assert.Zero(t, testing.AllocsPerRun(10, func() { stepRangeAll(q) }))
	assert.Zero(t, testing.AllocsPerRun(10, func() { stepTables(q) }))

	q1 := ecs.NewQuery1[Transform](w)
	q2 := ecs.NewQuery2[Transform, RigidBody](w)
	q4 := ecs.NewQuery4[Transform, RigidBody, Gravity, Health](w)
	w.NewEntity(ecs.Box(Transform{}), ecs.Box(RigidBody{}), ecs.Box(Gravity{}), ecs.Box(Health{}))
	q1.Count() // find the tables before counting allocations
	q2.Count()
	q4.Count()
	assert.Zero(t, testing.AllocsPerRun(10, func() {
		for _, tr := range q1.All() {
			tr.Position[0]++
		}
		for _, r := range q2.All() {
			tr, _ := r.Get()
			tr.Position[0]++
		}
		for _, r := range q4.All() {
			_, _, _, h := r.Get()
			h.HP++
		}
	}))
}

func TestCommands(t *testing.T) {
	w := ecs.NewWorld()
	a := w.NewEntity(ecs.Box(Health{1}))
	b := w.NewEntity(ecs.Box(Health{2}))
	dead := w.NewEntity()
	w.Destroy(dead)
	c := w.Commands()
	assert.Same(t, c, w.Commands())
	c.NewEntity(ecs.Box(Name{"new"}))
	c.Add(a, ecs.Box(Frozen{}))
	c.Add(a, ecs.Box(Health{10})) // already has: overwritten
	c.Remove(b, ecs.Type[Health]())
	c.Remove(b, ecs.Type[Gravity]()) // lacks: nothing happens
	c.Destroy(dead)                  // stale: skipped
	c.Add(dead, ecs.Box(Health{}))   // stale: skipped
	c.Destroy(b)
	c.Add(b, ecs.Box(Health{})) // destroyed by the command before: skipped
	assert.Equal(t, 9, c.Len())
	w.ApplyCommands()
	assert.Equal(t, 0, c.Len())
	assert.True(t, ecs.Has[Frozen](w, a))
	assert.Equal(t, 10, ecs.Get[Health](w, a).HP)
	assert.False(t, w.Alive(b))
	assert.Equal(t, 2, w.Len())
	assert.Equal(t, 1, ecs.NewQuery1[Name](w).Count())
}

func TestTypeNamesTheType(t *testing.T) {
	assert.Equal(t, ecs.Type[Health](), ecs.Type[Health]())
	assert.NotEqual(t, ecs.Type[Health](), ecs.Type[Name]())
	assert.Equal(t, "ecs_test.Health", ecs.Type[Health]().(interface{ String() string }).String())
}

func TestPhasePrintsItsName(t *testing.T) {
	assert.Equal(t, "Startup FixedUpdate Update Render", fmt.Sprintf("%v %v %v %v", ecs.Startup, ecs.FixedUpdate, ecs.Update, ecs.Render))
}

// probe is a system that records what it sees.
type probe struct {
	name string
	log  *[]string
	time *[]float64
}

func (p probe) Update(w *ecs.World) {
	*p.log = append(*p.log, "update "+p.name)
	*p.time = append(*p.time, ecs.GetResource[ecs.Time](w).Delta)
}

func (p probe) Init(*ecs.World) error {
	*p.log = append(*p.log, "init "+p.name)
	return nil
}

func (p probe) Shutdown(*ecs.World) { *p.log = append(*p.log, "shutdown "+p.name) }

func TestSchedulerOrderAndDeltas(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, 100*time.Millisecond)
	var log []string
	var deltas []float64
	add := func(p ecs.Phase, name string) { s.Add(p, name, probe{name, &log, &deltas}) }
	add(ecs.Render, "draw")
	add(ecs.FixedUpdate, "physics")
	add(ecs.Startup, "spawn")
	add(ecs.Update, "input")
	require.NoError(t, s.Init())
	assert.Equal(t, []string{"init draw", "init physics", "init spawn", "init input", "update spawn"}, log)
	assert.Equal(t, []float64{0}, deltas)

	log, deltas = nil, nil
	s.Frame(250 * time.Millisecond)
	assert.Equal(t, []string{"update physics", "update physics", "update input", "update draw"}, log)
	assert.InDeltaSlice(t, []float64{0.1, 0.1, 0.25, 0.25}, deltas, 1e-9)
	tm := ecs.GetResource[ecs.Time](w)
	assert.Equal(t, 2, tm.StepsThisFrame)
	assert.InDelta(t, 0.2, tm.Elapsed, 1e-9)

	log = nil
	s.Frame(50 * time.Millisecond) // 0.05 + 0.05 left over = one step
	assert.Equal(t, []string{"update physics", "update input", "update draw"}, log)

	log = nil
	s.Shutdown()
	assert.Equal(t, []string{"shutdown input", "shutdown spawn", "shutdown physics", "shutdown draw"}, log)
}

func TestSchedulerMaxSteps(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, 10*time.Millisecond)
	var n int
	s.Add(ecs.FixedUpdate, "count", counter{&n})
	s.SetMaxSteps(3)
	s.Frame(time.Second) // far behind: 3 steps, the rest dropped
	assert.Equal(t, 3, n)
	s.Frame(5 * time.Millisecond) // nothing carried over beyond one step
	assert.Equal(t, 3, n)
	s.SetMaxSteps(0) // treated as 1
	s.Frame(time.Second)
	assert.Equal(t, 4, n)
}

type spawner struct{}

func (spawner) Update(w *ecs.World) {
	for e := range ecs.NewQuery1[Health](w).All() {
		w.Commands().Destroy(e)
	}
	w.Commands().NewEntity(ecs.Box(Name{"spawned"}))
}

func TestSchedulerAppliesCommandsAfterEachSystem(t *testing.T) {
	w := ecs.NewWorld()
	w.NewEntities(3, ecs.Box(Health{}))
	s := ecs.NewScheduler(w, time.Second)
	var seen []int
	s.Add(ecs.Update, "spawner", spawner{})
	s.Add(ecs.Update, "observer", systemFunc(func(w *ecs.World) { seen = append(seen, w.Len()) }))
	s.Frame(0)
	assert.Equal(t, []int{1}, seen, "the next system sees the changes")
}

// systemFunc makes a plain function a system, for tests and examples: a
// system is any value with an Update method, so a function type with one
// that calls the function is enough (the net/http HandlerFunc idiom).
type systemFunc func(w *ecs.World)

// Update calls f.
func (f systemFunc) Update(w *ecs.World) { f(w) }

func TestSystemStats(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, 10*time.Millisecond)
	sleep := systemFunc(func(*ecs.World) { time.Sleep(time.Millisecond) })
	s.Add(ecs.FixedUpdate, "physics", sleep)
	s.Add(ecs.Render, "draw", sleep)
	s.Frame(25 * time.Millisecond) // 2 steps
	s.Frame(time.Millisecond)      // 0 steps
	st := ecs.GetResource[ecs.SystemStats](w).Systems
	require.Len(t, st, 2)
	assert.Equal(t, "physics", st[0].Name)
	assert.Equal(t, ecs.FixedUpdate, st[0].Phase)
	assert.Equal(t, 2, st[0].Calls)
	assert.Equal(t, 1, st[0].Frames)
	assert.GreaterOrEqual(t, st[0].Last, 2*time.Millisecond, "Last sums the calls of the frame")
	assert.Equal(t, st[0].Total, st[0].Last)
	assert.Equal(t, 2, st[1].Calls)
	assert.Equal(t, 2, st[1].Frames)
}

func TestFixedLastTimesTheFramesSteps(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, 10*time.Millisecond)
	s.Add(ecs.FixedUpdate, "physics", systemFunc(func(*ecs.World) { time.Sleep(2 * time.Millisecond) }))
	s.Add(ecs.Update, "slow frame work", systemFunc(func(*ecs.World) { time.Sleep(20 * time.Millisecond) }))
	stats := ecs.GetResource[ecs.SystemStats](w)

	s.Frame(25 * time.Millisecond) // 2 steps
	assert.Equal(t, 2, stats.FixedStepsLast)
	assert.GreaterOrEqual(t, stats.FixedLast, 4*time.Millisecond, "both steps count")
	assert.Less(t, stats.FixedLast, 20*time.Millisecond, "the Update phase does not count")

	s.Frame(time.Millisecond) // 0 steps
	assert.Zero(t, stats.FixedStepsLast)
	assert.Less(t, stats.FixedLast, 2*time.Millisecond, "a frame without steps has none to time")
}

func TestSchedulerKeepsExistingResources(t *testing.T) {
	w := ecs.NewWorld()
	tm := &ecs.Time{Frame: 41}
	ecs.AddResource(w, tm)
	s := ecs.NewScheduler(w, time.Second)
	s.Frame(0)
	assert.Equal(t, uint64(42), tm.Frame)
	assert.Equal(t, 1.0, tm.FixedDelta)
}

func TestApplyCommandsEmptiesBufferOnPanic(t *testing.T) {
	w := ecs.NewWorld()
	comps := []ecs.Value{ecs.Box(Health{1})}
	w.Commands().NewEntity(comps...)
	comps[0] = ecs.Box(Name{"changed"}) // the command keeps its own copy
	w.Commands().NewEntity(ecs.Box(Health{}), ecs.Box(Health{}))
	assertPanicMentions(t, w.ApplyCommands, "NewEntity", "ecs_test.Health is given twice", "each component type once")
	assert.Equal(t, 0, w.Commands().Len())
	assert.Equal(t, 1, ecs.NewQuery1[Health](w).Count())
	assert.Equal(t, 0, ecs.NewQuery1[Name](w).Count())
}
