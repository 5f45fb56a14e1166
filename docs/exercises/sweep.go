package exercises

import (
	"cubefall/components"
	"cubefall/ecs"
)

// Sweep destroys every entity whose Transform has fallen below Floor. Its
// Update is exercise 5, in sweepupdate.go.
type Sweep struct {
	Floor float32
	q     *ecs.Query1[components.Transform]
}

// Init builds the query: every entity with a Transform.
func (s *Sweep) Init(w *ecs.World) error {
	s.q = ecs.NewQuery1[components.Transform](w)
	return nil
}
