package ecs_test

import (
	"fmt"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
)

// Rows hands out the column of a batch only while the batch is still in
// one piece, in order, in a table with the type.
func TestRowsOfABatch(t *testing.T) {
	w := ecs.NewWorld()
	w.NewEntity(ecs.Box(Health{HP: 9})) // a row before the batch
	es := w.NewEntities(3, ecs.Box(Health{HP: 1}))
	hs, ok := ecs.Rows[Health](w, es)
	assert.True(t, ok)
	hs[2].HP = 7
	assert.Equal(t, 7, ecs.Get[Health](w, es[2]).HP, "element i is es[i]'s")
	_, ok = ecs.Rows[Name](w, es)
	assert.False(t, ok, "the table has no Name")
	_, ok = ecs.Rows[Health](w, []ecs.Entity{es[0], es[2]})
	assert.False(t, ok, "not consecutive rows")
	_, ok = ecs.Rows[Health](w, []ecs.Entity{es[1], es[0]})
	assert.False(t, ok, "not in row order")
	w.Destroy(es[0]) // the last row moves into its place
	_, ok = ecs.Rows[Health](w, es)
	assert.False(t, ok, "a destroyed entity")
	_, ok = ecs.Rows[Health](w, es[1:])
	assert.False(t, ok, "moved by the destruction")
}

// A spawner fills in each new entity's own values through the batch's
// column.
func ExampleRows() {
	w := ecs.NewWorld()
	es := w.NewEntities(3, ecs.Box(Position{}))
	ps, _ := ecs.Rows[Position](w, es)
	for i := range ps {
		ps[i].X = float64(10 * i)
	}
	fmt.Println(*ecs.Get[Position](w, es[1]), *ecs.Get[Position](w, es[2]))
	// Output:
	// {10 0} {20 0}
}
