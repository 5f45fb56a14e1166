package ecs_test

import (
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Commands.NewEntity hands out the new entity's handle when it is recorded:
// dead until the commands are applied, usable in later commands, and the
// live entity afterwards.

func TestCommandsNewEntityReturnsItsHandle(t *testing.T) {
	w := ecs.NewWorld()
	cmds := w.Commands()
	e := cmds.NewEntity(ecs.Box(Health{3}))
	assert.False(t, e == (ecs.Entity{}))
	assert.False(t, w.Alive(e), "not alive before the commands are applied")
	cmds.Add(e, ecs.Box(Name{"later"})) // a later command may use the handle
	other := w.NewEntity(ecs.Box(Health{9}))
	assert.NotEqual(t, e, other, "a direct creation in between does not take the reserved handle")

	w.ApplyCommands()
	require.True(t, w.Alive(e))
	assert.Equal(t, 3, ecs.Get[Health](w, e).HP)
	assert.Equal(t, "later", ecs.Get[Name](w, e).Text)
	assert.Equal(t, 9, ecs.Get[Health](w, other).HP)
	assert.Equal(t, 2, w.Len())
}

func TestCommandsNewEntityReusesADeadIndexWithItsNewGeneration(t *testing.T) {
	w := ecs.NewWorld()
	old := w.NewEntity(ecs.Box(Health{1}))
	w.Destroy(old)
	e := w.Commands().NewEntity(ecs.Box(Health{2}))
	assert.Equal(t, old.Index(), e.Index())
	assert.Equal(t, old.Generation()+1, e.Generation())
	w.ApplyCommands()
	assert.False(t, w.Alive(old))
	assert.True(t, w.Alive(e))
}

func TestCommandsNewEntityInsideALoop(t *testing.T) {
	w := ecs.NewWorld()
	w.NewEntities(3, ecs.Box(Health{1}))
	var children []ecs.Entity
	for e := range ecs.NewQuery1[Health](w).All() {
		child := w.Commands().NewEntity(ecs.Box(Name{"child of " + e.String()}))
		children = append(children, child)
	}
	w.ApplyCommands()
	require.Len(t, children, 3)
	for _, c := range children {
		assert.True(t, w.Alive(c))
	}
	assert.Equal(t, 6, w.Len())
}

func TestCommandsNewEntityThatFailsStaysDead(t *testing.T) {
	w := ecs.NewWorld()
	bad := w.Commands().NewEntity(ecs.Box(Health{}), ecs.Box(Health{}))
	never := w.Commands().NewEntity(ecs.Box(Name{})) // after the panic: never applied
	assert.Panics(t, w.ApplyCommands)
	for range 3 {
		w.NewEntity(ecs.Box(Health{}))
	}
	assert.False(t, w.Alive(bad), "a failed creation's handle never comes alive")
	assert.False(t, w.Alive(never), "nor does one that was dropped")
	assert.Equal(t, 3, w.Len())
}

// DestroyAll drops the recorded commands; an entity reserved by a dropped
// NewEntity must stay dead and give its index back, or every reload that
// dropped one would leak an index for good.
func TestDestroyAllReleasesReservedEntities(t *testing.T) {
	w := ecs.NewWorld()
	reserved := w.Commands().NewEntity(ecs.Box(Health{1}))
	w.DestroyAll()
	w.ApplyCommands() // nothing left to apply
	assert.False(t, w.Alive(reserved))
	next := w.NewEntity(ecs.Box(Health{2}))
	assert.Equal(t, reserved.Index(), next.Index(), "the reserved index is free again")
	assert.NotEqual(t, reserved, next, "with a new generation")
	assert.Equal(t, 1, w.Len())
}
