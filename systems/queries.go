package systems

import "cubefall/ecs"

// The systems' query lists: each system that runs queries lists them with
// a Queries method (see [ecs.Describer]), so the inspector's Systems panel can show which
// component sets (and so which archetype tables) each one works on. These
// methods are only called by the inspector, never on the frame path.

// Queries lists the physics queries.
func (p *Physics) Queries() []ecs.Describer {
	return []ecs.Describer{p.falling, p.drifting, p.steps.lacking, p.steps.recorded}
}

// Queries lists the spin query.
func (s *Spin) Queries() []ecs.Describer { return []ecs.Describer{s.q} }

// Queries lists the respawn queries.
func (r *Respawn) Queries() []ecs.Describer {
	return []ecs.Describer{r.blended, r.plain, r.settled}
}

// Queries lists the flyers' query.
func (c *CameraControl) Queries() []ecs.Describer { return []ecs.Describer{c.q} }

// Queries lists the gravity swap's queries.
func (g *GravitySwap) Queries() []ecs.Describer {
	return []ecs.Describer{g.cameras, g.falling, g.gravNoOG}
}

// Queries lists the behaviours' query.
func (b *Behaviours) Queries() []ecs.Describer { return []ecs.Describer{b.q} }

// Queries lists the collision queries.
func (c *Collide) Queries() []ecs.Describer {
	return []ecs.Describer{c.withMat, c.noMat, c.sleepMat, c.sleepNoMat, c.grounds, c.spins, c.lacking, c.asleep}
}
