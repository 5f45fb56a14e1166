package ecs_test

import (
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The range forms (All, Tables) must leave the world unlocked however the
// loop ends: at the last entity or by break at once, and by a panic in the
// loop body once the panic has passed through the scheduler that ran the
// system.

// rangeWorld returns a world with n entities that have a Health and a Name,
// in two tables (every other one is Frozen too).
func rangeWorld(n int) *ecs.World {
	w := ecs.NewWorld()
	for i := range n {
		if i%2 == 0 {
			w.NewEntity(ecs.Box(Health{i}), ecs.Box(Name{}))
		} else {
			w.NewEntity(ecs.Box(Health{i}), ecs.Box(Name{}), ecs.Box(Frozen{}))
		}
	}
	return w
}

// recovered runs fn and returns what it panicked with.
func recovered(fn func()) (v any) {
	defer func() { v = recover() }()
	fn()
	return nil
}

// recoveredInSystem runs fn as the one system of a scheduler over w, for
// one frame, and returns what the frame panicked with.
func recoveredInSystem(t *testing.T, w *ecs.World, fn func()) any {
	s := ecs.NewScheduler(w, time.Second/60)
	s.Add(ecs.Update, "loop", systemFunc(func(*ecs.World) { fn() }))
	require.NoError(t, s.Init())
	return recovered(func() { s.Frame(0) })
}

func TestAllVisitsEveryEntityAndUnlocks(t *testing.T) {
	w := rangeWorld(6)
	q := ecs.NewQuery2[Health, Name](w)
	sum, n := 0, 0
	for e, r := range q.All() {
		assert.True(t, w.Locked(), "locked inside the loop")
		h, name := r.Get()
		sum += h.HP
		name.Text = e.String()
		n++
	}
	assert.Equal(t, 6, n)
	assert.Equal(t, 0+1+2+3+4+5, sum)
	assert.False(t, w.Locked(), "unlocked at the normal end")
	for e, h := range ecs.NewQuery1[Name](w).All() {
		assert.Equal(t, e.String(), h.Text, "writes through the row's pointers stay")
	}
}

func TestAllUnlocksOnBreak(t *testing.T) {
	w := rangeWorld(6)
	for range ecs.NewQuery1[Health](w).All() {
		break
	}
	assert.False(t, w.Locked())
	w.NewEntity() // would panic if the world were still locked
}

func TestAllUnlocksOnReturn(t *testing.T) {
	w := rangeWorld(6)
	first := func() ecs.Entity {
		for e := range ecs.NewQuery1[Health](w).All() {
			return e
		}
		return ecs.Entity{}
	}
	assert.False(t, first() == (ecs.Entity{}))
	assert.False(t, w.Locked())
}

// A panic in the loop body skips the iterator's unlock (it is not
// deferred, so that the iterator inlines); the scheduler takes the lock
// back as the panic passes through it.
func TestAllPanicIsUnlockedByTheScheduler(t *testing.T) {
	w := rangeWorld(6)
	v := recovered(func() {
		for range ecs.NewQuery1[Health](w).All() {
			panic("boom")
		}
	})
	assert.Equal(t, "boom", v)
	assert.True(t, w.Locked(), "outside a scheduler, nothing takes the lock back")

	w = rangeWorld(6)
	v = recoveredInSystem(t, w, func() {
		for range ecs.NewQuery1[Health](w).All() {
			panic("boom")
		}
	})
	assert.Equal(t, "boom", v)
	assert.False(t, w.Locked(), "unlocked by the time the system's run has returned")
	w.NewEntity() // would panic if the world were still locked
}

func TestAllRefusesStructuralChangesInside(t *testing.T) {
	w := rangeWorld(2)
	v := recoveredInSystem(t, w, func() {
		for e := range ecs.NewQuery1[Health](w).All() {
			w.Destroy(e)
		}
	})
	assertMentions(t, v, "Destroy", "Entity(1v1)", "locked", "Commands().Destroy")
	assert.False(t, w.Locked())
	assert.Equal(t, 2, w.Len())
}

func TestAllStartsWhenTheLoopStarts(t *testing.T) {
	w := rangeWorld(2)
	q := ecs.NewQuery1[Health](w)
	seq := q.All()
	assert.False(t, w.Locked(), "All alone takes no lock")
	w.NewEntity(ecs.Box(Health{10}))
	n := 0
	for range seq {
		n++
	}
	assert.Equal(t, 3, n, "the loop sees the world as it is when it starts")
}

func TestTablesUnlockOnEveryEnding(t *testing.T) {
	w := rangeWorld(6)
	q := ecs.NewQuery2[Health, Name](w)
	tables, n := 0, 0
	for tb := range q.Tables() {
		tables++
		hs, names := tb.Columns()
		require.Len(t, hs, len(tb.Entities()))
		require.Len(t, names, len(tb.Entities()))
		n += len(hs)
	}
	assert.Equal(t, 2, tables)
	assert.Equal(t, 6, n)
	assert.False(t, w.Locked(), "normal end")

	for range q.Tables() {
		break
	}
	assert.False(t, w.Locked(), "break")

	v := recoveredInSystem(t, w, func() {
		for range q.Tables() {
			panic("boom")
		}
	})
	assert.Equal(t, "boom", v)
	assert.False(t, w.Locked(), "panic in the loop")
}

func TestTablesSkipEmptyTables(t *testing.T) {
	w := rangeWorld(2)
	ecs.RemoveAll[Frozen](w) // the Frozen table is now empty
	tables := 0
	for tb := range ecs.NewQuery1[Health](w).Tables() {
		tables++
		assert.Positive(t, len(tb.Entities()))
	}
	assert.Equal(t, 1, tables)
}

// eight distinct component types, for the largest generated query.
type (
	c5 struct{ V int }
	c6 struct{ V int }
	c7 struct{ V int }
	c8 struct{ V int }
)

func TestQuery8AndBatch8(t *testing.T) {
	w := ecs.NewWorld()
	ecs.NewBatch8(w, 3, func(i int, _ ecs.Entity, h *Health, _ *Name, _ *Frozen, _ *Gravity, a *c5, _ *c6, _ *c7, d *c8) {
		h.HP, a.V, d.V = i, 10*i, 100*i
	})
	e := ecs.NewEntity8(w, Health{5}, Name{}, Frozen{}, Gravity{}, c5{}, c6{}, c7{}, c8{V: 1})
	q := ecs.NewQuery8[Health, Name, Frozen, Gravity, c5, c6, c7, c8](w)
	assert.Equal(t, 4, q.Count())
	sum := 0
	for _, r := range q.All() {
		h, _, _, _, a, _, _, d := r.Get()
		sum += h.HP + a.V + d.V
	}
	assert.Equal(t, (0+1+2)*111+5+1, sum)
	assert.Equal(t, 1, ecs.Get[c8](w, e).V)
}
