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

// findCamera returns the first entity with a Transform and a Camera. A
// scene normally has exactly one; systems that need the point of view keep
// such a query in a field and call this once per Update.
func findCamera(q *ecs.Query2[components.Transform, components.Camera]) (cameraRef, bool) {
	it := q.Iter()
	defer it.Close()
	if !it.Next() {
		return cameraRef{}, false
	}
	t, c := it.Get()
	return cameraRef{e: it.Entity(), t: t, c: c}, true
}
