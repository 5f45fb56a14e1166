package ecs_test

import (
	"errors"
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every misuse panics with a message that names the operation, the entity
// and the component type, and says what to do instead. The messages are part
// of the API, so they are tested word for word.

const (
	lockedNew     = "the world is locked by a running query; record it with World.Commands().NewEntity and it is applied after the system (or after the loop with World.ApplyCommands)"
	lockedDestroy = "the world is locked by a running query; record it with World.Commands().Destroy and it is applied after the system (or after the loop with World.ApplyCommands)"
	lockedAdd     = "the world is locked by a running query; record it with World.Commands().Add and it is applied after the system (or after the loop with World.ApplyCommands)"
	lockedRemove  = "the world is locked by a running query; record it with World.Commands().Remove and it is applied after the system (or after the loop with World.ApplyCommands)"
	lockedLoop    = "the world is locked by a running query; call it after the loop, once Next has returned false or the cursor is closed"
	lockedBatch   = "the world is locked by a running query; record the changes per entity with World.Commands(), or call it after the loop"
	notAlive      = "the entity is not alive (destroyed, or never made by this world); check World.Alive before using a stored entity"
	zeroEntity    = "the zero Entity is not an entity; use a value returned by World.NewEntity"
)

func TestMisuseWhileLocked(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}))
	it := ecs.NewQuery1[Health](w).Iter()
	require.True(t, it.Next())
	defer it.Close()
	hm := ecs.NewComponentAccess[Health](w)
	tests := []struct {
		name string
		fn   func()
		want string
	}{
		{"NewEntity", func() { w.NewEntity() }, "ecs: NewEntity: " + lockedNew},
		{"NewEntities", func() { w.NewEntities(2) }, "ecs: NewEntities: " + lockedNew},
		{"NewBatch1", func() { ecs.NewBatch1[Health](w, 1, nil) }, "ecs: NewBatch1: " + lockedNew},
		{"NewBatch2", func() { ecs.NewBatch2[Health, Name](w, 1, nil) }, "ecs: NewBatch2: " + lockedNew},
		{"NewBatch3", func() { ecs.NewBatch3[Health, Name, Frozen](w, 1, nil) }, "ecs: NewBatch3: " + lockedNew},
		{"NewBatch4", func() { ecs.NewBatch4[Health, Name, Frozen, Gravity](w, 1, nil) }, "ecs: NewBatch4: " + lockedNew},
		{"NewEntity1", func() { ecs.NewEntity1(w, Health{}) }, "ecs: NewEntity1: " + lockedNew},
		{"NewEntity4", func() { ecs.NewEntity4(w, Health{}, Name{}, Frozen{}, Gravity{}) }, "ecs: NewEntity4: " + lockedNew},
		{"Destroy", func() { w.Destroy(e) }, "ecs: Destroy on Entity(1v1): " + lockedDestroy},
		{"DestroyAll", func() { w.DestroyAll() }, "ecs: DestroyAll: " + lockedLoop},
		{"Add", func() { ecs.Add(w, e, Frozen{}) }, "ecs: Add[ecs_test.Frozen] on Entity(1v1): " + lockedAdd},
		{"Remove", func() { ecs.Remove[Health](w, e) }, "ecs: Remove[ecs_test.Health] on Entity(1v1): " + lockedRemove},
		{"ComponentAccess.Add", func() { ecs.NewComponentAccess[Frozen](w).Add(e, Frozen{}) }, "ecs: Add[ecs_test.Frozen] on Entity(1v1): " + lockedAdd},
		{"ComponentAccess.Remove", func() { hm.Remove(e) }, "ecs: Remove[ecs_test.Health] on Entity(1v1): " + lockedRemove},
		{"AddAll", func() { ecs.AddAll(w, Frozen{}) }, "ecs: AddAll[ecs_test.Frozen]: " + lockedBatch},
		{"RemoveAll", func() { ecs.RemoveAll[Health](w) }, "ecs: RemoveAll[ecs_test.Health]: " + lockedBatch},
		{"ApplyCommands", func() { w.ApplyCommands() }, "ecs: ApplyCommands: " + lockedLoop},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.PanicsWithValue(t, tt.want, tt.fn)
			assert.True(t, w.Locked(), "a refused change leaves the lock in place")
		})
	}
	assert.Equal(t, 1, w.Len(), "nothing was changed")
}

