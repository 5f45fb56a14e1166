package ecs_test

import (
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
)

func TestCommandsFromObserversDuringApplyAreApplied(t *testing.T) {
	w := ecs.NewWorld()
	ecs.OnRemove(w, func(w *ecs.World, e ecs.Entity, _ *Health) { w.Commands().Add(e, ecs.Box(Frozen{})) })
	e := w.NewEntity(ecs.Box(Health{1}))
	w.Commands().Remove(e, ecs.Type[Health]())
	w.ApplyCommands()
	assert.True(t, ecs.Has[Frozen](w, e))
	assert.Zero(t, w.Commands().Len())
}

func TestObserversSeeSingleAddsAndAppliedAdds(t *testing.T) {
	w := ecs.NewWorld()
	log := watch(w)
	e := w.NewEntity(ecs.Box(Name{}))
	ecs.Add(w, e, Health{4})
	ecs.Remove[Health](w, e)
	ecs.Add(w, e, Health{5})
	w.Commands().Add(e, ecs.Box(Health{6})) // an overwrite: no observer
	w.Commands().Remove(e, ecs.Type[Health]())
	w.Commands().Add(e, ecs.Box(Health{7}))
	w.ApplyCommands()
	assert.Equal(t, []string{"+1:4", "-1:4", "+1:5", "-1:6", "+1:7"}, *log)
}
