package ecs_test

import (
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
)

func TestExchangeAddsSetsAndRemovesInOneStep(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}), ecs.Box(Gravity{Vec3{0, -1, 0}}), ecs.Box(Name{"e"}))
	other := w.NewEntity(ecs.Box(Health{2}), ecs.Box(Gravity{}), ecs.Box(Name{"o"}))
	var log []string
	ecs.OnRemove(w, func(w *ecs.World, _ ecs.Entity, g *Gravity) {
		log = append(log, "-gravity "+ecs.Get[Name](w, e).Text)
	})
	ecs.OnAdd(w, func(w *ecs.World, _ ecs.Entity, f *Frozen) {
		log = append(log, "+frozen, health "+string(rune('0'+ecs.Get[Health](w, e).HP)))
	})

	w.Exchange(e,
		[]ecs.Value{ecs.Box(Frozen{}), ecs.Box(Health{7})},
		[]ecs.ComponentType{ecs.Type[Gravity](), ecs.Type[Transform]()}) // e has no Transform: skipped

	assert.False(t, ecs.Has[Gravity](w, e))
	assert.True(t, ecs.Has[Frozen](w, e))
	assert.Equal(t, 7, ecs.Get[Health](w, e).HP, "a type e has is overwritten")
	assert.Equal(t, "e", ecs.Get[Name](w, e).Text, "the rest moves along")
	assert.Equal(t, []string{"-gravity e", "+frozen, health 7"}, log, "OnRemove before, OnAdd after the values")
	assert.Equal(t, 2, ecs.Get[Health](w, other).HP)
	assert.True(t, ecs.Has[Gravity](w, other))

	log = nil
	w.Exchange(e, []ecs.Value{ecs.Box(Health{8})}, nil) // same set: no move, no observer
	assert.Equal(t, 8, ecs.Get[Health](w, e).HP)
	assert.Empty(t, log)
}

func TestExchangeMisuse(t *testing.T) {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Health{1}))
	assertPanicMentions(t,
		func() { w.Exchange(e, []ecs.Value{ecs.Box(Health{2})}, []ecs.ComponentType{ecs.Type[Health]()}) },
		"Exchange", "ecs_test.Health is given twice", "each component type once")
	q := ecs.NewQuery1[Health](w)
	assertPanicMentions(t,
		func() {
			for range q.All() {
				w.Exchange(e, nil, []ecs.ComponentType{ecs.Type[Health]()})
			}
		},
		"Exchange", "Entity(1v1)", "locked", "Commands().Add and Remove")
}
