package ecs_test

import (
	"fmt"

	"cubefall/ecs"
)

// An entity that loses a component moves to another table; the introspection
// API shows the move: the table counts change and so does the entity's table.
func ExampleWorld_Tables() {
	w := ecs.NewWorld()
	a := ecs.NewEntity2(w, Position{X: 1}, Velocity{Y: -1})
	ecs.NewEntity2(w, Position{X: 2}, Velocity{Y: -2})
	ecs.Remove[Velocity](w, a)
	for _, t := range w.Tables() {
		names := []string{}
		for _, c := range t.Components {
			names = append(names, c.Short)
		}
		fmt.Println(t.ID, names, t.Len, "rows of", t.RowBytes, "bytes")
	}
	id, _ := w.TableOf(a)
	fmt.Println("a is in table", id)
	for _, c := range w.Components(a) {
		fmt.Println(c.Short, c.Value)
	}
	// Output:
	// 0 [Position Velocity] 1 rows of 32 bytes
	// 1 [Position] 1 rows of 16 bytes
	// a is in table 1
	// Position {1 0}
}

// Entities lists the live entities by index, whatever their tables: a
// destroyed entity is gone from the list and its index is free for reuse.
func ExampleWorld_Entities() {
	w := ecs.NewWorld()
	a := ecs.NewEntity1(w, Position{X: 1})
	b := ecs.NewEntity2(w, Position{X: 2}, Velocity{Y: -2})
	c := ecs.NewEntity1(w, Position{X: 3})
	w.Destroy(b)
	fmt.Println(w.Entities(), a, c)
	// Output:
	// [Entity(1v1) Entity(3v1)] Entity(1v1) Entity(3v1)
}
