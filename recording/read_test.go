package recording_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/recording"
	"cubefall/resources"
)

// sample is a small recording with every kind of line.
func sample() *recording.Recording {
	return &recording.Recording{
		Header: recording.Header{Simulation: 1, Source: "embedded:ten-cubes", Scene: `{"name": "x"}`, Seed: -3, Cubes: -1, Spawn: 0xfeed},
		Frames: []recording.Frame{
			{Delta: time.Second / 60, Input: recording.Input{Width: 640, Height: 360}, Hash: 1},
			{Delta: 25 * time.Millisecond, Input: recording.Input{
				Held: []resources.Key{resources.KeyW, resources.KeyLeftShift}, Pressed: []resources.Key{resources.KeyLeftShift},
				ButtonsHeld: []resources.MouseButton{resources.MouseLeft}, Clicks: []resources.MouseButton{resources.MouseLeft},
				MouseDX: -0.1, MouseDY: 1e-300, Captured: true, CursorX: 320.5, CursorY: 17, Width: 1, Height: 16384, Dropped: []string{"/tmp/my scene.json", "x\n.json"}},
				Reloads: []recording.Reload{{Text: "{\n\"a\": \"é\x1b\"}"}, {Error: "scenes: open x: gone"}}, Hash: 0xffffffffffffffff},
		},
	}
}

func TestEncodeReadRoundTrip(t *testing.T) {
	want := sample()
	got, err := recording.Read("s.rec", recording.Encode(want))
	require.NoError(t, err)
	assert.Equal(t, want, got)

	want.Panic = "runtime error: index out of range [3] with length 3"
	want.Frames[1].Hash = 0
	file := recording.Encode(want)
	assert.Contains(t, string(file), "\npanic \"runtime error: index out of range [3] with length 3\"\nend 2\n", "after the last frame, before the end line")
	assert.NotContains(t, string(file), `"panic":`, "not in the header, which is written first")
	got, err = recording.Read("s.rec", file)
	require.NoError(t, err)
	assert.Equal(t, want, got, "a recording that ended in a panic")
}

