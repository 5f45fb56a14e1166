package view

import (
	"cubefall/ecs"
	"cubefall/render/frame"
)

// AddResources adds the resources the view's systems write and the
// renderer reads, unless the world has them already: the [frame.Frame]
// being collected and the [RenderStats] the program fills in after each
// draw. Call it after systems.AddResources, whose resources (the worker
// pool, the Aim, the display toggles) the view reads too.
func AddResources(w *ecs.World) {
	if _, ok := ecs.TryResource[frame.Frame](w); !ok {
		ecs.AddResource(w, &frame.Frame{})
	}
	if _, ok := ecs.TryResource[RenderStats](w); !ok {
		ecs.AddResource(w, &RenderStats{})
	}
}

// Schedule adds the view's systems to the Render phase of s, in the order
// they run: the collection first, whose frame the others add to. Call it
// after systems.Schedule; the inspector's view, which shows the others'
// times, comes after these (inspector.Schedule).
func Schedule(s *ecs.Scheduler) {
	s.Add(ecs.Render, "collect", &Collect{})
	s.Add(ecs.Render, "shadows", &Shadows{})
	s.Add(ecs.Render, "hud", &HUD{})
	s.Add(ecs.Render, "notices", &Notices{})
	s.Add(ecs.Render, "eventlog", &EventLog{})
}
