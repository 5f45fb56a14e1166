package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestBrowserSectionShowsSizesRatioAndBars(t *testing.T) {
	d := &browserData{WasmBytes: 9_900_000, GzipBytes: 2_460_000, Renderer: "SwiftShader",
		Rounds: []browserRound{{PageStepMS: 8, NativeStepMS: 2, FirstFrameMS: 4000}, {PageStepMS: 4, NativeStepMS: 2, FirstFrameMS: 5000}}}
	var b strings.Builder
	renderBrowser(&b, d)
	page := b.String()
	for _, want := range []string{"## In the browser", "| `.wasm` size | 9.90 MB | ≤ 16.0 MB: met |", "| `.wasm` gzip | 2.46 MB |", "**not met**", "navigation to the first frame"} {
		if !strings.Contains(page, want) {
			t.Errorf("section lacks %q:\n%s", want, page)
		}
	}
	if s := summariseBrowser(d.Rounds); s.StepRatio.Median != 3 {
		t.Errorf("median ratio %v, want 3 (the per-round ratios 4 and 2)", s.StepRatio.Median)
	}
}

func TestBrowserSectionSaysWhyNotMeasured(t *testing.T) {
	var b strings.Builder
	renderBrowser(&b, &browserData{WasmBytes: 1_000_000, Skipped: "no chromium"})
	if !strings.Contains(b.String(), "The page was not measured: no chromium.") {
		t.Fatalf("got:\n%s", b.String())
	}
}

// TestMeasureBrowser runs the browser part of the page alone, one round,
// when CUBEFALL_BROWSER=1: the same function `make perf` runs, printed
// instead of written.
func TestMeasureBrowser(t *testing.T) {
	if os.Getenv("CUBEFALL_BROWSER") != "1" {
		t.Skip("measures in headless Chromium with CUBEFALL_BROWSER=1")
	}
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	outDir := t.TempDir()
	bin := filepath.Join(outDir, "cubefall")
	if err := goCommand(root, "build", "-o", bin, "."); err != nil {
		t.Fatal(err)
	}
	d := runBrowser(root, outDir, bin, 1, &progress{start: time.Now()})
	var b strings.Builder
	renderBrowser(&b, d)
	t.Log("\n" + b.String())
	if d.Skipped != "" || len(d.Rounds) == 0 {
		t.Fatalf("not measured: %s %v", d.Skipped, d.Errors)
	}
}
