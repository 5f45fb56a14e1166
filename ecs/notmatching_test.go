package ecs_test

import (
	"fmt"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNotMatchingSplitsTheTables: a query with NotMatching(other) takes
// exactly the tables of its own set that other does not, for tables made
// before and after both queries, and a batch change honours it too.
func TestNotMatchingSplitsTheTables(t *testing.T) {
	w := ecs.NewWorld()
	moving := w.NewEntity(ecs.Box(Transform{}), ecs.Box(RigidBody{}))
	falling := w.NewEntity(ecs.Box(Transform{}), ecs.Box(RigidBody{}), ecs.Box(Gravity{}))
	both := ecs.NewQuery3[Transform, RigidBody, Gravity](w, ecs.Without[Frozen]())
	rest := ecs.NewQuery2[Transform, RigidBody](w, ecs.NotMatching(both))
	frozen := w.NewEntity(ecs.Box(Transform{}), ecs.Box(RigidBody{}), ecs.Box(Gravity{}), ecs.Box(Frozen{}))
	named := w.NewEntity(ecs.Box(Transform{}), ecs.Box(RigidBody{}), ecs.Box(Gravity{}), ecs.Box(Name{}))

	assert.ElementsMatch(t, []ecs.Entity{falling, named}, entitiesOf3(both))
	assert.ElementsMatch(t, []ecs.Entity{moving, frozen}, entitiesOf2(rest), "every table of Transform and RigidBody that both does not take, and no other")

	n := ecs.AddAll(w, Health{HP: 1}, ecs.With[RigidBody](), ecs.NotMatching(both))
	assert.Equal(t, 2, n)
	assert.True(t, ecs.Has[Health](w, moving))
	assert.True(t, ecs.Has[Health](w, frozen))
	assert.False(t, ecs.Has[Health](w, falling))
}

func TestNotMatchingRefusesAnotherWorld(t *testing.T) {
	other := ecs.NewQuery1[Transform](ecs.NewWorld())
	require.True(t, assertPanicMentions(t, func() {
		ecs.NewQuery1[Transform](ecs.NewWorld(), ecs.NotMatching(other))
	}, "NotMatching", "another world", "both queries on one world"))
}

func entitiesOf2[A, B any](q *ecs.Query2[A, B]) []ecs.Entity {
	var es []ecs.Entity
	for e := range q.All() {
		es = append(es, e)
	}
	return es
}

func entitiesOf3[A, B, C any](q *ecs.Query3[A, B, C]) []ecs.Entity {
	var es []ecs.Entity
	for e := range q.All() {
		es = append(es, e)
	}
	return es
}

// Two systems share the moving things out: one pass does the bodies that
// also fall, the other every body it leaves.
func ExampleNotMatching() {
	w := ecs.NewWorld()
	w.NewEntity(ecs.Box(Position{}), ecs.Box(Velocity{X: 1}))
	w.NewEntity(ecs.Box(Position{}), ecs.Box(Velocity{X: 1}), ecs.Box(Mass{Kg: 2}))
	heavy := ecs.NewQuery3[Position, Velocity, Mass](w)
	others := ecs.NewQuery2[Position, Velocity](w, ecs.NotMatching(heavy))
	fmt.Println("heavy:", heavy.Count(), "others:", others.Count())
	// Output:
	// heavy: 1 others: 1
}
