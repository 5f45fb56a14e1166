package ecs_test

import (
	"encoding/binary"
	"hash/fnv"
	"math"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHashFollowsItsDefinition writes the bytes that World.Hash documents by
// hand, with the standard library's FNV-1a, for a world of two entities, so
// the definition and the code cannot drift apart unnoticed.
func TestHashFollowsItsDefinition(t *testing.T) {
	w := ecs.NewWorld()
	a := ecs.NewEntity2(w, Name{Text: "ab"}, Gravity{Force: Vec3{0, -9.5, float32(math.Copysign(0, -1))}})
	b := ecs.NewEntity1(w, Frozen{})

	want := fnv.New64a()
	u32 := func(v uint32) { want.Write(binary.LittleEndian.AppendUint32(nil, v)) }
	str := func(s string) {
		want.Write(binary.LittleEndian.AppendUint64(nil, uint64(len(s))))
		want.Write([]byte(s))
	}
	u32(a.Index())
	u32(a.Generation())
	str("Gravity") // components in name order: Gravity before Name
	for _, f := range []float32{0, -9.5, float32(math.Copysign(0, -1))} {
		u32(math.Float32bits(f))
	}
	str("Name")
	str("ab")
	u32(b.Index())
	u32(b.Generation())
	str("Frozen") // a tag counts by its name alone

	assert.Equal(t, want.Sum64(), w.Hash())
}

// TestHashIgnoresHowTheWorldGotThere builds the same entities twice, once
// directly and once through moves between tables, and expects one hash.
func TestHashIgnoresHowTheWorldGotThere(t *testing.T) {
	direct := ecs.NewWorld()
	ecs.NewEntity2(direct, Transform{Position: Vec3{1, 2, 3}}, Gravity{Force: Vec3{0, -1, 0}})
	ecs.NewEntity1(direct, Health{HP: 7})

	moved := ecs.NewWorld()
	e := ecs.NewEntity1(moved, Gravity{Force: Vec3{0, -1, 0}})
	other := ecs.NewEntity2(moved, Health{HP: 7}, Frozen{})
	ecs.Add(moved, e, Frozen{})
	ecs.Add(moved, e, Transform{Position: Vec3{1, 2, 3}})
	ecs.Remove[Frozen](moved, e)
	ecs.Remove[Frozen](moved, other)

	assert.Equal(t, direct.Hash(), moved.Hash())
}

// TestHashSeesEveryChange changes one thing at a time and expects a new hash.
func TestHashSeesEveryChange(t *testing.T) {
	build := func(change func(w *ecs.World, e ecs.Entity)) uint64 {
		w := ecs.NewWorld()
		e := ecs.NewEntity3(w, Transform{Scale: Vec3{1, 1, 1}}, Name{Text: "cube"}, Health{HP: 3})
		ecs.NewEntity1(w, Gravity{})
		change(w, e)
		return w.Hash()
	}
	base := build(func(*ecs.World, ecs.Entity) {})
	changes := map[string]func(w *ecs.World, e ecs.Entity){
		"a float field":         func(w *ecs.World, e ecs.Entity) { ecs.Get[Transform](w, e).Scale[2] = 2 },
		"zero to negative zero": func(w *ecs.World, e ecs.Entity) { ecs.Get[Transform](w, e).Position[0] = float32(math.Copysign(0, -1)) },
		"a string":              func(w *ecs.World, e ecs.Entity) { ecs.Get[Name](w, e).Text = "cubE" },
		"an int":                func(w *ecs.World, e ecs.Entity) { ecs.Get[Health](w, e).HP = 4 },
		"a tag added":           func(w *ecs.World, e ecs.Entity) { ecs.Add(w, e, Frozen{}) },
		"a component removed":   func(w *ecs.World, e ecs.Entity) { ecs.Remove[Health](w, e) },
		"an entity destroyed":   func(w *ecs.World, e ecs.Entity) { w.Destroy(e) },
		"an entity added":       func(w *ecs.World, e ecs.Entity) { ecs.NewEntity1(w, Frozen{}) },
	}
	for name, change := range changes {
		assert.NotEqual(t, base, build(change), name)
	}
}

// TestHashCountsGenerations: an index reused by a new entity with equal
// components is a different entity, and the hash says so.
func TestHashCountsGenerations(t *testing.T) {
	w := ecs.NewWorld()
	e := ecs.NewEntity1(w, Health{HP: 1})
	before := w.Hash()
	w.Destroy(e)
	again := ecs.NewEntity1(w, Health{HP: 1})
	require.Equal(t, e.Index(), again.Index())
	assert.NotEqual(t, before, w.Hash())
}

// Linked holds references, which count only as nil or not nil.
type Linked struct {
	Next   *Health
	Script interface{ Run() }
	Tags   []string
}

func TestHashReferencesCountAsNilOrNot(t *testing.T) {
	hashOf := func(l Linked) uint64 {
		w := ecs.NewWorld()
		ecs.NewEntity1(w, l)
		return w.Hash()
	}
	assert.Equal(t, hashOf(Linked{Next: &Health{1}}), hashOf(Linked{Next: &Health{2}}), "pointers by nil-ness only")
	assert.NotEqual(t, hashOf(Linked{}), hashOf(Linked{Next: &Health{1}}))
	assert.NotEqual(t, hashOf(Linked{Tags: []string{"a", "b"}}), hashOf(Linked{Tags: []string{"ab"}}), "slices by length and contents")
	assert.Equal(t, hashOf(Linked{Tags: []string{"a"}}), hashOf(Linked{Tags: []string{"a"}}))
}

func TestHashAllocatesNothingOnceWarm(t *testing.T) {
	w := ecs.NewWorld()
	for i := range 100 {
		ecs.NewEntity3(w, Transform{Position: Vec3{float32(i)}}, RigidBody{}, Gravity{})
	}
	w.Hash()
	assert.Zero(t, testing.AllocsPerRun(10, func() { w.Hash() }))
}

// hashBaseline is FNV-1a, written out, over the same bytes World.Hash feeds
// for one body: what hashing the data costs without the ECS.
//
//go:noinline
func hashBaseline(bodies []body) uint64 {
	h := uint64(14695981039346656037)
	feed := func(v uint64, n int) {
		for range n {
			h = (h ^ (v & 0xff)) * 1099511628211
			v >>= 8
		}
	}
	name := func(s string) {
		feed(uint64(len(s)), 8)
		for i := range len(s) {
			feed(uint64(s[i]), 1)
		}
	}
	vec := func(v Vec3) {
		for _, f := range v {
			feed(uint64(math.Float32bits(f)), 4)
		}
	}
	for i := range bodies {
		b := &bodies[i]
		feed(uint64(i+1), 4)
		feed(1, 4)
		name("Gravity")
		vec(b.Gravity.Force)
		name("RigidBody")
		vec(b.Velocity)
		vec(b.Acceleration)
		name("Transform")
		vec(b.Position)
		vec(b.Rotation)
		vec(b.Scale)
	}
	return h
}

// BenchmarkWorldHash hashes a world of physics bodies; HashBaseline feeds
// the same bytes from a plain slice of structs.
func BenchmarkWorldHash(b *testing.B) {
	b.Run("10k", func(b *testing.B) {
		w := ecs.NewWorld()
		for range 10_000 {
			ecs.NewEntity3(w, Transform{}, RigidBody{}, Gravity{Force: Vec3{0, -9.81, 0}})
		}
		for b.Loop() {
			w.Hash()
		}
		reportPerEntity(b, 10_000)
	})
}

func BenchmarkHashBaseline(b *testing.B) {
	b.Run("10k", func(b *testing.B) {
		bodies := make([]body, 10_000)
		for i := range bodies {
			bodies[i].Gravity.Force = Vec3{0, -9.81, 0}
		}
		for b.Loop() {
			hashBaseline(bodies)
		}
		reportPerEntity(b, 10_000)
	})
}

// TestHashBaselineMatches keeps the benchmark's baseline honest: it feeds
// exactly the bytes World.Hash does.
func TestHashBaselineMatches(t *testing.T) {
	w := ecs.NewWorld()
	bodies := make([]body, 50)
	for i := range bodies {
		bodies[i].Position = Vec3{float32(i), 1, 2}
		bodies[i].Gravity.Force = Vec3{0, -9.81, 0}
		ecs.NewEntity3(w, bodies[i].Transform, bodies[i].RigidBody, bodies[i].Gravity)
	}
	assert.Equal(t, hashBaseline(bodies), w.Hash())
}
