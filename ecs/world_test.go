package ecs_test

import (
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewEntityAndGet(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{HP: 3}), ecs.Box(Name{"a"}))
	require.True(t, w.Alive(e))
	assert.Equal(t, 1, w.Len())
	assert.Equal(t, 3, ecs.Get[Health](w, e).HP)
	assert.Equal(t, "a", ecs.Get[Name](w, e).Text)
	assert.True(t, ecs.Has[Health](w, e))
	assert.False(t, ecs.Has[Gravity](w, e))
	ecs.Get[Health](w, e).HP = 7
	assert.Equal(t, 7, ecs.Get[Health](w, e).HP)
}

func TestDestroyMakesHandleStale(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}))
	w.Destroy(e)
	assert.False(t, w.Alive(e))
	assert.Equal(t, 0, w.Len())
	e2 := w.NewEntity(ecs.Box(Health{2}))
	assert.Equal(t, e.Index(), e2.Index(), "index reused")
	assert.Equal(t, e.Generation()+1, e2.Generation())
	assert.False(t, w.Alive(e))
	_, ok := ecs.TryGet[Health](w, e)
	assert.False(t, ok)
	assert.False(t, ecs.Has[Health](w, e))
}

func TestAddRemoveKeepsOtherEntities(t *testing.T) {
	w := ecs.NewWorld()
	var es []ecs.Entity
	for i := range 5 {
		es = append(es, w.NewEntity(ecs.Box(Health{i})))
	}
	ecs.Add(w, es[1], Gravity{Vec3{0, -1, 0}})
	ecs.Add(w, es[3], Frozen{})
	ecs.Remove[Health](w, es[0])
	for i, e := range es {
		if i == 0 {
			assert.False(t, ecs.Has[Health](w, e))
			continue
		}
		assert.Equal(t, i, ecs.Get[Health](w, e).HP)
	}
	assert.Equal(t, float32(-1), ecs.Get[Gravity](w, es[1]).Force[1])
	assert.True(t, ecs.Has[Frozen](w, es[3]))
}

func TestQueryAllAndTables(t *testing.T) {
	w := ecs.NewWorld()
	w.NewEntities(3, ecs.Box(Health{1}), ecs.Box(Gravity{}))
	w.NewEntities(2, ecs.Box(Health{1}))
	w.NewEntities(4, ecs.Box(Health{1}), ecs.Box(Frozen{}))
	q := ecs.NewQuery1[Health](w, ecs.Without[Frozen]())
	assert.Equal(t, 5, q.Count())
	n := 0
	for e, h := range q.All() {
		h.HP++
		assert.True(t, w.Alive(e))
		n++
	}
	assert.Equal(t, 5, n)
	assert.False(t, w.Locked())
	sum := 0
	for tb := range ecs.NewQuery1[Health](w).Tables() {
		hs := tb.Columns()
		require.Len(t, tb.Entities(), len(hs))
		for _, h := range hs {
			sum += h.HP
		}
	}
	assert.Equal(t, 5*2+4, sum)
	q2 := ecs.NewQuery2[Health, Gravity](w)
	assert.Equal(t, 3, q2.Count())
	// a table created after the query was built is found
	w.NewEntity(ecs.Box(Health{}), ecs.Box(Gravity{}), ecs.Box(Name{}))
	assert.Equal(t, 4, q2.Count())
}

func TestLockedWorldPanics(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}))
	q := ecs.NewQuery1[Health](w)
	for range q.All() {
		assert.Panics(t, func() { w.Destroy(e) })
		assert.Panics(t, func() { ecs.Add(w, e, Frozen{}) })
		w.Commands().Destroy(e)
	}
	w.ApplyCommands()
	assert.False(t, w.Alive(e))
}

func TestAddAllRemoveAll(t *testing.T) {
	w := ecs.NewWorld()
	w.NewEntities(10, ecs.Box(Health{1}))
	w.NewEntities(5, ecs.Box(Health{1}), ecs.Box(Frozen{}))
	n := ecs.AddAll(w, Gravity{Vec3{0, -9, 0}}, ecs.With[Health](), ecs.Without[Frozen]())
	assert.Equal(t, 10, n)
	assert.Equal(t, 10, ecs.NewQuery2[Health, Gravity](w).Count())
	assert.Equal(t, 10, ecs.RemoveAll[Gravity](w))
	assert.Equal(t, 0, ecs.NewQuery1[Gravity](w).Count())
	assert.Equal(t, 15, ecs.NewQuery1[Health](w).Count())
}

type counter struct{ n *int }

func (c counter) Update(w *ecs.World) { *c.n++ }

func TestSchedulerFixedSteps(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, 10*1e6) // 10 ms
	var fixed, frame int
	s.Add(ecs.FixedUpdate, "fixed", counter{&fixed})
	s.Add(ecs.Update, "frame", counter{&frame})
	require.NoError(t, s.Init())
	s.Frame(25 * 1e6)
	assert.Equal(t, 2, fixed)
	assert.Equal(t, 1, frame)
	s.Frame(5 * 1e6)
	assert.Equal(t, 3, fixed)
	tm := ecs.GetResource[ecs.Time](w)
	assert.Equal(t, uint64(3), tm.Steps)
	assert.Equal(t, uint64(2), tm.Frame)
	st := ecs.GetResource[ecs.SystemStats](w)
	assert.Equal(t, 3, st.Systems[0].Calls)
	assert.Equal(t, 2, st.Systems[0].Frames)
}

// TestSchedulerTimeScale: the scale multiplies the time added to the
// fixed-step accumulator and nothing else: half speed runs half the steps,
// each still one FixedDelta long, and Update still sees the real frame time.
func TestSchedulerTimeScale(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, 10*1e6) // 10 ms
	var fixed int
	var deltas []float64
	s.Add(ecs.FixedUpdate, "fixed", counter{&fixed})
	s.Add(ecs.FixedUpdate, "delta", systemFunc(func(w *ecs.World) {
		deltas = append(deltas, ecs.GetResource[ecs.Time](w).Delta)
	}))
	require.NoError(t, s.Init())
	tm := ecs.GetResource[ecs.Time](w)
	require.Equal(t, 1.0, tm.Scale, "NewScheduler starts at real time")

	tm.Scale = 0.5
	for range 4 {
		s.Frame(10 * 1e6)
	}
	assert.Equal(t, 2, fixed, "half speed: 4 frames of 10 ms hold 2 steps")
	assert.Equal(t, 0.04, tm.FrameDelta*4, "frames still see real time")

	tm.Scale = 2
	s.Frame(10 * 1e6)
	assert.Equal(t, 4, fixed, "double speed: 2 steps in one frame")
	for _, d := range deltas {
		assert.Equal(t, 0.01, d, "every step is one FixedDelta")
	}

	tm.Scale = -1
	s.Frame(100 * 1e6)
	assert.Equal(t, 4, fixed, "a negative scale stops time")
	tm.Scale = 1
	s.Frame(10 * 1e6)
	assert.Equal(t, 5, fixed, "and leaves no debt: real time steps again at once")
}

func TestResources(t *testing.T) {
	w := ecs.NewWorld()
	_, ok := ecs.TryResource[Health](w)
	assert.False(t, ok)
	ecs.AddResource(w, &Health{5})
	assert.Equal(t, 5, ecs.GetResource[Health](w).HP)
	assert.Panics(t, func() { ecs.AddResource(w, &Health{}) })
	ecs.RemoveResource[Health](w)
	_, ok = ecs.TryResource[Health](w)
	assert.False(t, ok)
}
