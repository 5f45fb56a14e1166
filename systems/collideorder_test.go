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
	grid := func() []ecs.Entity {
		col := ecs.GetResource[Collisions](cw.w)
		es := make([]ecs.Entity, 0, len(col.awake))
		for i := range col.awake { // but those that fell asleep in the step: they left after the reordering
			if e := col.awake[i].e; !ecs.Has[components.Sleeping](cw.w, e) {
				es = append(es, e)
			}
		}
		return es
	}
	spawned := rows()
	cw.step()
	assert.NotEqual(t, spawned, rows(), "the rows moved")
	assert.Equal(t, grid(), rows(), "into the grid's order")
	cw.run(rowOrderEvery - 1)
	assert.NotEqual(t, grid(), rows(), "the cubes moved on; their rows stay until the next reordering")
	cw.step()
	assert.Equal(t, grid(), rows(), "reordered again")
}
