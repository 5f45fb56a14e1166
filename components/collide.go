package components

import "github.com/go-gl/mathgl/mgl32"

// Collider makes an entity solid: an axis-aligned box centred on its
// Transform's position, HalfExtents times the Transform's Scale from the
// centre along each axis. The default, half a unit on every axis, is
// exactly the drawn cube mesh, whatever its scale.
//
// The box does not turn with the entity. Instead, the collision system
// eases a body that touches something towards the nearest orientation in
// which its faces line up with the axes (and slows its spin), so a cube
// at rest lies on a face and its box fits the picture again. Stacks of
// such boxes stand, where spheres would roll off each other.
//
// GroundOnly bodies collide with the ground and with nothing else, keep
// their rotation and never fall asleep: that is the camera, which falls
// through the hanging cubes and then stands on the ground.
type Collider struct {
	HalfExtents mgl32.Vec3
	GroundOnly  bool
}

// DefaultCollider is the box of the drawn cube mesh.
func DefaultCollider() Collider {
	return Collider{HalfExtents: mgl32.Vec3{0.5, 0.5, 0.5}}
}

// Material says how a body answers a contact. Restitution is the share
// of the approach speed it bounces back with (0 stops dead, 1 bounces
// forever); Friction is the Coulomb coefficient, how much sliding speed a
// contact takes away per unit of the push it gives. Two bodies in contact
// use the mean of their restitutions and the geometric mean of their
// frictions. A body without a Material uses [DefaultMaterial].
type Material struct {
	Restitution float32
	Friction    float32
}

// DefaultMaterial is a dull bounce and a fair grip: wood on wood.
func DefaultMaterial() Material {
	return Material{Restitution: 0.3, Friction: 0.5}
}

// Ground is a flat, square floor: the plane y = Height, Size units along
// each side, centred on X = Z = 0. Bodies with a [Collider] land on it and
// rest there; beyond its edges they fall past. Color and LineColor are the
// two colours of the grid the renderer draws on it, one line every Cell
// units. A scene normally has one; the collision system uses every one.
type Ground struct {
	Height    float32
	Size      float32
	Cell      float32
	Color     mgl32.Vec3
	LineColor mgl32.Vec3
}

// DefaultGround is a 400-unit grey-green field at height 0 with a line
// every 2 units.
func DefaultGround() Ground {
	return Ground{Size: 400, Cell: 2, Color: mgl32.Vec3{0.36, 0.42, 0.33}, LineColor: mgl32.Vec3{0.26, 0.30, 0.24}}
}

// Contact is the collision system's memory of one body between steps:
// whether it touched anything in the last step, and for how long (in
// simulated seconds) it has moved slower than the sleep speed — or, once it
// sleeps, how long it has slept (the respawn system counts that). Every entity
// created with a Collider gets one (a required component); it is state, not
// scene data, and scene files do not set it.
type Contact struct {
	Touching bool
	Still    float32
}

// Sleeping tags a body that has come to rest. It is a tag with no fields,
// and adding it is a structural change: the entity moves to another
// archetype table, and the physics, spin and collision queries, which all
// say Without[Sleeping], no longer visit it. A pile of ten thousand resting
// cubes therefore costs those systems nothing per step. Other bodies still
// collide with a sleeping one as with a fixed box, and a hard enough hit,
// a change of its gravity or a reload wakes it (the tag is removed and the
// entity moves back).
type Sleeping struct{}
