package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/chromedp"

	"cubefall/internal/browser"
	"cubefall/web/site"
)

// titleBrowser is the heading of the browser's section.
const titleBrowser = "In the browser"

// browserCubes is the page's scene size: the default scene's.
const browserCubes = 10_000

// browserSteps is how many fixed steps the page runs before its median is
// read (the median covers the last two seconds' worth).
const browserSteps = 300

// A browserRound is one load of the page and one native headless run at
// the same size, back to back.
type browserRound struct {
	PageStepMS, NativeStepMS, FirstFrameMS float64
}

// browserData is the site's size and every round, or why there is none.
type browserData struct {
	WasmBytes, GzipBytes int64
	Renderer             string // WebGL's renderer, as the page saw it
	Rounds               []browserRound
	Skipped              string
	Errors               []string
}

// runBrowser builds the site (sizes), then rounds times loads the page at
// browserCubes cubes in headless Chromium, reading its fixed step's
// median and the time from navigation to the first frame, and runs the
// demo binary bin headless at the same size for the native step.
func runBrowser(root, outDir, bin string, rounds int, log *progress) *browserData {
	d := &browserData{}
	dir := filepath.Join(outDir, "web")
	log.printf("browser: build the site into %s", dir)
	ctx := context.Background()
	url, stop, err := browser.Serve(ctx, dir, site.Options{})
	if err != nil {
		d.Skipped = "the site could not be built: " + err.Error()
		return d
	}
	defer stop()
	d.WasmBytes, d.GzipBytes = fileSize(filepath.Join(dir, site.WasmFile)), fileSize(filepath.Join(dir, site.WasmGzFile))
	if _, err := browser.Find(); err != nil {
		d.Skipped = err.Error()
		log.printf("browser: %s", d.Skipped)
		return d
	}
	for round := range rounds {
		log.printf("browser round %d/%d: %d cubes in the page, then natively", round+1, rounds, browserCubes)
		r, err := browserRoundAt(ctx, root, outDir, bin, url, d)
		if err != nil {
			msg := fmt.Sprintf("browser round %d: %v", round+1, err)
			log.printf("warning: %s", msg)
			d.Errors = append(d.Errors, msg)
			continue
		}
		log.printf("  step %s ms in the page, %s ms native; first frame after %s ms", formatNumber(r.PageStepMS), formatNumber(r.NativeStepMS), formatNumber(r.FirstFrameMS))
		d.Rounds = append(d.Rounds, r)
	}
	return d
}

// browserRoundAt measures one round.
func browserRoundAt(ctx context.Context, root, outDir, bin, url string, d *browserData) (browserRound, error) {
	var r browserRound
	profile, err := os.MkdirTemp(outDir, "chromium-profile-")
	if err != nil {
		return r, err
	}
	defer os.RemoveAll(profile)
	tab, cancel, err := browser.Start(ctx, profile)
	if err != nil {
		return r, err
	}
	defer cancel()
	if err := chromedp.Do(tab, chromedp.Navigate(fmt.Sprintf("%s?args=-cubes+%d", url, browserCubes))); err != nil {
		return r, err
	}
	deadline := time.Now().Add(10 * time.Minute)
	for {
		steps, err := chromedp.Run(tab, chromedp.Evaluate[int]("window.cubefall ? cubefall.steps : 0"))
		if err != nil {
			return r, err
		}
		if steps >= browserSteps {
			break
		}
		if time.Now().After(deadline) {
			return r, fmt.Errorf("the page ran %d fixed steps in 10 minutes, not %d", steps, browserSteps)
		}
		time.Sleep(time.Second)
	}
	median, err := chromedp.Run(tab, chromedp.Evaluate[struct {
		MS float64 `json:"ms"`
		At int     `json:"at"`
	}]("({ms: cubefall.stepMedian, at: cubefall.stepMedianAt})"))
	if err != nil {
		return r, err
	}
	r.PageStepMS = median.MS
	if r.FirstFrameMS, err = chromedp.Run(tab, chromedp.Evaluate[float64]("cubefall.firstFrame")); err != nil {
		return r, err
	}
	if d.Renderer == "" {
		d.Renderer, _ = chromedp.Run(tab, chromedp.Evaluate[string](`(() => { const g = document.createElement("canvas").getContext("webgl2"); const i = g.getExtension("WEBGL_debug_renderer_info"); return i ? g.getParameter(i.UNMASKED_RENDERER_WEBGL) : g.getParameter(g.RENDERER); })()`))
	}
	cancel() // the browser's threads would slow the native run
	r.NativeStepMS, err = nativeStepMS(root, outDir, bin, median.At)
	return r, err
}

// pageMedianSteps is how many steps the page's median covers (its
// status line's window): the native median covers the same steps.
const pageMedianSteps = 120