// badRecordings are hand-made damage to sample's file, each with the
// message Read must give: the line, its byte offset, the frame, what is
// wrong.
var badRecordings = []struct {
	name, old, new string // replace old with new in the sample's file ("" old: the whole file)
	want           string
}{
	{"empty", "", "", "s.rec:1: byte 0: the file is empty"},
	{"not a recording", "", "PNG\x00", `s.rec:1: byte 0: not a Cubefall recording: the first line is not "cubefall recording N"`},
	{"newer format", "cubefall recording 3", "cubefall recording 4", "s.rec:1: byte 0: the recording is in format 4, newer than this build reads (format 3)"},
	{"bad format", "cubefall recording 3", "cubefall recording one", `s.rec:1: byte 0: the format version "one" is not a whole number from 1`},
	{"header not JSON", `{"simulation":1`, `{"simulation":`, "s.rec:2: byte 21: the header is not the JSON object -record writes"},
	{"unknown header field", `"cubes":-1`, `"cubes":-1,"speed":2`, `s.rec:2: byte 21: the header is not the JSON object -record writes: json: unknown field "speed"`},
	{"repeated header key", `"cubes":-1`, `"cubes":-1,"seed":3`, `s.rec:2: byte 21: the header names "seed" twice (JSON would keep the last quietly): keep one`},
	{"header key in two cases", `"cubes":-1`, `"cubes":-1,"Seed":3`, `s.rec:2: byte 21: the header names "seed" and "Seed", which JSON reads as the same field (it matches names ignoring case, and would keep the last quietly): keep one`},
	{"header key in two cases, Kelvin sign", `"cubes":-1`, `"cubes":-1,"\u212aeep":3`, `s.rec:2: byte 21: the header is not the JSON object -record writes: json: unknown field`},
	{"cubes over the cap", `"cubes":-1`, `"cubes":2000001`, `s.rec:2: byte 21: the header's "cubes" must be -1 (the scene's counts) or a count from 0 to 2000000 (scenes.MaxCount, the cap -cubes has), got 2000001: -record never writes that`},
	{"panic in a format-3 header", `"cubes":-1`, `"cubes":-1,"panic":"boom"`, `s.rec:2: byte 21: the header has a "panic": from format 3 the panic is kept in a "panic \"...\"" line before the end line`},
	{"no scene", `"scene":"{\"name\": \"x\"}"`, `"scene":""`, `s.rec:2: byte 21: the header needs a "source" and the scene's text in "scene"`},
	{"frame out of order", "\n1 dt=", "\n7 dt=", `s.rec:8: byte 377, frame 1: expected frame 1, got "7" (frames are numbered from 0, one line each)`},
	{"missing field", " cursor=0,0 hash=0000000000000001", " hash=0000000000000001", "s.rec:3: byte 144, frame 0: a frame line has 10 fields (dt keys pressed buttons clicks mouse size captured cursor hash), got 9"},
	{"format 1 with a cursor", "cubefall recording 3", "cubefall recording 1", "s.rec:3: byte 144, frame 0: a frame line has 9 fields (dt keys pressed buttons clicks mouse size captured hash), got 10"},
	{"infinite cursor", "cursor=320.5,17", "cursor=320.5,+Inf", `frame 1: cursor: expected X,Y, two finite numbers, got "320.5,+Inf"`},
	{"bad key", "keys=87,340", "keys=87,999", `s.rec:8: byte 377, frame 1: keys: expected - or numbers from 0 to 348 separated by commas, got "87,999"`},
	{"keys out of order", "keys=87,340", "keys=340,87", `frame 1: keys: the numbers must be in ascending order, each once, got "340,87"`},
	{"bad hash", "hash=0000000000000001", "hash=00000000000000g1", `frame 0: hash: a hash is 16 hex digits, got "00000000000000g1"`},
	{"bad delta", "dt=25000000", "dt=-1", `frame 1: dt: expected nanoseconds from 0 to 3600000000000, got "-1"`},
	{"NaN mouse", "mouse=-0.1,1e-300", "mouse=NaN,0", `frame 1: mouse: expected DX,DY, two finite numbers, got "NaN,0"`},
	{"bad size", "size=1x16384", "size=1x16385", `frame 1: size: expected WIDTHxHEIGHT, each from 0 to 16384, got "1x16385"`},
	{"bad captured", "captured=true", "captured=1", `frame 1: captured: expected true or false, got "1"`},
	{"bad reload", `reload "{`, `reload {`, `frame 1: a reload line holds one JSON string`},
	{"panic before a frame", "\ndrop \"/tmp/", "\npanic \"boom\"\ndrop \"/tmp/", `frame 1: the panic line comes last, right before the end line`},
	{"panic before any frame", "\n0 dt=", "\npanic \"boom\"\n0 dt=", `s.rec:3: byte 144, frame 0: a panic line follows the frame that panicked, and there is no frame before it`},
	{"empty panic", "end 2\n", "panic \"\"\nend 2\n", `s.rec:9: byte 517, frame 2: the panic line holds an empty message`},
	{"wrong count", "end 2", "end 3", "frame 2: the end line counts 3 frames, but the file holds 2 (lines were added or removed)"},
	{"more after end", "end 2\n", "end 2\nend 2\n", "frame 2: there is more after the end line"},
	{"truncated", "end 2\n", "", `s.rec:9: byte 517, frame 2: the file ends after 2 complete frames, with no "end N" line: it is truncated`},
	{"end line cut short, no newline", "end 2\n", "end 1", `s.rec:9: byte 517, frame 2: the file ends with "end 1", no newline and a count that is not the 2 frames it holds: it is truncated`},
	{"cut in a line", "d=true cursor=320.5,17 hash=ffffffffffffffff\nend 2\n", "d=tr", "s.rec:8: byte 377, frame 1: the file ends after 1 complete frames"},
}

// A format-1 file (before the cursor was recorded) still reads, with the
// cursor at 0,0 in every frame.
func TestReadsFormat1(t *testing.T) {
	old := &recording.Recording{
		Header: recording.Header{Simulation: 1, Source: "embedded:ten-cubes", Scene: `{"name": "x"}`, Cubes: -1},
		Frames: []recording.Frame{{Delta: time.Second / 60, Input: recording.Input{Width: 640, Height: 360, CursorX: 5, CursorY: 6}, Hash: 1}},
	}
	file := string(recording.Encode(old))
	file = strings.Replace(file, "cubefall recording 3", "cubefall recording 1", 1)
	file = strings.Replace(file, " cursor=5,6", "", 1)
	got, err := recording.Read("old.rec", []byte(file))
	require.NoError(t, err)
	old.Frames[0].Input.CursorX, old.Frames[0].Input.CursorY = 0, 0
	assert.Equal(t, old, got)
}

