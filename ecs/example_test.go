package ecs_test

import (
	"fmt"
	"time"

	"cubefall/ecs"
)

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

// World.NewEntity takes boxed values, for a loader that learns the
// component types only from its input (a scene file, a save).
func ExampleWorld_NewEntity() {
	w := ecs.NewWorld()
	values := []ecs.Value{ecs.Box(Position{1, 2}), ecs.Box(Velocity{0, -1})}
	e := w.NewEntity(values...)
	fmt.Println(e, *ecs.Get[Position](w, e), *ecs.Get[Velocity](w, e))
	// Output: Entity(1v1) {1 2} {0 -1}
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

func ExampleNewBatch2() {
	w := ecs.NewWorld()
	ecs.NewBatch2(w, 3, func(i int, e ecs.Entity, p *Position, v *Velocity) {
		p.X = float64(i)
		v.Y = -1
	})
	for e, p := range ecs.NewQuery1[Position](w).All() {
		fmt.Println(e, *p)
	}
	// Output:
	// Entity(1v1) {0 0}
	// Entity(2v1) {1 0}
	// Entity(3v1) {2 0}
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

func ExampleWith() {
	w := ecs.NewWorld()
	ecs.NewEntity2(w, Position{1, 0}, Sleeping{})
	ecs.NewEntity1(w, Position{2, 0})
	sleepers := ecs.NewQuery1[Position](w, ecs.With[Sleeping]())
	awake := ecs.NewQuery1[Position](w, ecs.Without[Sleeping]())
	fmt.Println(sleepers.Count(), awake.Count())
	// Output: 1 1
}

func ExampleAddAll() {
	w := ecs.NewWorld()
	ecs.NewBatch2[Position, Velocity](w, 4, nil)
	ecs.NewBatch1[Position](w, 2, nil)

	n := ecs.AddAll(w, Sleeping{}, ecs.With[Velocity]()) // table by table
	fmt.Println(n, ecs.NewQuery1[Sleeping](w).Count())
	fmt.Println(ecs.RemoveAll[Sleeping](w))
	// Output:
	// 4 4
	// 4
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

func ExampleType() {
	w := ecs.NewWorld()
	e := ecs.NewEntity2(w, Position{}, Sleeping{})
	w.Commands().Remove(e, ecs.Type[Sleeping]())
	w.ApplyCommands()
	fmt.Println(ecs.Type[Sleeping](), ecs.Has[Sleeping](w, e))
	// Output: ecs_test.Sleeping false
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

// Clock is the resource that ExampleScheduler_AddIf's run condition reads.
type Clock struct{ Stopped bool }

// running is a run condition: the movement happens only while the clock runs.
func running(w *ecs.World) bool { return !ecs.GetResource[Clock](w).Stopped }

func ExampleScheduler_AddIf() {
	w := ecs.NewWorld()
	ecs.AddResource(w, &Clock{})
	ball := ecs.NewEntity2(w, Position{}, Velocity{X: 10})

	s := ecs.NewScheduler(w, time.Second/10)
	s.AddIf(ecs.FixedUpdate, "movement", running, &Movement{}) // Movement has no pause check of its own
	if err := s.Init(); err != nil {
		fmt.Println(err)
		return
	}
	s.Frame(100 * time.Millisecond)
	ecs.GetResource[Clock](w).Stopped = true
	s.Frame(100 * time.Millisecond) // a fixed step, but the condition is false
	stopped := ecs.Get[Position](w, ball).X
	ecs.GetResource[Clock](w).Stopped = false
	s.Frame(100 * time.Millisecond)

	calls := ecs.GetResource[ecs.SystemStats](w).Systems[0].Calls
	fmt.Printf("stopped at x=%.0f, now x=%.0f, calls=%d\n", stopped, ecs.Get[Position](w, ball).X, calls)
	// Output: stopped at x=1, now x=2, calls=2
}

func ExampleEntity() {
	w := ecs.NewWorld()
	var none ecs.Entity // the zero value means "no entity"
	e := w.NewEntity()
	fmt.Println(none == (ecs.Entity{}), e.Index(), e.Generation(), e)
	// Output: true 1 1 Entity(1v1)
}

// Mass is the third component of ExampleQuery3.
type Mass struct{ Kg float64 }

func ExampleQuery3() {
	w := ecs.NewWorld()
	ecs.NewEntity3(w, Position{0, 10}, Velocity{}, Mass{2})
	ecs.NewEntity4(w, Position{5, 10}, Velocity{}, Mass{1}, Sleeping{})

	const dt, g = 0.5, -10.0
	falling := ecs.NewQuery3[Position, Velocity, Mass](w, ecs.Without[Sleeping]())
	for e, r := range falling.All() {
		p, v, m := r.Get()
		v.Y += g * dt // semi-implicit Euler: velocity first, then position
		p.Y += v.Y * dt
		fmt.Println(e, *p, m.Kg)
	}
	// Output: Entity(1v1) {0 7.5} 2
}

func ExampleWorld_DestroyAll() {
	w := ecs.NewWorld()
	ecs.AddResource(w, &Settings{Paused: true})
	old := ecs.NewEntity1(w, Position{})
	ecs.NewBatch1[Position](w, 2, nil)

	w.DestroyAll() // a scene reload: every entity goes, resources stay
	fresh := ecs.NewEntity1(w, Position{})
	fmt.Println(w.Len(), w.Alive(old), fresh, ecs.GetResource[Settings](w).Paused)
	// Output: 1 false Entity(3v2) true
}

// Two worlds with equal entities hash the same, however their entities
// moved between tables; any change to a value shows in the hash.
func ExampleWorld_Hash() {
	a := ecs.NewWorld()
	ecs.NewEntity2(a, Transform{}, Gravity{Force: Vec3{0, -9.81, 0}})

	b := ecs.NewWorld()
	e := ecs.NewEntity1(b, Gravity{Force: Vec3{0, -9.81, 0}})
	ecs.Add(b, e, Transform{})
	fmt.Println(a.Hash() == b.Hash())

	ecs.Get[Transform](b, e).Position[1] = 0.5
	fmt.Println(a.Hash() == b.Hash())
	fmt.Printf("%016x\n", a.Hash())
	// Output:
	// true
	// false
	// b858859623dd2af2
}
