package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// cameraRef is the entity the world is seen from, with pointers to its
// Transform and Camera, valid until the next structural change.
type cameraRef struct {
	e ecs.Entity
	t *components.Transform
	c *components.Camera
}

// findCamera returns the entity with a Transform and a Camera, or false
// when the world has none (a scene without a camera is seen from a default
// point of view). A world has at most one camera: with two, which one the
// player looks through would depend on table order, so Single panics and
// names the query instead. Systems that need the point of view keep such a
// query in a field and call this once per Update.
func findCamera(q *ecs.Query2[components.Transform, components.Camera]) (cameraRef, bool) {
	if q.Count() == 0 {
		return cameraRef{}, false
	}
	e, t, c := q.Single()
	return cameraRef{e: e, t: t, c: c}, true
}
