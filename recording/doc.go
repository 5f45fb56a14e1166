// Package recording reads and writes play-throughs: everything a replay
// needs to run the same frames again and reach the same worlds, bit for
// bit.
//
// A deterministic simulation (fixed steps, a seeded spawn, systems that
// read nothing but the world and its resources) turns the same scene and
// the same input into the same world. So a run is reproduced by keeping
// what went into it: the scene file's text, the seed and -cubes, and per
// frame the input the systems read (keys, mouse buttons, mouse movement,
// the captured cursor, the window size) and the frame time the scheduler
// turned into fixed steps. Per frame the file also keeps the world hash
// after the frame (ecs.World.Hash), so a replay can say at which frame it
// left the recorded run, instead of only that the end differs.
//
// # The file
//
// Text, one line per frame, so a recording can be read, diffed and
// pasted into a bug report:
//
//	cubefall recording 3
//	{"simulation":1,"source":"embedded:ten-cubes","scene":"{...}","seed":7,"cubes":-1,"spawn":"5f0c6a2e81d3b4a7"}
//	0 dt=16666666 keys=- pressed=- buttons=- clicks=- mouse=0,0 size=1280x720 captured=false cursor=640,360 hash=0a1b2c3d4e5f6071
//	reload "{...the scene file a reload read...}"
//	drop "/home/me/scenes/mine.json"
//	1 dt=16666666 keys=71 pressed=71 buttons=- clicks=- mouse=0,0 size=1280x720 captured=false cursor=640,360 hash=...
//	end 2
//
// The first line names the format and its version ([Format]); the second
// is a JSON [Header]; then each frame, numbered from 0, with its fields
// always in the same order: dt (nanoseconds), held and newly pressed keys
// (GLFW key codes, ascending, - for none), held and newly pressed mouse
// buttons, the mouse movement in pixels, the framebuffer size, whether the
// cursor is captured, where the cursor is (pixels from the window's
// top-left corner; the inspector picks there while the cursor is free),
// and the world hash in hex. A reload line gives the
// scene text a reload (R, a number key, a dropped file) read in the frame
// that follows it, or reload-failed the error reading it gave; a drop
// line, a file dropped onto the window in that frame. A run that panicked
// ends with a panic line, panic "MESSAGE", after the frame it panicked in.
// The last line counts the frames: a file without it is truncated. Its
// newline may be missing (an editor may drop it); a count that is then
// wrong says the file was cut.
//
// # Any length, in bounded memory
//
// A recording has no cap on its length. [Writer] writes each frame as it
// passes and [Reader] reads one frame at a time, so recording and
// replaying hold the header and one frame, never the whole play-through:
// an hour of frames costs disk, not memory. Only a line is capped
// ([MaxLine]), at what the longest header or reload line can need: a
// recording keeps a scene's text of at most [MaxScene] bytes. -record
// writes through [File]: the frames go to a temporary file beside the
// target as they pass, and the file takes the target's name whole, when
// the run ends (or panics). -replay reads the file through once with
// [Scan] before its first frame, so that a damaged file is refused before
// anything runs, then plays it frame by frame.
//
// [Reader] checks everything and names the line, its byte offset and its
// frame in each error; a file of a newer format is refused with a message
// saying so, and older formats are read. It never panics (FuzzRead). An
// edit that keeps the format, an input changed by hand, shows up as a
// world hash that differs at the frame it changed.
package recording
