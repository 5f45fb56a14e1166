package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recordTen records a headless run of ten-cubes, 60 frames with G
// pressed by nobody (headless has no keyboard), and returns its file.
func recordTen(t *testing.T, dir string) string {
	path := filepath.Join(dir, "ten.rec")
	r := run(t, nil, "-headless", "-scene", "ten-cubes", "-frames", "60", "-record", path)
	require.Equal(t, 0, r.code, r.stderr)
	return path
}

// TestRecordThenReplay: a recorded run replays, headless, with every
// frame's hash checked, and says so.
func TestRecordThenReplay(t *testing.T) {
	path := recordTen(t, t.TempDir())
	r := run(t, nil, "-headless", "-replay", path)
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stderr, "replayed: every frame's world hash matched the recording")
	assert.Contains(t, r.stderr, "frames=60")
	assertNoPanic(t, r, "replay")
}

// TestARecordingWithoutItsFinalNewlineReplays: a recording whose end
// line lost its newline (an editor that drops it) is whole, and replays.
func TestARecordingWithoutItsFinalNewlineReplays(t *testing.T) {
	dir := t.TempDir()
	good, err := os.ReadFile(recordTen(t, dir))
	require.NoError(t, err)
	path := filepath.Join(dir, "no-newline.rec")
	require.NoError(t, os.WriteFile(path, good[:len(good)-1], 0o644))
	r := run(t, nil, "-headless", "-replay", path)
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stderr, "replayed: every frame's world hash matched the recording")
	assertNoPanic(t, r, "replay")
}

