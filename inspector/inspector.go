package inspector

import (
	"cubefall/systems"
	"cubefall/view"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
)

// DrawTimes is what main measures outside the systems and hands to the
// inspector, since no system can see the renderer: the previous frame's
// time in the systems and in the draw, the part of the draw the
// inspector's panels took, and where the draw put them. Headless runs
// leave the draw times zero and the panels empty.
type DrawTimes struct {
	Sim, Draw, InspectorDraw time.Duration
	// Panels are the inspector's boxes as the last frame drew them, in
	// window pixels; none while it is closed.
	Panels []InspectPanel
}

// InspectorControl opens and closes the inspector (Tab, F2) and selects the
// entity it describes: F selects the cube under the crosshair (and opens
// the inspector), and while it is open a click selects the cube under the
// mouse pointer — under the crosshair while the mouse is captured — and a
// click on the sky deselects. Closing the inspector deselects too. F
// takes the [systems.Aim] target, the crosshair's pick of the last frame drawn.
type InspectorControl struct {
	cameras *ecs.Query2[components.Transform, components.Camera]
	cubes   *ecs.Query1[components.Transform]
}

// Init builds the queries and adds the state if it is missing.
func (c *InspectorControl) Init(w *ecs.World) error {
	c.cameras = ecs.NewQuery2[components.Transform, components.Camera](w)
	c.cubes = ecs.NewQuery1[components.Transform](w, ecs.With[components.Cube]())
	if _, ok := ecs.TryResource[resources.InspectorState](w); !ok {
		ecs.AddResource(w, &resources.InspectorState{})
	}
	return nil
}

// Queries lists the system's queries, for the inspector's systems panel.
func (c *InspectorControl) Queries() []ecs.QueryInfo {
	return []ecs.QueryInfo{c.cameras.Info(), c.cubes.Info()}
}

// Update applies this frame's inspector keys and clicks.
func (c *InspectorControl) Update(w *ecs.World) {
	st := ecs.GetResource[resources.InspectorState](w)
	in := ecs.GetResource[resources.Input](w)
	keys := ecs.GetResource[resources.Bindings](w)
	if keys.Pressed(in, resources.ActionToggleInspector) {
		st.Open = !st.Open
	}
	if keys.Pressed(in, resources.ActionSelect) {
		st.Open = true
		st.Selected = aimTarget(w)
	} else if st.Open && in.ButtonPressed[resources.MouseLeft] {
		st.Selected = c.clicked(w, in)
	}
	if !st.Open || !w.Alive(st.Selected) {
		st.Selected = ecs.Entity{} // closed, or the cube was destroyed (a reload)
	}
}

// aimTarget is the cube under the crosshair, or the zero Entity.
func aimTarget(w *ecs.World) ecs.Entity {
	if aim, ok := ecs.TryResource[systems.Aim](w); ok {
		return aim.Target
	}
	return ecs.Entity{}
}

// clicked is the cube a click picks: the crosshair's while the mouse is
// captured, else the cube nearest to the ray under the pointer, with the
// same allowance as the crosshair's (see [systems.AssistAngle]), or none.
func (c *InspectorControl) clicked(w *ecs.World, in *resources.Input) ecs.Entity {
	if in.CursorCaptured || in.Width <= 0 || in.Height <= 0 {
		return aimTarget(w)
	}
	cam, ok := systems.FindCamera(c.cameras)
	if !ok {
		return ecs.Entity{}
	}
	origin, dir := pointerRay(cam, in)
	ray := systems.AimRay{Origin: origin, Dir: dir, Far: cam.Camera.Far}
	var picked ecs.Entity
	best := systems.NoAim()
	for tb := range c.cubes.Tables() {
		if i, s := ray.Nearest(tb.Columns(), best); i >= 0 {
			picked, best = tb.Entities()[i], s
		}
	}
	return picked
}

// pointerRay is the ray from the camera through the pointer's pixel: the
// pixel's points on the near and far planes, unprojected with the camera's
// view and projection.
func pointerRay(cam systems.CameraRef, in *resources.Input) (origin, dir mgl32.Vec3) {
	view := view.ViewMatrix(cam.Transform)
	proj := mgl32.Perspective(mgl32.DegToRad(cam.Camera.FovY), float32(in.Width)/float32(in.Height), cam.Camera.Near, cam.Camera.Far)
	x, y := float32(in.CursorX), float32(in.Height)-float32(in.CursorY) // GL counts rows from the bottom
	near, errN := mgl32.UnProject(mgl32.Vec3{x, y, 0}, view, proj, 0, 0, in.Width, in.Height)
	far, errF := mgl32.UnProject(mgl32.Vec3{x, y, 1}, view, proj, 0, 0, in.Width, in.Height)
	if errN != nil || errF != nil || far.Sub(near).Len() == 0 {
		return cam.Transform.Position, systems.LookDirection(cam.Transform.Rotation)
	}
	return cam.Transform.Position, far.Sub(near).Normalize()
}
