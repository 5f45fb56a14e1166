package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"

	"cubefall/resources"
	"cubefall/scenes"
)

// hudHas is the page expression that is true when the HUD of the last
// drawn frame contains text.
func hudHas(text string) string { return fmt.Sprintf("cubefall.hud().includes(%q)", text) }

// selected is the page expression for the inspector's selection, as
// -inspect-json writes it (null when nothing is selected).
const selected = "JSON.parse(cubefall.inspect()).selected"

// TestPlayerKeysWorkInThePage plays the desktop's keys in one page, in
// the order a player might, and checks each by what the frame shows or
// the inspector's snapshot says: P pauses and resumes, ] and [ change the
// time scale, H pages through the help (which says what a browser cannot
// do), Esc opens and closes the pause menu, F selects the cube under the
// crosshair, E takes its gravity, F6 and F12 download, and the number 2
// loads the second shipped scene.
func TestPlayerKeysWorkInThePage(t *testing.T) {
	tb := open(t, "")
	running(t, tb)
	const limit = time.Minute

	press(t, tb, "p")
	waitFor(t, tb, hudHas("PAUSED"), limit)
	press(t, tb, "p")
	waitFor(t, tb, "!"+hudHas("PAUSED"), limit)

	press(t, tb, "]")
	waitFor(t, tb, hudHas("time 2x"), limit)
	press(t, tb, "[")
	waitFor(t, tb, "!"+hudHas("time "), limit)

	press(t, tb, "h")
	waitFor(t, tb, hudHas("controls:"), limit)
	if !eval[bool](t, tb, hudHas(resources.BrowserNotes()[0][:40])) {
		// The notes come last; on a short page they are on the help's last page.
		press(t, tb, "h")
		waitFor(t, tb, hudHas(resources.BrowserNotes()[0][:40]), limit)
	}
	screenshot(t, tb, "web-help.png")
	for range 4 {
		if !eval[bool](t, tb, hudHas("controls:")+"||"+hudHas("scenes:")) {
			break
		}
		pressAndWait(t, tb, "h")
	}
	waitFor(t, tb, "!"+hudHas("controls:"), limit)

	press(t, tb, kb.Escape)
	waitFor(t, tb, `cubefall.notice().includes("quit")`, limit)
	screenshot(t, tb, "web-pause-menu.png")
	press(t, tb, kb.Escape)
	waitFor(t, tb, `cubefall.notice() === ""`, limit)

	press(t, tb, "\t")
	waitFor(t, tb, "cubefall.inspector", limit)
	waitFor(t, tb, hudHas("aim ")+"|| JSON.parse(cubefall.inspect()).entities > 0", limit)
	selectUnderCrosshair(t, tb)
	waitFor(t, tb, selected+` && "Gravity" in `+selected+".components", limit)
	press(t, tb, "e")
	waitFor(t, tb, `!("Gravity" in `+selected+".components)", limit)

	press(t, tb, kb.F6)
	waitFor(t, tb, `/downloaded cubefall-\S+\.json/.test(cubefall.hud())`, limit)
	press(t, tb, kb.F12)
	waitFor(t, tb, `/downloaded cubefall-\S+\.png/.test(cubefall.hud())`, limit)

	second := scenes.Names()[1]
	press(t, tb, "2")
	waitFor(t, tb, fmt.Sprintf("cubefall.status.startsWith(%q)", second+" "), 2*limit)
	if errs := tb.consoleErrors(); len(errs) > 0 {
		t.Fatalf("the console reported errors:\n%s", strings.Join(errs, "\n"))
	}
}

// selectUnderCrosshair presses F until the inspector selects a cube: the
// cubes fall through the middle of the view, and F selects only while one
// is under the crosshair. Each press is seen before the next: a press
// still queued behind a slow frame would select again, another cube or
// none, after the test has moved on.
func selectUnderCrosshair(t *testing.T, tb *tab) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !eval[bool](t, tb, "!!"+selected) {
		if time.Now().After(deadline) {
			t.Fatalf("F selected nothing in a minute; HUD %q", eval[string](t, tb, "cubefall.hud()"))
		}
		pressAndWait(t, tb, "f")
	}
}

// pressAndWait presses key and waits two frames, so that the game has
// seen the press before the test looks or presses again.
func pressAndWait(t *testing.T, tb *tab, key string) {
	t.Helper()
	frames := eval[int](t, tb, "cubefall.frames")
	press(t, tb, key)
	waitFor(t, tb, fmt.Sprintf("cubefall.frames >= %d", frames+2), time.Minute)
}
