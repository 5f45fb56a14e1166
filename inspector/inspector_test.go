package inspector

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/render/frame"
	"cubefall/resources"
	"cubefall/systems"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inspectorSetup is the full schedule with a camera at (0, 0, 10) looking
// down −Z at a hanging cube at the origin, and another hanging cube off to
// the right, in a 1280x720 window.
func inspectorSetup(t *testing.T) (w *ecs.World, s *ecs.Scheduler, centre, right ecs.Entity) {
	w, s = newScheduled(t)
	testworld.Camera(w, mgl32.Vec3{0, 0, 10})
	centre = testworld.Cube(w, mgl32.Vec3{}, 0)
	right = testworld.Cube(w, mgl32.Vec3{3, 0, 0}, 0)
	in := ecs.GetResource[resources.Input](w)
	in.Width, in.Height = 1280, 720
	testworld.RunFrame(w, s)
	return w, s, centre, right
}

// panel returns the frame's inspector panel whose title starts with name.
func panel(t *testing.T, w *ecs.World, name string) frame.Panel {
	t.Helper()
	for _, p := range ecs.GetResource[frame.Frame](w).Inspector.Panels {
		if strings.HasPrefix(p.Title, name) {
			return p
		}
	}
	t.Fatalf("no %q panel", name)
	return frame.Panel{}
}

// rowWith returns the first row of p whose text or tail contains s.
func rowWith(p frame.Panel, s string) (frame.Row, bool) {
	for _, r := range p.Rows {
		if strings.Contains(r.Text, s) || strings.Contains(r.Tail, s) {
			return r, true
		}
	}
	return frame.Row{}, false
}

// hasRowStarting reports whether a row of p starts with s.
func hasRowStarting(p frame.Panel, s string) bool {
	for _, r := range p.Rows {
		if strings.HasPrefix(r.Text, s) {
			return true
		}
	}
	return false
}

func TestTabOpensTheInspectorFSelectsAndClosingDeselects(t *testing.T) {
	w, s, centre, _ := inspectorSetup(t)
	st := ecs.GetResource[resources.InspectorState](w)
	f := ecs.GetResource[frame.Frame](w)
	assert.False(t, f.Inspector.Open, "closed at start")

	testworld.Press(w, resources.KeyTab)
	testworld.RunFrame(w, s)
	require.True(t, st.Open)
	require.True(t, f.Inspector.Open)
	var titles []string
	for _, p := range f.Inspector.Panels {
		titles = append(titles, strings.Fields(p.Title)[0])
	}
	assert.Equal(t, []string{"Tables", "Systems", "Entity", "Frame", "Events"}, titles)

	testworld.Press(w, resources.KeyF)
	testworld.RunFrame(w, s)
	assert.Equal(t, centre, st.Selected, "F selects the cube under the crosshair")

	testworld.Press(w, resources.KeyF2)
	testworld.RunFrame(w, s)
	assert.False(t, st.Open, "the second binding closes it")
	assert.True(t, st.Selected == (ecs.Entity{}), "closing deselects")
	assert.False(t, f.Inspector.Open)
}

func TestClickSelectsUnderThePointerAndTheSkyDeselects(t *testing.T) {
	w, s, centre, right := inspectorSetup(t)
	st := ecs.GetResource[resources.InspectorState](w)
	in := ecs.GetResource[resources.Input](w)
	st.Open = true
	f := ecs.GetResource[frame.Frame](w)
	click := func(p mgl32.Vec3) {
		win := mgl32.Project(p, f.View, f.Projection, 0, 0, 1280, 720)
		in.CursorX, in.CursorY = float64(win.X()), float64(720-win.Y())
		in.SetButton(resources.MouseLeft, true)
		in.SetButton(resources.MouseLeft, false)
		testworld.RunFrame(w, s)
	}
	click(mgl32.Vec3{3, 0, 0})
	assert.Equal(t, right, st.Selected, "the cube under the pointer, not the one under the crosshair")
	assert.False(t, in.WantCapture, "with the inspector open a click selects; it does not capture the mouse")
	click(mgl32.Vec3{0, 0, 0})
	assert.Equal(t, centre, st.Selected)
	click(mgl32.Vec3{0, 4, 0})
	assert.True(t, st.Selected == (ecs.Entity{}), "a click on the sky deselects")
}

