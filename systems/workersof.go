package systems

import "cubefall/ecs"

// workersOf returns the world's worker pool, or a serial one when it has
// none (a test world built by hand, or a learner's): every system that
// shares its work out among workers takes its pool from here, so none
// needs the resource to run.
func workersOf(w *ecs.World) *ecs.Workers {
	if ws, ok := ecs.TryResource[ecs.Workers](w); ok {
		return ws
	}
	ws := ecs.NewWorkers(1)
	ecs.AddResource(w, ws)
	return ws
}
