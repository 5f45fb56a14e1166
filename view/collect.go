package view

import (
	"cubefall/components"
	"cubefall/ecs"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/systems"

	"github.com/go-gl/mathgl/mgl32"
)

// Collect is the render collection: it turns the world into the plain
// [frame.Frame] that package render draws. It fills in the camera's view and
// projection, the light and sky, and one [frame.Batch] per mesh holding the
// placement (position, scale, rotation) and colour of every visible entity
// with a Transform and a Mesh. With culling on, entities whose bounding sphere lies outside the
// camera's view are left out, and the renderer never sees them.
//
// The frame is a resource, reused from frame to frame (see [frame.Frame.Reset]),
// so a steady-state frame allocates nothing.
//
// Collect also makes the crosshair's pick, in the loop that culls (see
// cull.go): the [systems.Aim] resource, which cube the gravity gun would hit,
// drawn highlighted.
type Collect struct {
	cameras  *ecs.Query2[components.Transform, components.Camera]
	lights   *ecs.Query1[components.DirectionalLight]
	skies    *ecs.Query1[components.Sky]
	grounds  *ecs.Query1[components.Ground]
	drawable *ecs.Query2[components.Transform, components.Mesh]
	blended  *ecs.Query3[components.Transform, components.Mesh, components.Interpolated]
	children *ecs.Query2[components.WorldTransform, components.Mesh]
	fill     *instanceFill // the instance fill's reused state (collectchunks.go)
	// childCols holds the children's world places (collectchildren.go).
	childCols childColumns
}

// highlightColor is the packed colour of the aimed-at cube whose mesh
// has colour c: c marked as highlighted ([frame.Highlight]), which the
// renderer draws brightened and outlined, so it stands out on every
// colour rather than turning a grey that grey cubes share.
func highlightColor(c *mgl32.Vec3) uint32 {
	return frame.Highlight(frame.PackOpaque(c[0], c[1], c[2]))
}

// selectedColor is the colour of the cube the inspector describes:
// magenta, which no scene palette uses, so it is found again at a glance.
var selectedColor = mgl32.Vec4{1, 0.1, 0.85, 1}

// Init builds the queries and adds the Frame resource if it is missing.
// The queries only read: their loops mark nothing changed ([ecs.ReadOnly]).
func (c *Collect) Init(w *ecs.World) error {
	place, mesh := ecs.ReadOnly[components.Transform](), ecs.ReadOnly[components.Mesh]()
	c.cameras = ecs.NewQuery2[components.Transform, components.Camera](w, place, ecs.ReadOnly[components.Camera]())
	c.lights = ecs.NewQuery1[components.DirectionalLight](w, ecs.ReadOnly[components.DirectionalLight]())
	c.skies = ecs.NewQuery1[components.Sky](w, ecs.ReadOnly[components.Sky]())
	c.grounds = ecs.NewQuery1[components.Ground](w, ecs.ReadOnly[components.Ground]())
	c.drawable = ecs.NewQuery2[components.Transform, components.Mesh](w, place, mesh, ecs.Without[components.Interpolated](), ecs.Without[ecs.ChildOf]())
	c.blended = ecs.NewQuery3[components.Transform, components.Mesh, components.Interpolated](w, place, mesh,
		ecs.ReadOnly[components.Interpolated](), ecs.Without[ecs.ChildOf]())
	c.children = ecs.NewQuery2[components.WorldTransform, components.Mesh](w, ecs.ReadOnly[components.WorldTransform](), mesh, ecs.With[ecs.ChildOf]())
	c.fill = newInstanceFill()
	if _, ok := ecs.TryResource[frame.Frame](w); !ok {
		ecs.AddResource(w, &frame.Frame{})
	}
	if _, ok := ecs.TryResource[systems.Aim](w); !ok {
		ecs.AddResource(w, &systems.Aim{})
	}
	return nil
}

// Update refills the frame.
func (c *Collect) Update(w *ecs.World) {
	f := ecs.GetResource[frame.Frame](w)
	f.Reset()
	view := viewOptions(w)
	f.Instancing, f.Crosshair = view.Instancing, true
	sight := c.setCamera(f, w)
	sight.all = !view.Culling
	c.setLightAndSky(f)
	c.setGrounds(f)
	c.fillInstances(f, w, sight)
}

// fillInstances adds every drawable entity inside the camera's frustum
// sight (all of them while culling is off) to the frame's batches, the
// work shared among the worker pool (see collectonepass.go and
// collectchunks.go for how, and why the result does not depend on the
// number of workers).
func (c *Collect) fillInstances(f *frame.Frame, w *ecs.World, sight frustum) {
	fl := c.fill
	fl.reset()
	fl.f, fl.frustum = f, sight
	cam, hasCamera := systems.FindCamera(c.cameras)
	fl.picking = hasCamera
	if hasCamera {
		fl.ray = systems.CrosshairRay(cam)
	}
	fl.selected, fl.selectedAt, fl.step, fl.alpha = ecs.Entity{}, nil, 0, 0
	if st, ok := ecs.TryResource[resources.InspectorState](w); ok && st.Open {
		fl.selected = st.Selected
		fl.selectedAt, _ = ecs.TryGet[components.Transform](w, st.Selected)
	}
	if tm, ok := ecs.TryResource[ecs.Time](w); ok {
		fl.step, fl.alpha = latestStep(w), float32(tm.Alpha)
	}
	fl.pieceRows = pieceRows(c.drawableRows(), workers(w).Len())
	for t := range c.drawable.Tables() {
		ts, ms := t.Columns()
		fl.addTable(t.Entities(), ts, ms, nil, isCubeTable(w, t.Entities()))
	}
	for t := range c.blended.Tables() {
		ts, ms, ips := t.Columns()
		fl.addTable(t.Entities(), ts, ms, ips, isCubeTable(w, t.Entities()))
	}
	c.addChildren(w, fl)
	fl.run(workers(w))
	*ecs.GetResource[systems.Aim](w) = fl.aim
}