// Capture and Apply carry the cursor's position, which the inspector's
// pick reads while the cursor is free.
func TestTheCursorIsReplayed(t *testing.T) {
	in := resources.Input{CursorX: 300, CursorY: 200}
	var out resources.Input
	recording.Capture(&in).Apply(&out)
	assert.Equal(t, [2]float64{300, 200}, [2]float64{out.CursorX, out.CursorY})
}

func TestReadRefusesBadFiles(t *testing.T) {
	good := string(recording.Encode(sample()))
	for _, tc := range badRecordings {
		t.Run(tc.name, func(t *testing.T) {
			data := tc.new
			if tc.old != "" {
				require.Contains(t, good, tc.old)
				data = strings.Replace(good, tc.old, tc.new, 1)
			}
			_, err := recording.Read("s.rec", []byte(data))
			require.Error(t, err)
			var re *recording.Error
			require.True(t, errors.As(err, &re))
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// FuzzRead feeds arbitrary bytes to Read, seeded with the recordings the
// tests replay, the sample and every damaged sample above. Read must never
// panic; it returns a recording that encodes back to what it read, or an
// *Error with a line and an offset within the file. Crashers the fuzzer
// finds are kept in testdata/fuzz/FuzzRead and run by every go test.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "app", "testdata", "replays", "*.rec"))
	for _, file := range files {
		data, err := os.ReadFile(file)
		require.NoError(f, err)
		f.Add(data)
	}
	good := string(recording.Encode(sample()))
	f.Add([]byte(good))
	for _, tc := range badRecordings {
		f.Add([]byte(strings.Replace(good, tc.old, tc.new, 1)))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := recording.Read("fuzz.rec", data)
		if err != nil {
			var re *recording.Error
			require.True(t, errors.As(err, &re), "%v", err)
			require.Positive(t, re.Line)
			require.LessOrEqual(t, re.Offset, len(data))
			require.NotEmpty(t, re.Msg)
			return
		}
		again, err := recording.Read("fuzz.rec", recording.Encode(rec))
		require.NoError(t, err)
		require.Equal(t, rec, again)
	})
}

func TestLoadRefusesWhatIsNotARecordingFile(t *testing.T) {
	dir := t.TempDir()
	_, err := recording.Load(filepath.Join(dir, "none.rec"))
	assert.ErrorContains(t, err, "recording: stat "+filepath.Join(dir, "none.rec")+": no such file or directory")
	_, err = recording.Load(dir)
	assert.ErrorContains(t, err, dir+" is not a regular file")
}

// A recording whose last line lost its newline (an editor that drops
// it, a copy through a tool that trims) is whole: it reads as the file
// with the newline.
func TestAFinalNewlineMayBeMissing(t *testing.T) {
	good := recording.Encode(sample())
	got, err := recording.Read("s.rec", good[:len(good)-1])
	require.NoError(t, err)
	assert.Equal(t, sample(), got)
}

func TestDropLines(t *testing.T) {
	good := string(recording.Encode(sample()))
	assert.Contains(t, good, "drop \"/tmp/my scene.json\"\ndrop \"x\\n.json\"\nreload ", "drop lines before the frame, quoted")
	_, err := recording.Read("s.rec", []byte(strings.Replace(good, "end 2\n", "drop \"late.json\"\nend 2\n", 1)))
	assert.ErrorContains(t, err, "s.rec:10: byte 534, frame 2: a reload or drop line must come before the frame it belongs to, not before the end line")
}

// TestAHeaderKeyIsQuotedCut: an unknown header key of a megabyte is
// quoted by its start, so the message stays a line.
func TestAHeaderKeyIsQuotedCut(t *testing.T) {
	good := string(recording.Encode(sample()))
	long := strings.Repeat("k", 1<<20)
	_, err := recording.Read("s.rec", []byte(strings.Replace(good, `"cubes":-1`, `"cubes":-1,"`+long+`":1`, 1)))
	require.Error(t, err)
	assert.Equal(t, `s.rec:2: byte 21: the header is not the JSON object -record writes: json: unknown field "`+strings.Repeat("k", 200-24)+`...`, err.Error())
}
