package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// HangWhenWeightless is the rule "an entity that loses its Gravity hangs
// still where it is", kept in one place as an observer. Without it, every
// system that takes Gravity away (the gravity swap, the gravity gun, and
// any written later) would have to zero the velocity itself, or the physics
// system would keep the entity drifting at the speed it had reached.
//
// It is a Startup system: it runs once and registers an OnRemove[Gravity]
// observer, which the world then calls for every Gravity removed, one at a
// time, in a batch or by an applied command.
type HangWhenWeightless struct{}

// Update registers the observer.
func (HangWhenWeightless) Update(w *ecs.World) {
	ecs.OnRemove(w, func(w *ecs.World, e ecs.Entity, _ *components.Gravity) {
		if rb, ok := ecs.TryGet[components.RigidBody](w, e); ok {
			rb.Velocity = [3]float32{}
		}
	})
}
