package ecs_test

import (
	"fmt"
	"slices"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func ExampleWorld_Reorder() {
	w := ecs.NewWorld()
	var es []ecs.Entity
	for x := range 4 {
		es = append(es, w.NewEntity(ecs.Box(Position{X: float64(x)})))
	}
	w.Reorder([]ecs.Entity{es[3], es[1]}) // these two first; the rest keep their order
	for e, p := range ecs.NewQuery1[Position](w).All() {
		fmt.Println(e, p.X)
	}
	// Output:
	// Entity(4v1) 3
	// Entity(2v1) 1
	// Entity(1v1) 0
	// Entity(3v1) 2
}

// rowOrder lists the entities of q's tables in the order a query visits them.
func rowOrder(q *ecs.Query1[Position]) []ecs.Entity {
	var out []ecs.Entity
	for e := range q.All() {
		out = append(out, e)
	}
	return out
}

// Reorder moves rows table by table, keeps every value with its entity
// (lookups find the moved rows), and leaves other tables' orders alone.
func TestReorderMovesRowsWithTheirValues(t *testing.T) {
	w := ecs.NewWorld()
	var plain, moving []ecs.Entity
	for x := range 200 {
		plain = append(plain, w.NewEntity(ecs.Box(Position{X: float64(x)})))
		moving = append(moving, w.NewEntity(ecs.Box(Position{X: float64(x)}), ecs.Box(Velocity{Y: float64(x)})))
	}
	before := w.Hash()
	order := slices.Clone(moving)
	slices.Reverse(order)
	order = append(order[:50], plain[100:150]...) // 50 of one table, 50 of the other
	w.Reorder(order)

	assert.Equal(t, before, w.Hash(), "the same entities and values")
	for x, e := range plain {
		assert.Equal(t, float64(x), ecs.Get[Position](w, e).X)
	}
	for x, e := range moving {
		assert.Equal(t, float64(x), ecs.Get[Position](w, e).X)
		assert.Equal(t, float64(x), ecs.Get[Velocity](w, e).Y)
	}
	got := rowOrder(ecs.NewQuery1[Position](w, ecs.Without[Velocity]()))
	want := append(slices.Clone(plain[100:150]), plain[:100]...)
	assert.Equal(t, append(want, plain[150:]...), got, "the ordered ones first, then the rest in their old order")
	got = rowOrder(ecs.NewQuery1[Position](w, ecs.With[Velocity]()))
	assert.Equal(t, order[:50], got[:50])
	assert.Equal(t, moving[:150], got[50:])

	w.Destroy(moving[10]) // the rows the directory knows are the moved ones
	assert.False(t, w.Alive(moving[10]))
	assert.Equal(t, 399, w.Len())
	assert.Equal(t, float64(11), ecs.Get[Position](w, moving[11]).X)
}

func TestReorderRefusesMisuse(t *testing.T) {
	w := ecs.NewWorld()
	a, b := w.NewEntity(ecs.Box(Position{X: 1})), w.NewEntity(ecs.Box(Position{X: 2}))
	assertPanicMentions(t, func() { w.Reorder([]ecs.Entity{a, b, a}) },
		"Reorder", "Entity(1v1)", "twice", "each entity once")
	c := w.NewEntity(ecs.Box(Position{X: 3}), ecs.Box(Velocity{}))
	assertPanicMentions(t, func() { w.Reorder([]ecs.Entity{b, a, c, c}) },
		"Reorder", "Entity(3v1)", "twice", "each entity once")
	assert.Equal(t, []ecs.Entity{a, b}, rowOrder(ecs.NewQuery1[Position](w, ecs.Without[Velocity]())),
		"nothing moved before the panic, in any table")
	w.Destroy(b)
	assert.Panics(t, func() { w.Reorder([]ecs.Entity{a, b}) }, "a dead entity")
	for range ecs.NewQuery1[Position](w).All() {
		assert.Panics(t, func() { w.Reorder([]ecs.Entity{a}) }, "inside a loop")
	}
	require.NotPanics(t, func() { w.Reorder(nil) })
	assert.Equal(t, float64(1), ecs.Get[Position](w, a).X)
}
