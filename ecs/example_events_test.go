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

func ExampleOnRemove() {
	w := ecs.NewWorld()
	// One rule, wherever Velocity is taken away: the entity is reported.
	ecs.OnRemove(w, func(w *ecs.World, e ecs.Entity, v *Velocity) {
		fmt.Println(e, "stops; it was moving at", *v)
	})
	a := w.NewEntity(ecs.Box(Position{}), ecs.Box(Velocity{1, 0}))
	w.NewEntity(ecs.Box(Position{}), ecs.Box(Velocity{0, 2}))
	ecs.Remove[Velocity](w, a) // one at a time
	ecs.RemoveAll[Velocity](w) // a batch: the other one
	// Output:
	// Entity(1v1) stops; it was moving at {1 0}
	// Entity(2v1) stops; it was moving at {0 2}
}

func ExampleOnAdd() {
	w := ecs.NewWorld()
	ecs.OnAdd(w, func(w *ecs.World, e ecs.Entity, s *Sleeping) {
		ecs.Get[Velocity](w, e).X = 0 // may change values...
		w.Commands().Destroy(e)       // ...but structural changes go through Commands
	})
	e := w.NewEntity(ecs.Box(Velocity{3, 0}), ecs.Box(Sleeping{}))
	fmt.Println(*ecs.Get[Velocity](w, e), w.Alive(e))
	w.ApplyCommands()
	fmt.Println(w.Alive(e))
	// Output:
	// {0 0} true
	// false
}

func ExampleWorld_Exchange() {
	w := ecs.NewWorld()
	e := w.NewEntity(ecs.Box(Position{1, 2}), ecs.Box(Velocity{0, -1}))
	// Falls asleep: Sleeping in, Velocity out, in one move between tables.
	w.Exchange(e, []ecs.Component{ecs.Box(Sleeping{})}, []ecs.ComponentType{ecs.Type[Velocity]()})
	fmt.Println(ecs.Has[Sleeping](w, e), ecs.Has[Velocity](w, e), *ecs.Get[Position](w, e))
	// Output: true false {1 2}
}
