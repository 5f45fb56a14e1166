package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
)

// The collision system's first step puts the awake rows in the grid's
// order, and the next reordering comes rowOrderEvery steps later.
func TestAwakeRowsFollowTheGrid(t *testing.T) {
	cw := rainWorld(t, 2_000, 0)
	awake := ecs.NewQuery1[components.Cube](cw.w, ecs.Without[components.Sleeping]())
	rows := func() []ecs.Entity {
		var es []ecs.Entity
		for e := range awake.All() {
			es = append(es, e)
		}
		return es
	}
	// gathered is the rows at the start of a step, which the collision
	// system gathers in that order (the rain's awake cubes are one
	// table, and no system before it moves rows within the step); grid
	// is where its grid's sort put each of them, read from the sort
	// (Place(i) is where gathered body i went), but those that fell
	// asleep in the step: they left after the reordering.
	var gathered []ecs.Entity
	grid := func() []ecs.Entity {
		col := ecs.GetResource[Collisions](cw.w)
		placed := make([]ecs.Entity, len(gathered))
		for i, e := range gathered {
			placed[col.Place(i)] = e
		}
		es := make([]ecs.Entity, 0, len(gathered))
		for _, e := range placed {
			if !ecs.Has[components.Sleeping](cw.w, e) {
				es = append(es, e)
			}
		}
		return es
	}
	step := func() {
		gathered = rows()
		cw.step()
	}
	spawned := rows()
	step()
	assert.NotEqual(t, spawned, rows(), "the rows moved")
	assert.Equal(t, grid(), rows(), "into the grid's order")
	for range rowOrderEvery - 1 {
		step()
	}
	assert.NotEqual(t, grid(), rows(), "the cubes moved on; their rows stay until the next reordering")
	step()
	assert.Equal(t, grid(), rows(), "reordered again")
}
