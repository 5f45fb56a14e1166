package e2e

import (
	"context"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// xdoLimit is the longest one xdotool call may take: a --sync wait for a
// window that never comes would otherwise hang the test.
const xdoLimit = 20 * time.Second

// xdo runs xdotool with a deadline and returns its output.
func xdo(t *testing.T, xdotool string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), xdoLimit)
	defer cancel()
	out, err := exec.CommandContext(ctx, xdotool, args...).CombinedOutput()
	require.NoError(t, err, "xdotool %s: %s", strings.Join(args, " "), out)
	return strings.TrimSpace(string(out))
}

// TestTabOpensTheInspector presses Tab in the running window (xdotool),
// then F12, and reads the picture F12 saved: the inspector's panels are on
// it, a dark translucent strip across the top of the right-hand column
// where the sky was. The run then ends on SIGINT with exit 0 and its
// -inspect-json written.
func TestTabOpensTheInspector(t *testing.T) {
	needDisplay(t)
	xdotool := needTool(t, "xdotool")
	dir := t.TempDir()
	w := startIn(t, dir, nil, "-frames", "100000", "-width", "1280", "-height", "720", "-cubes", "300", "-inspect-json", "inspect.json")
	w.waitFor(t, "msg=scene")
	window := awaitWindow(t, xdotool, w.cmd.Process.Pid)
	xdo(t, xdotool, "key", "--window", window, "Tab")
	time.Sleep(300 * time.Millisecond) // a few frames: Tab and F12 in separate frames
	xdo(t, xdotool, "key", "--window", window, "F12")
	m := shotLog.FindStringSubmatch(w.waitFor(t, "msg=screenshot"))
	require.NotNil(t, m)

	img := decodePNG(t, filepath.Join(dir, m[1]))
	require.Equal(t, image.Rect(0, 0, 1280, 720), img.Bounds())
	dark := 0
	for x := 800; x < 1260; x += 20 {
		r, g, b, _ := img.At(x, 14).RGBA()
		if r>>8 < 90 && g>>8 < 100 && b>>8 < 130 {
			dark++
		}
	}
	assert.GreaterOrEqual(t, dark, 20, "the right column's title strip (of 23 samples) is dark, not sky")

	require.NoError(t, w.cmd.Process.Signal(os.Interrupt))
	<-w.done
	w.cmd.Wait()
	assert.Equal(t, 0, w.cmd.ProcessState.ExitCode(), w.stderr())
	assert.FileExists(t, filepath.Join(dir, "inspect.json"))
}

// awaitWindow returns the id of the window that process pid opened, once
// it exists, giving it the focus; every xdotool call has a deadline. The
// search is by process (GLFW sets _NET_WM_PID on its windows) and title
// together: other test binaries open windows on the same display at the
// same time, and a search by title alone (xdotool matches titles without
// regard to case) can pick one of theirs just before it closes.
func awaitWindow(t *testing.T, xdotool string, pid int) string {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(t.Context(), xdoLimit)
		out, _ := exec.CommandContext(ctx, xdotool, "search", "--all", "--pid", strconv.Itoa(pid), "--name", "^Cubefall( |$)").Output()
		cancel()
		if ids := strings.Fields(string(out)); len(ids) > 0 {
			ctx, cancel := context.WithTimeout(t.Context(), xdoLimit)
			exec.CommandContext(ctx, xdotool, "windowfocus", "--sync", ids[0]).Run()
			cancel()
			return ids[0]
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatalf("no Cubefall window of process %d appeared within 30 s", pid)
	return ""
}

// decodePNG reads a PNG file.
func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err, path)
	return img
}
