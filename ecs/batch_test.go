package ecs_test

import (
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
)

// The generated creations (NewBatchN, NewEntityN) run OnAdd observers like
// World.NewEntity does, after the values are written.
func TestGeneratedCreationsRunOnAddObservers(t *testing.T) {
	w := ecs.NewWorld()
	var seen []int
	ecs.OnAdd(w, func(_ *ecs.World, _ ecs.Entity, h *Health) { seen = append(seen, h.HP) })
	ecs.NewBatch2(w, 3, func(i int, _ ecs.Entity, h *Health, _ *Name) { h.HP = i + 1 })
	ecs.NewBatch1[Health](w, 1, nil)
	ecs.NewEntity5(w, Health{9}, Name{}, Frozen{}, Gravity{}, c5{})
	assert.Equal(t, []int{1, 2, 3, 0, 9}, seen)
}
