package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
)

// A windowedRun is one run of package app's -baseline comparison.
type windowedRun struct {
	DemoFPS, BareFPS float64
	GoMS             float64 // the demo's Go side per frame
	Drawn            int     // instances in the bare draw
	// AtOnceFPS is the demo swapping each picture as soon as it is drawn,
	// so that simulation and drawing never overlap; 0 in output from
	// before the tool measured it.
	AtOnceFPS float64
	// Cubes and Colliding are the cubes the run had and how many carried
	// a Collider; Cubes is 0 in output without the "cubes:" line.
	Cubes, Colliding int
}

// A windowedCase is one scene the windowed comparison runs on: the
// default scene as it is, or with no Collider on its cubes.
type windowedCase struct {
	Collisions bool
	Bar        bar    // the frame rate the case keeps, against the bare draw
	Label      string // for the progress log and the notes
}

// The two windowed cases, in the order each round runs them: their runs
// alternate, one of each per round, so that the machine's other load
// falls evenly on both.
var (
	withCollisions    = windowedCase{Collisions: true, Bar: windowedBar, Label: "with collisions"}
	withoutCollisions = windowedCase{Collisions: false, Bar: windowedBarNoCollisions, Label: "without collisions"}
	windowedCases     = []windowedCase{withCollisions, withoutCollisions}
)

// args are the baseline tool's arguments for this case.
func (c windowedCase) args(frames int) []string {
	args := []string{"-test.run", "^$", "-baseline", strconv.Itoa(frames)}
	if !c.Collisions {
		args = append(args, "-baseline-collisions=false")
	}
	return args
}

// check refuses a run that did not measure this case: output without the
// "cubes:" line, colliding cubes in the case without collisions, or none
// in the case with them.
func (c windowedCase) check(r windowedRun) error {
	switch {
	case r.Cubes == 0:
		return errors.New("no \"cubes:\" line: the run does not say which case it measured")
	case c.Collisions && r.Colliding == 0:
		return fmt.Errorf("none of the %d cubes carried a Collider in the case with collisions", r.Cubes)
	case !c.Collisions && r.Colliding != 0:
		return fmt.Errorf("%d of the %d cubes carried a Collider in the case without collisions", r.Colliding, r.Cubes)
	}
	return nil
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
	cubeLine = regexp.MustCompile(`(?m)^cubes:\s+(\d+), (\d+) with a Collider`)
)

// parseWindowed reads the output of package app's -baseline run.
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
	if m := cubeLine.FindStringSubmatch(out); m != nil {
		r.Cubes, _ = strconv.Atoi(m[1])
		r.Colliding, _ = strconv.Atoi(m[2])
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

// runWindowed builds package app's test binary and runs its
// -baseline comparison rounds times in each case, the cases alternating;
// it returns the case with collisions, then the one without.
func runWindowed(root, outDir string, frames, rounds int, log *progress) (with, without *windowedData, err error) {
	data := map[windowedCase]*windowedData{withCollisions: {Frames: frames}, withoutCollisions: {Frames: frames}}
	prefix, how, ok := displayCommand()
	if !ok {
		for _, d := range data {
			d.Skipped = "no display: DISPLAY is not set and xvfb-run is not on PATH"
		}
		log.printf("windowed: skipped, %s", data[withCollisions].Skipped)
		return data[withCollisions], data[withoutCollisions], nil
	}
	bin, err := filepath.Abs(filepath.Join(outDir, "main.test"))
	if err != nil {
		return nil, nil, err
	}
	log.printf("build %s", bin)
	if err := goCommand(root, "test", "-c", "-o", bin, "./app"); err != nil {
		return nil, nil, err
	}
	for round := range rounds {
		for _, c := range windowedCases {
			data[c].Display = how
			log.printf("windowed round %d/%d, %s: %d frames", round+1, rounds, c.Label, frames)
			runWindowedCase(root, append(slices.Clone(prefix), bin), c, frames, round, data[c], log)
		}
	}
	return data[withCollisions], data[withoutCollisions], nil
}

// runWindowedCase runs the comparison once in case c and adds the run, or
// why it failed, to d.
func runWindowedCase(root string, command []string, c windowedCase, frames, round int, d *windowedData, log *progress) {
	args := append(command, c.args(frames)...)
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	runErr := cmd.Run()
	r, err := parseWindowed(out.String())
	if err == nil {
		err = c.check(r)
	}
	if runErr != nil || err != nil {
		msg := fmt.Sprintf("windowed round %d, %s: %v", round+1, c.Label, errors.Join(runErr, err))
		log.printf("warning: %s", msg)
		d.Errors = append(d.Errors, msg)
		return
	}
	log.printf("  demo %s fps, bare %s fps", formatNumber(r.DemoFPS), formatNumber(r.BareFPS))
	d.Runs = append(d.Runs, r)
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
