package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestEscPausesAndOnlyQQuits presses the keys in a real window, through
// the X server: Esc opens the pause menu, Esc again closes it, three times
// over, and the game keeps running; Esc then Q quits in order (exit 0, the
// statistics and the screenshot written).
func TestEscPausesAndOnlyQQuits(t *testing.T) {
	xdotool := needTool(t, "xdotool")
	args, o := endingArgs(t)
	c, display, _ := startOnPrivateX(t, args...)
	id := xtool(t, display, xdotool, "search", "--sync", "--name", "^Cubefall( |$)")
	for i := 1; i <= 3; i++ {
		xtool(t, display, xdotool, "key", "--window", id, "Escape")
		waitLogCount(t, c, `msg="pause menu" open=true`, i)
		xtool(t, display, xdotool, "key", "--window", id, "Escape")
		waitLogCount(t, c, `msg="pause menu" open=false`, i)
	}
	select {
	case <-c.done:
		t.Fatalf("Esc ended the game:\n%s", c.errText())
	case <-time.After(time.Second):
	}
	xtool(t, display, xdotool, "key", "--window", id, "Escape")
	waitLogCount(t, c, `msg="pause menu" open=true`, 4)
	xtool(t, display, xdotool, "key", "--window", id, "q")
	assertOrderlyEnd(t, c.wait(t), o, true, "Q in the pause menu")
}

// logWait bounds every wait for a line in a child's log.
const logWait = 30 * time.Second

// waitLogCount waits until the child's log holds want at least n times,
// and fails the test after logWait or when the child ends first.
func waitLogCount(t *testing.T, c *child, want string, n int) {
	t.Helper()
	deadline := time.Now().Add(logWait)
	for strings.Count(c.errText(), want) < n {
		select {
		case <-c.done:
			t.Fatalf("the child ended before logging %q %d times:\n%s", want, n, c.errText())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("%q not logged %d times within %v:\n%s", want, n, logWait, c.errText())
		}
		time.Sleep(50 * time.Millisecond)
	}
}
