package view

import (
	"cubefall/systems"
	"testing"
	"time"

	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/scenes"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGravityChangesReachTheEventLog runs the whole schedule: the swap and
// the gun send events, and the log, which neither knows, shows them on the
// detailed HUD, newest first.
func TestGravityChangesReachTheEventLog(t *testing.T) {
	w, s := newScheduled(t)
	cam := testworld.Camera(w, mgl32.Vec3{0, 0, 20})
	cube := testworld.Cube(w, mgl32.Vec3{0, 0, 0}, -9.81)
	testworld.Cube(w, mgl32.Vec3{3, 0, 0}, -9.81)

	testworld.Press(w, resources.KeyG)
	testworld.RunFrame(w, s)
	assert.NotContains(t, ecs.GetResource[frame.Frame](w).HUD, "events, newest first:", "the compact HUD has no log")
	testworld.Press(w, resources.KeyF3)
	testworld.RunFrame(w, s)
	hud := ecs.GetResource[frame.Frame](w).HUD
	require.Contains(t, hud, "events, newest first:")
	assert.Equal(t, "swap: "+cam.String()+" falls, 2 cubes hang still", hud[len(hud)-1])

	ecs.GetResource[ecs.Messages[systems.GravityChanged]](w).Send(systems.GravityChanged{Entity: cube, HasGravity: true, By: systems.ByGun})
	ecs.GetResource[ecs.Messages[systems.ReloadFailed]](w).Send(systems.ReloadFailed{Err: "x.json:3:4: oops"})
	testworld.RunFrame(w, s)
	hud = ecs.GetResource[frame.Frame](w).HUD
	assert.Equal(t, []string{
		"events, newest first:",
		"reload failed: x.json:3:4: oops",
		"gun: " + cube.String() + " falls",
		"swap: " + cam.String() + " falls, 2 cubes hang still",
	}, hud[len(hud)-4:])
}

func TestEventLogKeepsTheLastFive(t *testing.T) {
	w := newWorld()
	l := &EventLog{}
	testworld.InitSystem(t, w, l)
	ev := ecs.GetResource[ecs.Messages[systems.SceneLoaded]](w)
	for i := range 7 {
		ev.Send(systems.SceneLoaded{Name: string(rune('a' + i))})
	}
	l.Update(w)
	require.Len(t, l.Lines(), 5)
	assert.Equal(t, "scene g loaded (0 entities)", l.Lines()[0])
	assert.Equal(t, "scene c loaded (0 entities)", l.Lines()[4])
	l.Update(w)
	assert.Len(t, l.Lines(), 5, "each event is logged once")
}

func TestTheLogStartsWithTheScene(t *testing.T) {
	w := ecs.NewWorld()
	systems.AddResources(w)
	AddResources(w)
	sc, err := scenes.Parse("s.json", []byte(`{"name": "tiny", "entities": [{"name": "camera", "components": {"Camera": {}, "Transform": {}}}]}`))
	require.NoError(t, err)
	require.NoError(t, sc.Spawn(w, scenes.NoOverrides()))
	ecs.AddResource(w, &systems.SceneRef{Scene: sc})
	s := ecs.NewScheduler(w, time.Second/60)
	systems.Schedule(s)
	Schedule(s)
	require.NoError(t, s.Init())
	ecs.GetResource[resources.ViewOptions](w).Details = true
	testworld.RunFrame(w, s)
	hud := ecs.GetResource[frame.Frame](w).HUD
	assert.Equal(t, "scene tiny loaded (1 entities)", hud[len(hud)-1])
}
