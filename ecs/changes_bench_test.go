package ecs_test

import (
	"testing"

	"cubefall/ecs"
)

// changesWorld is the physics world of 10k entities split into eight
// tables of 1,250 by three tags, so that a Changed filter has tables to
// pass and to skip; it returns one entity of the first table.
func changesWorld() (*ecs.World, ecs.Entity) {
	w := ecs.NewWorld()
	var first ecs.Entity
	for k := range 8 {
		vals := []ecs.Value{ecs.Box(Transform{}), ecs.Box(RigidBody{}), ecs.Box(Gravity{Vec3{0, -9.81, 0}})}
		if k&1 != 0 {
			vals = append(vals, ecs.Box(chB{}))
		}
		if k&2 != 0 {
			vals = append(vals, ecs.Box(chC{}))
		}
		if k&4 != 0 {
			vals = append(vals, ecs.Box(Frozen{}))
		}
		es := w.NewEntities(createN/8, vals...)
		if k == 0 {
			first = es[0]
		}
	}
	return w, first
}

// BenchmarkChangedFilter is the physics step of PhysicsTables over 10k
// entities in eight tables, with and without a Changed[Gravity] filter.
// "plain" has no filter: the baseline. "none" has the filter and nothing
// writes Gravity, so the loop skips all eight tables: what a skipped
// table costs. "one" writes one entity's Gravity with Get before each
// step, so the loop visits that entity's table, one of the eight.
func BenchmarkChangedFilter(b *testing.B) {
	for _, c := range []struct {
		name          string
		filter, write bool
	}{{"plain", false, false}, {"none", true, false}, {"one", true, true}} {
		b.Run(c.name, func(b *testing.B) {
			w, e := changesWorld()
			var filters []ecs.Filter
			if c.filter {
				filters = []ecs.Filter{ecs.Changed[Gravity](), ecs.ReadOnly[Gravity]()}
			}
			q := ecs.NewQuery3[Transform, RigidBody, Gravity](w, filters...)
			stepTables(q) // the first loop sees every table
			for b.Loop() {
				if c.write {
					ecs.Get[Gravity](w, e).Force[1] = -9.81
				}
				stepTables(q)
			}
			reportPerEntity(b, createN)
		})
	}
}
