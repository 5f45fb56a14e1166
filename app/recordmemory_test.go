package app

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"cubefall/ecs"
	"cubefall/recording"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestARecordingIsWrittenAsItsFramesPass: -record holds no frames in
// memory, whatever the run's length. By frame 6000 of a headless run the
// frames before it are in the temporary file beside the target already,
// and the live heap has grown by less than half a megabyte since frame
// 1000: 5000 frames kept in memory take over a megabyte, the statistics
// of 5000 frames about a tenth of that. The file gets its name, whole, at
// the end.
func TestARecordingIsWrittenAsItsFramesPass(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "long.rec")
	a := recordingApp(t, "-headless", "-frames", "6001", "-scene", "ten-cubes", "-record", path)
	var heapAt1000, heapAt6000 uint64
	onDisk := 0
	a.beforeFrame = func(n int, _ *ecs.World) {
		switch n {
		case 1000:
			heapAt1000 = liveHeap()
		case 6000:
			heapAt6000 = liveHeap()
			onDisk = framesOnDisk(t, dir)
		}
	}
	a.runHeadless(context.Background())
	require.Equal(t, exitOK, a.finish(io.Discard, io.Discard))

	assert.GreaterOrEqual(t, onDisk, 5000, "of the 6000 frames passed, all but a buffer's worth are on the disk")
	grew := int64(heapAt6000) - int64(heapAt1000)
	assert.Less(t, grew, int64(512<<10), "5000 frames later the live heap grew by %d bytes", grew)
	rec, err := recording.Load(path)
	require.NoError(t, err)
	assert.Len(t, rec.Frames, 6001)
	left, err := filepath.Glob(filepath.Join(dir, ".*"))
	require.NoError(t, err)
	assert.Empty(t, left, "no temporary file is left")
}

// liveHeap is the bytes of the heap still in use after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// framesOnDisk counts the frame lines in the temporary files in dir.
func framesOnDisk(t *testing.T, dir string) int {
	tmps, err := filepath.Glob(filepath.Join(dir, ".*.tmp-*"))
	require.NoError(t, err)
	n := 0
	for _, tmp := range tmps {
		data, err := os.ReadFile(tmp)
		require.NoError(t, err)
		n += bytes.Count(data, []byte(" dt="))
	}
	return n
}

// TestARecordingOver256MiBReplays: a recording has no cap on its
// length, and replays however long it is, a frame at a time. Its mouse
// fields written with 4.5 million zeros (0.000…0, still exactly 0) make a
// 60-frame recording of 270 MB, more than 256 MiB, and it replays with
// every hash equal.
func TestARecordingOver256MiBReplays(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and replays a 270 MB file")
	}
	dir := t.TempDir()
	small, long := filepath.Join(dir, "ten.rec"), filepath.Join(dir, "long.rec")
	code, _, errs := runCapture("-headless", "-scene", "ten-cubes", "-frames", "60", "-record", small)
	require.Equal(t, exitOK, code, errs)
	data, err := os.ReadFile(small)
	require.NoError(t, err)
	require.Equal(t, 60, strings.Count(string(data), " mouse=0,0 "), "no mouse movement in a headless run")
	padded(t, long, string(data), " mouse=0,0 ", " mouse=0."+strings.Repeat("0", 4_500_000)+",0 ")
	info, err := os.Stat(long)
	require.NoError(t, err)
	require.Greater(t, info.Size(), int64(256<<20))

	code, _, errs = runCapture("-headless", "-replay", long)
	assert.Equal(t, exitOK, code, errs)
	assert.Contains(t, errs, "every frame's world hash matched the recording")
	assert.Contains(t, errs, "frames=60")
}

// padded writes text to path with every old replaced by new, a piece at
// a time, so that the test never holds the whole file.
func padded(t *testing.T, path, text, old, new string) {
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	for piece := range strings.SplitSeq(text, old) {
		_, err := f.WriteString(piece)
		require.NoError(t, err)
		text = text[len(piece):]
		if text != "" {
			text = text[len(old):]
			_, err = f.WriteString(new)
			require.NoError(t, err)
		}
	}
}