// nativeStepMS runs the demo headless at browserCubes cubes for the steps
// the page ran up to its median and returns the median of the same
// steps, the last pageMedianSteps of them: a headless frame is one fixed
// step, and the scene's steps grow dearer as its cubes land, so a median
// over other steps would compare different work.
func nativeStepMS(root, outDir, bin string, steps int) (float64, error) {
	path, err := filepath.Abs(filepath.Join(outDir, "stats-browser-native.json"))
	if err != nil {
		return 0, err
	}
	args := []string{"-headless", "-frames", strconv.Itoa(steps), "-cubes", strconv.Itoa(browserCubes), "-workers", "1", "-stats-json", path}
	cmd := exec.Command(bin, args...)
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("cubefall %s: %w: %s", strings.Join(args, " "), err, lastLines(out.String(), 3))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	var st struct {
		StepMSEach []float64 `json:"step_ms_each"`
	}
	if err := json.Unmarshal(data, &st); err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	if len(st.StepMSEach) < steps {
		return 0, fmt.Errorf("%s has %d steps in step_ms_each, not %d", path, len(st.StepMSEach), steps)
	}
	return median(st.StepMSEach[len(st.StepMSEach)-min(steps, pageMedianSteps):]), nil
}

// fileSize returns a file's size, or 0 when it cannot be read.
func fileSize(path string) int64 {
	fi, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return fi.Size()
}

// browserSummary is the medians over the rounds; StepRatio is the median
// of the per-round ratios of the page's step to the native one.
type browserSummary struct {
	PageStep, NativeStep, FirstFrame float64
	StepRatio                        spread
}

// summariseBrowser takes the medians over the rounds.
func summariseBrowser(rounds []browserRound) browserSummary {
	var page, native, first, ratios []float64
	for _, r := range rounds {
		page, native, first = append(page, r.PageStepMS), append(native, r.NativeStepMS), append(first, r.FirstFrameMS)
		if r.NativeStepMS > 0 {
			ratios = append(ratios, r.PageStepMS/r.NativeStepMS)
		}
	}
	return browserSummary{PageStep: median(page), NativeStep: median(native), FirstFrame: median(first), StepRatio: spreadOf(ratios)}
}

// mb is bytes in megabytes (10^6), the unit of the size bar.
func mb(n int64) float64 { return float64(n) / 1e6 }

// renderBrowser writes the browser's section.
func renderBrowser(b *strings.Builder, d *browserData) {
	fmt.Fprintf(b, "## %s\n\n", titleBrowser)
	b.WriteString(wrap("The same game compiled to WebAssembly (`go run ./web`) in headless Chromium, "+
		"drawing WebGL2 with SwiftShader on the CPU. The size is the `.wasm` the site serves "+
		"(built with `-trimpath -ldflags=-s -w`) and its gzip copy. The fixed step is the median of "+
		"the page's last 120 steps once it has run 300, read from `window.cubefall.stepMedian` "+
		"(with `stepMedianAt`, the step it ends at), at the default scene's 10,000 cubes; the native "+
		"step is the median of the same steps of the demo headless at the same size with one worker "+
		"(its `step_ms_each`), run right after each page, since the steps grow dearer as the cubes "+
		"land; the ratio is the median of the per-round ratios. WebAssembly runs on one thread, and the browser rounds its clock to 0.1 ms. "+
		"The first frame is `performance.now()` when the page's first frame was drawn: from "+
		"navigation, through the download and compilation of the `.wasm` and the spawn of the scene.", 90))
	b.WriteString("\n\n")
	if d == nil {
		b.WriteString("Not run.\n\n")
		return
	}
	b.WriteString("| figure | value | bar |\n|---|--:|---|\n")
	fmt.Fprintf(b, "| `.wasm` size | %s MB | %s |\n", formatNumber(mb(d.WasmBytes)), formatBar(browserSizeBar, mb(d.WasmBytes), d.WasmBytes > 0))
	fmt.Fprintf(b, "| `.wasm` gzip | %s MB | |\n", formatNumber(mb(d.GzipBytes)))
	if d.Skipped != "" || len(d.Rounds) == 0 {
		why := d.Skipped
		if why == "" {
			why = "no round completed"
		}
		fmt.Fprintf(b, "| fixed step in the page / native | — | %s |\n\nThe page was not measured: %s.\n\n", formatBar(browserStepBar, 0, false), why)
		return
	}
	s := summariseBrowser(d.Rounds)
	fmt.Fprintf(b, "| fixed step in the page | %s ms | |\n", formatNumber(s.PageStep))
	fmt.Fprintf(b, "| fixed step native, headless | %s ms | |\n", formatNumber(s.NativeStep))
	fmt.Fprintf(b, "| fixed step in the page / native | %s | %s |\n", formatSpread(s.StepRatio), formatBar(browserStepBar, s.StepRatio.Median, true))
	fmt.Fprintf(b, "| navigation to the first frame | %s ms | |\n\n", formatNumber(s.FirstFrame))
	fmt.Fprintf(b, "WebGL renderer: %s; %s.\n\n", d.Renderer, plural(len(d.Rounds), "round"))
}
