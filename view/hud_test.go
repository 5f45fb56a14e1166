package view

import (
	"cubefall/systems"
	"fmt"
	"slices"
	"strings"
	"testing"

	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/scenes"

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

// TestHUDShowsTheState: by default one calm line (scene, fps, entities,
// who falls, what the gun would hit, the help key); F3 shows the detailed
// lines; H the controls.
func TestHUDShowsTheState(t *testing.T) {
	w, s := newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{0, 0, 10})
	for i := range 3 {
		testworld.Cube(w, mgl32.Vec3{float32(i), 0, 0}, -1)
	}
	testworld.RunFrame(w, s)
	hud := ecs.GetResource[frame.Frame](w).HUD
	require.Len(t, hud, 1, "the default HUD is one line")
	assert.Contains(t, hud[0], "60 fps")
	assert.Contains(t, hud[0], "entities 4")
	assert.Contains(t, hud[0], "gravity: cubes")
	assert.Contains(t, hud[0], "aim Entity(", "the camera looks at a cube")
	assert.Contains(t, hud[0], "H / F1: help")
	assert.NotContains(t, hud[0], "physics", "per-system times are one key away")

	testworld.Press(w, resources.KeyF3)
	testworld.RunFrame(w, s)
	detail := strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n")
	assert.Contains(t, detail, "gravity: cubes (3 of 3)")
	assert.Contains(t, detail, "physics")
	assert.Contains(t, detail, "F3: details")
	assert.NotContains(t, detail, "controls:")
	assert.NotContains(t, detail, " hang ", "a Startup system ran once and has no per-frame time")

	testworld.Press(w, resources.KeyF3)
	testworld.Press(w, resources.KeyP)
	testworld.Press(w, resources.KeyH)
	testworld.Press(w, resources.KeyG)
	*ecs.GetResource[resources.Status](w) = resources.Status{Text: "bad scene:\nline 2", Error: true}
	testworld.RunFrame(w, s)
	full := strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n")
	assert.Contains(t, full, "PAUSED")
	assert.Contains(t, full, "controls:")
	assert.Contains(t, full, "scenes:", "the help lists the scenes the number keys load")
	assert.Contains(t, full, scenes.Names()[0])
	assert.Contains(t, full, "gravity: camera")
	assert.Contains(t, full, "\nline 2\n", "a status message is split into lines")
	assert.NotContains(t, full, "physics", "F3 again: back to the compact line")
}

func TestTemporaryStatusExpires(t *testing.T) {
	w, s := newScheduled(t)
	st := ecs.GetResource[resources.Status](w)
	*st = resources.Status{Text: "saved", Remaining: 0.05}
	testworld.RunFrame(w, s)
	require.Equal(t, "saved", st.Text)
	for range 3 {
		testworld.RunFrame(w, s)
	}
	assert.Empty(t, st.Text)
}

// hudAfter runs one frame with the given window size and status, and
// returns the HUD's lines.
func hudAfter(t *testing.T, width, height int, status string) []string {
	t.Helper()
	w, s := newScheduled(t)
	in := ecs.GetResource[resources.Input](w)
	in.Width, in.Height = width, height
	*ecs.GetResource[resources.Status](w) = resources.Status{Text: status, Error: true}
	testworld.RunFrame(w, s)
	return ecs.GetResource[frame.Frame](w).HUD
}

// statusRowsOf returns the HUD rows from the status message's first row
// (which starts with first) to the end: in the default compact HUD the
// status message is last.
func statusRowsOf(t *testing.T, hud []string, first string) []string {
	t.Helper()
	for i, l := range hud {
		if strings.HasPrefix(l, first) {
			return hud[i:]
		}
	}
	t.Fatalf("no HUD row starts with %q:\n%s", first, strings.Join(hud, "\n"))
	return nil
}

// TestStatusIsWrappedToTheWindow: a 320-pixel window holds 42 columns of
// the 7-pixel font (8 px margins, 4 px padding); a long reload error is
// wrapped to them instead of running off the screen.
func TestStatusIsWrappedToTheWindow(t *testing.T) {
	long := "scenes: my-scene.json:12:7: $.entities[3].components.Transform.position: expected an array of 3 numbers"
	hud := hudAfter(t, 320, 240, "reload failed, still running the old scene:\n"+long)
	rows := statusRowsOf(t, hud, "reload failed")
	require.Greater(t, len(rows), 2, "the long line takes several rows")
	for _, r := range rows {
		assert.LessOrEqual(t, len(r), 42, "%q", r)
	}
	noSpace := func(s string) string { return strings.ReplaceAll(s, " ", "") }
	assert.Contains(t, noSpace(strings.Join(rows, "")), noSpace(long), "nothing lost")
}

