package systems

import (
	"strings"

	"cubefall/ecs"
)

// The demo's messages, the events of its event log: what one system tells
// the others without calling them. Each type is an [ecs.Messages] resource that [AddResources] adds; a
// system that sends keeps the *ecs.Messages, a system that reads keeps its own
// [ecs.MessageReader]. The event log (package view) reads them all and shows
// the newest on the HUD.

// eventCapacity is how many unread messages of one type a reader may fall
// behind before it loses the oldest: far more than a frame's worth.
const eventCapacity = 64

// GravityCause says who changed an entity's gravity.
type GravityCause uint8

// The causes of a [GravityChanged].
const (
	BySwap GravityCause = iota // the G key: every cube, and the camera
	ByGun                      // the E key: the one cube under the crosshair
)

// String returns "swap" or "gun".
func (c GravityCause) String() string {
	if c == ByGun {
		return "gun"
	}
	return "swap"
}

// GravityChanged is sent when the player gives an entity Gravity or takes
// it away. The gravity swap sends one for the camera, with Others the
// number of cubes that changed the other way; the gun sends one for its
// cube.
type GravityChanged struct {
	Entity     ecs.Entity
	HasGravity bool
	By         GravityCause
	Others     int
}

// SceneLoaded is sent when a scene's entities have been spawned: by a
// reload, a scene picked with a number key or dropped on the window, or
// by main at start. Description is the scene file's own, as it is.
type SceneLoaded struct {
	Name        string
	Description string
	Entities    int
}

// ReloadFailed is sent when a reload was refused; the running scene is
// untouched. Err is the first line of the error.
type ReloadFailed struct {
	Err string
}

// ScreenshotSaved is sent by main after it wrote a screenshot file.
type ScreenshotSaved struct {
	Path string
}

// AddMessages adds the demo's message resources that w does not have yet.
func AddMessages(w *ecs.World) {
	addEventsOf[GravityChanged](w)
	addEventsOf[SceneLoaded](w)
	addEventsOf[ReloadFailed](w)
	addEventsOf[ScreenshotSaved](w)
}

func addEventsOf[T any](w *ecs.World) {
	if _, ok := ecs.TryResource[ecs.Messages[T]](w); !ok {
		ecs.AddMessages[T](w, eventCapacity)
	}
}

// send sends v on w's Events of T, if w has one (a test world may not).
func send[T any](w *ecs.World, v T) {
	if ev, ok := ecs.TryResource[ecs.Messages[T]](w); ok {
		ev.Send(v)
	}
}

// firstLine is the first line of s, for one-line events.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
