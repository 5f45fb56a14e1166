package ecs_test

import (
	"errors"
	"fmt"
	"iter"
	"strings"
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every misuse panics with a message that names the operation, the entity
// and the component type, and says what to do instead. The tests check
// those key words, not the sentences around them, so that a message can be
// reworded as long as it keeps its facts.

// assertPanicMentions checks that fn panics with a message of package ecs
// ("ecs: ...") that contains every one of words: what was misused, the
// type, query or entity involved, and the fix the message suggests.
func assertPanicMentions(t *testing.T, fn func(), words ...string) bool {
	t.Helper()
	msg, ok := panicMessage(fn)
	if !assert.True(t, ok, "want a panic whose message mentions %q, got %q", words, msg) {
		return false
	}
	return assertMentions(t, msg, words...)
}

// assertMentions checks that v, a recovered panic value, is a message of
// package ecs that contains every one of words.
func assertMentions(t *testing.T, v any, words ...string) bool {
	t.Helper()
	msg, ok := v.(string)
	if !assert.True(t, ok && strings.HasPrefix(msg, "ecs: "), "want a message of package ecs, got %#v", v) {
		return false
	}
	for _, w := range words {
		if !assert.Contains(t, msg, w, "the panic message lacks a key word") {
			return false
		}
	}
	return true
}

// panicMessage calls fn and returns the string it panicked with; ok is
// false when fn returned or panicked with something other than a string.
func panicMessage(fn func()) (msg string, ok bool) {
	defer func() {
		v := recover()
		msg, ok = v.(string)
		if !ok && v != nil {
			msg = fmt.Sprint(v)
		}
	}()
	fn()
	return "fn returned without a panic", false
}

func TestMisuseWhileLocked(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}))
	next, stop := iter.Pull2(ecs.NewQuery1[Health](w).All()) // a loop under way
	_, _, ok := next()
	require.True(t, ok)
	defer stop()
	const locked, commands = "locked", "World.Commands()"
	tests := []struct {
		name  string
		fn    func()
		words []string
	}{
		{"NewEntity", func() { w.NewEntity() }, []string{"NewEntity", locked, "Commands().NewEntity"}},
		{"NewEntities", func() { w.NewEntities(2) }, []string{"NewEntities", locked, "Commands().NewEntity"}},
		{"NewBatch1", func() { ecs.NewBatch1[Health](w, 1, nil) }, []string{"NewBatch1", locked, "Commands().NewEntity"}},
		{"NewBatch2", func() { ecs.NewBatch2[Health, Name](w, 1, nil) }, []string{"NewBatch2", locked, "Commands().NewEntity"}},
		{"NewBatch3", func() { ecs.NewBatch3[Health, Name, Frozen](w, 1, nil) }, []string{"NewBatch3", locked, "Commands().NewEntity"}},
		{"NewBatch4", func() { ecs.NewBatch4[Health, Name, Frozen, Gravity](w, 1, nil) }, []string{"NewBatch4", locked, "Commands().NewEntity"}},
		{"NewEntity1", func() { ecs.NewEntity1(w, Health{}) }, []string{"NewEntity1", locked, "Commands().NewEntity"}},
		{"NewEntity4", func() { ecs.NewEntity4(w, Health{}, Name{}, Frozen{}, Gravity{}) }, []string{"NewEntity4", locked, "Commands().NewEntity"}},
		{"Destroy", func() { w.Destroy(e) }, []string{"Destroy", "Entity(1v1)", locked, "Commands().Destroy"}},
		{"DestroyAll", func() { w.DestroyAll() }, []string{"DestroyAll", locked, "after the loop"}},
		{"Add", func() { ecs.Add(w, e, Frozen{}) }, []string{"Add[ecs_test.Frozen]", "Entity(1v1)", locked, "Commands().Add"}},
		{"Remove", func() { ecs.Remove[Health](w, e) }, []string{"Remove[ecs_test.Health]", "Entity(1v1)", locked, "Commands().Remove"}},
		{"AddAll", func() { ecs.AddAll(w, Frozen{}) }, []string{"AddAll[ecs_test.Frozen]", locked, commands, "after the loop"}},
		{"RemoveAll", func() { ecs.RemoveAll[Health](w) }, []string{"RemoveAll[ecs_test.Health]", locked, commands, "after the loop"}},
		{"ApplyCommands", func() { w.ApplyCommands() }, []string{"ApplyCommands", locked, "after the loop"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assertPanicMentions(t, tt.fn, tt.words...)
			assert.True(t, w.Locked(), "a refused change leaves the lock in place")
		})
	}
	assert.Equal(t, 1, w.Len(), "nothing was changed")
}

