//go:build !solution

package exercises

import "cubefall/ecs"

// Update is exercise 3. Read the step's length with
// dt := float32(ecs.GetResource[ecs.Time](w).Delta), loop over r.q.All(),
// and for each row add lift.Up * dt to body.Velocity[1].
func (r *Rise) Update(w *ecs.World) {
}
