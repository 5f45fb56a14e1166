package app

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
	"time"

	"cubefall/ecs"
	"cubefall/resources"
	"cubefall/scenes"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// smallApp is a ten-cube app whose log is kept.
func smallApp(t *testing.T) (*app, *bytes.Buffer) {
	t.Helper()
	sc, err := scenes.Open("ten-cubes")
	require.NoError(t, err)
	var logged bytes.Buffer
	cfg := config{scene: "ten-cubes", cubes: scenes.KeepCounts, width: 64, height: 64, headless: true}
	a, err := newApp(cfg, sc, slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{Level: slog.LevelDebug})))
	require.NoError(t, err)
	t.Cleanup(a.sched.Shutdown)
	return a, &logged
}

// fakeWindow stands in for a window that can be minimised.
type fakeWindow struct {
	minimised bool
	waited    []float64
}

func (f *fakeWindow) Minimised() bool            { return f.minimised }
func (f *fakeWindow) WaitEvents(seconds float64) { f.waited = append(f.waited, seconds) }

// TestMinimisedWindowSleeps: while the window is minimised the loop waits
// for events with a timeout instead of drawing, and says so once; restored,
// it draws again without waiting.
func TestMinimisedWindowSleeps(t *testing.T) {
	a, logged := smallApp(t)
	win := &fakeWindow{}
	assert.False(t, a.idleWhileMinimised(win))
	assert.Empty(t, win.waited, "a visible window draws at once")

	win.minimised = true
	for range 3 {
		assert.True(t, a.idleWhileMinimised(win))
	}
	assert.Equal(t, []float64{minimisedWait, minimisedWait, minimisedWait}, win.waited, "it sleeps each time")
	assert.Equal(t, 1, strings.Count(logged.String(), "minimised=true"), logged.String())

	win.minimised, win.waited = false, nil
	assert.False(t, a.idleWhileMinimised(win))
	assert.Empty(t, win.waited)
	assert.Contains(t, logged.String(), "minimised=false")
}

// TestSlowFramesWarnOnce: three frames in a row over a second warn once,
// in the log and the HUD's status, naming -headless and -cubes; a fast
// frame between slow ones starts the count again; a HUD error is kept,
// and a notice on the HUD stays until it has gone, the warning after it.
func TestSlowFramesWarnOnce(t *testing.T) {
	a, logged := smallApp(t)
	status := ecs.GetResource[resources.Status](a.world)
	slow, fast := 1500*time.Millisecond, 20*time.Millisecond
	for _, d := range []time.Duration{slow, slow, fast, slow, slow} {
		a.warnIfSlow(d)
	}
	assert.Empty(t, status.Text, "two in a row are not enough")
	a.warnIfSlow(slow)
	require.Contains(t, status.Text, "frames take 1.5 s each")
	assert.Contains(t, status.Text, "-headless")
	assert.Contains(t, status.Text, "-cubes")
	assert.False(t, status.Error)
	for range 10 {
		a.warnIfSlow(slow)
	}
	assert.Equal(t, 1, strings.Count(logged.String(), "too heavy"), "once per run:\n%s", logged.String())

	b, _ := smallApp(t)
	st := ecs.GetResource[resources.Status](b.world)
	*st = resources.Status{Text: "reload failed", Error: true}
	for range 3 {
		b.warnIfSlow(slow)
	}
	assert.Equal(t, "reload failed", st.Text, "an error on the HUD stays")

	c, clog := smallApp(t)
	st = ecs.GetResource[resources.Status](c.world)
	*st = resources.Status{Text: "saved cubefall-1.png", Remaining: 3}
	for range 3 {
		c.warnIfSlow(slow)
	}
	assert.Equal(t, "saved cubefall-1.png", st.Text, "the notice stays for its time")
	assert.Contains(t, clog.String(), "too heavy", "the log has the warning at once")
	*st = resources.Status{}
	c.warnIfSlow(fast)
	assert.Contains(t, st.Text, "frames take 1.5 s each", "then the HUD shows the warning")
	assert.Equal(t, 1, strings.Count(clog.String(), "too heavy"), "logged once")
}
