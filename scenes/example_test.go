package scenes_test

import (
	"fmt"
	"strings"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
)

// Example loads the small shipped scene ten-cubes, spawns it and prints
// each entity with the components it carries. The seven spawned cubes get
// their positions from the scene's seeded ranges, so this output is the
// same on every run and every machine.
func Example() {
	s, err := scenes.Open("ten-cubes")
	if err != nil {
		fmt.Println(err)
		return
	}
	w := ecs.NewWorld()
	spawned, err := s.SpawnEntities(w, scenes.NoOverrides())
	if err != nil {
		fmt.Println(err)
		return
	}
	names := map[ecs.Entity]string{}
	for name, e := range spawned.Named {
		names[e] = name
	}
	reg := scenes.DefaultRegistry()
	fmt.Printf("%s: %d entities\n", s.Name, w.Len())
	for i, e := range spawned.Entities {
		name, ok := names[e]
		if !ok {
			name = fmt.Sprintf("seven[%d]", i-len(spawned.Named))
		}
		var comps []string
		for _, v := range reg.Values(w, e) {
			comps = append(comps, v.Name)
		}
		fmt.Printf("%-14s %s%s\n", name, position(w, e), strings.Join(comps, " "))
	}
	// Output:
	// ten-cubes: 12 entities
	// camera         at (  0.0,  6.0, 22.0)  Camera FlyController Transform
	// sun            DirectionalLight Sky
	// falling-red    at ( -4.0, 10.0,  0.0)  Cube Gravity Mesh OwnGravity Respawn RigidBody Transform
	// spinning-green at (  0.0,  5.0,  0.0)  Cube Mesh Spin Transform
	// still-blue     at (  4.0,  2.0,  0.0)  Cube Mesh OwnGravity RigidBody Transform
	// seven[0]       at ( -2.6, 11.1, -2.7)  Cube Gravity Mesh OwnGravity Respawn RigidBody Transform
	// seven[1]       at ( -0.1,  2.8, -3.2)  Cube Gravity Mesh OwnGravity Respawn RigidBody Transform
	// seven[2]       at ( -3.7,  5.8, -2.3)  Cube Gravity Mesh OwnGravity Respawn RigidBody Transform
	// seven[3]       at (  2.9,  2.2, -4.2)  Cube Gravity Mesh OwnGravity Respawn RigidBody Transform
	// seven[4]       at (  5.1,  8.2, -2.1)  Cube Gravity Mesh OwnGravity Respawn RigidBody Transform
	// seven[5]       at ( -7.7,  9.1, -6.0)  Cube Gravity Mesh OwnGravity Respawn RigidBody Transform
	// seven[6]       at ( -2.5,  3.8, -4.7)  Cube Gravity Mesh OwnGravity Respawn RigidBody Transform
}

// position formats an entity's position, or nothing if it has none.
func position(w *ecs.World, e ecs.Entity) string {
	t, ok := ecs.TryGet[components.Transform](w, e)
	if !ok {
		return ""
	}
	return fmt.Sprintf("at (%5.1f,%5.1f,%5.1f)  ", t.Position.X(), t.Position.Y(), t.Position.Z())
}

// ExampleShippedSource opens the shipped scene storm by a source that no
// file in the working directory can shadow, the way the number keys do.
func ExampleShippedSource() {
	source := scenes.ShippedSource("storm")
	s, err := scenes.Open(source)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(source, "->", s.Name, s.Source)
	// Output:
	// embedded:storm -> storm embedded:storm
}
