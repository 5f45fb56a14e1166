package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// Respawn keeps the snowfall going: an entity with a [components.Respawn]
// that has fallen below its Floor reappears at its Top, at the same X and Z,
// at rest.
//
// The jump is a teleport, not motion: Respawn marks it on the entity's
// [components.Interpolated], so the renderer does not draw the cube
// sweeping up through the scene.
type Respawn struct {
	q      *ecs.Query3[components.Transform, components.RigidBody, components.Respawn]
	blends ecs.ComponentAccess[components.Interpolated]
}

// Init builds the query. Entities without a RigidBody never move, so they
// never need respawning and the query leaves them out.
func (r *Respawn) Init(w *ecs.World) error {
	r.q = ecs.NewQuery3[components.Transform, components.RigidBody, components.Respawn](w)
	r.blends = ecs.NewComponentAccess[components.Interpolated](w)
	return nil
}

// Update moves the fallen entities back up.
func (r *Respawn) Update(w *ecs.World) {
	for t := range r.q.Tables() {
		for e, row := range t.All() {
			tr, rb, rs := row.Get()
			if tr.Position[1] < rs.Floor {
				tr.Position[1] = rs.Top
				rb.Velocity = [3]float32{}
				if ip, ok := r.blends.TryGet(e); ok {
					ip.Teleport()
				}
			}
		}
	}
}