func TestMisuseStaleEntity(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}))
	w.Destroy(e)
	w.NewEntity(ecs.Box(Health{2})) // reuses e's index: e must not see its data
	const dead, check = "not alive", "World.Alive"
	tests := []struct {
		name  string
		fn    func()
		words []string
	}{
		{"Destroy", func() { w.Destroy(e) }, []string{"Destroy", "Entity(1v1)", dead, check}},
		{"Add", func() { ecs.Add(w, e, Frozen{}) }, []string{"Add[ecs_test.Frozen]", "Entity(1v1)", dead, check}},
		{"Remove", func() { ecs.Remove[Health](w, e) }, []string{"Remove[ecs_test.Health]", "Entity(1v1)", dead, check}},
		{"Get", func() { ecs.Get[Health](w, e) }, []string{"Get[ecs_test.Health]", "Entity(1v1)", dead, check}},
		{"never created", func() { ecs.Get[Health](ecs.NewWorld(), e) }, []string{"Get[ecs_test.Health]", "Entity(1v1)", dead, check}},
		{"zero Destroy", func() { w.Destroy(ecs.Entity{}) }, []string{"Destroy", "Entity(zero)", "zero Entity is not an entity", "World.NewEntity"}},
		{"zero Get", func() { ecs.Get[Health](w, ecs.Entity{}) }, []string{"Get[ecs_test.Health]", "zero Entity is not an entity", "World.NewEntity"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assertPanicMentions(t, tt.fn, tt.words...) })
	}
	// the non-panicking forms
	assert.False(t, w.Alive(e))
	assert.False(t, ecs.Has[Health](w, e))
	_, ok := ecs.TryGet[Health](w, e)
	assert.False(t, ok)
	_, ok = ecs.TryGet[Health](w, ecs.Entity{})
	assert.False(t, ok)
}

func TestMisuseComponents(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}))
	const twice, once = "ecs_test.Health is given twice", "each component type once"
	tests := []struct {
		name  string
		fn    func()
		words []string
	}{
		{"Get absent", func() { ecs.Get[Gravity](w, e) }, []string{"Get[ecs_test.Gravity]", "Entity(1v1)", "has no component ecs_test.Gravity", "ecs.Has", "ecs.TryGet"}},
		{"NewEntity duplicate", func() { w.NewEntity(ecs.Box(Health{}), ecs.Box(Health{})) }, []string{"NewEntity", twice, once}},
		{"NewEntities duplicate", func() { w.NewEntities(2, ecs.Box(Name{}), ecs.Box(Name{})) }, []string{"NewEntities", "ecs_test.Name is given twice", once}},
		{"NewBatch2 duplicate", func() { ecs.NewBatch2[Health, Health](w, 1, nil) }, []string{"NewBatch2", twice, once}},
		{"NewEntity2 duplicate", func() { ecs.NewEntity2(w, Health{}, Health{}) }, []string{"NewEntity2", twice, once}},
		{"NewEntities negative", func() { w.NewEntities(-1) }, []string{"NewEntities", "-1 entities", "0 or more"}},
		{"NewBatch1 negative", func() { ecs.NewBatch1[Health](w, -2, nil) }, []string{"NewBatch1", "-2 entities", "0 or more"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assertPanicMentions(t, tt.fn, tt.words...) })
	}
	assert.Equal(t, 1, w.Len(), "a refused creation creates nothing")
	assert.Equal(t, 1, ecs.Get[Health](w, e).HP, "a refused change leaves the entity as it was")
}

