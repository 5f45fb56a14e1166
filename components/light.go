package components

import "github.com/go-gl/mathgl/mgl32"

// DirectionalLight lights the whole scene from one direction, like the sun.
// Direction points from the light towards the scene. Ambient is added to
// every surface so that faces turned away from the light are not black.
// A scene normally has one entity with a DirectionalLight; the renderer uses
// the first it finds, or a default if there is none.
type DirectionalLight struct {
	Direction mgl32.Vec3
	Color     mgl32.Vec3
	Ambient   mgl32.Vec3
}

// Sky is the backdrop: the clear colour and the fog that fades far cubes
// into it between FogNear and FogFar (world units from the camera). A scene
// normally has one entity with a Sky; FogFar <= FogNear turns fog off.
type Sky struct {
	Color   mgl32.Vec3
	FogNear float32
	FogFar  float32
}