func TestInspectorPanelsFollowTheSelectedCubeAcrossTables(t *testing.T) {
	w, s, centre, _ := inspectorSetup(t)
	testworld.Press(w, resources.KeyF)
	testworld.RunFrame(w, s)
	require.Equal(t, centre, ecs.GetResource[resources.InspectorState](w).Selected)

	marked, ok := rowWith(panel(t, w, "Tables"), "Gravity")
	require.True(t, ok)
	assert.Equal(t, frame.Marked, marked.Style, "the selected cube's table is marked")
	ent := panel(t, w, "Entity")
	assert.Contains(t, ent.Rows[0].Text, centre.String())
	assert.True(t, hasRowStarting(ent, "Gravity "), "the entity's Gravity is listed")

	testworld.Press(w, resources.KeyE) // the gravity gun: Gravity leaves, the cube changes tables
	testworld.RunFrame(w, s)
	ent = panel(t, w, "Entity")
	assert.False(t, hasRowStarting(ent, "Gravity "), "Gravity is gone from the entity")
	assert.True(t, hasRowStarting(ent, "OwnGravity "), "and kept as its OwnGravity")
	before, _ := w.TableOf(centre)
	assert.Contains(t, ent.Rows[0].Text, "table "+strconv.Itoa(before), "the entity panel names its new table")
	tables := panel(t, w, "Tables")
	var markedRows []frame.Row
	for _, r := range tables.Rows {
		if r.Style == frame.Marked {
			markedRows = append(markedRows, r)
		}
	}
	require.NotEmpty(t, markedRows)
	assert.Contains(t, markedRows[0].Text, " 1 ", "the marked table now holds the one cube")
	ev, ok := rowWith(panel(t, w, "Events"), "gun:")
	require.True(t, ok, "the gun's event is listed")
	assert.Contains(t, ev.Text, "frame ")

	sys := panel(t, w, "Systems")
	physics, ok := rowWith(sys, "physics")
	require.True(t, ok)
	assert.Len(t, physics.Bars, 2, "last and mean")
	assert.Contains(t, physics.Tail, "{Interpolated Transform Rigi", "the component set its query matches (cut to the column)")
	_, ok = rowWith(sys, "FixedUpdate")
	assert.True(t, ok, "systems are grouped by phase")
	assert.Regexp(t, `inspector \d+\.\d\d \+ draw \d+\.\d\d$`, sys.Title, "the inspector's own cost, whatever the machine's load")

	g := panel(t, w, "Frame graph").Graph
	require.NotNil(t, g)
	assert.Len(t, g.Sim, 3, "one column per frame run so far")
	assert.Equal(t, graphGuides, g.GuidesMs)
}

// selectedColor is the magenta the render collection draws the selection
// in (view/collect.go).
var selectedColor = mgl32.Vec4{1, 0.1, 0.85, 1}

func TestSelectedCubeIsDrawnMagentaWhileTheInspectorIsOpen(t *testing.T) {
	w, s, centre, _ := inspectorSetup(t)
	colours := func() []uint32 {
		var cs []uint32
		for _, inst := range ecs.GetResource[frame.Frame](w).Batch("cube").AppendDrawn(nil) {
			cs = append(cs, inst.Color)
		}
		return cs
	}
	assert.NotContains(t, colours(), frame.PackColor(selectedColor))
	testworld.Press(w, resources.KeyF)
	testworld.RunFrame(w, s)
	require.Equal(t, centre, ecs.GetResource[resources.InspectorState](w).Selected)
	assert.Contains(t, colours(), frame.PackColor(selectedColor))
	testworld.Press(w, resources.KeyTab)
	testworld.RunFrame(w, s)
	assert.NotContains(t, colours(), frame.PackColor(selectedColor), "closed: no highlight")
}

func TestClosedInspectorOnlyKeepsItsHistory(t *testing.T) {
	w, s, _, _ := inspectorSetup(t)
	*ecs.GetResource[DrawTimes](w) = DrawTimes{Sim: 2e6, Draw: 5e6}
	testworld.RunFrame(w, s)
	f := ecs.GetResource[frame.Frame](w)
	assert.False(t, f.Inspector.Open)
	assert.Empty(t, f.Inspector.Panels, "no panels built while closed")
	testworld.Press(w, resources.KeyTab)
	testworld.RunFrame(w, s)
	g := panel(t, w, "Frame graph").Graph
	require.Len(t, g.Sim, 3)
	assert.InDelta(t, 2.0, g.Sim[1], 1e-6, "the frame recorded while closed")
	assert.InDelta(t, 5.0, g.Draw[1], 1e-6)
}

func TestFrameHistoryKeepsTheLast240FramesOldestFirst(t *testing.T) {
	var h frameHistory
	for i := range graphFrames + 10 {
		h.record(&DrawTimes{Sim: time.Duration(i) * time.Millisecond})
	}
	sim, draw := h.unrolled()
	require.Len(t, sim, graphFrames)
	assert.Len(t, draw, graphFrames)
	assert.InDelta(t, 10.0, sim[0], 1e-3, "the 10 oldest are gone")
	assert.InDelta(t, float64(graphFrames+9), sim[graphFrames-1], 1e-3)
	assert.Equal(t, float32(200), graphScale([]float32{500}, []float32{0}), "a very slow frame is cut at 200 ms")
	assert.Equal(t, float32(40), graphScale([]float32{1}, []float32{2}), "both guides always show")
}

func TestPanelsAreRebuiltTenTimesASecondOrOnAChange(t *testing.T) {
	w, s, _, _ := inspectorSetup(t)
	f := ecs.GetResource[frame.Frame](w)
	testworld.Press(w, resources.KeyTab)
	testworld.RunFrame(w, s)
	opened := f.Inspector.Version
	require.NotZero(t, opened, "built when the inspector opens")
	testworld.RunFrame(w, s)
	testworld.RunFrame(w, s)
	assert.Equal(t, opened, f.Inspector.Version, "two frames later the same panels")
	for range 5 {
		testworld.RunFrame(w, s)
	}
	assert.Greater(t, f.Inspector.Version, opened, "rebuilt after a tenth of a second")
	built := f.Inspector.Version
	testworld.Press(w, resources.KeyF)
	testworld.RunFrame(w, s)
	assert.Greater(t, f.Inspector.Version, built, "a new selection shows at once")
}

