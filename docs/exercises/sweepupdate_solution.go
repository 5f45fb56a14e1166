//go:build solution

package exercises

import "cubefall/ecs"

// Update records a destroy for each entity below the floor; the scheduler
// applies the commands after the system, when no loop runs.
func (s *Sweep) Update(w *ecs.World) {
	for e, t := range s.q.All() {
		if t.Position[1] < s.Floor {
			w.Commands().Destroy(e)
		}
	}
}
