package ecs_test

import (
	"fmt"

	"cubefall/ecs"
)

// Blend is what a drawing system would keep for every Body; Require has
// every body created with one, so no system has to add it later.
type Blend struct{ LastX float32 }

// Body is a simple moving thing.
type Body struct{ X float32 }

func ExampleRequire() {
	w := ecs.NewWorld()
	ecs.Require[Body, Blend](w)
	e := ecs.NewEntity1(w, Body{X: 3})
	fmt.Println("has a Blend:", ecs.Has[Blend](w, e))
	fmt.Println("its Blend:", *ecs.Get[Blend](w, e))
	ecs.Add(w, w.NewEntity(), Body{}) // added later: the rule is about creation
	fmt.Println("bodies:", ecs.NewQuery1[Body](w).Count(), "with a Blend:", ecs.NewQuery2[Body, Blend](w).Count())
	// Output:
	// has a Blend: true
	// its Blend: {0}
	// bodies: 2 with a Blend: 1
}
