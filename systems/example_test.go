package systems_test

import (
	"fmt"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/resources"
	"cubefall/systems"

	"github.com/go-gl/mathgl/mgl32"
)

// newGame is a world with every system scheduled, as main builds it.
func newGame() (*ecs.World, *ecs.Scheduler) {
	w := ecs.NewWorld()
	systems.AddResources(w)
	s := ecs.NewScheduler(w, time.Second/60)
	systems.Schedule(s)
	if err := s.Init(); err != nil {
		panic(err)
	}
	return w, s
}

// One cube falls for one simulated second under a gravity of 10: with
// semi-implicit Euler it drops 10·(1/60)²·60·61/2 ≈ 5.08 units.
func Example() {
	w, s := newGame()
	w.NewEntity(ecs.Box(components.NewTransform(mgl32.Vec3{0, 5, 20})), ecs.Box(components.DefaultCamera()))
	cube := w.NewEntity(
		ecs.Box(components.NewTransform(mgl32.Vec3{0, 10, 0})),
		ecs.Box(components.RigidBody{}),
		ecs.Box(components.Gravity{Force: mgl32.Vec3{0, -10, 0}}),
		ecs.Box(components.Mesh{Name: "cube", Color: mgl32.Vec3{1, 0, 0}}),
	)
	for range 60 {
		s.Frame(time.Second / 60)
	}
	fmt.Printf("height %.2f\n", ecs.Get[components.Transform](w, cube).Position.Y())
	// Output: height 4.92
}

// Pressing G moves Gravity from the cubes to the camera; the physics
// system, which knows nothing of cameras, now makes the camera fall.
func ExampleGravitySwap() {
	w, s := newGame()
	camera := w.NewEntity(
		ecs.Box(components.NewTransform(mgl32.Vec3{0, 20, 0})),
		ecs.Box(components.DefaultCamera()),
	)
	cube := w.NewEntity(
		ecs.Box(components.NewTransform(mgl32.Vec3{0, 10, -5})),
		ecs.Box(components.RigidBody{}),
		ecs.Box(components.StandardGravity()),
		ecs.Box(components.Cube{}),
	)
	in := ecs.GetResource[resources.Input](w)
	in.SetKey(resources.KeyG, true) // what the window layer does on a key press
	s.Frame(time.Second / 60)
	in.EndFrame()
	for range 59 {
		s.Frame(time.Second / 60)
	}
	fmt.Println("cube has Gravity:", ecs.Has[components.Gravity](w, cube))
	fmt.Println("camera has Gravity:", ecs.Has[components.Gravity](w, camera))
	fmt.Println("camera fell:", ecs.Get[components.Transform](w, camera).Position.Y() < 20)
	// Output:
	// cube has Gravity: false
	// camera has Gravity: true
	// camera fell: true
}
