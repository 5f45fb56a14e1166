package recording_test

import (
	"fmt"
	"time"

	"cubefall/recording"
	"cubefall/resources"
)

// A recording is text: a format line, a JSON header, one line per frame
// and an end line that counts them.
func ExampleEncode() {
	in := resources.Input{Width: 640, Height: 360}
	in.SetKey(resources.KeyG, true) // the player presses G
	rec := &recording.Recording{
		Header: recording.Header{Simulation: 1, Source: "embedded:ten-cubes", Scene: `{"name": "ten-cubes"}`, Seed: 1, Cubes: -1, Spawn: 0x1234},
		Frames: []recording.Frame{{Delta: time.Second / 60, Input: recording.Capture(&in), Hash: 0xabcd}},
	}
	fmt.Print(string(recording.Encode(rec)))
	// Output:
	// cubefall recording 3
	// {"simulation":1,"source":"embedded:ten-cubes","scene":"{\"name\": \"ten-cubes\"}","seed":1,"cubes":-1,"spawn":"0000000000001234"}
	// 0 dt=16666666 keys=71 pressed=71 buttons=- clicks=- mouse=0,0 size=640x360 captured=false cursor=0,0 hash=000000000000abcd
	// end 1
}

// Read checks every line; an error names the file, the line, its byte
// offset and the frame.
func ExampleRead() {
	_, err := recording.Read("bug.rec", []byte("cubefall recording 2\n"+
		`{"simulation":1,"source":"s.json","scene":"{}","seed":0,"cubes":-1,"spawn":"0000000000000000"}`+"\n"+
		"0 dt=16666666 keys=- pressed=- buttons=- clicks=- mouse=0,0 size=640x360 captured=false cursor=0,0 hash=0000000000000000\n"))
	fmt.Println(err)
	// Output:
	// bug.rec:4: byte 237, frame 1: the file ends after 1 complete frames, with no "end N" line: it is truncated (a recording is written whole when its run ends; was the file cut, or copied while being written?)
}
