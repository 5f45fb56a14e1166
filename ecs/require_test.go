package ecs_test

import (
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
)

// Every way of creating an entity applies the Require rules, and the
// entity lands directly in the table that has the required type.
func TestRequireAppliesToEveryCreation(t *testing.T) {
	w := ecs.NewWorld()
	ecs.Require[Health, Name](w)
	created := []ecs.Entity{
		w.NewEntity(ecs.Box(Health{1})),
		w.NewEntities(2, ecs.Box(Health{2}))[1],
		ecs.NewEntity1(w, Health{3}),
		w.Commands().NewEntity(ecs.Box(Health{4})),
	}
	ecs.NewBatch1(w, 1, func(_ int, e ecs.Entity, h *Health) { created = append(created, e) })
	w.ApplyCommands()
	for _, e := range created {
		assert.True(t, ecs.Has[Name](w, e), "%v has the required Name", e)
		assert.Equal(t, Name{}, *ecs.Get[Name](w, e), "at its zero value")
	}
	assert.Equal(t, 6, ecs.NewQuery2[Health, Name](w).Count())
}

func TestRequireKeepsAGivenValueAndFollowsChains(t *testing.T) {
	w := ecs.NewWorld()
	ecs.Require[Health, Name](w)
	ecs.Require[Name, Frozen](w)
	e := w.NewEntity(ecs.Box(Health{1}), ecs.Box(Name{"given"}))
	assert.Equal(t, "given", ecs.Get[Name](w, e).Text, "a given value is kept")
	assert.True(t, ecs.Has[Frozen](w, e), "Health requires Name, which requires Frozen")
	plain := w.NewEntity(ecs.Box(Transform{}))
	assert.False(t, ecs.Has[Name](w, plain), "a type without rules gets nothing")
}

// The rule is about creation only: adding the type later does not add what
// it requires, and the required type can be removed like any other.
func TestRequireIsARuleAboutCreation(t *testing.T) {
	w := ecs.NewWorld()
	ecs.Require[Health, Name](w)
	e := w.NewEntity(ecs.Box(Transform{}))
	ecs.Add(w, e, Health{1})
	assert.False(t, ecs.Has[Name](w, e))
	born := w.NewEntity(ecs.Box(Health{2}))
	ecs.Remove[Name](w, born)
	assert.False(t, ecs.Has[Name](w, born))
	assert.True(t, ecs.Has[Health](w, born))
}

func TestRequiredComponentsAreSeenByObservers(t *testing.T) {
	w := ecs.NewWorld()
	ecs.Require[Health, Name](w)
	added := 0
	ecs.OnAdd(w, func(_ *ecs.World, _ ecs.Entity, _ *Name) { added++ })
	w.NewEntities(3, ecs.Box(Health{1}))
	assert.Equal(t, 3, added)
}

func TestRequireMisuse(t *testing.T) {
	w := ecs.NewWorld()
	assertPanicMentions(t, func() { ecs.Require[Health, Health](w) },
		"Require[ecs_test.Health, ecs_test.Health]", "cannot require itself", "two different types")
}