// workers is the world's worker pool, which systems.AddResources adds (a
// serial one, unless the program added its own first).
func workers(w *ecs.World) *ecs.Workers { return ecs.GetResource[ecs.Workers](w) }

// drawableRows counts the entities the collection looks at.
func (c *Collect) drawableRows() int {
	n := 0
	for t := range c.drawable.Tables() {
		n += len(t.Entities())
	}
	for t := range c.blended.Tables() {
		n += len(t.Entities())
	}
	for t := range c.children.Tables() {
		n += len(t.Entities())
	}
	return n
}

// viewOptions returns the player's toggles, or the defaults when the world
// has none.
func viewOptions(w *ecs.World) resources.ViewOptions {
	if v, ok := ecs.TryResource[resources.ViewOptions](w); ok {
		return *v
	}
	return resources.DefaultViewOptions()
}

// setCamera fills the view and projection from the camera entity, and
// returns its frustum; a world without one is seen from the origin,
// looking down −Z.
func (c *Collect) setCamera(f *frame.Frame, w *ecs.World) frustum {
	t, cam := components.NewTransform(mgl32.Vec3{}), components.DefaultCamera()
	if ref, ok := systems.FindCamera(c.cameras); ok {
		t, cam = *ref.Transform, *ref.Camera
	}
	fovY, ratio := mgl32.DegToRad(cam.FovY), aspect(w)
	f.View = ViewMatrix(&t)
	f.Projection = mgl32.Perspective(fovY, ratio, cam.Near, cam.Far)
	f.CameraPos = t.Position
	return frustumOf(f.View, fovY, ratio, cam.Near, cam.Far)
}

// aspect is the framebuffer's width over its height, 16:9 while it has no
// size (headless, or a minimised window).
func aspect(w *ecs.World) float32 {
	in, ok := ecs.TryResource[resources.Input](w)
	if !ok || in.Width <= 0 || in.Height <= 0 {
		return 16.0 / 9.0
	}
	return float32(in.Width) / float32(in.Height)
}

// setLightAndSky copies the first DirectionalLight and Sky, or defaults.
func (c *Collect) setLightAndSky(f *frame.Frame) {
	light, sky := DefaultLight(), DefaultSky()
	for _, l := range c.lights.All() {
		light = *l
		break
	}
	for _, s := range c.skies.All() {
		sky = *s
		break
	}
	f.Light = frame.Light{Direction: light.Direction, Color: light.Color, Ambient: light.Ambient}
	f.Clear = sky.Color
	f.Fog = frame.Fog{Near: sky.FogNear, Far: sky.FogFar}
}

// setGrounds copies every Ground into the frame.
func (c *Collect) setGrounds(f *frame.Frame) {
	for _, g := range c.grounds.All() {
		f.Grounds = append(f.Grounds, frame.Ground{Height: g.Height, Size: g.Size, Cell: g.Cell, Color: g.Color, LineColor: g.LineColor})
	}
}

// DefaultLight is the light of a scene that has none: a white sun high
// and to the side, with a blue-grey ambient term.
func DefaultLight() components.DirectionalLight {
	return components.DirectionalLight{
		Direction: mgl32.Vec3{-0.4, -1, -0.3},
		Color:     mgl32.Vec3{0.9, 0.9, 0.85},
		Ambient:   mgl32.Vec3{0.25, 0.27, 0.32},
	}
}

// DefaultSky is the sky of a scene that has none: a pale blue with fog
// far out.
func DefaultSky() components.Sky {
	return components.Sky{Color: mgl32.Vec3{0.62, 0.74, 0.86}, FogNear: 150, FogFar: 450}
}

// latestStep is the step whose records the collection blends from:
// [components.LatestStep], or none (0) when the latest fixed step left the
// world standing (paused), so that its records are of a step long past.
func latestStep(w *ecs.World) uint64 {
	if sim, ok := ecs.TryResource[resources.SimState](w); ok && sim.Halted {
		return 0
	}
	return components.LatestStep
}

// Queries lists the render collection's queries, for the inspector's
// Systems panel.
func (c *Collect) Queries() []ecs.QueryInfo {
	return []ecs.QueryInfo{c.cameras.Info(), c.lights.Info(), c.skies.Info(), c.grounds.Info(), c.drawable.Info(), c.blended.Info()}
}
