package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// The fused step ([FusedStep], fusedstep.go) takes some tables away from
// physics, spin and respawn: it steps their rows in a pass of its own.
// This file is how they agree on which: the fused step puts its query in
// a resource, and each system, when it starts, asks for the filter that
// leaves those tables out. A world without a fused step (a test that runs
// Physics alone) gets no filter, and each system does every row it
// matches, as before the pass existed.

// fusedQuery matches the rows FusedStep takes; fusedTable is one chunk of
// them.
type (
	fusedQuery = ecs.Query6[components.Transform, components.RigidBody, components.Gravity, components.Spin, components.Respawn, components.Interpolated]
	fusedTable = ecs.Table6[components.Transform, components.RigidBody, components.Gravity, components.Spin, components.Respawn, components.Interpolated]
)

// fusedSplit is the resource through which physics, spin and respawn learn
// which tables the fused pass takes (none if q is nil), and through which
// FusedStep learns that it started too late.
type fusedSplit struct {
	q     *fusedQuery
	asked bool // a system has already built its queries
}

// notFused returns the filter a system adds to a query so as to leave out
// the rows the fused pass takes, or nil if the world has no fused pass.
func notFused(w *ecs.World) []ecs.Filter {
	s, ok := ecs.TryResource[fusedSplit](w)
	if !ok {
		s = &fusedSplit{}
		ecs.AddResource(w, s)
	}
	s.asked = true
	if s.q == nil {
		return nil
	}
	return []ecs.Filter{ecs.NotMatching(s.q)}
}
