package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"

	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"cubefall/app"
	"cubefall/internal/browser"
	"cubefall/recording"
	"cubefall/web/site"
)

// The browser tests build the site once (TestMain), serve it, and load
// it in headless Chromium with WebGL2 on SwiftShader. They take minutes
// (the wasm build, then SwiftShader drawing 10,000 cubes on the CPU), so
// they run only with CUBEFALL_BROWSER=1, which `scripts/test.sh browser`
// sets; go test ./... skips them.
var page struct {
	url  string // the served site, ending in "/"
	err  error  // why there is no site or no browser
	root string // a temporary directory for the site and the profiles
}

func TestMain(m *testing.M) {
	code := func() int {
		root, err := os.MkdirTemp("", "cubefall-browser-test-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(root)
		page.root = root
		if os.Getenv("CUBEFALL_BROWSER") != "1" {
			page.err = errNotAsked
			return m.Run()
		}
		if _, err := browser.Find(); err != nil {
			page.err = err
			return m.Run()
		}
		url, stop, err := browser.Serve(context.Background(), filepath.Join(root, "site"), site.Options{})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer stop()
		page.url = url
		return m.Run()
	}()
	os.Exit(code)
}

// errNotAsked is why the browser tests skip without CUBEFALL_BROWSER=1.
var errNotAsked = errors.New("browser tests run with CUBEFALL_BROWSER=1 (scripts/test.sh browser)")

// needBrowser skips the test when not asked for, or without Chromium;
// asked for under CI=true, no Chromium fails it (as the GL tests fail
// without a display): there a check that did not run must not pass.
func needBrowser(t *testing.T) {
	t.Helper()
	if page.err == nil {
		return
	}
	if os.Getenv("CI") == "true" && page.err != errNotAsked {
		t.Fatal(page.err)
	}
	t.Skip(page.err)
}

// tab is one page in a fresh headless Chromium, with the errors its
// console reported.
type tab struct {
	ctx    context.Context
	mu     sync.Mutex
	errors []string
}

// open starts Chromium on the page with query (such as "scene=towers").
func open(t *testing.T, query string) *tab {
	t.Helper()
	needBrowser(t)
	ctx, cancel, err := browser.Start(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cancel)
	tb := &tab{ctx: ctx}
	err = chromedp.Listen(ctx, func(ev any) {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeAssert {
				tb.errors = append(tb.errors, fmt.Sprintf("console.%s: %s", e.Type, args(e.Args)))
			}
		case *runtime.EventExceptionThrown:
			tb.errors = append(tb.errors, "exception: "+e.ExceptionDetails.Text+" "+exceptionText(e.ExceptionDetails))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	url := page.url
	if query != "" {
		url += "?" + query
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	return tb
}

func args(as []*runtime.RemoteObject) string {
	var parts []string
	for _, a := range as {
		if a.Value != nil {
			parts = append(parts, string(a.Value))
		} else {
			parts = append(parts, a.Description)
		}
	}
	return strings.Join(parts, " ")
}

func exceptionText(d *runtime.ExceptionDetails) string {
	if d.Exception != nil {
		return d.Exception.Description
	}
	return ""
}

// consoleErrors returns what the console reported as errors so far.
func (tb *tab) consoleErrors() []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return append([]string(nil), tb.errors...)
}

// eval evaluates expression in the page.
func eval[T any](t *testing.T, tb *tab, expression string) T {
	t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expression))
	if err != nil {
		t.Fatalf("%s: %v", expression, err)
	}
	return v
}

// waitFor polls expression until it is true, failing after limit with the
// status line and the console's errors.
func waitFor(t *testing.T, tb *tab, expression string, limit time.Duration) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !eval[bool](t, tb, "!!("+expression+")") {
		if time.Now().After(deadline) {
			t.Fatalf("after %v still not %s; status %q; HUD %q; console errors %q", limit, expression,
				eval[string](t, tb, `document.getElementById("status").textContent`),
				eval[string](t, tb, `window.cubefall && cubefall.hud ? cubefall.hud() : ""`), tb.consoleErrors())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// running waits until the game has drawn a few frames.
func running(t *testing.T, tb *tab) {
	t.Helper()
	waitFor(t, tb, "window.cubefall && cubefall.frames > 10", 3*time.Minute)
}

// canvas reads the canvas's picture back (its drawing buffer is kept, see
// render's browser Window).
func canvas(t *testing.T, tb *tab) image.Image {
	t.Helper()
	url := eval[string](t, tb, `document.getElementById("cubefall-canvas").toDataURL("image/png")`)
	data, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(url, "data:image/png;base64,"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// screenshot saves the browser's view as out/NAME for a person to look at.
func screenshot(t *testing.T, tb *tab, name string) {
	t.Helper()
	data, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll("../out", 0o755); err == nil {
		os.WriteFile(filepath.Join("..", "out", name), data, 0o644)
	}
}

func TestPageRunsWithoutConsoleErrors(t *testing.T) {
	tb := open(t, "")
	running(t, tb)
	screenshot(t, tb, "web-page.png")
	if errs := tb.consoleErrors(); len(errs) > 0 {
		t.Fatalf("the console reported errors:\n%s", strings.Join(errs, "\n"))
	}
}

// statusLine is the status element's form.
var statusLine = regexp.MustCompile(`^falling-cubes · (\d+) entities · frame (\d+) · step (\d+\.\d) ms$`)

func TestStatusLineCountsFrames(t *testing.T) {
	tb := open(t, "")
	running(t, tb)
	read := func() (entities, frame int) {
		text := eval[string](t, tb, `document.getElementById("status").textContent`)
		m := statusLine.FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("status %q is not %s", text, statusLine)
		}
		entities, _ = strconv.Atoi(m[1])
		frame, _ = strconv.Atoi(m[2])
		return entities, frame
	}
	if live := eval[string](t, tb, `document.getElementById("status").getAttribute("aria-live")`); live == "" {
		t.Error("the status element is not aria-live: a screen reader would not read it")
	}
	entities, first := read()
	if entities < 10000 {
		t.Errorf("status says %d entities; the default scene has over 10,000", entities)
	}
	time.Sleep(2500 * time.Millisecond) // the line is rewritten at least once a second
	if _, later := read(); later <= first {
		t.Fatalf("frame %d, then %d 2.5 s later: the status line does not count frames", first, later)
	}
}

// TestPixelsShowSkyGroundAndCubes reads the canvas back and looks for
// the default scene's three things: the sky (the clear colour, blue, in
// the upper right corner clear of the HUD), the ground (grey, in the lower
// left corner, which the cubes do not reach) and the cubes (saturated
// colours, many of them).
func TestPixelsShowSkyGroundAndCubes(t *testing.T) {
	tb := open(t, "")
	running(t, tb)
	img := canvas(t, tb)
	b := img.Bounds()
	if b.Dx() < 100 || b.Dy() < 100 {
		t.Fatalf("canvas is %v", b)
	}
	sky := colourAt(img, b.Max.X-10, b.Dy()/4)
	ground := colourAt(img, b.Min.X+10, b.Max.Y-10)
	if sky[2] < 150 || sky[2] <= sky[0] {
		t.Errorf("sky %v is not a light blue", sky)
	}
	if spread(ground) > 40 || ground == sky {
		t.Errorf("ground %v is not a grey unlike the sky %v", ground, sky)
	}
	saturated := 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			if spread(colourAt(img, x, y)) > 100 {
				saturated++
			}
		}
	}
	if saturated < 1000 {
		t.Errorf("only %d sampled pixels are saturated colours: no cubes drawn (sky %v, ground %v)", saturated, sky, ground)
	}
	t.Logf("sky %v, ground %v, %d saturated samples", sky, ground, saturated)
}

func colourAt(img image.Image, x, y int) [3]int {
	r, g, b, _ := img.At(x, y).RGBA()
	return [3]int{int(r >> 8), int(g >> 8), int(b >> 8)}
}

// spread is a colour's largest channel minus its smallest: 0 for greys.
func spread(c [3]int) int {
	return max(c[0], c[1], c[2]) - min(c[0], c[1], c[2])
}

// press sends one key press and release, as the DOM sees it.
func press(t *testing.T, tb *tab, key string) {
	t.Helper()
	if err := chromedp.Do(tb.ctx, chromedp.KeyEvent(key)); err != nil {
		t.Fatal(err)
	}
}

func TestGMakesTheCameraFallAndTabOpensTheInspector(t *testing.T) {
	tb := open(t, "")
	running(t, tb)
	y0 := eval[float64](t, tb, "cubefall.cameraY")
	press(t, tb, "g")
	waitFor(t, tb, fmt.Sprintf("cubefall.cameraY < %g - 0.5", y0), time.Minute)
	if eval[bool](t, tb, "cubefall.inspector") {
		t.Fatal("the inspector is open before Tab")
	}
	before := canvas(t, tb)
	press(t, tb, "\t")
	waitFor(t, tb, "cubefall.inspector", time.Minute)
	time.Sleep(500 * time.Millisecond) // a frame or two to draw it
	after := canvas(t, tb)
	screenshot(t, tb, "web-inspector.png")
	if d := differingRows(before, after); d < 20 {
		t.Errorf("only %d rows of the picture changed when Tab opened the inspector", d)
	}
	if errs := tb.consoleErrors(); len(errs) > 0 {
		t.Fatalf("the console reported errors:\n%s", strings.Join(errs, "\n"))
	}
}

// differingRows counts the rows of the left third whose pixels differ a
// lot between a and b (the inspector's panels sit on the left).
func differingRows(a, b image.Image) int {
	n := 0
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		diff := 0
		for x := 0; x < a.Bounds().Dx()/3; x++ {
			ca, cb := colourAt(a, x, y), colourAt(b, x, y)
			if abs(ca[0]-cb[0])+abs(ca[1]-cb[1])+abs(ca[2]-cb[2]) > 60 {
				diff++
			}
		}
		if diff > 10 {
			n++
		}
	}
	return n
}

func abs(x int) int { return max(x, -x) }

// hashFrames is how many headless frames (one fixed step each) the hash
// comparison runs.
const hashFrames = 60

// TestWorldHashInThePageEqualsTheDesktops runs the default scene
// headless in the page, with the default workers (one on WebAssembly's
// one thread) and with two (which take turns on it), and compares the
// world hash after the last step with the desktop's.
func TestWorldHashInThePageEqualsTheDesktops(t *testing.T) {
	needBrowser(t)
	native, err := nativeHash(t, hashFrames)
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []string{"", "+-workers+2"} {
		tb := open(t, fmt.Sprintf("args=-headless+-frames+%d%s", hashFrames, workers))
		waitFor(t, tb, "window.cubefallExitCode !== undefined", 5*time.Minute)
		if code := eval[int](t, tb, "window.cubefallExitCode"); code != 0 {
			t.Fatalf("args %q: the page's run ended with exit code %d; console errors %q", workers, code, tb.consoleErrors())
		}
		if inPage := eval[string](t, tb, "cubefall.hash"); inPage != native {
			t.Fatalf("args %q: after %d fixed steps of the default scene the page's world hash is %s, the desktop's %s",
				workers, hashFrames, inPage, native)
		}
	}
	t.Logf("world hash after %d steps: %s in the page (1 and 2 workers) and on the desktop", hashFrames, native)
}

// nativeHash runs the default scene headless on this machine with the
// same arguments through the same app.Main, recording it, and returns
// the world hash recorded after the last frame.
func nativeHash(t *testing.T, frames int) (string, error) {
	path := filepath.Join(t.TempDir(), "run.cubefall")
	var out, errOut bytes.Buffer
	args := []string{"-headless", "-frames", strconv.Itoa(frames), "-record", path}
	if code := app.Main(context.Background(), args, &out, &errOut); code != 0 {
		return "", fmt.Errorf("cubefall %s: exit %d: %s", strings.Join(args, " "), code, errOut.String())
	}
	rec, err := recording.Load(path)
	if err != nil {
		return "", err
	}
	if len(rec.Frames) != frames {
		return "", fmt.Errorf("the recording has %d frames, want %d", len(rec.Frames), frames)
	}
	return rec.Frames[frames-1].Hash.String(), nil
}
