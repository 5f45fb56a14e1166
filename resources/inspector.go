package resources

import "cubefall/ecs"

// InspectorState is the resource of the in-game inspector: whether it is
// open, and which entity it describes (the zero Entity for none). The
// inspector's control system (package inspector) writes it from the
// player's keys and clicks; its panels are filled from it, the render
// collection draws the selected cube in its own colour, and while it is
// open a click selects a cube instead of capturing the mouse.
type InspectorState struct {
	Open     bool
	Selected ecs.Entity
}
