package systems

import (
	"fmt"

	"cubefall/ecs"
	"cubefall/render/frame"
)

// EventLog shows the last few events on the HUD, newest first, below the
// HUD's own lines, in the detailed view (F3): the default HUD stays one
// calm line. It reads the events in either view, so F3 shows the latest. It is a reader like any other: the systems that send
// the events do not know it exists, and it does not know who sends them.
// It runs in Render after the HUD, so its lines come last.
type EventLog struct {
	events eventReaders
	lines  []string // newest first, at most eventLogLines
}

// eventLogLines is how many events the log shows.
const eventLogLines = 5

// Init makes one reader per event type.
func (l *EventLog) Init(w *ecs.World) error {
	l.events = newEventReaders(w)
	return nil
}

// Update reads the new events and appends the log to the frame's HUD text.
func (l *EventLog) Update(w *ecs.World) {
	l.events.read(l.push)
	if len(l.lines) == 0 || !viewOptions(w).Details {
		return
	}
	f := ecs.GetResource[frame.Frame](w)
	f.HUD = append(f.HUD, "events, newest first:")
	f.HUD = append(f.HUD, l.lines...)
}

// Lines returns the log, newest first.
func (l *EventLog) Lines() []string { return l.lines }

// push puts s at the top of the log and drops the oldest line beyond the
// limit.
func (l *EventLog) push(s string) {
	if len(l.lines) < eventLogLines {
		l.lines = append(l.lines, "")
	}
	copy(l.lines[1:], l.lines)
	l.lines[0] = s
}

// eventReaders reads every kind of the demo's events, each with its own
// reader, so whoever holds one sees every event once, whatever the other
// readers do. The event log and the inspector each keep one.
type eventReaders struct {
	gravity    *ecs.EventReader[GravityChanged]
	loaded     *ecs.EventReader[SceneLoaded]
	failed     *ecs.EventReader[ReloadFailed]
	screenshot *ecs.EventReader[ScreenshotSaved]
}

// newEventReaders makes one reader per event type, adding the event
// resources w lacks.
func newEventReaders(w *ecs.World) eventReaders {
	addEvents(w)
	return eventReaders{
		gravity:    ecs.GetResource[ecs.Events[GravityChanged]](w).Reader(),
		loaded:     ecs.GetResource[ecs.Events[SceneLoaded]](w).Reader(),
		failed:     ecs.GetResource[ecs.Events[ReloadFailed]](w).Reader(),
		screenshot: ecs.GetResource[ecs.Events[ScreenshotSaved]](w).Reader(),
	}
}

// read calls fn with each new event as one line of text.
func (r eventReaders) read(fn func(string)) {
	for e := range r.gravity.Read() {
		fn(describeGravity(e))
	}
	for e := range r.loaded.Read() {
		fn(fmt.Sprintf("scene %s loaded (%d entities)", e.Name, e.Entities))
	}
	for e := range r.failed.Read() {
		fn("reload failed: " + e.Err)
	}
	for e := range r.screenshot.Read() {
		fn("screenshot saved: " + e.Path)
	}
}

// describeGravity is a GravityChanged as one line of text.
func describeGravity(e GravityChanged) string {
	verb := "stops falling"
	if e.HasGravity {
		verb = "falls"
	}
	s := fmt.Sprintf("%s: %v %s", e.By, e.Entity, verb)
	if e.Others > 0 {
		other := "fall again"
		if e.HasGravity {
			other = "hang still"
		}
		s += fmt.Sprintf(", %d cubes %s", e.Others, other)
	}
	return s
}

// AnnounceScene is a Startup system: it sends a [SceneLoaded] for the
// scene main spawned before the scheduler started (a reload sends its
// own), so the event log starts with the scene's name.
type AnnounceScene struct{}

// Update sends the event, if main named the scene in a [SceneRef].
func (AnnounceScene) Update(w *ecs.World) {
	if ref, ok := ecs.TryResource[SceneRef](w); ok && ref.Scene != nil {
		send(w, SceneLoaded{Name: ref.Scene.Name, Entities: w.Len()})
	}
}
