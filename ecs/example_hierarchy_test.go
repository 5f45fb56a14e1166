package ecs_test

import (
	"fmt"

	"cubefall/ecs"
)

// Part is what a compound object is made of in these examples.
type Part struct{ Name string }

// ExampleChildOf builds a hub with two arms and lists the hub's children;
// destroying the hub destroys the arms with it.
func ExampleChildOf() {
	w := ecs.NewWorld()
	hub := ecs.NewEntity1(w, Part{"hub"})
	left := ecs.NewEntity2(w, Part{"left arm"}, ecs.ChildOf{Parent: hub})
	ecs.NewEntity2(w, Part{"right arm"}, ecs.ChildOf{Parent: hub})
	for c := range ecs.Children(w, hub) {
		fmt.Println("child:", ecs.Get[Part](w, c).Name)
	}
	w.Destroy(hub)
	fmt.Println("left arm alive:", w.Alive(left), "entities:", w.Len())
	// Output:
	// child: left arm
	// child: right arm
	// left arm alive: false entities: 0
}

// ExampleSetParent moves an arm from one hub to another, and shows the
// refusal of a cycle.
func ExampleSetParent() {
	w := ecs.NewWorld()
	a := ecs.NewEntity1(w, Part{"a"})
	b := ecs.NewEntity1(w, Part{"b"})
	arm := ecs.NewEntity2(w, Part{"arm"}, ecs.ChildOf{Parent: a})
	ecs.SetParent(w, arm, b) // reparent: the ChildOf changes
	fmt.Println("arm's parent is b:", ecs.Get[ecs.ChildOf](w, arm).Parent == b)
	ecs.SetParent(w, b, a) // b, with its arm, now hangs under a
	defer func() { fmt.Println("refused:", recover() != nil) }()
	ecs.SetParent(w, a, arm) // arm is a's grandchild: a cycle
	// Output:
	// arm's parent is b: true
	// refused: true
}

// ExampleChildren destroys a parent from inside a loop: the command
// destroys it and its children at the sync point.
func ExampleChildren() {
	w := ecs.NewWorld()
	hub := ecs.NewEntity1(w, Part{"hub"})
	ecs.NewEntity2(w, Part{"arm"}, ecs.ChildOf{Parent: hub})
	for e, r := range ecs.NewQuery1[Part](w).All() {
		if r.Name == "hub" {
			w.Commands().Destroy(e)
		}
	}
	fmt.Println("before the sync point:", w.Len())
	w.ApplyCommands()
	fmt.Println("after:", w.Len())
	// Output:
	// before the sync point: 2
	// after: 0
}
