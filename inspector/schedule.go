package inspector

import (
	"cubefall/ecs"
	"cubefall/resources"
	"cubefall/systems"
)

// AddResources adds the inspector's resources, unless the world has them
// already: the [resources.InspectorState] its control writes (the view and
// the camera read it too) and the [DrawTimes] the program fills in after
// each frame. Call it after systems.AddResources and view.AddResources.
func AddResources(w *ecs.World) {
	if _, ok := ecs.TryResource[resources.InspectorState](w); !ok {
		ecs.AddResource(w, &resources.InspectorState{})
	}
	if _, ok := ecs.TryResource[DrawTimes](w); !ok {
		ecs.AddResource(w, &DrawTimes{})
	}
}

// Schedule adds the inspector's systems to s: its control to the Update
// phase, under the pause menu's run condition (the menu has the keys
// while it is open), and its view last in the Render phase, whose panels
// show the other systems' times. Call it after systems.Schedule and
// view.Schedule.
func Schedule(s *ecs.Scheduler) {
	s.AddIf(ecs.Update, "inspect", systems.NotInMenu, &InspectorControl{})
	s.Add(ecs.Render, "inspector", &InspectorView{})
}
