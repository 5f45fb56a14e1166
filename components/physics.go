package components

import "github.com/go-gl/mathgl/mgl32"

// RigidBody is the motion state that the physics system integrates.
//
// Each fixed step: Velocity += Gravity.Force·dt, then Position +=
// Velocity·dt, using the new velocity (semi-implicit Euler). An entity
// with a RigidBody but no Gravity keeps moving at its velocity.
//
// It holds the velocity alone: a constant pull is what [Gravity] is for,
// and every byte here is a megabyte at a million cubes. A scene file that
// gives a RigidBody an acceleration gets an error that says to move it to
// Gravity.
type RigidBody struct {
	Velocity mgl32.Vec3
}

// Gravity is a constant force per unit mass that pulls an entity.
//
// Only entities that carry Gravity fall: taking it away (a structural change)
// is how the gravity swap makes the cubes hang still, and adding it to the
// camera makes the camera fall instead. Each cube has its own Force, drawn
// from the scene's range, so cubes fall at different rates.
type Gravity struct {
	Force mgl32.Vec3
}

// OwnGravity remembers an entity's own gravity while its Gravity component is
// taken away, so that swapping gravity back restores each cube's own value
// rather than a shared default.
type OwnGravity struct {
	Force mgl32.Vec3
}

// Spin makes an entity tumble: its Transform.Rotation grows by
// AngularVelocity (radians per second, per axis) every fixed step.
type Spin struct {
	AngularVelocity mgl32.Vec3
}

// Respawn keeps the snowfall going: when an entity falls below Floor (world
// Y), the respawn system moves it back up to Top, keeping its X and Z, and
// resets its velocity to zero.
//
// On a ground, cubes land and never fall below the floor. Settled, when it
// is above 0, recycles them as well: a body that has lain asleep (see
// [Sleeping]) for Settled simulated seconds is woken and moved up to Top,
// so the rain goes on. 0 leaves sleeping bodies where they lie.
type Respawn struct {
	Floor   float32
	Top     float32
	Settled float32
}

// StandardGravity is Earth's pull, 9.81 m/s² downwards: the gravity the
// systems give an entity that has no [OwnGravity] of its own to restore.
func StandardGravity() Gravity {
	return Gravity{Force: mgl32.Vec3{0, -9.81, 0}}
}
