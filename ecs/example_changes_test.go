package ecs_test

import (
	"fmt"

	"cubefall/ecs"
)

// Score and Bonus are the components of the change detection examples.
type Score struct{ Points int }
type Bonus struct{}

// ExampleAdded counts the entities a query with an Added filter sees, loop
// after loop. The first loop sees every entity (all were added since a
// query that never ran); a filter passes whole tables, so a new entity in
// a table brings its table-mates along.
func ExampleAdded() {
	w := ecs.NewWorld()
	ecs.NewEntity1(w, Score{1})
	ecs.NewEntity1(w, Score{2})
	fresh := ecs.NewQuery1[Score](w, ecs.Added[Score]())
	count := func() int {
		n := 0
		for range fresh.All() {
			n++
		}
		return n
	}
	fmt.Println("first loop:", count())
	fmt.Println("nothing new:", count())
	ecs.NewEntity2(w, Score{3}, Bonus{}) // a table of its own
	fmt.Println("one new, alone in its table:", count())
	ecs.NewEntity1(w, Score{4})
	fmt.Println("one new beside two old:", count())
	// Output:
	// first loop: 2
	// nothing new: 0
	// one new, alone in its table: 1
	// one new beside two old: 3
}

// ExampleChanged shows what counts as a write. Get hands out a pointer, so
// it marks its table changed; a loop over a query that only reads, and says
// so with ReadOnly, marks nothing.
func ExampleChanged() {
	w := ecs.NewWorld()
	ecs.NewEntity1(w, Score{10})
	b := ecs.NewEntity2(w, Score{20}, Bonus{})
	changed := ecs.NewQuery1[Score](w, ecs.Changed[Score](), ecs.ReadOnly[Score]())
	reader := ecs.NewQuery1[Score](w, ecs.ReadOnly[Score]())
	show := func(when string) {
		fmt.Print(when, ":")
		for _, s := range changed.All() {
			fmt.Print(" ", s.Points)
		}
		fmt.Println()
	}
	show("first loop")
	show("nothing written")
	ecs.Get[Score](w, b).Points = 25
	show("after Get")
	total := 0
	for _, s := range reader.All() {
		total += s.Points
	}
	fmt.Println("read-only total:", total)
	show("after a read-only loop")
	// Output:
	// first loop: 10 20
	// nothing written:
	// after Get: 25
	// read-only total: 35
	// after a read-only loop:
}
