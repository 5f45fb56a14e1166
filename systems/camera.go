package systems

import (
	"math"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
)

// maxPitch stops the camera just short of looking straight up or down,
// where "up" would be ambiguous and the view would flip.
const maxPitch = 89 * math.Pi / 180

// CameraControl flies the entities that carry a [components.FlyController]
// (normally just the camera) from the player's actions: forward, back and
// strafe along where it looks, up and down along the world's Y axis, faster
// while Shift is held, and mouse look while the cursor is captured.
//
// It also captures the cursor on a click in the window (unless the
// inspector is open, where a click selects; the pause menu, [PauseMenu],
// releases it). Starting with a free cursor means the demo
// never grabs the mouse of someone who only wanted to watch.
//
// The ground is a floor for a flyer, as it is for a falling one: flying
// down (Ctrl) stops where the flyer's collider (or, without one, its eye)
// meets a ground, so the player never ends up under the world looking at
// the sky with nothing in view. A flyer already below a ground, having
// fallen past its edge, flies freely, up through it.
//
// It runs in the Update phase with the real frame time, so flying stays
// smooth and works while the simulation is paused. It moves the Transform
// directly; when the camera also has Gravity, the physics system adds the
// fall on top.
type CameraControl struct {
	q       *ecs.Query2[components.Transform, components.FlyController]
	grounds *ecs.Query1[components.Ground]
}

// Init builds the queries.
func (c *CameraControl) Init(w *ecs.World) error {
	c.q = ecs.NewQuery2[components.Transform, components.FlyController](w)
	c.grounds = ecs.NewQuery1[components.Ground](w, ecs.ReadOnly[components.Ground]())
	return nil
}

// Update handles the cursor, then moves and turns each flyer.
func (c *CameraControl) Update(w *ecs.World) {
	in := ecs.GetResource[resources.Input](w)
	keys := ecs.GetResource[resources.Bindings](w)
	handleCursor(w, in)
	dt := float32(ecs.GetResource[ecs.Time](w).Delta)
	move := moveIntent(in, keys)
	for e, r := range c.q.All() {
		t, fc := r.Get()
		if in.CursorCaptured {
			look(t, fc, in.MouseDX, in.MouseDY)
		}
		from := t.Position
		fly(t, fc, move, keys.Held(in, resources.ActionFaster), dt)
		c.keepAboveFloor(w, e, from, t)
	}
}

// keepAboveFloor stops a move from from to t.Position at the floor of
// every ground under it: the ground's height plus the flyer's collider
// half-height, or eyeHeight without a collider. A flyer that started
// below a floor is left where the move took it.
func (c *CameraControl) keepAboveFloor(w *ecs.World, e ecs.Entity, from mgl32.Vec3, t *components.Transform) {
	lift := float32(eyeHeight)
	if col, ok := ecs.TryGet[components.Collider](w, e); ok {
		lift = col.HalfExtents.Y()
	}
	for _, g := range c.grounds.All() {
		floor, half := g.Height+lift, g.Size/2
		over := abs32(t.Position.X()) <= half && abs32(t.Position.Z()) <= half
		if over && from.Y() >= floor && t.Position.Y() < floor {
			t.Position[1] = floor
		}
	}
}

// eyeHeight is how far above a ground a flyer without a collider stops.
const eyeHeight = 0.5

// handleCursor captures the cursor on a click. While the inspector is
// open a click selects a cube instead (package inspector), so it does
// not capture.
func handleCursor(w *ecs.World, in *resources.Input) {
	if in.ButtonPressed[resources.MouseLeft] && !inspecting(w) {
		in.WantCapture = true
	}
}

// inspecting reports whether the inspector is open; a world without its
// state has none.
func inspecting(w *ecs.World) bool {
	st, ok := ecs.TryResource[resources.InspectorState](w)
	return ok && st.Open
}

// moveIntent turns the held movement actions into a direction in the
// camera's own frame: X right, Y up, Z forward, each −1, 0 or 1.
func moveIntent(in *resources.Input, keys *resources.Bindings) mgl32.Vec3 {
	axis := func(plus, minus resources.Action) float32 {
		var v float32
		if keys.Held(in, plus) {
			v++
		}
		if keys.Held(in, minus) {
			v--
		}
		return v
	}
	return mgl32.Vec3{
		axis(resources.ActionRight, resources.ActionLeft),
		axis(resources.ActionUp, resources.ActionDown),
		axis(resources.ActionForward, resources.ActionBack),
	}
}

// look turns by the mouse movement: right turns right (yaw decreases),
// down looks down (pitch decreases).
func look(t *components.Transform, fc *components.FlyController, dx, dy float64) {
	t.Rotation[1] = wrapAngle(t.Rotation[1] - float32(dx)*fc.Sensitivity)
	t.Rotation[0] = mgl32.Clamp(t.Rotation[0]-float32(dy)*fc.Sensitivity, -maxPitch, maxPitch)
}

// fly moves along the look direction and its horizontal right-hand side,
// and straight up or down.
func fly(t *components.Transform, fc *components.FlyController, move mgl32.Vec3, fast bool, dt float32) {
	if move == (mgl32.Vec3{}) {
		return
	}
	speed := fc.Speed
	if fast {
		speed *= fc.FastFactor
	}
	forward := LookDirection(t.Rotation)
	right := mgl32.Vec3{-forward[2], 0, forward[0]}
	if l := right.Len(); l > 0 {
		right = right.Mul(1 / l)
	}
	step := forward.Mul(move[2]).Add(right.Mul(move[0])).Add(mgl32.Vec3{0, move[1], 0})
	t.Position = t.Position.Add(step.Normalize().Mul(speed * dt))
}
