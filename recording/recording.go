package recording

import (
	"time"

	"cubefall/resources"
)

// Format is the version of the file format this package writes and the
// newest it reads. Raise it when the format changes; Read refuses files of
// a newer format with a message that says so, and reads older ones.
// Format 2 added the cursor's position (cursor=X,Y), which the inspector's
// pick reads while the cursor is free; a format-1 file's frames have the
// cursor at 0,0. Format 3 moved the panic of a run that panicked from the
// header to a panic line before the end line, since a recording is
// written as its frames pass and its header comes first; a format-2
// file's panic is read from its header.
const Format = 3

// Recording is a whole play-through held in memory: what to spawn, then
// every frame's input, delta and resulting world hash. A run records and
// replays through Writer and Reader, a frame at a time; a Recording is for
// tests and tools.
type Recording struct {
	Header
	Frames []Frame
}

// Header is what a replay needs before its first frame.
type Header struct {
	// Simulation is the systems' SimulationVersion the run was recorded
	// with: a build with another version makes other worlds.
	Simulation int `json:"simulation"`
	// Source is where the scene came from (a path, or embedded:NAME): for
	// messages and for the scene's reloads. Scene is the scene file's full
	// text, so a recording stands alone.
	Source string `json:"source"`
	Scene  string `json:"scene"`
	// Seed is the seed the scene was spawned with (-seed, or the scene's
	// own); Cubes is -cubes, or -1 for the scene's own counts.
	Seed  int64 `json:"seed"`
	Cubes int   `json:"cubes"`
	// SeedGiven says that Seed came from -seed, which the recorded run
	// also gave to every scene it loaded later (a reload, a number key, a
	// dropped file); without it those scenes spawned with their own seeds,
	// and so must the replay's. Written only when true; a recording
	// without it whose Seed is not the scene's own was made with -seed too.
	SeedGiven bool `json:"seedGiven,omitempty"`
	// Inspect says that the run began with the inspector open (-inspect):
	// while it has a cube selected, the gravity gun acts on that cube, so
	// a replay must begin the same way. Written only when true.
	Inspect bool `json:"inspect,omitempty"`
	// Spawn is the world hash right after the spawn, before frame 0.
	Spawn Hash `json:"spawn"`
	// Panic, when not empty, is what the recorded run panicked with, in
	// its last frame: that frame's input is kept, so a replay runs into
	// the same moment, and its hash is 0, since the frame never finished.
	// The file keeps it in the panic line after the last frame (a header
	// of format 2 held it here).
	Panic string `json:"panic,omitempty"`
}

// Frame is one frame of a play-through.
type Frame struct {
	// Delta is the frame time handed to the scheduler, which turns it into
	// fixed steps: 1/60 s headless, the measured time in a window.
	Delta time.Duration
	// Input is every input the systems read in this frame.
	Input Input
	// Reloads are the scene files the frame's reloads (R) read, in order.
	Reloads []Reload
	// Hash is the world hash after the frame's systems ran.
	Hash Hash
}

// Reload is what one reload read: the scene file's text, or the error
// reading it gave (a file that was gone, say), which a replay gives again.
type Reload struct {
	Text  string
	Error string // "" when the file was read
}

// Hash is a world hash (ecs.World.Hash); it is written as 16 hex digits.
type Hash uint64

// Input is the part of resources.Input that systems read, as data: held
// and newly pressed keys and mouse buttons (sorted), the mouse movement,
// whether the cursor is captured and where it is, the framebuffer size
// and the files dropped onto the window.
type Input struct {
	Held, Pressed       []resources.Key
	ButtonsHeld, Clicks []resources.MouseButton
	MouseDX, MouseDY    float64
	Captured            bool
	CursorX, CursorY    float64
	Width, Height       int
	Dropped             []string
}

// Capture copies what the systems will read from in.
func Capture(in *resources.Input) Input {
	c := Input{MouseDX: in.MouseDX, MouseDY: in.MouseDY, Captured: in.CursorCaptured,
		CursorX: in.CursorX, CursorY: in.CursorY, Width: in.Width, Height: in.Height}
	if len(in.Dropped) > 0 {
		c.Dropped = append([]string(nil), in.Dropped...)
	}
	for k := range in.Held {
		if in.Held[k] {
			c.Held = append(c.Held, resources.Key(k))
		}
		if in.Pressed[k] {
			c.Pressed = append(c.Pressed, resources.Key(k))
		}
	}
	for b := range in.ButtonHeld {
		if in.ButtonHeld[b] {
			c.ButtonsHeld = append(c.ButtonsHeld, resources.MouseButton(b))
		}
		if in.ButtonPressed[b] {
			c.Clicks = append(c.Clicks, resources.MouseButton(b))
		}
	}
	return c
}

// Apply overwrites in with the recorded input, so the systems read exactly
// what they read when it was recorded. CloseRequested and WantCapture are
// left alone: the one is the window's, the other the systems' own.
func (c Input) Apply(in *resources.Input) {
	clear(in.Held[:])
	clear(in.Pressed[:])
	clear(in.ButtonHeld[:])
	clear(in.ButtonPressed[:])
	for _, k := range c.Held {
		in.Held[k] = true
	}
	for _, k := range c.Pressed {
		in.Pressed[k] = true
	}
	for _, b := range c.ButtonsHeld {
		in.ButtonHeld[b] = true
	}
	for _, b := range c.Clicks {
		in.ButtonPressed[b] = true
	}
	in.MouseDX, in.MouseDY = c.MouseDX, c.MouseDY
	in.CursorCaptured = c.Captured
	in.CursorX, in.CursorY = c.CursorX, c.CursorY
	in.Width, in.Height = c.Width, c.Height
	in.Dropped = append(in.Dropped[:0], c.Dropped...)
}
