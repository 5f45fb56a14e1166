package ecs_test

import (
	"fmt"

	"cubefall/ecs"
)

// Landed is the event of the examples: a plain struct.
type Landed struct {
	Who   ecs.Entity
	Speed float64
}

func ExampleEvents() {
	w := ecs.NewWorld()
	landed := ecs.AddEvents[Landed](w, 16)
	sound, score := landed.Reader(), landed.Reader() // one per reading system

	landed.Send(Landed{Who: w.NewEntity(), Speed: 3})
	landed.Send(Landed{Who: w.NewEntity(), Speed: 7})

	for e := range sound.Read() {
		fmt.Println("thud", e.Who, e.Speed)
	}
	fmt.Println("sound has", sound.Len(), "left; score has", score.Len())
	// Output:
	// thud Entity(1v1) 3
	// thud Entity(2v1) 7
	// sound has 0 left; score has 2
}

func ExampleEventReader_Missed() {
	ev := ecs.NewEvents[int](4)
	r := ev.Reader()
	for i := range 6 { // two more than the ring holds
		ev.Send(i)
	}
	for v := range r.Read() {
		fmt.Print(v, " ")
	}
	fmt.Println("missed", r.Missed())
	// Output: 2 3 4 5 missed 2
}