func TestMisuseResources(t *testing.T) {
	w := ecs.NewWorld()
	assertPanicMentions(t, func() { ecs.GetResource[Health](w) },
		"GetResource[ecs_test.Health]", "no resource", "ecs.AddResource", "ecs.TryResource")
	assertPanicMentions(t, func() { ecs.AddResource[Health](w, nil) },
		"AddResource[ecs_test.Health]", "nil pointer", "&ecs_test.Health{}")
	ecs.AddResource(w, &Health{1})
	assertPanicMentions(t, func() { ecs.AddResource(w, &Health{2}) },
		"AddResource[ecs_test.Health]", "already has a resource", "ecs.GetResource", "RemoveResource")
	assert.Equal(t, 1, ecs.GetResource[Health](w).HP)
}

type leaky struct{ q *ecs.Query1[Health] }

func (s leaky) Update(*ecs.World) {
	next, _ := iter.Pull2(s.q.All())
	next() // a loop started and never finished: the world stays locked
}

type failing struct{}

func (failing) Update(*ecs.World)     {}
func (failing) Init(*ecs.World) error { return errors.New("no shader") }

func TestMisuseScheduler(t *testing.T) {
	w := ecs.NewWorld()
	assertPanicMentions(t, func() { ecs.NewScheduler(w, 0) },
		"NewScheduler", "fixed time step must be positive", "0s", "time.Second/60")
	s := ecs.NewScheduler(w, time.Second/60)
	assertPanicMentions(t, func() { s.Add(ecs.Phase("Draw"), "x", failing{}) },
		`Scheduler.Add "x"`, `unknown phase "Draw"`, "ecs.Startup", "ecs.Render")

	w.NewEntity(ecs.Box(Health{}))
	s.Add(ecs.Update, "leaky", leaky{ecs.NewQuery1[Health](w)})
	assertPanicMentions(t, func() { s.Frame(time.Millisecond) },
		`system "leaky"`, "still locked", "finish")

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
	assertPanicMentions(t, func() { s.Add(ecs.Update, "late", failing{}) },
		`Scheduler.Add "late"`, "already been initialised", "before calling Scheduler.Init")
	assertPanicMentions(t, func() { s.AddIf(ecs.Update, "late", func(*ecs.World) bool { return true }, failing{}) },
		`Scheduler.AddIf "late"`, "already been initialised", "before calling Scheduler.Init")
	assertPanicMentions(t, func() { _ = s.Init() },
		"Scheduler.Init", "already been initialised", "call Init once")
	assert.Equal(t, 1, inits, "the second Init ran nothing")
	assertPanicMentions(t, func() { ecs.NewScheduler(ecs.NewWorld(), time.Second).Add(ecs.Update, "nothing", nil) },
		`Scheduler.Add "nothing"`, "system is nil", "Update method")
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
	const never = "can never match"
	tests := []struct {
		name  string
		fn    func()
		words []string
	}{
		{"same type twice", func() { ecs.NewQuery2[Health, Health](w) }, []string{"NewQuery2", "ecs_test.Health is given twice", "each component type once"}},
		{"same type twice, apart", func() { ecs.NewQuery4[Health, Name, Frozen, Name](w) }, []string{"NewQuery4", "ecs_test.Name is given twice", "each component type once"}},
		{"Without a queried type", func() { ecs.NewQuery1[Health](w, ecs.Without[Health]()) }, []string{"NewQuery1", "Without[ecs_test.Health]", never, "drop the Without filter"}},
		{"With and Without", func() { ecs.NewQuery1[Health](w, ecs.With[Frozen](), ecs.Without[Frozen]()) }, []string{"NewQuery1", "Without[ecs_test.Frozen]", never, "drop the Without filter"}},
		{"AddAll With its own type", func() { ecs.AddAll(w, Health{}, ecs.With[Health]()) }, []string{"AddAll[ecs_test.Health]", "With[ecs_test.Health]", never, "drop the With filter"}},
		{"RemoveAll Without its own type", func() { ecs.RemoveAll[Health](w, ecs.Without[Health]()) }, []string{"RemoveAll[ecs_test.Health]", "Without[ecs_test.Health]", never, "drop the Without filter"}},
		{"AddAll With and Without", func() { ecs.AddAll(w, Health{}, ecs.With[Frozen](), ecs.Without[Frozen]()) }, []string{"AddAll", "Without[ecs_test.Frozen]", never, "drop the Without filter"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assertPanicMentions(t, tt.fn, tt.words...) })
	}
}
