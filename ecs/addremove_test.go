package ecs_test

import (
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
)

// TestAddAndRemoveAgreeWithTheirCommands does the same changes twice, once
// with Add and Remove and once with the commands applied, and checks that
// both leave the same world: Add on a component already there overwrites
// it without running OnAdd and marks it changed, Remove of a missing
// component does nothing.
func TestAddAndRemoveAgreeWithTheirCommands(t *testing.T) {
	type result struct {
		hp, adds         int
		hasHealth, moved bool
		changed          int
	}
	run := func(add func(w *ecs.World, e ecs.Entity, h Health), remove func(w *ecs.World, e ecs.Entity)) result {
		w := ecs.NewWorld()
		adds := 0
		ecs.OnAdd(w, func(*ecs.World, ecs.Entity, *Health) { adds++ })
		e := ecs.NewEntity1(w, Health{1})
		bare := ecs.NewEntity1(w, Name{"bare"})
		changed := ecs.NewQuery1[Health](w, ecs.Changed[Health]())
		changed.Count() // the filter's previous loop is now
		for range changed.All() {
		}
		add(w, e, Health{2})    // already there
		remove(w, bare)         // missing
		add(w, bare, Health{3}) // new
		n := 0
		for range changed.All() {
			n++
		}
		return result{
			hp: ecs.Get[Health](w, e).HP, adds: adds,
			hasHealth: ecs.Has[Health](w, bare), moved: ecs.Get[Health](w, bare).HP == 3,
			changed: n,
		}
	}
	direct := run(
		func(w *ecs.World, e ecs.Entity, h Health) { ecs.Add(w, e, h) },
		func(w *ecs.World, e ecs.Entity) { ecs.Remove[Health](w, e) },
	)
	commands := run(
		func(w *ecs.World, e ecs.Entity, h Health) { w.Commands().Add(e, ecs.Box(h)); w.ApplyCommands() },
		func(w *ecs.World, e ecs.Entity) { w.Commands().Remove(e, ecs.Type[Health]()); w.ApplyCommands() },
	)
	assert.Equal(t, commands, direct)
	assert.Equal(t, result{hp: 2, adds: 2, hasHealth: true, moved: true, changed: 2}, direct,
		"the overwrite keeps no old value and runs no observer (2 adds: the creation and bare's); both entities changed")
}
