package e2e

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestFullscreenAndBack moves the window, then presses F11: the window
// fills the private Xvfb's 640×480 screen; F11 again puts it back where it
// was, at the size it had; Alt+Enter does the same as F11.
func TestFullscreenAndBack(t *testing.T) {
	xdotool := needTool(t, "xdotool")
	args, o := endingArgs(t)
	c, display, _ := startOnPrivateX(t, append(args, "-cubes", "10")...) // quick frames

	id := xtool(t, display, xdotool, "search", "--sync", "--name", "^Cubefall( |$)")
	xtool(t, display, xdotool, "windowmove", "--sync", id, "100", "50")
	before := geometry(t, display, xdotool, id)
	require.Equal(t, "100,50 320x240", before)

	xtool(t, display, xdotool, "key", "--window", id, "F11")
	waitLogCount(t, c, `msg=fullscreen on=true`, 1)
	waitGeometry(t, display, xdotool, id, "0,0 640x480")
	xtool(t, display, xdotool, "key", "--window", id, "F11")
	waitLogCount(t, c, `msg=fullscreen on=false`, 1)
	waitGeometry(t, display, xdotool, id, before)

	// Alt stays down until the program has seen the chord, as a player's
	// hand does: released in the same frame, it would not count as held.
	altEnter := func(seen string, count int) {
		xtool(t, display, xdotool, "keydown", "--window", id, "alt", "key", "--window", id, "Return")
		waitLogCount(t, c, seen, count)
		xtool(t, display, xdotool, "keyup", "--window", id, "alt")
	}
	altEnter(`msg=fullscreen on=true`, 2)
	waitGeometry(t, display, xdotool, id, "0,0 640x480")
	altEnter(`msg=fullscreen on=false`, 2)
	waitGeometry(t, display, xdotool, id, before)

	require.NoError(t, c.cmd.Process.Signal(os.Interrupt))
	assertOrderlyEnd(t, c.wait(t), o, true, "after fullscreen and back")
}

// geometry returns a window's "x,y WxH".
func geometry(t *testing.T, display, xdotool, id string) string {
	t.Helper()
	out := xtool(t, display, xdotool, "getwindowgeometry", "--shell", id)
	v := map[string]string{}
	for _, line := range strings.Fields(out) {
		if k, val, ok := strings.Cut(line, "="); ok {
			v[k] = val
		}
	}
	return v["X"] + "," + v["Y"] + " " + v["WIDTH"] + "x" + v["HEIGHT"]
}

// waitGeometry waits until the window has geometry want, for at most
// logWait.
func waitGeometry(t *testing.T, display, xdotool, id, want string) {
	t.Helper()
	deadline := time.Now().Add(logWait)
	got := geometry(t, display, xdotool, id)
	for got != want && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
		got = geometry(t, display, xdotool, id)
	}
	require.Equal(t, want, got, "window geometry")
}