// badReplays are damaged recordings and the messages that name the file
// and the place: each must exit 1, with no usage (the command line is
// fine; the file is not).
func TestBadRecordingsExit1(t *testing.T) {
	dir := t.TempDir()
	good, err := os.ReadFile(recordTen(t, dir))
	require.NoError(t, err)
	lines := strings.SplitAfter(string(good), "\n")
	edit := func(line int, from, to string) string {
		out := append([]string(nil), lines...)
		out[line-1] = strings.Replace(out[line-1], from, to, 1)
		return strings.Join(out, "")
	}
	for _, tc := range []struct {
		name, content string
		args          []string
		want          string
	}{
		{"truncated", string(good[:len(good)/2]), nil, // line 21 starts after the 20 before it, however long the header
			fmt.Sprintf(`bad.rec:21: byte %d, frame 18: the file ends after 18 complete frames, with no "end N" line: it is truncated`, len(strings.Join(lines[:20], "")))},
		{"corrupted", edit(20, "keys=", "k\x00eys="), nil,
			"bad.rec:20: byte "},
		{"hand-edited input", edit(40, "keys=-", "keys=87"), nil,
			"cubefall: replay {dir}/bad.rec: frame 37: the world differs from the recorded one"},
		{"hand-edited hash", edit(12, "hash=", "hash=f"), nil,
			`frame 9: hash: a hash is 16 hex digits`},
		{"newer format", strings.Replace(string(good), "cubefall recording 3", "cubefall recording 9", 1), nil,
			"bad.rec:1: byte 0: the recording is in format 9, newer than this build reads (format 3)"},
		{"a header key in two cases", strings.Replace(string(good), `"cubes":-1`, `"cubes":-1,"Seed":3`, 1), nil,
			`bad.rec:2: byte 21: the header names "seed" and "Seed", which JSON reads as the same field (it matches names ignoring case, and would keep the last quietly): keep one`},
		{"cubes over the cap in the header", strings.Replace(string(good), `"cubes":-1`, `"cubes":2000001`, 1), nil,
			`bad.rec:2: byte 21: the header's "cubes" must be -1 (the scene's counts) or a count from 0 to 2000000 (scenes.MaxCount, the cap -cubes has), got 2000001: -record never writes that`},
		{"edited scene, -check", strings.Replace(string(good), "[-4, 10, 0]", "[-4, 11, 0]", 1), []string{"-check"},
			"cubefall: replay {dir}/bad.rec: frame 0: the world spawned from the recorded scene differs from the recorded one"},
		{"newer simulation", regexp.MustCompile(`(?m)^\{"simulation":\d+,`).ReplaceAllString(string(good), `{"simulation":99,`), nil,
			"cubefall: replay {dir}/bad.rec: it was recorded with simulation version 99 and this build runs version "},
		{"edited scene", strings.Replace(string(good), "[-4, 10, 0]", "[-4, 11, 0]", 1), nil,
			"cubefall: replay {dir}/bad.rec: frame 0: the world spawned from the recorded scene differs from the recorded one"},
		{"a different scene", string(good), []string{"-scene", "some-fall"},
			"cubefall: replay {dir}/bad.rec: it was recorded with the scene embedded:ten-cubes, and -scene some-fall is a different file"},
		{"not a recording", "{}", nil,
			`bad.rec:1: byte 0: not a Cubefall recording: the first line is not "cubefall recording N"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, "bad.rec")
			require.NoError(t, os.WriteFile(path, []byte(tc.content), 0o644))
			r := run(t, nil, append([]string{"-headless", "-replay", path}, tc.args...)...)
			assert.Equal(t, 1, r.code, r.stderr)
			assert.Contains(t, r.stderr, strings.ReplaceAll(tc.want, "{dir}", dir))
			assert.NotContains(t, r.stderr, usageLine)
			assertNoPanic(t, r, tc.name)
		})
	}
}

// TestAnEndlessRecordingStoppedBySIGTERMReplays: a headless -record with
// no -frames writes its frames to the temporary file beside the target as
// they pass, while the target's name stays free; SIGTERM ends the run in
// order, the file takes its name, and it replays.
func TestAnEndlessRecordingStoppedBySIGTERMReplays(t *testing.T) {
	dir := t.TempDir()
	w := startIn(t, dir, nil, "-headless", "-scene", "ten-cubes", "-record", "long.rec")
	deadline := time.Now().Add(runTimeout / 2)
	for tempFileSize(t, dir) < 256<<10 { // past every buffer: the frames are on the disk
		require.True(t, time.Now().Before(deadline), "no frames reached the temporary file; stderr:\n%s", w.stderr())
		time.Sleep(50 * time.Millisecond)
	}
	assert.NoFileExists(t, filepath.Join(dir, "long.rec"), "the name holds no part of a recording")
	require.NoError(t, w.cmd.Process.Signal(syscall.SIGTERM))
	<-w.done
	require.NoError(t, w.cmd.Wait(), w.stderr())
	assert.Zero(t, tempFileSize(t, dir), "no temporary file is left")

	r := run(t, nil, "-headless", "-replay", filepath.Join(dir, "long.rec"))
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stderr, "replayed: every frame's world hash matched the recording")
	assertNoPanic(t, r, "replay")
}

// tempFileSize is the size of the temporary files in dir, 0 when none.
func tempFileSize(t *testing.T, dir string) int64 {
	tmps, err := filepath.Glob(filepath.Join(dir, ".*.tmp-*"))
	require.NoError(t, err)
	var n int64
	for _, tmp := range tmps {
		if info, err := os.Stat(tmp); err == nil {
			n += info.Size()
		}
	}
	return n
}

// TestACountThatDoesNotFitIsBlamedOnTheHeader: a recording's "cubes"
// under the cap but over it once the scene's two spawners each make that
// many is the header's fault, not a -cubes that was never given.
func TestACountThatDoesNotFitIsBlamedOnTheHeader(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "two.rec")
	r := run(t, nil, "-headless", "-scene", "some-fall", "-frames", "1", "-record", path)
	require.Equal(t, 0, r.code, r.stderr)
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(good), `"cubes":-1`, `"cubes":1500000`, 1)), 0o644))
	for _, mode := range []string{"-headless", "-check"} {
		r = run(t, nil, mode, "-replay", path)
		assert.Equal(t, 1, r.code, r.stderr)
		assert.Contains(t, r.stderr, "cubefall: replay "+path+`: the header's "cubes" (1500000) does not fit the scene it holds, as -cubes 1500000 would not: scenes: -cubes 1500000 with 2 spawners makes 3000000 entities`)
		assertNoPanic(t, r, mode)
	}
}

// TestBadRecordCommandLinesExit2: an unusable -record or -save path and
// flags a replay takes from its recording are command-line errors.
func TestBadRecordCommandLinesExit2(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-headless", "-record", "/proc/x/y.rec"}, `invalid value "/proc/x/y.rec" for flag -record: cannot write to directory /proc/x`},
		{[]string{"-headless", "-record", dir}, dir + " is a directory; name a file in it"},
		{[]string{"-headless", "-save", "/proc/x/y.json"}, `invalid value "/proc/x/y.json" for flag -save: cannot write to directory /proc/x`},
		{[]string{"-headless", "-save", filepath.Join(dir, "s.json"), "-stats-json", filepath.Join(dir, "s.json")}, "are the same file: give each output a file of its own"},
		{[]string{"-headless", "-replay", "r.rec", "-seed", "3"}, "-replay takes -cubes and -seed from the recording: leave them out"},
		{[]string{"-headless", "-replay", "r.rec", "-record", "r.rec"}, "-record r.rec is the recording of -replay r.rec: an output never overwrites an input"},
	} {
		r := run(t, nil, tc.args...)
		assert.Equal(t, 2, r.code, "%v: %s", tc.args, r.stderr)
		assert.Contains(t, r.stderr, tc.want, tc.args)
		assert.Contains(t, r.stderr, usageLine)
	}
	r := run(t, nil, "-headless", "-replay", filepath.Join(dir, "none.rec"))
	assert.Equal(t, 1, r.code, "a missing recording is a missing input, like a missing scene")
	assert.Contains(t, r.stderr, "cubefall: replay: recording: stat "+filepath.Join(dir, "none.rec")+": no such file or directory")
}

// TestWindowedReplayGivesTheSamePicture: a play-through recorded in a
// window (real, uneven frame times) replays in a window to the same final
// picture, byte for byte, and replays headless too, hash for hash.
func TestWindowedReplayGivesTheSamePicture(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	rec, first, again := filepath.Join(dir, "w.rec"), filepath.Join(dir, "1.png"), filepath.Join(dir, "2.png")
	r := run(t, nil, "-scene", "ten-cubes", "-frames", "60", "-record", rec, "-screenshot", first)
	require.Equal(t, 0, r.code, r.stderr)
	r = run(t, nil, "-replay", rec, "-screenshot", again)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stderr, "every frame's world hash matched the recording")
	a, err := os.ReadFile(first)
	require.NoError(t, err)
	b, err := os.ReadFile(again)
	require.NoError(t, err)
	assert.Equal(t, a, b, "the same final picture")
	r = run(t, nil, "-headless", "-replay", rec)
	assert.Equal(t, 0, r.code, r.stderr)
}
