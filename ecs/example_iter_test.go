package ecs_test

import (
	"fmt"
	"time"

	"cubefall/ecs"
)

func ExampleQuery2_All() {
	w := ecs.NewWorld()
	ecs.NewEntity2(w, Position{0, 0}, Velocity{1, 2})
	ecs.NewEntity2(w, Position{5, 5}, Velocity{0, -1})

	for e, r := range ecs.NewQuery2[Position, Velocity](w).All() {
		p, v := r.Get()
		p.X += v.X
		p.Y += v.Y
		fmt.Println(e, *p)
	}
	// Output:
	// Entity(1v1) {1 2}
	// Entity(2v1) {5 4}
}

func ExampleQuery1_All_break() {
	w := ecs.NewWorld()
	ecs.NewBatch1[Position](w, 3, nil)
	for e := range ecs.NewQuery1[Position](w).All() {
		fmt.Println("first:", e)
		break // no Close needed: the iterator unlocks the world on break
	}
	w.NewEntity() // a structural change is allowed again
	fmt.Println(w.Len(), "entities")
	// Output:
	// first: Entity(1v1)
	// 4 entities
}

// A panic in a loop's body leaves the unlock to the scheduler that runs the
// system: by the time the panic comes out of Frame, the world is unlocked.
func ExampleQuery1_All_panic() {
	w := ecs.NewWorld()
	ecs.NewEntity1(w, Position{})
	s := ecs.NewScheduler(w, time.Second/60)
	s.Add(ecs.Update, "faulty", systemFunc(func(w *ecs.World) {
		for range ecs.NewQuery1[Position](w).All() {
			panic("bad data")
		}
	}))
	if err := s.Init(); err != nil {
		fmt.Println(err)
	}
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		s.Frame(0)
	}()
	w.NewEntity() // the world is unlocked: a structural change is allowed
	fmt.Println(w.Len(), "entities")
	// Output:
	// recovered: bad data
	// 2 entities
}

func ExampleQuery2_Tables() {
	w := ecs.NewWorld()
	ecs.NewBatch2(w, 2, func(_ int, _ ecs.Entity, _ *Position, v *Velocity) { *v = Velocity{1, 2} })
	ecs.NewEntity3(w, Position{}, Velocity{3, 4}, Sleeping{})

	// The form for hot loops: one loop per table, and inside it a plain
	// loop over the table's column slices.
	for t := range ecs.NewQuery2[Position, Velocity](w).Tables() {
		ps, vs := t.Columns()
		for i := range ps {
			ps[i].X += vs[i].X
			ps[i].Y += vs[i].Y
		}
		fmt.Println(len(t.Entities()), "entities:", ps)
	}
	// Output:
	// 2 entities: [{1 2} {1 2}]
	// 1 entities: [{3 4}]
}

// Parent is the component of ExampleCommands_NewEntity: a link to another entity.
type Parent struct{ Of ecs.Entity }

func ExampleCommands_NewEntity() {
	w := ecs.NewWorld()
	ecs.NewBatch1[Position](w, 2, nil)

	cmds := w.Commands()
	for e := range ecs.NewQuery1[Position](w).All() {
		child := cmds.NewEntity(ecs.Box(Parent{e})) // the handle, reserved now
		cmds.Add(child, ecs.Box(Velocity{0, 1}))    // usable in later commands
		fmt.Println(child, w.Alive(child))
	}
	w.ApplyCommands()
	for e, p := range ecs.NewQuery1[Parent](w).All() {
		fmt.Println(e, "child of", p.Of, ecs.Has[Velocity](w, e))
	}
	// Output:
	// Entity(3v1) false
	// Entity(4v1) false
	// Entity(3v1) child of Entity(1v1) true
	// Entity(4v1) child of Entity(2v1) true
}

// Speed is what a parallel system reads; each chunk's rows are its own.
type Speed struct{ V float32 }

// Parallel shares a query's rows out among a pool of workers, in chunks;
// the result is the same with any number of workers.
func ExampleQuery1_Parallel() {
	w := ecs.NewWorld()
	ecs.NewBatch1(w, 10_000, func(_ int, _ ecs.Entity, s *Speed) { s.V = 1 })
	workers := ecs.NewWorkers(2) // made once, kept for the whole run
	defer workers.Close()
	double := func(c ecs.Chunk1[Speed]) {
		speeds := c.Columns()
		for i := range speeds {
			speeds[i].V *= 2
		}
	}
	q := ecs.NewQuery1[Speed](w)
	q.Parallel(workers, double)
	sum := float32(0)
	for _, s := range q.All() {
		sum += s.V
	}
	fmt.Println("sum of speeds:", sum)
	// Output:
	// sum of speeds: 20000
}
