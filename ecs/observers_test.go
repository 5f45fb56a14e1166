package ecs_test

import (
	"fmt"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// watch registers OnAdd and OnRemove observers of Health that log
// "+e:hp" and "-e:hp".
func watch(w *ecs.World) *[]string {
	var log []string
	ecs.OnAdd(w, func(_ *ecs.World, e ecs.Entity, h *Health) { log = append(log, fmt.Sprintf("+%d:%d", e.Index(), h.HP)) })
	ecs.OnRemove(w, func(_ *ecs.World, e ecs.Entity, h *Health) { log = append(log, fmt.Sprintf("-%d:%d", e.Index(), h.HP)) })
	return &log
}

func TestObserversSeeSingleChanges(t *testing.T) {
	w := ecs.NewWorld()
	log := watch(w)
	a := w.NewEntity(ecs.Box(Health{5}), ecs.Box(Name{"a"}))
	b := w.NewEntity(ecs.Box(Name{"b"}))
	ecs.Remove[Health](w, a)
	w.Destroy(b) // no Health: nothing; index 2 is free again
	c := w.NewEntity(ecs.Box(Health{7}))
	w.Destroy(c)
	assert.Equal(t, []string{"+1:5", "-1:5", "+2:7", "-2:7"}, *log)
}

func TestObserversSeeBatches(t *testing.T) {
	w := ecs.NewWorld()
	log := watch(w)
	w.NewEntities(2, ecs.Box(Health{1}))
	w.NewEntities(1, ecs.Box(Name{}))
	assert.Equal(t, []string{"+1:1", "+2:1"}, *log)
	*log = nil
	assert.Equal(t, 2, ecs.RemoveAll[Health](w))
	assert.Equal(t, []string{"-1:1", "-2:1"}, *log)
	*log = nil
	assert.Equal(t, 3, ecs.AddAll(w, Health{9}))
	assert.ElementsMatch(t, []string{"+1:9", "+2:9", "+3:9"}, *log)
	*log = nil
	w.DestroyAll()
	assert.ElementsMatch(t, []string{"-1:9", "-2:9", "-3:9"}, *log)
}

func TestObserversSeeAppliedCommands(t *testing.T) {
	w := ecs.NewWorld()
	log := watch(w)
	a := w.NewEntity(ecs.Box(Health{2}))
	b := w.NewEntity(ecs.Box(Health{3}))
	*log = nil
	w.Commands().NewEntity(ecs.Box(Health{4}))
	w.Commands().Remove(a, ecs.Type[Health]())
	w.Commands().Destroy(b)
	w.ApplyCommands()
	assert.Equal(t, []string{"+3:4", "-1:2", "-2:3"}, *log)
}

// TestOnRemoveSeesTheWholeEntityBeforeDestroy checks that during Destroy
// every component is still there for every observer.
func TestOnRemoveSeesTheWholeEntityBeforeDestroy(t *testing.T) {
	w := ecs.NewWorld()
	var seen []string
	ecs.OnRemove(w, func(w *ecs.World, e ecs.Entity, h *Health) {
		seen = append(seen, ecs.Get[Name](w, e).Text)
	})
	ecs.OnRemove(w, func(w *ecs.World, e ecs.Entity, n *Name) {
		seen = append(seen, fmt.Sprint(ecs.Get[Health](w, e).HP))
	})
	w.Destroy(w.NewEntity(ecs.Box(Health{8}), ecs.Box(Name{"x"})))
	assert.ElementsMatch(t, []string{"x", "8"}, seen)
}

// TestObserverChangesGoThroughCommands checks that an observer may change
// values and record commands, and that a direct structural change panics
// with the fix.
func TestObserverChangesGoThroughCommands(t *testing.T) {
	w := ecs.NewWorld()
	ecs.OnRemove(w, func(w *ecs.World, e ecs.Entity, h *Health) {
		ecs.Get[Name](w, e).Text = "hurt"
		w.Commands().Add(e, ecs.Box(Frozen{}))
	})
	e := w.NewEntity(ecs.Box(Health{1}), ecs.Box(Name{}))
	ecs.Remove[Health](w, e)
	assert.Equal(t, "hurt", ecs.Get[Name](w, e).Text)
	assert.False(t, ecs.Has[Frozen](w, e), "not before the commands are applied")
	w.ApplyCommands()
	assert.True(t, ecs.Has[Frozen](w, e))
}

func TestStructuralChangeInsideObserverPanics(t *testing.T) {
	const inside = "inside an OnAdd or OnRemove observer"
	tests := []struct {
		name   string
		words  []string
		change func(w *ecs.World, e ecs.Entity)
	}{
		{"Add", []string{"Add[ecs_test.Frozen]", "Entity(1v1)", inside, "Commands().Add"},
			func(w *ecs.World, e ecs.Entity) { ecs.Add(w, e, Frozen{}) }},
		{"Remove", []string{"Remove[ecs_test.Name]", "Entity(1v1)", inside, "Commands().Remove"},
			func(w *ecs.World, e ecs.Entity) { ecs.Remove[Name](w, e) }},
		{"Destroy", []string{"Destroy", "Entity(1v1)", inside, "Commands().Destroy"},
			func(w *ecs.World, e ecs.Entity) { w.Destroy(e) }},
		{"NewEntity", []string{"NewEntity", inside, "Commands().NewEntity"},
			func(w *ecs.World, e ecs.Entity) { w.NewEntity() }},
		{"RemoveAll", []string{"RemoveAll[ecs_test.Name]", inside, "World.Commands()", "after the loop"},
			func(w *ecs.World, e ecs.Entity) { ecs.RemoveAll[Name](w) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := ecs.NewWorld()
			ecs.OnAdd(w, func(w *ecs.World, e ecs.Entity, h *Health) { tc.change(w, e) })
			assertPanicMentions(t, func() { w.NewEntity(ecs.Box(Health{}), ecs.Box(Name{})) }, tc.words...)
			// The panic leaves the world usable.
			assert.NotPanics(t, func() { w.NewEntity(ecs.Box(Name{})) })
		})
	}
}

func TestObserverMisuse(t *testing.T) {
	w := ecs.NewWorld()
	assertPanicMentions(t, func() { ecs.OnAdd[Health](w, nil) },
		"OnAdd[ecs_test.Health]", "observer function is nil", "func(w *ecs.World, e ecs.Entity, v *ecs_test.Health)")
}

// TestObserversDoNotAllocate checks that an observed batch allocates no
// more than an unobserved one.
func TestObserversDoNotAllocate(t *testing.T) {
	plain, observed := physicsWorld(1000), physicsWorld(1000)
	n := 0
	ecs.OnRemove(observed, func(*ecs.World, ecs.Entity, *Gravity) { n++ })
	addRemoveBatch(plain)
	addRemoveBatch(observed)
	want := testing.AllocsPerRun(10, func() { addRemoveBatch(plain) })
	got := testing.AllocsPerRun(10, func() { addRemoveBatch(observed) })
	require.Equal(t, 12*1000, n, "one run, one warm-up run and ten measured")
	assert.Equal(t, want, got)
}

// BenchmarkAddRemoveBatchObserved is BenchmarkAddRemoveBatch with one
// OnRemove[Gravity] observer registered: it runs for each of the 10k
// entities on every RemoveAll.
func BenchmarkAddRemoveBatchObserved(b *testing.B) {
	w := physicsWorld(createN)
	removed := 0
	ecs.OnRemove(w, func(_ *ecs.World, _ ecs.Entity, g *Gravity) { removed++ })
	for b.Loop() {
		addRemoveBatch(w)
	}
	reportPerEntity(b, createN)
	if removed == 0 {
		b.Fatal("the observer never ran")
	}
}

// An observer that reserves entities through Commands.NewEntity can grow
// the world's entity records while a move is under way; the move must write
// the entity's new place into the records as they are after the observer.
func TestMoveSurvivesAnObserverThatReservesEntities(t *testing.T) {
	w := ecs.NewWorld()
	var reserved []ecs.Entity
	ecs.OnRemove(w, func(w *ecs.World, _ ecs.Entity, _ *Health) {
		for range 1000 { // enough to make the records reallocate
			reserved = append(reserved, w.Commands().NewEntity(ecs.Box(Name{"child"})))
		}
	})
	e := w.NewEntity(ecs.Box(Health{1}), ecs.Box(Name{"parent"}))
	ecs.Remove[Health](w, e)
	assert.False(t, ecs.Has[Health](w, e))
	assert.Equal(t, "parent", ecs.Get[Name](w, e).Text)
	w.ApplyCommands()
	assert.Equal(t, 1001, w.Len())
	assert.Equal(t, "child", ecs.Get[Name](w, reserved[999]).Text)
	assert.Equal(t, "parent", ecs.Get[Name](w, e).Text)
}
