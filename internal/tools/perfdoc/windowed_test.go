package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// windowedReport is a report with no figures but the windowed ones.
func windowedReport(with, without *windowedData) report {
	bench := &benchData{Rounds: 1, Results: map[string][]*benchResult{}, Others: map[string][]string{}}
	return report{Bench: bench, Windowed: with, WindowedNoCollisions: without}
}

// windowedTables renders a report whose two windowed cases each have one
// run with the given demo/bare ratio, and returns the page's part with
// collisions and the part without.
func windowedTables(t *testing.T, ratioWith, ratioWithout float64) (with, without string) {
	t.Helper()
	one := func(ratio float64) *windowedData {
		return &windowedData{Frames: 300, Display: "Xvfb", Runs: []windowedRun{{DemoFPS: 100 * ratio, BareFPS: 100, Cubes: 10_000}}}
	}
	page := render(windowedReport(one(ratioWith), one(ratioWithout)))
	_, section, ok := strings.Cut(page, "\n## "+titleWindowed+"\n")
	if !ok {
		t.Fatal("no windowed section")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	with, without, ok = strings.Cut(section, "\n### "+titleWindowedNoCollisions+"\n")
	if !ok {
		t.Fatalf("no %q subsection in:\n%s", titleWindowedNoCollisions, section)
	}
	return with, without
}

// Each case is held to its own bar, as an "at least": 85% of the bare
// draw with collisions, 95% without. Swapped bars, an "at most", or either
// limit moved fails one of these rows.
func TestWindowedBarsHoldEachCaseToItsOwnLimit(t *testing.T) {
	for _, tc := range []struct {
		ratio                 float64
		wantWith, wantWithout string
	}{
		{0.80, "| demo / bare draw | 0.80× | ≥ 0.85×: **not met** |", "| demo / bare draw | 0.80× | ≥ 0.95×: **not met** |"},
		{0.90, "| demo / bare draw | 0.90× | ≥ 0.85×: met |", "| demo / bare draw | 0.90× | ≥ 0.95×: **not met** |"},
		{0.94, "| demo / bare draw | 0.94× | ≥ 0.85×: met |", "| demo / bare draw | 0.94× | ≥ 0.95×: **not met** |"},
		{0.97, "| demo / bare draw | 0.97× | ≥ 0.85×: met |", "| demo / bare draw | 0.97× | ≥ 0.95×: met |"},
	} {
		with, without := windowedTables(t, tc.ratio, tc.ratio)
		if !strings.Contains(with, tc.wantWith) {
			t.Errorf("ratio %.2f with collisions: no row %q in:\n%s", tc.ratio, tc.wantWith, with)
		}
		if !strings.Contains(without, tc.wantWithout) {
			t.Errorf("ratio %.2f without collisions: no row %q in:\n%s", tc.ratio, tc.wantWithout, without)
		}
	}
}

// Each table shows its own case's figures: 0.88 with collisions and 0.97
// without must not trade places.
func TestWindowedCasesKeepTheirOwnFigures(t *testing.T) {
	with, without := windowedTables(t, 0.88, 0.97)
	if !strings.Contains(with, "| demo | 88.0 fps |") || strings.Contains(with, "97.0") {
		t.Errorf("the case with collisions shows other figures:\n%s", with)
	}
	if !strings.Contains(without, "| demo | 97.0 fps |") || strings.Contains(without, "88.0") {
		t.Errorf("the case without collisions shows other figures:\n%s", without)
	}
}

// The case without collisions asks the baseline tool for it; the case
// with them runs the tool exactly as before.
func TestWindowedCaseArgs(t *testing.T) {
	if got, want := withCollisions.args(300), []string{"-test.run", "^$", "-baseline", "300"}; !slices.Equal(got, want) {
		t.Errorf("with collisions: %q, want %q", got, want)
	}
	if got := withoutCollisions.args(300); !slices.Contains(got, "-baseline-collisions=false") || !slices.Contains(got, "300") {
		t.Errorf("without collisions: %q lacks -baseline-collisions=false or the frames", got)
	}
}

const baselineOutput = "demo:     39.2 fps over 300 frames (Go side 0.413 ms per frame, 1.53 fixed steps per frame)\n" +
	"at once:  38.9 fps, each picture swapped as soon as it is drawn (Go side 0.409 ms per frame)\n" +
	"baseline: 40.2 fps drawing the last frame's 8339 instances alone\n" +
	"ratio:    demo at 98% of the bare draw\n"

// A run counts for a case only when its "cubes:" line says it measured
// that case.
func TestWindowedCaseCheck(t *testing.T) {
	for _, tc := range []struct {
		cubesLine         string
		withOK, withoutOK bool
	}{
		{"cubes:    10000, 0 with a Collider (scene falling-cubes)\n", false, true},
		{"cubes:    10000, 10000 with a Collider (scene falling-cubes)\n", true, false},
		{"cubes:    10000, 1 with a Collider (scene falling-cubes)\n", true, false},
		{"", false, false}, // a tool that does not say which case it ran
	} {
		r, err := parseWindowed(tc.cubesLine + baselineOutput)
		if err != nil {
			t.Fatal(err)
		}
		if err := withCollisions.check(r); (err == nil) != tc.withOK {
			t.Errorf("%q with collisions: %v, want ok %v", tc.cubesLine, err, tc.withOK)
		}
		if err := withoutCollisions.check(r); (err == nil) != tc.withoutOK {
			t.Errorf("%q without collisions: %v, want ok %v", tc.cubesLine, err, tc.withoutOK)
		}
	}
}

// runWindowedCase keeps a run only when the tool measured the case asked
// for; otherwise the round is an error on the page and the bar is not
// measured, never met. The "tool" here is a shell printing its output.
func TestRunWindowedCaseKeepsOnlyTheCaseAskedFor(t *testing.T) {
	tool := []string{"sh", "-c", `printf '%s' "$OUT"`, "sh"} // the case's arguments land in $@, unused
	for _, tc := range []struct {
		colliding string
		c         windowedCase
		wantRuns  int
	}{
		{"0", withoutCollisions, 1},
		{"10000", withoutCollisions, 0},
		{"10000", withCollisions, 1},
		{"0", withCollisions, 0},
	} {
		t.Setenv("OUT", "cubes:    10000, "+tc.colliding+" with a Collider (scene falling-cubes)\n"+baselineOutput)
		d := &windowedData{Frames: 300, Display: "test"}
		runWindowedCase(t.TempDir(), tool, tc.c, 300, 0, d, &progress{start: time.Now()})
		if len(d.Runs) != tc.wantRuns || len(d.Errors) != 1-tc.wantRuns {
			t.Errorf("%s, %s colliding: %d runs, errors %q; want %d runs", tc.c.Label, tc.colliding, len(d.Runs), d.Errors, tc.wantRuns)
			continue
		}
		if want, _ := strconv.Atoi(tc.colliding); tc.wantRuns == 1 && (d.Runs[0].Colliding != want || d.Runs[0].DemoFPS != 39.2) {
			t.Errorf("%s: the run %+v, want %s colliding cubes and 39.2 fps", tc.c.Label, d.Runs[0], tc.colliding)
		}
		if tc.wantRuns == 0 {
			page := render(windowedReport(d, d))
			if strings.Contains(page, ": met") || !strings.Contains(page, "not measured") {
				t.Errorf("%s: a refused run must leave the bar not measured:\n%s", tc.c.Label, page)
			}
		}
	}
}
