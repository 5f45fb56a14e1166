package systems

import (
	"fmt"

	"cubefall/components"
	"cubefall/ecs"
)

// CameraRef is the entity the world is seen from, with pointers to its
// Transform and Camera, valid until the next structural change.
type CameraRef struct {
	Entity    ecs.Entity
	Transform *components.Transform
	Camera    *components.Camera
}

// FindCamera returns the entity with a Transform and a Camera, or false
// when the world has none (a scene without a camera is seen from a default
// point of view). A world has at most one camera: with two, which one the
// player looks through would depend on table order, so FindCamera panics
// instead. Systems that need the point of view keep such a query in a field
// and call this once per Update.
func FindCamera(q *ecs.Query2[components.Transform, components.Camera]) (CameraRef, bool) {
	if n := q.Count(); n > 1 {
		panic(fmt.Sprintf("systems: FindCamera: the world has %d cameras, and it is seen through one; give only one entity a Camera", n))
	}
	for e, r := range q.All() {
		t, c := r.Get()
		return CameraRef{Entity: e, Transform: t, Camera: c}, true
	}
	return CameraRef{}, false
}
