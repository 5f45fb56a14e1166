//go:build solution

package exercises

import "cubefall/ecs"

// Update adds Lift.Up·dt to each body's vertical velocity.
func (r *Rise) Update(w *ecs.World) {
	dt := float32(ecs.GetResource[ecs.Time](w).Delta)
	for _, row := range r.q.All() {
		body, lift := row.Get()
		body.Velocity[1] += lift.Up * dt
	}
}
