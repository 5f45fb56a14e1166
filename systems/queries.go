package systems

import "cubefall/ecs"

// The systems' query lists: each system that runs queries lists them with
// a Queries method (see [ecs.QueryInfo]), so the inspector's Systems panel can show which
// component sets (and so which archetype tables) each one works on. These
// methods are only called by the inspector, never on the frame path.

// Queries lists the physics queries.
func (p *Physics) Queries() []ecs.QueryInfo {
	return []ecs.QueryInfo{p.fallingCubes.Info(), p.driftingCubes.Info(), p.falling.Info(), p.drifting.Info(),
		p.steps.lacking.Info(), p.steps.recorded.Info()}
}

// Queries lists the world-transform queries.
func (s *WorldTransforms) Queries() []ecs.QueryInfo {
	return []ecs.QueryInfo{s.children.Info(), s.lacking.Info(), s.stale.Info()}
}

// Queries lists the spin query.
func (s *Spin) Queries() []ecs.QueryInfo { return []ecs.QueryInfo{s.q.Info(), s.children.Info()} }

// Queries lists the respawn queries.
func (r *Respawn) Queries() []ecs.QueryInfo {
	return []ecs.QueryInfo{r.blended.Info(), r.plain.Info(), r.settled.Info(), r.parts.Info()}
}

// Queries lists the flyers' and the grounds' queries.
func (c *CameraControl) Queries() []ecs.QueryInfo {
	return []ecs.QueryInfo{c.q.Info(), c.grounds.Info()}
}

// Queries lists the gravity swap's queries.
func (g *GravitySwap) Queries() []ecs.QueryInfo {
	return []ecs.QueryInfo{g.cameras.Info(), g.falling.Info(), g.gravNoOG.Info()}
}

// Queries lists the behaviours' query.
func (b *Behaviours) Queries() []ecs.QueryInfo { return []ecs.QueryInfo{b.q.Info()} }

// Queries lists the collision queries.
func (c *Collide) Queries() []ecs.QueryInfo {
	return []ecs.QueryInfo{c.withMat.Info(), c.noMat.Info(), c.sleepMat.Info(), c.sleepNoMat.Info(), c.grounds.Info(), c.spins.Info(), c.lacking.Info(), c.asleep.Info(), c.children.Info()}
}
