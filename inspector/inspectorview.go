package inspector

import (
	"cubefall/resources"
	"cubefall/systems"
	"cubefall/view"
	"fmt"
	"time"

	"cubefall/ecs"
	"cubefall/render/frame"
)

// InspectorView fills [frame.Frame.Inspector] while the inspector is open:
// the panels Tables, Systems, Frame graph, Entity and Events, as plain
// rows, bars and a graph that package render draws (this package never
// calls GL). It runs last in the Render phase.
//
// Closed, it only keeps the frame graph's history and the event log up to
// date, a few stores per frame, so that both have something to show the
// moment the inspector opens; the panels, which walk every table and
// allocate, are built only while it is open.
type InspectorView struct {
	events  view.MessageReaders
	log     []string // "frame N  what", newest first, at most eventPanelRows
	history frameHistory
	cost    time.Duration // building the panels, the last time
	clock   float64       // seconds the inspector has been open, for paging
	since   float64       // seconds since the panels were built
	shown   resources.InspectorState
}

// inspectorRefresh is the longest the panels stay unchanged, in seconds:
// ten times a second is live to the eye, and the frames in between cost
// the panels' system and the renderer's layout nothing.
const inspectorRefresh = 0.1

// The inspector's layout, in characters of the monospaced font: the left
// column holds Tables and Systems, the right one Entity, the frame graph
// and Events. At 1280x720 (8 pixels a character) the two columns leave
// the middle of the screen free, so the crosshair and the selected cube
// under it stay in view.
const (
	leftWidth        = 76
	rightWidth       = 62
	eventPanelRows   = 8
	entityNameWidth  = 12  // the Entity panel's column of component names
	tableRowsPerPage = 8   // rows of the Tables panel on one page
	pageSeconds      = 4.0 // how long a page of tables shows before the next
)

// Init makes the event readers and adds the resources the view reads.
func (v *InspectorView) Init(w *ecs.World) error {
	v.events = view.NewMessageReaders(w)
	if _, ok := ecs.TryResource[resources.InspectorState](w); !ok {
		ecs.AddResource(w, &resources.InspectorState{})
	}
	if _, ok := ecs.TryResource[DrawTimes](w); !ok {
		ecs.AddResource(w, &DrawTimes{})
	}
	return nil
}

// Update records this frame and, while the inspector is open, builds the
// panels: at once when it opens, the selection changes or an event
// arrives (the gravity gun's, say), and otherwise ten times a second.
func (v *InspectorView) Update(w *ecs.World) {
	f := ecs.GetResource[frame.Frame](w)
	tm := ecs.GetResource[ecs.Time](w)
	v.history.record(ecs.GetResource[DrawTimes](w))
	logged := false
	v.events.Read(func(s string) { v.logEvent(tm.Frame, s); logged = true })
	st := ecs.GetResource[resources.InspectorState](w)
	f.Inspector.Open = st.Open
	if !st.Open {
		v.clock, v.shown = 0, resources.InspectorState{}
		return
	}
	v.clock += tm.FrameDelta
	v.since += tm.FrameDelta
	if *st == v.shown && !logged && v.since < inspectorRefresh && len(f.Inspector.Panels) > 0 {
		return // the panels drawn last frame stay
	}
	start := time.Now()
	v.since, v.shown = 0, *st
	f.Inspector.Version++
	f.Inspector.Page = int(v.clock / pageSeconds)
	f.Inspector.Panels = append(f.Inspector.Panels[:0],
		v.tablesPanel(w, st.Selected),
		v.systemsPanel(w),
		v.entityPanel(w, st.Selected),
		v.graphPanel(),
		v.eventsPanel(),
	)
	v.cost = time.Since(start)
}

// logEvent puts one event at the top of the inspector's log.
func (v *InspectorView) logEvent(frameNo uint64, s string) {
	line := fmt.Sprintf("frame %-6d %s", frameNo, s)
	if len(v.log) < eventPanelRows {
		v.log = append(v.log, "")
	}
	copy(v.log[1:], v.log)
	v.log[0] = line
}

// eventsPanel lists the newest events with the frame each arrived in.
func (v *InspectorView) eventsPanel() frame.Panel {
	p := frame.Panel{Name: "Events", Title: "Events   newest first", Column: 1, Width: rightWidth}
	for _, l := range v.log {
		p.Rows = append(p.Rows, frame.Row{Text: systems.Printable(l)})
	}
	if len(p.Rows) == 0 {
		p.Rows = append(p.Rows, frame.Row{Text: "none yet: press E on a cube, or G", Style: frame.Dim})
	}
	return p
}

// entityPanel describes the selected entity: its table and every
// component's value, live.
func (v *InspectorView) entityPanel(w *ecs.World, e ecs.Entity) frame.Panel {
	p := frame.Panel{Name: "Entity", Title: "Entity", Column: 1, Width: rightWidth}
	id, ok := w.TableOf(e)
	if !ok {
		p.Rows = []frame.Row{
			{Text: "nothing selected", Style: frame.Dim},
			{Text: "aim at a cube and press F, or click one;", Style: frame.Dim},
			{Text: "the selected cube is drawn in magenta", Style: frame.Dim},
		}
		return p
	}
	p.Rows = append(p.Rows, frame.Row{Text: fmt.Sprintf("%s   in table %d", systems.Label(w, e), id), Style: frame.Marked})
	if target, chosen := systems.GunTarget(w); chosen && target == e {
		p.Rows = append(p.Rows, frame.Row{Text: "E toggles this cube's gravity (the selection, not the aimed cube)", Style: frame.Dim})
	}
	for _, line := range familyLines(w, e) {
		for _, part := range view.Wrap(line, rightWidth) {
			p.Rows = append(p.Rows, frame.Row{Text: part})
		}
	}
	for _, c := range w.Components(e) {
		value := view.Wrap(FormatValue(c), rightWidth-entityNameWidth-1)
		p.Rows = append(p.Rows, frame.Row{Text: fmt.Sprintf("%-*s %s", entityNameWidth, ShortName(c), value[0])})
		for _, more := range value[1:] { // a long value goes on below its start
			p.Rows = append(p.Rows, frame.Row{Text: fmt.Sprintf("%*s %s", entityNameWidth, "", more)})
		}
	}
	return p
}
