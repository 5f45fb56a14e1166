// Package browser runs Cubefall's page in headless Chromium for the
// browser tests and the performance page: it finds Debian's chromium,
// starts it with WebGL2 on SwiftShader (Chromium's software GPU, so no
// display or graphics card is needed), and serves a built site to it.
//
// It drives Chromium with github.com/chromedp/chromedp, which speaks the
// DevTools protocol from Go: the tests stay Go tests, run by go test.
package browser

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"

	"github.com/chromedp/chromedp"

	"cubefall/web/site"
)

// ErrNoChromium is returned by Find when no Chromium is installed.
var ErrNoChromium = errors.New("browser: no chromium on PATH (Debian/Ubuntu: scripts/install-deps.sh test installs it)")

// Find returns the path of the Chromium to run: $CHROMIUM if set, else
// the first of chromium, chromium-browser and google-chrome on PATH.
func Find() (string, error) {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", ErrNoChromium
}

// Flags are the command-line switches Chromium runs with. WebGL2 needs a
// GPU; --use-angle=swiftshader gives it SwiftShader's software one, which
// newer Chromium allows for WebGL only with --enable-unsafe-swiftshader.
// --no-sandbox because tests often run as root in a container, where the
// sandbox cannot start; the rest keep a test browser from reaching out to
// the network or doing first-run work. A fresh profile directory comes
// from Start.
var Flags = []chromedp.ExecAllocatorOption{
	chromedp.Flag("headless", true),
	chromedp.Flag("use-angle", "swiftshader"),
	chromedp.Flag("enable-unsafe-swiftshader", true),
	chromedp.Flag("ignore-gpu-blocklist", true),
	chromedp.NoSandbox,
	chromedp.Flag("disable-background-networking", true),
	chromedp.Flag("disable-component-update", true),
	chromedp.Flag("disable-sync", true),
	chromedp.Flag("disable-background-timer-throttling", true),
	chromedp.Flag("disable-renderer-backgrounding", true),
	chromedp.NoFirstRun,
	chromedp.NoDefaultBrowserCheck,
	chromedp.WindowSize(1280, 720),
}

// Start starts Chromium with Flags and a fresh profile in profileDir,
// and returns a chromedp context for its first tab. cancel closes the
// browser.
func Start(ctx context.Context, profileDir string) (context.Context, context.CancelFunc, error) {
	path, err := Find()
	if err != nil {
		return nil, nil, err
	}
	opts := append([]chromedp.ExecAllocatorOption{chromedp.ExecPath(path), chromedp.UserDataDir(profileDir)}, Flags...)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	tctx, cancelTab := chromedp.NewContext(actx)
	if err := chromedp.Do(tctx); err != nil { // launches the browser
		cancelTab()
		cancelAlloc()
		return nil, nil, fmt.Errorf("browser: start %s: %w", path, err)
	}
	return tctx, func() { cancelTab(); cancelAlloc() }, nil
}

// Serve builds the site into dir (see site.Write) and serves it on a
// local port until close is called; url is its address ending in "/".
func Serve(ctx context.Context, dir string, o site.Options) (url string, close func(), err error) {
	if err := site.Write(ctx, dir, o); err != nil {
		return "", nil, err
	}
	srv := httptest.NewServer(site.Handler(dir))
	return srv.URL + "/", srv.Close, nil
}
