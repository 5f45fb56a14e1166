package ecs_test

import (
	"fmt"
	"time"

	"cubefall/ecs"
)

// Landed is the event of the examples: a plain struct.
type Landed struct {
	Who   ecs.Entity
	Speed float64
}

func ExampleMessages() {
	w := ecs.NewWorld()
	landed := ecs.AddMessages[Landed](w, 16)
	sound, score := landed.Reader(), landed.Reader() // one per reading system

	landed.Send(Landed{Who: w.NewEntity(), Speed: 3})
	landed.Send(Landed{Who: w.NewEntity(), Speed: 7})

	for e := range sound.Read() {
		fmt.Println("thud", e.Who, e.Speed)
	}
	n := 0
	for range score.Read() { // score reads the same messages on its own
		n++
	}
	fmt.Println("score read", n)
	// Output:
	// thud Entity(1v1) 3
	// thud Entity(2v1) 7
	// score read 2
}

func ExampleMessageReader_Read_behind() {
	ev := ecs.AddMessages[int](ecs.NewWorld(), 4)
	r := ev.Reader()
	for i := range 6 { // two more than the ring holds
		ev.Send(i)
	}
	for v := range r.Read() {
		fmt.Print(v, " ")
	}
	fmt.Println()
	// Output: 2 3 4 5
}

func ExampleOnRemove() {
	w := ecs.NewWorld()
	// One rule, wherever Velocity is taken away: the entity is reported.
	ecs.OnRemove(w, func(w *ecs.World, e ecs.Entity, v *Velocity) {
		fmt.Println(e, "stops; it was moving at", *v)
	})
	a := ecs.NewEntity2(w, Position{}, Velocity{1, 0})
	ecs.NewEntity2(w, Position{}, Velocity{0, 2})
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
	e := ecs.NewEntity2(w, Velocity{3, 0}, Sleeping{})
	fmt.Println(*ecs.Get[Velocity](w, e), w.Alive(e))
	w.ApplyCommands()
	fmt.Println(w.Alive(e))
	// Output:
	// {0 0} true
	// false
}

// Events sent in FixedUpdate reach an Update reader exactly once, whether
// the frame ran no fixed step or several.
func ExampleMessages_fixedSteps() {
	w := ecs.NewWorld()
	ticks := ecs.AddMessages[int](w, 16)
	s := ecs.NewScheduler(w, 10*time.Millisecond)
	n := 0
	s.Add(ecs.FixedUpdate, "tick", systemFunc(func(*ecs.World) { n++; ticks.Send(n) }))
	r := ticks.Reader()
	s.Add(ecs.Update, "show", systemFunc(func(*ecs.World) {
		var got []int
		for t := range r.Read() {
			got = append(got, t)
		}
		fmt.Println("frame", ecs.GetResource[ecs.Time](w).Frame, "sees", got)
	}))
	if err := s.Init(); err != nil {
		panic(err)
	}
	s.Frame(4 * time.Millisecond)  // no fixed step yet
	s.Frame(8 * time.Millisecond)  // one
	s.Frame(30 * time.Millisecond) // three
	// Output:
	// frame 1 sees []
	// frame 2 sees [1]
	// frame 3 sees [2 3 4]
}