func TestFitQueriesKeepsWholeSetsAndCountsTheRest(t *testing.T) {
	sets := []string{"{Transform Spin}", "{Transform RigidBody !Gravity}", "{Sky}"}
	assert.Equal(t, "-", fitQueries(nil, 30))
	assert.Equal(t, "{Transform Spin} +2", fitQueries(sets, 30))
	assert.Equal(t, "{Transform Spin} {Transform RigidBody !Gravity} {Sky}", fitQueries(sets, 80))
	assert.Equal(t, "{Transform... +2", fitQueries(sets, 16), "a first set too long is cut")
	for _, width := range []int{16, 20, 30, 50} {
		assert.LessOrEqual(t, len(fitQueries(sets, width)), width)
	}
}

// The pause menu has the inspector's keys while it is open: Tab does
// nothing in the menu, and opens the inspector once the menu is closed.
func TestThePauseMenuHasTheInspectorKeys(t *testing.T) {
	w, s := newScheduled(t)
	st := ecs.GetResource[resources.InspectorState](w)
	testworld.Press(w, resources.KeyEscape)
	testworld.RunFrame(w, s)
	require.True(t, ecs.GetResource[resources.SimState](w).Menu)
	testworld.Press(w, resources.KeyTab)
	testworld.RunFrame(w, s)
	assert.False(t, st.Open, "the menu has the key")
	testworld.Press(w, resources.KeyEscape)
	testworld.RunFrame(w, s)
	require.False(t, ecs.GetResource[resources.SimState](w).Menu)
	testworld.Press(w, resources.KeyTab)
	testworld.RunFrame(w, s)
	assert.True(t, st.Open)
}

// Every system's name and figures end before its bars start, the longest
// name ("worldtransforms") too.
func TestSystemNamesEndBeforeTheirBars(t *testing.T) {
	w, s, _, _ := inspectorSetup(t)
	ecs.GetResource[resources.InspectorState](w).Open = true
	testworld.RunFrame(w, s)
	p := panel(t, w, "Systems")
	longest := ""
	for _, r := range p.Rows {
		if len(r.Bars) == 0 {
			continue
		}
		assert.Less(t, len(strings.TrimRight(r.Text, " ")), p.BarColumn, "%q runs into its bar at column %d", r.Text, p.BarColumn)
		if name := strings.Fields(r.Text)[0]; len(name) > len(longest) {
			longest = name
		}
	}
	assert.Equal(t, "worldtransforms", longest, "the longest name is among the rows")
	assert.LessOrEqual(t, p.BarColumn+p.BarWidth+1, p.Width, "the bars fit the panel")
}

// With a cube selected, the Entity panel says E acts on it.
func TestEntityPanelSaysEActsOnTheSelection(t *testing.T) {
	w, s, _, right := inspectorSetup(t)
	*ecs.GetResource[resources.InspectorState](w) = resources.InspectorState{Open: true, Selected: right}
	testworld.RunFrame(w, s)
	_, ok := rowWith(panel(t, w, "Entity"), "E toggles this cube's gravity")
	assert.True(t, ok)
}

// The Entity panel names the entity the scene named.
func TestEntityPanelShowsTheSceneName(t *testing.T) {
	w, s, _, right := inspectorSetup(t)
	ecs.AddResource(w, &systems.SceneRef{Named: map[string]ecs.Entity{"lamp": right}})
	*ecs.GetResource[resources.InspectorState](w) = resources.InspectorState{Open: true, Selected: right}
	testworld.RunFrame(w, s)
	assert.True(t, hasRowStarting(panel(t, w, "Entity"), "lamp "+right.String()+"   in table"))
	snap := CollectInspect(w, right)
	assert.Equal(t, "lamp", snap.Selected.Name)
}

// Tables with no rows are folded into one dim row, not listed one by one.
func TestEmptyTablesAreFolded(t *testing.T) {
	w, s, centre, right := inspectorSetup(t)
	w.Destroy(centre)
	w.Destroy(right) // the cubes' table is empty now
	empty := 0
	for _, tb := range w.Tables() {
		if tb.Len == 0 {
			empty++
		}
	}
	require.Positive(t, empty)
	ecs.GetResource[resources.InspectorState](w).Open = true
	testworld.RunFrame(w, s)
	p := panel(t, w, "Tables")
	for _, r := range p.Rows[1:] {
		assert.False(t, strings.HasSuffix(strings.TrimSpace(r.Text), " 0 B"), "an empty table listed: %q", r.Text)
	}
	last := p.Rows[len(p.Rows)-1]
	assert.Contains(t, last.Text, strconv.Itoa(empty)+" empty table")
	assert.Equal(t, frame.Dim, last.Style)
}
