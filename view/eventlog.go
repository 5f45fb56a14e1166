package view

import (
	"cubefall/systems"
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
	events MessageReaders
	lines  []string // newest first, at most eventLogLines
}

// eventLogLines is how many events the log shows.
const eventLogLines = 5

// Init makes one reader per event type.
func (l *EventLog) Init(w *ecs.World) error {
	l.events = NewMessageReaders(w)
	return nil
}

// Update reads the new events and appends the log to the frame's HUD text.
func (l *EventLog) Update(w *ecs.World) {
	l.events.Read(l.push)
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

// MessageReaders reads every kind of the demo's messages, each with its own
// reader, so whoever holds one sees every message once, whatever the other
// readers do. The event log and the inspector each keep one.
type MessageReaders struct {
	w          *ecs.World // for the names of the entities the events are about
	gravity    *ecs.MessageReader[systems.GravityChanged]
	loaded     *ecs.MessageReader[systems.SceneLoaded]
	failed     *ecs.MessageReader[systems.ReloadFailed]
	screenshot *ecs.MessageReader[systems.ScreenshotSaved]
}

// NewMessageReaders makes one reader per message type, adding the message
// resources w lacks.
func NewMessageReaders(w *ecs.World) MessageReaders {
	systems.AddMessages(w)
	return MessageReaders{
		w:          w,
		gravity:    ecs.GetResource[ecs.Messages[systems.GravityChanged]](w).Reader(),
		loaded:     ecs.GetResource[ecs.Messages[systems.SceneLoaded]](w).Reader(),
		failed:     ecs.GetResource[ecs.Messages[systems.ReloadFailed]](w).Reader(),
		screenshot: ecs.GetResource[ecs.Messages[systems.ScreenshotSaved]](w).Reader(),
	}
}

// Read calls fn with each new event as one line of text.
func (r MessageReaders) Read(fn func(string)) {
	for e := range r.gravity.Read() {
		fn(describeGravity(e, systems.Label(r.w, e.Entity)))
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

// describeGravity is a systems.GravityChanged as one line of text, the
// entity shown as label.
func describeGravity(e systems.GravityChanged, label string) string {
	verb := "stops falling"
	if e.HasGravity {
		verb = "falls"
	}
	s := fmt.Sprintf("%s: %s %s", e.By, label, verb)
	if e.Others > 0 {
		other := "fall again"
		if e.HasGravity {
			other = "hang still"
		}
		s += fmt.Sprintf(", %d cubes %s", e.Others, other)
	}
	return s
}
