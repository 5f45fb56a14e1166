package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// stepRecorder keeps, for every interpolated entity that physics does not
// move, where it was at the start of the latest fixed step
// ([components.Interpolated]), so that the render collection can draw it
// between that step and the current one; physics records the bodies it
// moves in the pass that moves them. Physics runs it first in each step,
// before anything moves, and it gives the moving cubes created without an
// Interpolated one.
//
// Recording is one copy per entity, so it is shared out among the workers
// like the integration that follows.
type stepRecorder struct {
	lacking  *ecs.Query1[components.Transform]
	recorded *ecs.Query2[components.Transform, components.Interpolated]      // without RigidBody
	step     uint64                                                          // the step being recorded, for recordChunk
	chunk    func(ecs.Chunk2[components.Transform, components.Interpolated]) // recordChunk, made once
}

// movingCube is what gets an Interpolated: a cube that can move. The
// camera is left out on purpose: it also moves in the Update phase, with
// the frame's own time, and a blend between fixed steps would make mouse
// look lag behind the mouse.
func movingCube() []ecs.Filter {
	return []ecs.Filter{ecs.With[components.Cube](), ecs.With[components.RigidBody]()}
}

// newStepRecorder builds the recorder's queries.
func newStepRecorder(w *ecs.World) stepRecorder {
	return stepRecorder{
		lacking:  ecs.NewQuery1[components.Transform](w, append(movingCube(), ecs.Without[components.Interpolated]())...),
		recorded: ecs.NewQuery2[components.Transform, components.Interpolated](w, ecs.Without[components.RigidBody](), ecs.Without[components.Sleeping]()),
	}
}

// requireInterpolation makes every cube carry an Interpolated from its
// creation, so that record never moves a cube to another table ([ecs.Require]
// says why that matters). A cube that never moves records the same place
// each step; its blend changes nothing.
func requireInterpolation(w *ecs.World) {
	ecs.Require[components.Cube, components.Interpolated](w)
}

// record gives moving cubes created without the rule above an Interpolated
// (one table move, and only when there are some), then records the place
// of every interpolated entity without a RigidBody for fixed step step.
func (r *stepRecorder) record(w *ecs.World, ws *ecs.Workers, step uint64) {
	if r.lacking.Count() > 0 {
		ecs.AddAll(w, components.Interpolated{}, movingCube()...)
	}
	if r.chunk == nil {
		r.chunk = r.recordChunk
	}
	r.step = step
	r.recorded.Parallel(ws, r.chunk)
}

// recordChunk records one chunk of rows; workers run it side by side.
func (r *stepRecorder) recordChunk(c ecs.Chunk2[components.Transform, components.Interpolated]) {
	ts, ips := c.Columns()
	ips = ips[:len(ts)]
	for i := range ts {
		ips[i].Record(&ts[i], r.step)
	}
}
