package ecs_test

// Component types shared by the tests, examples and benchmarks. They mirror
// the demo's components without importing them, so package ecs stays
// dependency-free even in tests.

type Vec3 [3]float32

type Transform struct {
	Position, Rotation, Scale Vec3
}

type RigidBody struct {
	Velocity, Acceleration Vec3
}

type Gravity struct {
	Force Vec3
}

type Health struct{ HP int }

type Name struct{ Text string }

// Frozen is a tag: a component without fields.
type Frozen struct{}
