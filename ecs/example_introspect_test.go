package ecs_test

import (
	"fmt"
	"time"

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
		fmt.Printf("%T %v\n", c, c)
	}
	// Output:
	// 0 [Position Velocity] 1 rows of 32 bytes
	// 1 [Position] 1 rows of 16 bytes
	// a is in table 1
	// ecs_test.Position {1 0}
}

// IndexBytes is what finding entities costs beside their components:
// here 12 bytes of directory and 8 of row list per entity, plus the slack
// of the slices' capacities.
func ExampleWorld_IndexBytes() {
	w := ecs.NewWorld()
	ecs.NewBatch1[Position](w, 1000, nil)
	fmt.Println(w.IndexBytes()/1000, "bytes per entity")
	// Output:
	// 20 bytes per entity
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

// mover is a system that lists its query, so a tool can ask what it runs on.
type mover struct {
	q *ecs.Query2[Position, Velocity]
}

func (m *mover) Update(*ecs.World)        {}
func (m *mover) Queries() []ecs.QueryInfo { return []ecs.QueryInfo{m.q.Info()} }

// A system that lists its queries tells tools which tables they match;
// the scheduler keeps it in SystemStats.
func ExampleQueryInfo() {
	w := ecs.NewWorld()
	ecs.NewEntity2(w, Position{}, Velocity{})
	ecs.NewEntity1(w, Position{})
	s := ecs.NewScheduler(w, time.Second/60)
	s.Add(ecs.FixedUpdate, "move", &mover{q: ecs.NewQuery2[Position, Velocity](w)})
	for _, st := range ecs.GetResource[ecs.SystemStats](w).Systems {
		for _, info := range st.System.(interface{ Queries() []ecs.QueryInfo }).Queries() {
			fmt.Println(st.Name, "reads", info.Components[0].Short, info.Components[1].Short,
				"in tables", info.Tables, "rows", info.Rows)
		}
	}
	// Output:
	// move reads Position Velocity in tables [0] rows 1
}
