//go:build !solution

package exercises

import (
	"cubefall/components"
	"cubefall/ecs"
)

// Sweep destroys every entity whose Transform has fallen below Floor.
// Exercise 5: it destroys inside its loop, while the world is locked, and
// so it panics. Record the destroy in the world's command buffer instead
// (w.Commands().Destroy(e)); the scheduler applies it after the system.
type Sweep struct {
	Floor float32
	q     *ecs.Query1[components.Transform]
}

// Init builds the query: every entity with a Transform.
func (s *Sweep) Init(w *ecs.World) error {
	s.q = ecs.NewQuery1[components.Transform](w)
	return nil
}

// Update destroys the entities below the floor.
func (s *Sweep) Update(w *ecs.World) {
	for e, t := range s.q.All() {
		if t.Position[1] < s.Floor {
			w.Destroy(e)
		}
	}
}
