package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
)

// A windowedRun is one run of the main package's -baseline comparison.
type windowedRun struct {
	DemoFPS, BareFPS float64
	GoMS             float64 // the demo's Go side per frame
	Drawn            int     // instances in the bare draw
	// AtOnceFPS is the demo swapping each picture as soon as it is drawn,
	// so that simulation and drawing never overlap; 0 in output from
	// before the tool measured it.
	AtOnceFPS float64
}

// windowedData is every run of the windowed comparison, or why there is
// none.
type windowedData struct {
	Frames  int
	Display string // "DISPLAY=:0" or "xvfb-run"
	Runs    []windowedRun
	Skipped string // why nothing ran, when nothing did
	Errors  []string
}

// The lines runBaseline prints.
var (
	demoLine = regexp.MustCompile(`(?m)^demo:\s+([0-9.]+) fps over \d+ frames \(Go side ([0-9.]+) ms`)
	bareLine = regexp.MustCompile(`(?m)^baseline:\s+([0-9.]+) fps drawing the last frame's (\d+) instances`)
	atOnce   = regexp.MustCompile(`(?m)^at once:\s+([0-9.]+) fps`)
)

// parseWindowed reads the output of the main package's -baseline run.
func parseWindowed(out string) (windowedRun, error) {
	d, b := demoLine.FindStringSubmatch(out), bareLine.FindStringSubmatch(out)
	if d == nil || b == nil {
		return windowedRun{}, fmt.Errorf("no demo and baseline lines in: %s", lastLines(out, 4))
	}
	var r windowedRun
	r.DemoFPS, _ = strconv.ParseFloat(d[1], 64)
	r.GoMS, _ = strconv.ParseFloat(d[2], 64)
	r.BareFPS, _ = strconv.ParseFloat(b[1], 64)
	r.Drawn, _ = strconv.Atoi(b[2])
	if m := atOnce.FindStringSubmatch(out); m != nil {
		r.AtOnceFPS, _ = strconv.ParseFloat(m[1], 64)
	}
	return r, nil
}

// displayCommand returns how to reach a display: nothing to add when
// DISPLAY is set, xvfb-run when it is on PATH, or ok false.
func displayCommand() (prefix []string, how string, ok bool) {
	if d := os.Getenv("DISPLAY"); d != "" {
		return nil, "DISPLAY=" + d, true
	}
	if p, err := exec.LookPath("xvfb-run"); err == nil {
		return []string{p, "-a", "-s", "-screen 0 1280x720x24 -noreset"}, "xvfb-run (Xvfb, Mesa's software renderer)", true
	}
	return nil, "", false
}

// runWindowed builds the main package's test binary and runs its
// -baseline comparison rounds times.
func runWindowed(root, outDir string, frames, rounds int, log *progress) (*windowedData, error) {
	d := &windowedData{Frames: frames}
	prefix, how, ok := displayCommand()
	if !ok {
		d.Skipped = "no display: DISPLAY is not set and xvfb-run is not on PATH"
		log.printf("windowed: skipped, %s", d.Skipped)
		return d, nil
	}
	d.Display = how
	bin, err := filepath.Abs(filepath.Join(outDir, "main.test"))
	if err != nil {
		return nil, err
	}
	log.printf("build %s", bin)
	if err := goCommand(root, "test", "-c", "-o", bin, "."); err != nil {
		return nil, err
	}
	args := append(prefix, bin, "-test.run", "^$", "-baseline", strconv.Itoa(frames))
	for round := range rounds {
		log.printf("windowed round %d/%d: %d frames", round+1, rounds, frames)
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Dir = root
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		runErr := cmd.Run()
		r, err := parseWindowed(out.String())
		if runErr != nil || err != nil {
			msg := fmt.Sprintf("windowed round %d: %v %v", round+1, runErr, err)
			log.printf("warning: %s", msg)
			d.Errors = append(d.Errors, msg)
			continue
		}
		log.printf("  demo %s fps, bare %s fps", formatNumber(r.DemoFPS), formatNumber(r.BareFPS))
		d.Runs = append(d.Runs, r)
	}
	return d, nil
}

// A windowedSummary is the medians over the windowed runs; Ratio is the
// median of the per-run ratios of demo to bare frame rate, Overlap of
// demo to demo swapping at once (N is 0 when no run measured it).
type windowedSummary struct {
	DemoFPS, BareFPS, AtOnceFPS, GoMS float64
	Drawn                             int
	Ratio, Overlap                    spread
}

func summariseWindowed(runs []windowedRun) windowedSummary {
	var demo, bare, atOnce, goMS, ratios, overlaps, drawn []float64
	for _, r := range runs {
		demo, bare, goMS = append(demo, r.DemoFPS), append(bare, r.BareFPS), append(goMS, r.GoMS)
		drawn = append(drawn, float64(r.Drawn))
		if r.BareFPS > 0 {
			ratios = append(ratios, r.DemoFPS/r.BareFPS)
		}
		if r.AtOnceFPS > 0 {
			atOnce, overlaps = append(atOnce, r.AtOnceFPS), append(overlaps, r.DemoFPS/r.AtOnceFPS)
		}
	}
	return windowedSummary{DemoFPS: median(demo), BareFPS: median(bare), AtOnceFPS: median(atOnce), GoMS: median(goMS),
		Drawn: int(median(drawn)), Ratio: spreadOf(ratios), Overlap: spreadOf(overlaps)}
}
