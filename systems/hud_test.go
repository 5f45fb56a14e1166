package systems

import (
	"strings"
	"testing"

	"cubefall/ecs"
	"cubefall/render/frame"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHelpComesFromTheBindings(t *testing.T) {
	b := resources.DefaultBindings()
	panel := strings.Join(HelpPanel(&b), "\n")
	for _, bd := range b.List {
		assert.Contains(t, panel, bd.Keys)
		assert.Contains(t, panel, bd.Description)
	}
	line := HelpLine(&b)
	assert.Contains(t, line, "G: swap gravity")
	assert.NotContains(t, line, "strafe")

	b.List[7].Keys, b.List[7].Short = "X", "swap it" // rebinding changes the help
	assert.Contains(t, HelpLine(&b), "X: swap it")
}

func TestHUDShowsTheState(t *testing.T) {
	w, s := newScheduled(t)
	newCamera(w, mgl32.Vec3{0, 0, 10})
	for i := range 3 {
		newCube(w, mgl32.Vec3{float32(i), 0, 0}, -1)
	}
	runFrame(w, s)
	hud := strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n")
	assert.Contains(t, hud, "60 fps")
	assert.Contains(t, hud, "entities 4")
	assert.Contains(t, hud, "gravity: cubes (3 of 3)")
	assert.Contains(t, hud, "physics")
	assert.NotContains(t, hud, "controls:")

	press(w, resources.KeyP)
	press(w, resources.KeyH)
	press(w, resources.KeyG)
	*ecs.GetResource[resources.Status](w) = resources.Status{Text: "bad scene:\nline 2", Error: true}
	runFrame(w, s)
	hud = strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n")
	assert.Contains(t, hud, "PAUSED")
	assert.Contains(t, hud, "controls:")
	assert.Contains(t, hud, "gravity: camera")
	assert.Contains(t, hud, "\nline 2\n", "a status message is split into lines")
}

func TestTemporaryStatusExpires(t *testing.T) {
	w, s := newScheduled(t)
	st := ecs.GetResource[resources.Status](w)
	*st = resources.Status{Text: "saved", Remaining: 0.05}
	runFrame(w, s)
	require.Equal(t, "saved", st.Text)
	for range 3 {
		runFrame(w, s)
	}
	assert.Empty(t, st.Text)
}
