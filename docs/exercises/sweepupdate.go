//go:build !solution

package exercises

import "cubefall/ecs"

// Update is exercise 5: it destroys inside its loop, while the world is
// locked, and so it panics. Record the destroy in the world's command
// buffer instead (w.Commands().Destroy(e)); the scheduler applies it after
// the system.
func (s *Sweep) Update(w *ecs.World) {
	for e, t := range s.q.All() {
		if t.Position[1] < s.Floor {
			w.Destroy(e)
		}
	}
}
