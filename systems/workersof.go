package systems

import "cubefall/ecs"

// workersOf returns the world's worker pool, or a serial one when it has
// none (a test world built by hand). The systems that share their work
// out a piece at a time rather than through a query's chunks (the render
// collection, the collisions, the blob shadows) take it from here.
func workersOf(w *ecs.World) *ecs.Workers {
	if ws, ok := ecs.TryResource[ecs.Workers](w); ok {
		return ws
	}
	ws := ecs.NewWorkers(1)
	ecs.AddResource(w, ws)
	return ws
}
