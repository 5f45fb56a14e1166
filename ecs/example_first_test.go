package ecs_test

import (
	"fmt"
	"time"

	"cubefall/ecs"
)

// These are the Examples chapter one of the tour reads: an entity, a query
// with a plain All loop, a system, the scheduler and commands. The other
// Examples of the package are in example_test.go and example_*_test.go.

// Position and Velocity are the components of the examples: plain structs.
type Position struct{ X, Y float64 }
type Velocity struct{ X, Y float64 }

// Sleeping is a tag: a component with no fields, used to filter.
type Sleeping struct{}

func ExampleNewWorld() {
	w := ecs.NewWorld()
	ball := ecs.NewEntity2(w, Position{0, 10}, Velocity{1, 0})

	ecs.Get[Position](w, ball).Y -= 1 // a pointer into the world's storage
	fmt.Println(ball, *ecs.Get[Position](w, ball), w.Len())
	// Output: Entity(1v1) {0 9} 1
}

func ExampleWorld_Destroy() {
	w := ecs.NewWorld()
	old := ecs.NewEntity1(w, Position{1, 1})
	w.Destroy(old)
	fresh := ecs.NewEntity1(w, Position{2, 2}) // reuses the index, next generation

	_, ok := ecs.TryGet[Position](w, old)
	fmt.Println(old, fresh, w.Alive(old), w.Alive(fresh), ok)
	// Output: Entity(1v1) Entity(1v2) false true false
}

func ExampleNewEntity2() {
	w := ecs.NewWorld()
	e := ecs.NewEntity2(w, Position{X: 1}, Velocity{Y: -1})
	fmt.Println(e, *ecs.Get[Position](w, e), *ecs.Get[Velocity](w, e))
	// Output:
	// Entity(1v1) {1 0} {0 -1}
}

func ExampleAdd() {
	w := ecs.NewWorld()
	e := ecs.NewEntity1(w, Position{})
	ecs.Add(w, e, Velocity{X: 2})
	fmt.Println(ecs.Has[Velocity](w, e), *ecs.Get[Velocity](w, e))
	ecs.Remove[Velocity](w, e)
	fmt.Println(ecs.Has[Velocity](w, e))
	// Output:
	// true {2 0}
	// false
}

func ExampleTryGet() {
	w := ecs.NewWorld()
	e := ecs.NewEntity1(w, Position{3, 4})
	if v, ok := ecs.TryGet[Velocity](w, e); ok {
		fmt.Println("moving", *v)
	} else {
		fmt.Println("standing still")
	}
	// Output: standing still
}

func ExampleQuery2() {
	w := ecs.NewWorld()
	ecs.NewEntity2(w, Position{0, 0}, Velocity{1, 0})
	ecs.NewEntity3(w, Position{5, 5}, Velocity{0, 1}, Sleeping{})
	ecs.NewEntity1(w, Position{9, 9}) // no Velocity: not matched

	moving := ecs.NewQuery2[Position, Velocity](w, ecs.Without[Sleeping]())
	for e, r := range moving.All() {
		p, v := r.Get()
		p.X += v.X
		p.Y += v.Y
		fmt.Println(e, *p)
	}
	fmt.Println(moving.Count())
	// Output:
	// Entity(1v1) {1 0}
	// 1
}

func ExampleCommands() {
	w := ecs.NewWorld()
	ecs.NewBatch1(w, 3, func(_ int, _ ecs.Entity, p *Position) { p.Y = -1 })
	ecs.NewEntity1(w, Position{0, 5})

	cmds := w.Commands()
	for e, p := range ecs.NewQuery1[Position](w).All() {
		if p.Y < 0 {
			// w.Destroy here would panic: the query is iterating
			cmds.Destroy(e)
			cmds.NewEntity(ecs.Box(Position{0, 10})) // respawn at the top
		}
	}
	fmt.Println(w.Len(), ecs.NewQuery1[Position](w, ecs.Without[Sleeping]()).Count())
	w.ApplyCommands() // the sync point; the Scheduler does this after every system
	for _, p := range ecs.NewQuery1[Position](w).All() {
		fmt.Print(p.Y, " ")
	}
	// Output:
	// 4 4
	// 5 10 10 10
}

// Settings is a resource: one value per world.
type Settings struct{ Paused bool }

func ExampleAddResource() {
	w := ecs.NewWorld()
	ecs.AddResource(w, &Settings{})
	ecs.GetResource[Settings](w).Paused = true
	_, hasTime := ecs.TryResource[ecs.Time](w)
	fmt.Println(ecs.GetResource[Settings](w).Paused, hasTime)
	// Output: true false
}

// Movement is a system: a small struct with its query in a field.
type Movement struct {
	q *ecs.Query2[Position, Velocity]
}

func (m *Movement) Init(w *ecs.World) error {
	m.q = ecs.NewQuery2[Position, Velocity](w)
	return nil
}

func (m *Movement) Update(w *ecs.World) {
	dt := ecs.GetResource[ecs.Time](w).Delta
	for _, r := range m.q.All() {
		p, v := r.Get()
		p.X += v.X * dt
	}
}

func ExampleScheduler() {
	w := ecs.NewWorld()
	ball := ecs.NewEntity2(w, Position{}, Velocity{X: 10})

	s := ecs.NewScheduler(w, time.Second/10) // 10 fixed steps per second
	s.Add(ecs.FixedUpdate, "movement", &Movement{})
	if err := s.Init(); err != nil {
		fmt.Println(err)
		return
	}
	s.Frame(250 * time.Millisecond) // two whole steps; 50 ms carried over
	s.Frame(50 * time.Millisecond)  // one more step

	tm := ecs.GetResource[ecs.Time](w)
	stats := ecs.GetResource[ecs.SystemStats](w).Systems[0]
	fmt.Printf("x=%.0f steps=%d frames=%d calls=%d\n", ecs.Get[Position](w, ball).X, tm.Steps, tm.Frame, stats.Calls)
	// Output: x=3 steps=3 frames=2 calls=3
}
