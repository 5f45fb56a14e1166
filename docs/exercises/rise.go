package exercises

import (
	"cubefall/components"
	"cubefall/ecs"
)

// Rise is exercise 3's system: each fixed step it pushes every body with a
// Lift upwards, adding Lift.Up·dt to the RigidBody's vertical velocity.
// Its Update is the exercise, in riseupdate.go.
type Rise struct {
	q *ecs.Query2[components.RigidBody, Lift]
}

// Init builds the query: every entity with a RigidBody and a Lift.
func (r *Rise) Init(w *ecs.World) error {
	r.q = ecs.NewQuery2[components.RigidBody, Lift](w)
	return nil
}