func TestMisuseInsideEachTable(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}))
	assert.PanicsWithValue(t, "ecs: Destroy on Entity(1v1): "+lockedDestroy, func() {
		ecs.NewQuery1[Health](w).EachTable(func([]ecs.Entity, []Health) { w.Destroy(e) })
	})
	assert.False(t, w.Locked(), "EachTable unlocks even when fn panics")
}

func TestMisuseStaleEntity(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}))
	w.Destroy(e)
	w.NewEntity(ecs.Box(Health{2})) // reuses e's index: e must not see its data
	hm := ecs.NewComponentAccess[Health](w)
	tests := []struct {
		name string
		fn   func()
		want string
	}{
		{"Destroy", func() { w.Destroy(e) }, "ecs: Destroy on Entity(1v1): " + notAlive},
		{"Add", func() { ecs.Add(w, e, Frozen{}) }, "ecs: Add[ecs_test.Frozen] on Entity(1v1): " + notAlive},
		{"Remove", func() { ecs.Remove[Health](w, e) }, "ecs: Remove[ecs_test.Health] on Entity(1v1): " + notAlive},
		{"Get", func() { ecs.Get[Health](w, e) }, "ecs: Get[ecs_test.Health] on Entity(1v1): " + notAlive},
		{"ComponentAccess.Get", func() { hm.Get(e) }, "ecs: Get[ecs_test.Health] on Entity(1v1): " + notAlive},
		{"ComponentAccess.Add", func() { ecs.NewComponentAccess[Frozen](w).Add(e, Frozen{}) }, "ecs: Add[ecs_test.Frozen] on Entity(1v1): " + notAlive},
		{"ComponentAccess.Remove", func() { hm.Remove(e) }, "ecs: Remove[ecs_test.Health] on Entity(1v1): " + notAlive},
		{"never created", func() { ecs.Get[Health](ecs.NewWorld(), e) }, "ecs: Get[ecs_test.Health] on Entity(1v1): " + notAlive},
		{"zero Destroy", func() { w.Destroy(ecs.Entity{}) }, "ecs: Destroy on Entity(zero): " + zeroEntity},
		{"zero Get", func() { ecs.Get[Health](w, ecs.Entity{}) }, "ecs: Get[ecs_test.Health]: " + zeroEntity},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.PanicsWithValue(t, tt.want, tt.fn) })
	}
	// the non-panicking forms
	assert.False(t, w.Alive(e))
	assert.False(t, ecs.Has[Health](w, e))
	assert.False(t, hm.Has(e))
	_, ok := ecs.TryGet[Health](w, e)
	assert.False(t, ok)
	_, ok = hm.TryGet(e)
	assert.False(t, ok)
	_, ok = ecs.TryGet[Health](w, ecs.Entity{})
	assert.False(t, ok)
}

func TestMisuseComponents(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}))
	tests := []struct {
		name string
		fn   func()
		want string
	}{
		{"Add twice", func() { ecs.Add(w, e, Health{2}) }, "ecs: Add[ecs_test.Health]: Entity(1v1) already has component ecs_test.Health; change it in place with ecs.Get, or Remove it first"},
		{"Remove absent", func() { ecs.Remove[Gravity](w, e) }, "ecs: Remove[ecs_test.Gravity]: Entity(1v1) has no component ecs_test.Gravity; check with ecs.Has first"},
		{"Get absent", func() { ecs.Get[Gravity](w, e) }, "ecs: Get[ecs_test.Gravity]: Entity(1v1) has no component ecs_test.Gravity; check with ecs.Has or use ecs.TryGet"},
		{"NewEntity duplicate", func() { w.NewEntity(ecs.Box(Health{}), ecs.Box(Health{})) }, "ecs: NewEntity: component type ecs_test.Health is given twice; pass each component type once"},
		{"NewEntities duplicate", func() { w.NewEntities(2, ecs.Box(Name{}), ecs.Box(Name{})) }, "ecs: NewEntities: component type ecs_test.Name is given twice; pass each component type once"},
		{"NewBatch2 duplicate", func() { ecs.NewBatch2[Health, Health](w, 1, nil) }, "ecs: NewBatch2: component type ecs_test.Health is given twice; pass each component type once"},
		{"NewEntity2 duplicate", func() { ecs.NewEntity2(w, Health{}, Health{}) }, "ecs: NewEntity2: component type ecs_test.Health is given twice; pass each component type once"},
		{"NewEntities negative", func() { w.NewEntities(-1) }, "ecs: NewEntities: cannot create -1 entities; pass a count of 0 or more"},
		{"NewBatch1 negative", func() { ecs.NewBatch1[Health](w, -2, nil) }, "ecs: NewBatch1: cannot create -2 entities; pass a count of 0 or more"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.PanicsWithValue(t, tt.want, tt.fn) })
	}
	assert.Equal(t, 1, w.Len(), "a refused creation creates nothing")
	assert.Equal(t, 1, ecs.Get[Health](w, e).HP, "a refused change leaves the entity as it was")
}

