//go:build solution

package exercises

import (
	"cubefall/components"
	"cubefall/ecs"
)

// Sweep destroys every entity whose Transform has fallen below Floor.
type Sweep struct {
	Floor float32
	q     *ecs.Query1[components.Transform]
}

// Init builds the query: every entity with a Transform.
func (s *Sweep) Init(w *ecs.World) error {
	s.q = ecs.NewQuery1[components.Transform](w)
	return nil
}

// Update records a destroy for each entity below the floor; the scheduler
// applies the commands after the system, when no loop runs.
func (s *Sweep) Update(w *ecs.World) {
	for e, t := range s.q.All() {
		if t.Position[1] < s.Floor {
			w.Commands().Destroy(e)
		}
	}
}