// TestManyErrorsShowTheFirstAndCount: 30 errors do not fill the screen;
// the HUD shows the first ones and how many more there are.
func TestManyErrorsShowTheFirstAndCount(t *testing.T) {
	lines := []string{"reload failed, still running the old scene:"}
	for i := range 30 {
		lines = append(lines, fmt.Sprintf("bad.json:%d:1: unknown component", i+1))
	}
	hud := hudAfter(t, 1280, 720, strings.Join(lines, "\n"))
	rows := statusRowsOf(t, hud, "reload failed")
	assert.Len(t, rows, statusRows)
	assert.Equal(t, "bad.json:1:1: unknown component", rows[1])
	assert.Equal(t, "... and 24 more", rows[statusRows-1], "1 headline + 6 errors shown, 24 counted")
}

func TestStatusLines(t *testing.T) {
	assert.Equal(t, []string{"saved x.png"}, statusLines("saved x.png", 40))
	assert.Equal(t, []string{"a", "b", "c"}, statusLines("a\nb\nc", 40))
	long := strings.Repeat("word ", 100)
	rows := statusLines(long+"\nsecond", 30)
	assert.Len(t, rows, statusRows)
	assert.Equal(t, "... (cut) and 1 more", rows[statusRows-1])
	eight := strings.Repeat("x\n", 7) + "x"
	assert.Len(t, statusLines(eight, 30), 8, "exactly statusRows lines fit without a count")
	assert.Equal(t, "... and 2 more", statusLines(eight+"\nx", 30)[7])
	rows = statusLines(long, 30)
	assert.Len(t, rows, statusRows, "one long line fills the rows")
	assert.Equal(t, "... (cut)", rows[statusRows-1], "and nothing after it to count")
	rows = statusLines("reload failed:\n"+long, 30)
	assert.Equal(t, "reload failed:", rows[0])
	assert.True(t, strings.HasPrefix(rows[1], "word word"), "a long last line shows its beginning: %q", rows)
	assert.Equal(t, "... (cut)", rows[statusRows-1])
	rows = statusLines("a\n"+long+"\nb\nc", 30)
	assert.Len(t, rows, statusRows)
	assert.Equal(t, "... (cut) and 2 more", rows[statusRows-1], "a long middle line, cut, and the two after it")
}

func TestWrap(t *testing.T) {
	assert.Equal(t, []string{"short"}, Wrap("short", 20))
	assert.Equal(t, []string{"one two three four", "  five six"}, Wrap("one two three four five six", 20))
	assert.Equal(t, []string{"abcdefghij", "  klmnopqr", "  st"}, Wrap("abcdefghijklmnopqrst", 10), "a word too long is cut")
}

// TestHUDEscapesSceneText: a scene's name and an error quoting a scene
// reach the HUD with their control characters escaped, so nothing from a
// file is drawn as raw control codes (or, logged, drives the terminal).
func TestHUDEscapesSceneText(t *testing.T) {
	w, s := newScheduled(t)
	ecs.AddResource(w, &systems.SceneRef{Scene: &scenes.Scene{Name: "evil\x1b[31m"}})
	*ecs.GetResource[resources.Status](w) = resources.Status{Text: "reload failed:\nbad \x1b[2J name\tand \u202etxt.exe", Error: true}
	testworld.RunFrame(w, s)
	hud := strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n")
	assert.NotContains(t, hud, "\x1b")
	assert.NotContains(t, hud, "\u202e")
	assert.NotContains(t, hud, "\t")
	assert.Contains(t, hud, `evil\x1b[31m`)
	assert.Contains(t, hud, `bad \x1b[2J name\tand \u202etxt.exe`)
}

