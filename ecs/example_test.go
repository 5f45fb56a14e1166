package ecs_test

import (
	"fmt"
	"time"

	"cubefall/ecs"
)

// World.NewEntity takes boxed values, for a loader that learns the
// component types only from its input (a scene file, a save).
func ExampleWorld_NewEntity() {
	w := ecs.NewWorld()
	values := []ecs.Value{ecs.Box(Position{1, 2}), ecs.Box(Velocity{0, -1})}
	e := w.NewEntity(values...)
	fmt.Println(e, *ecs.Get[Position](w, e), *ecs.Get[Velocity](w, e))
	// Output: Entity(1v1) {1 2} {0 -1}
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

func ExampleType() {
	w := ecs.NewWorld()
	e := ecs.NewEntity2(w, Position{}, Sleeping{})
	w.Commands().Remove(e, ecs.Type[Sleeping]())
	w.ApplyCommands()
	fmt.Println(ecs.Type[Sleeping](), ecs.Has[Sleeping](w, e))
	// Output: ecs_test.Sleeping false
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
