package view_test

import (
	"fmt"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/render/frame"
	"cubefall/systems"
	"cubefall/view"

	"github.com/go-gl/mathgl/mgl32"
)

// The game's systems move the world; the view's turn it into the frame the
// renderer draws. One red cube falls for a second in front of the camera,
// and the frame holds its one instance, where the cube is drawn.
func Example() {
	w := ecs.NewWorld()
	systems.AddResources(w)
	view.AddResources(w)
	s := ecs.NewScheduler(w, time.Second/60)
	systems.Schedule(s)
	view.Schedule(s)
	if err := s.Init(); err != nil {
		panic(err)
	}
	w.NewEntity(ecs.Box(components.NewTransform(mgl32.Vec3{0, 5, 20})), ecs.Box(components.DefaultCamera()))
	w.NewEntity(
		ecs.Box(components.NewTransform(mgl32.Vec3{0, 10, 0})),
		ecs.Box(components.RigidBody{}),
		ecs.Box(components.Gravity{Force: mgl32.Vec3{0, -10, 0}}),
		ecs.Box(components.Mesh{Name: "cube", Color: mgl32.Vec3{1, 0, 0}}),
	)
	for range 60 {
		s.Frame(time.Second / 60)
	}
	f := ecs.GetResource[frame.Frame](w)
	fmt.Printf("%d of %d drawn, in batch %q at height %.2f\n", f.Drawn, f.Total, f.Batches[0].Mesh, f.Batches[0].Instances[0].Position.Y())
	// Output: 1 of 1 drawn, in batch "cube" at height 4.92
}
