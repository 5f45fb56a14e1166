package systems

import (
	"fmt"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPauseStopsTheSimulationAndStepRunsOneStep(t *testing.T) {
	w, s := newScheduled(t)
	c := testworld.Cube(w, mgl32.Vec3{0, 100, 0}, -10)
	y := func() float32 { return ecs.Get[components.Transform](w, c).Position.Y() }

	testworld.RunFrame(w, s)
	moving := y()
	require.Less(t, moving, float32(100))

	testworld.Press(w, resources.KeyP)
	testworld.RunFrame(w, s) // the pause key takes effect in this frame's Update phase
	paused := y()
	for range 5 {
		testworld.RunFrame(w, s)
	}
	assert.Equal(t, paused, y(), "paused: nothing moves")
	assert.True(t, ecs.GetResource[resources.SimState](w).Paused)

	testworld.Press(w, resources.KeyPeriod)
	testworld.RunFrame(w, s) // the request is recorded
	testworld.RunFrame(w, s) // and the next fixed step runs
	stepped := y()
	assert.Less(t, stepped, paused, "one step")
	testworld.RunFrame(w, s)
	assert.Equal(t, stepped, y(), "only one step")

	testworld.Press(w, resources.KeyP)
	testworld.RunFrame(w, s)
	testworld.RunFrame(w, s)
	assert.Less(t, y(), stepped, "resumed")
}

func TestStepIsIgnoredWhileRunning(t *testing.T) {
	w := newWorld()
	testworld.Press(w, resources.KeyPeriod)
	Pause{}.Update(w)
	assert.False(t, ecs.GetResource[resources.SimState](w).StepRequested)
}

// controlSetup is a camera with the default fly controller and one second
// of frame time.
func controlSetup(t *testing.T) (*ecs.World, *CameraControl, ecs.Entity, *resources.Input) {
	w := newWorld()
	ecs.GetResource[ecs.Time](w).Delta = 1
	c := &CameraControl{}
	testworld.InitSystem(t, w, c)
	cam := testworld.Camera(w, mgl32.Vec3{})
	return w, c, cam, ecs.GetResource[resources.Input](w)
}

func TestCameraFliesWithActions(t *testing.T) {
	w, c, cam, in := controlSetup(t)
	speed := components.DefaultFlyController().Speed
	pos := func() mgl32.Vec3 { return ecs.Get[components.Transform](w, cam).Position }

	in.SetKey(resources.KeyW, true)
	c.Update(w)
	assert.InDelta(t, -speed, pos().Z(), 1e-4, "W flies forward, down −Z")

	in.SetKey(resources.KeyLeftShift, true)
	c.Update(w)
	assert.InDelta(t, -speed*(1+components.DefaultFlyController().FastFactor), pos().Z(), 1e-3, "Shift is faster")

	in.SetKey(resources.KeyW, false)
	in.SetKey(resources.KeyLeftShift, false)
	in.SetKey(resources.KeyRight, true) // the secondary key of "strafe right"
	before := pos()
	c.Update(w)
	assert.InDelta(t, before.X()+speed, pos().X(), 1e-3, "Right strafes along +X")

	in.SetKey(resources.KeyRight, false)
	in.SetKey(resources.KeySpace, true)
	before = pos()
	c.Update(w)
	assert.InDelta(t, before.Y()+speed, pos().Y(), 1e-3, "Space flies up")
}

func TestMouseLooksOnlyWhileCaptured(t *testing.T) {
	w, c, cam, in := controlSetup(t)
	rot := func() mgl32.Vec3 { return ecs.Get[components.Transform](w, cam).Rotation }
	in.MouseDX, in.MouseDY = 100, 50
	c.Update(w)
	assert.Equal(t, mgl32.Vec3{}, rot(), "a free cursor does not turn the camera")

	in.CursorCaptured = true
	c.Update(w)
	sens := components.DefaultFlyController().Sensitivity
	assert.InDelta(t, -100*sens, rot().Y(), 1e-6, "moving right turns right")
	assert.InDelta(t, -50*sens, rot().X(), 1e-6, "moving down looks down")

	in.MouseDY = -1e6
	c.Update(w)
	assert.InDelta(t, maxPitch, rot().X(), 1e-6, "pitch stops short of straight up")
}

// TestEscOpensThePauseMenu plays the pause menu through the whole
// schedule: a click captures the mouse; Esc pauses, frees the mouse and
// opens the menu (which the view shows); Esc again resumes without quitting, however often; a
// click in the menu resumes and captures; only Q in the menu quits.
func TestEscOpensThePauseMenu(t *testing.T) {
	w, s := newScheduled(t)
	c := testworld.Cube(w, mgl32.Vec3{0, 100, 0}, -10)
	y := func() float32 { return ecs.Get[components.Transform](w, c).Position.Y() }
	in := ecs.GetResource[resources.Input](w)
	sim := ecs.GetResource[resources.SimState](w)
	req := ecs.GetResource[resources.AppRequests](w)

	in.SetButton(resources.MouseLeft, true)
	testworld.RunFrame(w, s)
	in.SetButton(resources.MouseLeft, false)
	require.True(t, in.WantCapture, "a click asks for the cursor")
	in.CursorCaptured = true // what the window layer does on the next Poll

	testworld.Press(w, resources.KeyQ)
	testworld.RunFrame(w, s)
	assert.False(t, req.Quit, "Q outside the menu does nothing")

	for round := range 3 {
		testworld.Press(w, resources.KeyEscape)
		testworld.RunFrame(w, s)
		require.True(t, sim.Menu, "round %d: Esc opens the menu", round)
		assert.False(t, in.WantCapture, "and frees the mouse")
		still := y()
		testworld.RunFrame(w, s)
		assert.Equal(t, still, y(), "the world is paused")
		testworld.Press(w, resources.KeyP)
		testworld.RunFrame(w, s)
		assert.True(t, sim.Menu && sim.Paused, "P does nothing in the menu")

		testworld.Press(w, resources.KeyEscape)
		testworld.RunFrame(w, s)
		assert.False(t, sim.Menu, "Esc again resumes")
		assert.False(t, req.Quit, "and never quits")
		testworld.RunFrame(w, s)
		assert.Less(t, y(), still, "the world runs again")
	}

	testworld.Press(w, resources.KeyP)
	testworld.RunFrame(w, s)
	testworld.Press(w, resources.KeyEscape)
	testworld.RunFrame(w, s)
	require.True(t, sim.Menu)
	in.SetButton(resources.MouseLeft, true)
	testworld.RunFrame(w, s)
	in.SetButton(resources.MouseLeft, false)
	assert.False(t, sim.Menu, "a click resumes")
	assert.True(t, in.WantCapture, "and captures the mouse")
	assert.True(t, sim.Paused, "a world paused with P before stays paused")

	testworld.Press(w, resources.KeyEscape)
	testworld.RunFrame(w, s)
	testworld.Press(w, resources.KeyQ)
	testworld.RunFrame(w, s)
	assert.True(t, req.Quit, "Q in the menu quits")
}

// TestThePauseMenuHasTheKeys: while the pause menu is open, the keys that
// change the game do nothing (flying, gravity swap, time scale, the
// inspector, the number keys), the display keys still act (help), and
// once it is closed the same keys work again.
func TestThePauseMenuHasTheKeys(t *testing.T) {
	w, s := newScheduled(t)
	cam := testworld.Camera(w, mgl32.Vec3{0, 10, 0})
	in := ecs.GetResource[resources.Input](w)
	sim := ecs.GetResource[resources.SimState](w)
	view := ecs.GetResource[resources.ViewOptions](w)
	camAt := func() mgl32.Vec3 { return ecs.Get[components.Transform](w, cam).Position }
	state := func() string {
		return fmt.Sprint("camera ", camAt(), ", camera gravity ", ecs.Has[components.Gravity](w, cam),
			", scale ", ecs.GetResource[ecs.Time](w).Scale,
			", status ", ecs.GetResource[resources.Status](w).Text, ", entities ", w.Len())
	}
	gameKeys := func(keys ...resources.Key) {
		in.SetKey(resources.KeyW, true)
		for _, k := range keys {
			testworld.Press(w, k)
		}
		testworld.RunFrame(w, s)
		in.SetKey(resources.KeyW, false)
	}

	testworld.Press(w, resources.KeyEscape)
	testworld.RunFrame(w, s)
	require.True(t, sim.Menu)
	before := state()
	gameKeys(resources.KeyG, resources.KeyRightBracket, resources.KeyTab, resources.Key1)
	assert.Equal(t, before, state(), "in the menu, the game's keys do nothing")
	help := view.Help
	testworld.Press(w, resources.KeyH)
	testworld.RunFrame(w, s)
	assert.NotEqual(t, help, view.Help, "the display keys still act")

	testworld.Press(w, resources.KeyEscape)
	testworld.RunFrame(w, s)
	require.False(t, sim.Menu)
	gameKeys(resources.KeyG, resources.KeyRightBracket, resources.KeyTab) // not 1, which would replace this world
	assert.NotEqual(t, before, state(), "out of the menu, the same keys act")
	assert.Equal(t, 2.0, ecs.GetResource[ecs.Time](w).Scale, "] doubled the time scale")
}

func TestTogglesFlipSettingsAndRequestScreenshots(t *testing.T) {
	w := newWorld()
	view := ecs.GetResource[resources.ViewOptions](w)
	require.Equal(t, resources.DefaultViewOptions(), *view)
	for _, k := range []resources.Key{resources.KeyC, resources.KeyI, resources.KeyF1, resources.KeyF12} {
		testworld.Press(w, k)
	}
	Toggles{}.Update(w)
	assert.Equal(t, resources.ViewOptions{Culling: false, Instancing: false, Help: true}, *view)
	assert.True(t, ecs.GetResource[resources.AppRequests](w).Screenshot)
}

// TestFullscreenOnF11AndAltEnter: F11 and Alt+Enter ask for fullscreen
// and back; Enter alone does not.
func TestFullscreenOnF11AndAltEnter(t *testing.T) {
	w := newWorld()
	view := ecs.GetResource[resources.ViewOptions](w)
	in := ecs.GetResource[resources.Input](w)
	step := func(keys ...resources.Key) {
		for _, k := range keys {
			in.SetKey(k, true)
		}
		Toggles{}.Update(w)
		in.EndFrame()
		for _, k := range keys {
			in.SetKey(k, false)
		}
	}
	step(resources.KeyF11)
	assert.True(t, view.Fullscreen, "F11")
	step(resources.KeyF11)
	assert.False(t, view.Fullscreen, "F11 again")
	step(resources.KeyEnter)
	assert.False(t, view.Fullscreen, "Enter alone")
	step(resources.KeyLeftAlt, resources.KeyEnter)
	assert.True(t, view.Fullscreen, "Alt+Enter")
	step(resources.KeyRightAlt, resources.KeyEnter)
	assert.False(t, view.Fullscreen, "Alt+Enter again")
}

// The ground is a floor for the flying camera: Ctrl flies down to it and
// no further, by the collider's half-height when there is one; beyond the
// ground's edge, or starting below it, the camera flies on.
func TestFlyingDownStopsAtTheGround(t *testing.T) {
	w, c, cam, in := controlSetup(t)
	w.NewEntity(ecs.Box(components.Ground{Height: -1, Size: 100}))
	tr := ecs.Get[components.Transform](w, cam)
	tr.Position = mgl32.Vec3{0, 3, 0}
	in.SetKey(resources.KeyLeftControl, true)
	for range 5 {
		c.Update(w)
	}
	assert.InDelta(t, -1+eyeHeight, tr.Position.Y(), 1e-5, "Ctrl stops at the ground")

	ecs.Add(w, cam, components.Collider{HalfExtents: mgl32.Vec3{0.3, 1.7, 0.3}})
	tr = ecs.Get[components.Transform](w, cam)
	tr.Position = mgl32.Vec3{0, 30, 0}
	for range 5 {
		c.Update(w)
	}
	assert.InDelta(t, -1+1.7, tr.Position.Y(), 1e-5, "a collider stands on the ground")

	tr.Position = mgl32.Vec3{80, 3, 0} // past the edge
	c.Update(w)
	assert.Less(t, tr.Position.Y(), float32(-1), "no floor beyond the ground's edge")
	tr.Position[0] = 0
	c.Update(w)
	assert.Less(t, tr.Position.Y(), float32(-1), "below the ground, down goes on")
}