// The HUD shows the time scale while it is not real time.
func TestHUDShowsTheTimeScale(t *testing.T) {
	w, s := newScheduled(t)
	testworld.RunFrame(w, s)
	require.NotEmpty(t, ecs.GetResource[frame.Frame](w).HUD)
	assert.NotContains(t, strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n"), "time ", "real time is not shown")
	testworld.Press(w, resources.KeyLeftBracket)
	testworld.RunFrame(w, s)
	assert.Contains(t, strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n"), "time 0.5x")
	for range 10 {
		testworld.Press(w, resources.KeyRightBracket)
		testworld.RunFrame(w, s)
	}
	assert.Contains(t, strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n"), "time 4x")
}

// The default scene runs under the whole schedule and is drawn, its name
// at the head of the HUD.
func TestDefaultSceneRunsAndDraws(t *testing.T) {
	sc, err := scenes.Open(scenes.Default)
	require.NoError(t, err)
	w, s := newScheduled(t)
	o := scenes.Overrides{Cubes: 500}
	require.NoError(t, sc.Spawn(w, o))
	ecs.AddResource(w, &systems.SceneRef{Scene: sc, Overrides: o})
	for range 30 {
		testworld.RunFrame(w, s)
	}
	f := ecs.GetResource[frame.Frame](w)
	assert.Equal(t, 500, f.Total)
	assert.Positive(t, f.Drawn)
	assert.Equal(t, sc.Name+"   ", sceneTitle(w))
}

// helpAt opens the help in a window of the given size and returns the
// HUD's rows of every page, turning them with the help key.
func helpAt(t *testing.T, width, height int) [][]string {
	t.Helper()
	w, s := newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{0, 0, 10})
	in := ecs.GetResource[resources.Input](w)
	in.Width, in.Height = width, height
	testworld.Press(w, resources.KeyH)
	testworld.RunFrame(w, s)
	view := ecs.GetResource[resources.ViewOptions](w)
	require.True(t, view.Help)
	var pages [][]string
	for view.Help {
		pages = append(pages, slices.Clone(ecs.GetResource[frame.Frame](w).HUD))
		require.Less(t, len(pages), 20, "the pages end")
		testworld.Press(w, resources.KeyH)
		testworld.RunFrame(w, s)
	}
	return pages
}

// The help fits the window: at 800x450 and 480x300 it is cut into pages
// that each fit down and across the window, every control and scene is
// on one of them, and each page but the last says the help key shows more.
func TestHelpIsPagedToFitTheWindow(t *testing.T) {
	for _, size := range [][2]int{{800, 450}, {480, 300}} {
		pages := helpAt(t, size[0], size[1])
		rows := ((size[1] - 2*hudTextMargin) - 2*hudTextPadding + hudLineGap) / (hudLineHeight + hudLineGap)
		cols := (size[0] - 2*hudTextMargin - 2*hudTextPadding) / hudCharWidth
		require.Greater(t, len(pages), 1, "%v: the help takes more than one page", size)
		all := ""
		for i, p := range pages {
			assert.LessOrEqual(t, len(p), rows, "%v: page %d fits down the window", size, i+1)
			for _, l := range p {
				assert.LessOrEqual(t, len(l), cols, "%v: %q fits across", size, l)
			}
			if i < len(pages)-1 {
				assert.Contains(t, p[len(p)-1], fmt.Sprintf("H / F1 shows page %d of %d", i+2, len(pages)), "%v: the more note", size)
			}
			all += strings.Join(p, "\n") + "\n"
		}
		assert.Contains(t, all, "F6", "%v: the save key is on a page", size)
		names := scenes.Names()
		assert.Contains(t, all, names[min(len(names), 9)-1], "%v: the last scene is on a page", size)
	}
	assert.Len(t, helpAt(t, 1280, 1400), 1, "a tall window shows the help on one page")
}

// While the inspector has a cube selected, the HUD says E acts on it, not
// on the cube under the crosshair.
func TestHUDSaysEActsOnTheSelection(t *testing.T) {
	w, s := newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{0, 0, 10})
	testworld.Cube(w, mgl32.Vec3{}, -1)
	side := testworld.Cube(w, mgl32.Vec3{8, 0, 0}, -1)
	testworld.RunFrame(w, s)
	assert.Contains(t, ecs.GetResource[frame.Frame](w).HUD[0], "aim Entity(")
	*ecs.GetResource[resources.InspectorState](w) = resources.InspectorState{Open: true, Selected: side}
	testworld.RunFrame(w, s)
	assert.Contains(t, ecs.GetResource[frame.Frame](w).HUD[0], fmt.Sprintf("E acts on the selected %v", side))
}

// Where the scene named an entity, the aim line and the events show its
// name beside its handle.
func TestHUDAndEventsShowTheSceneNames(t *testing.T) {
	w, s := newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{0, 0, 10})
	hub := testworld.Cube(w, mgl32.Vec3{}, -1)
	ecs.AddResource(w, &systems.SceneRef{Named: map[string]ecs.Entity{"hub": hub}})
	ecs.GetResource[resources.ViewOptions](w).Details = true
	testworld.RunFrame(w, s)
	hud := strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n")
	assert.Contains(t, hud, "aim hub "+hub.String())
	testworld.Press(w, resources.KeyE)
	testworld.RunFrame(w, s)
	hud = strings.Join(ecs.GetResource[frame.Frame](w).HUD, "\n")
	assert.Contains(t, hud, "gun: hub "+hub.String()+" stops falling")
}