func TestMisuseResources(t *testing.T) {
	w := ecs.NewWorld()
	assert.PanicsWithValue(t, "ecs: GetResource[ecs_test.Health]: the world has no resource of type ecs_test.Health; add it with ecs.AddResource (or check with ecs.HasResource)",
		func() { ecs.GetResource[Health](w) })
	assert.PanicsWithValue(t, "ecs: AddResource[ecs_test.Health]: the resource is a nil pointer; pass a pointer to a value, for example &ecs_test.Health{}",
		func() { ecs.AddResource[Health](w, nil) })
	ecs.AddResource(w, &Health{1})
	assert.PanicsWithValue(t, "ecs: AddResource[ecs_test.Health]: the world already has a resource of type ecs_test.Health; change it through ecs.GetResource, or RemoveResource it first",
		func() { ecs.AddResource(w, &Health{2}) })
	assert.Equal(t, 1, ecs.GetResource[Health](w).HP)
}

type leaky struct{ q *ecs.Query1[Health] }

func (s leaky) Update(*ecs.World) {
	it := s.q.Iter()
	it.Next() // leaves the loop without Close
}

type failing struct{}

func (failing) Update(*ecs.World)     {}
func (failing) Init(*ecs.World) error { return errors.New("no shader") }

func TestMisuseScheduler(t *testing.T) {
	w := ecs.NewWorld()
	assert.PanicsWithValue(t, "ecs: NewScheduler: the fixed time step must be positive, got 0s; pass for example time.Second/60",
		func() { ecs.NewScheduler(w, 0) })
	s := ecs.NewScheduler(w, time.Second/60)
	assert.PanicsWithValue(t, `ecs: Scheduler.Add "x": unknown phase 7; use ecs.Startup, ecs.FixedUpdate, ecs.Update or ecs.Render`,
		func() { s.Add(ecs.Phase(7), "x", failing{}) })

	w.NewEntity(ecs.Box(Health{}))
	s.Add(ecs.Update, "leaky", leaky{ecs.NewQuery1[Health](w)})
	assert.PanicsWithValue(t, `ecs: system "leaky" returned with a query cursor still open; call Close on a cursor when leaving its loop early`,
		func() { s.Frame(time.Millisecond) })

	s2 := ecs.NewScheduler(ecs.NewWorld(), time.Second)
	s2.Add(ecs.Render, "draw", failing{})
	err := s2.Init()
	assert.EqualError(t, err, `ecs: init system "draw": no shader`)
}

