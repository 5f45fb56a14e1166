package view

import (
	"strings"
	"testing"

	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/scenes"
	"cubefall/systems"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStartHintFadesInAndOutOnce: the hint rises from nothing, holds at
// full opacity near the bottom of the screen, fades out within about six
// seconds, and does not come back, not even after a scene load.
func TestStartHintFadesInAndOutOnce(t *testing.T) {
	w, s := newScheduled(t)
	panel := &ecs.GetResource[frame.Frame](w).Notice
	testworld.RunFrame(w, s)
	require.Equal(t, []string{"click to look around   WASD to fly   G swaps gravity   E toggles one cube   H / F1 for help"}, panel.Lines)
	assert.Equal(t, frame.Bottom, panel.Place, "clear of the middle of the screen")
	first := panel.Opacity
	assert.Greater(t, first, float32(0))
	assert.Less(t, first, float32(0.1), "it fades in")
	var seen []float32
	for range 60 * 7 {
		testworld.RunFrame(w, s)
		seen = append(seen, panel.Opacity)
	}
	assert.Contains(t, seen, float32(1), "it holds at full opacity")
	assert.Zero(t, seen[len(seen)-1], "gone after seven seconds")
	assert.False(t, panel.Visible())

	ecs.GetResource[resources.SimState](w).Menu = true
	testworld.RunFrame(w, s)
	assert.Equal(t, frame.Centre, panel.Place, "the pause menu takes the notice")
	assert.Contains(t, panel.Lines, "PAUSED")
	assert.Contains(t, panel.Lines, "Q   quit")
	ecs.GetResource[resources.SimState](w).Menu = false
	for range 60 {
		testworld.RunFrame(w, s)
		assert.False(t, panel.Visible(), "the hint shows once per run")
	}
}

func TestHintOpacity(t *testing.T) {
	assert.Zero(t, hintOpacity(0))
	assert.InDelta(t, 0.5, hintOpacity(hintFadeIn/2), 1e-6)
	assert.Equal(t, float32(1), hintOpacity(hintFadeIn+hintHold/2))
	assert.InDelta(t, 0.5, hintOpacity(hintFadeIn+hintHold+hintFadeOut/2), 1e-6)
	assert.Zero(t, hintOpacity(hintFadeIn+hintHold+hintFadeOut))
	assert.Zero(t, hintOpacity(1e9))
}

// TestStartHintStaysOffTheInspector: with the inspector open from the
// first frame, the hint does not show over its panels; closed again while
// the hint still lasts, it shows.
func TestStartHintStaysOffTheInspector(t *testing.T) {
	w, s := newScheduled(t)
	panel := &ecs.GetResource[frame.Frame](w).Notice
	ecs.GetResource[resources.InspectorState](w).Open = true
	for range 60 {
		testworld.RunFrame(w, s)
		assert.False(t, panel.Visible(), "hidden while the inspector is open")
	}
	ecs.GetResource[resources.InspectorState](w).Open = false
	testworld.RunFrame(w, s)
	assert.True(t, panel.Visible(), "back once it is closed, while it lasts")
}

func TestStartHintStaysOffTheHelp(t *testing.T) {
	w, s := newScheduled(t)
	panel := &ecs.GetResource[frame.Frame](w).Notice
	for range 60 {
		testworld.RunFrame(w, s)
	}
	require.True(t, panel.Visible(), "the hint is up")
	testworld.Press(w, resources.KeyH)
	testworld.RunFrame(w, s)
	assert.False(t, panel.Visible(), "hidden while the help is open")
}

// Loading a scene with a number key shows its name and description at
// the bottom of the screen for a few seconds, in place of the start hint.
func TestASwitchedSceneShowsItsDescription(t *testing.T) {
	w, s := newScheduled(t)
	panel := &ecs.GetResource[frame.Frame](w).Notice
	ecs.AddResource(w, &systems.SceneRef{Scene: &scenes.Scene{Name: "start"}})
	testworld.RunFrame(w, s)
	names := scenes.Names()
	testworld.Press(w, resources.Key1+1)
	testworld.RunFrame(w, s)
	sc, err := scenes.Open(names[1])
	require.NoError(t, err)
	require.NotEmpty(t, sc.Description)
	for range 60 {
		testworld.RunFrame(w, s)
	}
	require.True(t, panel.Visible(), "the scene's note is up")
	assert.Equal(t, frame.Bottom, panel.Place)
	assert.Equal(t, names[1], panel.Lines[0], "the name first")
	text := strings.Join(panel.Lines[1:], " ")
	assert.Equal(t, strings.Join(strings.Fields(sc.Description), " "), strings.Join(strings.Fields(text), " "), "then the description")
	for _, l := range panel.Lines {
		assert.LessOrEqual(t, len(l), sceneNoteWidth)
	}
	for range 60 * 11 {
		testworld.RunFrame(w, s)
	}
	assert.False(t, panel.Visible(), "gone after a few seconds")
}
