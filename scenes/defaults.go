package scenes

import (
	"github.com/go-gl/mathgl/mgl32"

	"cubefall/components"
)

// DefaultRegistry returns a registry of every per-entity component in
// package components, under its Go type name. Making a new component type
// usable in scene files takes one more line here.
//
// The defaults are what a component gets for the fields a file leaves out:
// unit scale, a 60° camera, comfortable flying speeds, Earth's gravity, a
// white cube, a white sun from above, a respawn from below 0 to 100, a
// two-second beacon pulse, a magnet that reaches 15 units, a collider the
// size of the drawn cube, a wood-like material and a 400-unit ground.
// Glow, Interpolated and Contact are state the systems write (a beacon's
// pulse, the place a cube was drawn from, a body's contact and rest time);
// a scene rarely sets them, a saved one does.
// Everything else starts at zero. Every default is within the limits
// of limits.go.
func DefaultRegistry() *Registry {
	r := NewRegistry()
	Register(r, "Transform", components.NewTransform(mgl32.Vec3{}))
	Register(r, "RigidBody", components.RigidBody{})
	Register(r, "Gravity", components.StandardGravity())
	Register(r, "OwnGravity", components.OwnGravity(components.StandardGravity()))
	Register(r, "Spin", components.Spin{})
	Register(r, "Respawn", components.Respawn{Floor: 0, Top: 100})
	Register(r, "Camera", components.DefaultCamera())
	Register(r, "FlyController", components.DefaultFlyController())
	Register(r, "Mesh", components.Mesh{Name: "cube", Color: mgl32.Vec3{1, 1, 1}})
	Register(r, "Cube", components.Cube{})
	Register(r, "DirectionalLight", components.DirectionalLight{
		Direction: mgl32.Vec3{-0.3, -1, -0.2}, Color: mgl32.Vec3{1, 1, 1}, Ambient: mgl32.Vec3{0.25, 0.25, 0.25}})
	Register(r, "Sky", components.Sky{Color: mgl32.Vec3{0.55, 0.7, 0.9}})
	Register(r, "Behaviour", components.Behaviour{Period: 2, Radius: 15, Strength: 20})
	Register(r, "Collider", components.DefaultCollider())
	Register(r, "Material", components.DefaultMaterial())
	Register(r, "Ground", components.DefaultGround())
	Register(r, "Sleeping", components.Sleeping{})
	// State that systems keep in components, registered so that a saved
	// world (Encode) keeps it and loads back equal.
	Register(r, "Glow", components.Glow{})
	Register(r, "Interpolated", components.Interpolated{})
	Register(r, "Contact", components.Contact{})
	return r
}