func TestMisuseSchedulerLifecycle(t *testing.T) {
	s := ecs.NewScheduler(ecs.NewWorld(), time.Second/60)
	inits := 0
	s.Add(ecs.Update, "counted", initCounter{&inits})
	require.NoError(t, s.Init())
	assert.PanicsWithValue(t, `ecs: Scheduler.Add "late": the scheduler has already been initialised, so this system would never get its Init; add every system before calling Scheduler.Init`,
		func() { s.Add(ecs.Update, "late", failing{}) })
	assert.PanicsWithValue(t, `ecs: Scheduler.AddIf "late": the scheduler has already been initialised, so this system would never get its Init; add every system before calling Scheduler.Init`,
		func() { s.AddIf(ecs.Update, "late", func(*ecs.World) bool { return true }, failing{}) })
	assert.PanicsWithValue(t, "ecs: Scheduler.Init: the scheduler has already been initialised; call Init once, after adding the systems",
		func() { _ = s.Init() })
	assert.Equal(t, 1, inits, "the second Init ran nothing")
	assert.PanicsWithValue(t, `ecs: Scheduler.Add "nothing": the system is nil; pass a value with an Update method, or wrap a function in ecs.SystemFunc`,
		func() { ecs.NewScheduler(ecs.NewWorld(), time.Second).Add(ecs.Update, "nothing", nil) })
}

// initCounter counts its Init calls.
type initCounter struct{ n *int }

func (c initCounter) Update(*ecs.World) {}
func (c initCounter) Init(*ecs.World) error {
	*c.n++
	return nil
}

func TestMisuseQueries(t *testing.T) {
	w := ecs.NewWorld()
	tests := []struct {
		name string
		fn   func()
		want string
	}{
		{"same type twice", func() { ecs.NewQuery2[Health, Health](w) }, "ecs: NewQuery2: component type ecs_test.Health is given twice; pass each component type once"},
		{"same type twice, apart", func() { ecs.NewQuery4[Health, Name, Frozen, Name](w) }, "ecs: NewQuery4: component type ecs_test.Name is given twice; pass each component type once"},
		{"Without a queried type", func() { ecs.NewQuery1[Health](w, ecs.Without[Health]()) }, "ecs: NewQuery1: Without[ecs_test.Health] excludes a component type the query requires, so it can never match; drop the Without filter, or ecs_test.Health from the query"},
		{"With and Without", func() { ecs.NewQuery1[Health](w, ecs.With[Frozen](), ecs.Without[Frozen]()) }, "ecs: NewQuery1: Without[ecs_test.Frozen] excludes a component type the query requires, so it can never match; drop the Without filter, or ecs_test.Frozen from the query"},
		{"AddAll With its own type", func() { ecs.AddAll(w, Health{}, ecs.With[Health]()) }, "ecs: AddAll[ecs_test.Health]: With[ecs_test.Health] selects entities that already have the type, and AddAll changes only entities without it, so it can never match; drop the With filter"},
		{"RemoveAll Without its own type", func() { ecs.RemoveAll[Health](w, ecs.Without[Health]()) }, "ecs: RemoveAll[ecs_test.Health]: Without[ecs_test.Health] selects entities that lack the type, and RemoveAll changes only entities that have it, so it can never match; drop the Without filter"},
		{"AddAll With and Without", func() { ecs.AddAll(w, Health{}, ecs.With[Frozen](), ecs.Without[Frozen]()) }, "ecs: AddAll: Without[ecs_test.Frozen] excludes a component type the query requires, so it can never match; drop the Without filter, or ecs_test.Frozen from the query"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.PanicsWithValue(t, tt.want, tt.fn) })
	}
}

func TestMisuseCursorOffAnEntity(t *testing.T) {
	w := ecs.NewWorld()
	w.NewEntity(ecs.Box(Health{1}), ecs.Box(Name{}))
	const off = "the cursor is not on an entity (Next was not called, or returned false); read it only after Next has returned true"
	it := ecs.NewQuery2[Health, Name](w).Iter()
	assert.PanicsWithValue(t, "ecs: Cursor2.Get: "+off, func() { it.Get() }, "before Next")
	for it.Next() {
	}
	assert.PanicsWithValue(t, "ecs: Cursor2.Get: "+off, func() { it.Get() }, "after the end")
	assert.PanicsWithValue(t, "ecs: Cursor2.Entity: "+off, func() { it.Entity() }, "after the end")
	it1 := ecs.NewQuery1[Health](w).Iter()
	it1.Close()
	assert.PanicsWithValue(t, "ecs: Cursor1.Get: "+off, func() { it1.Get() }, "after Close")
	assert.False(t, w.Locked())
}
