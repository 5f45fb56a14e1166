package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// titleSoak is the heading of the soak section; docs/reliability.md links
// to its anchor.
const titleSoak = "Memory over a long run"

// soakCommand runs the headless soak of e2e/soak_test.go: ten simulated
// minutes of the default scene in the test process, with a gravity swap
// every 20 simulated seconds. -v makes the test print what it measured.
var soakCommand = []string{"test", "-run", "^TestHeadlessSoak$", "-v", "-count=1", "./e2e/"}

// The soak test's promises (soakHeapSlack and soakRSSSlack in
// e2e/soak_test.go): no memory sample after the warm-up may exceed the
// first by more than these, in MiB.
var (
	soakHeapBar = bar{Metric: "MiB", Limit: 2}
	soakRSSBar  = bar{Metric: "MiB", Limit: 8}
)

// A soakSample is one memory sample the soak logs, in MiB.
type soakSample struct {
	At                   string // "after warm-up", "1m0s", ...
	HeapAlloc, HeapInuse float64
	RSS                  float64
}

// soakData is what the headless soak measured, or why it did not run.
type soakData struct {
	Samples  []soakSample // the first is taken after the warm-up
	Frames   int          // measured frames, after the warm-up
	Warmup   int          // warm-up frames
	Swaps    int          // gravity swaps while measuring
	Entities int          // entities at the end
	Wall     time.Duration
	Passed   bool // the test passed: its own checks held
	Skipped  string
	Errors   []string
}

// The lines TestHeadlessSoak logs with t.Log, after go test's
// "soak_test.go:NN: " prefix.
var (
	soakSampleLine = regexp.MustCompile(`(?m)^\s*\S+\.go:\d+: (.+): HeapAlloc ([0-9.]+) MiB, HeapInuse ([0-9.]+) MiB, VmRSS ([0-9.]+) MiB\s*$`)
	soakSummary    = regexp.MustCompile(`(?m)^\s*\S+\.go:\d+: (\d+) frames \(\S+ simulated\) after (\d+) warm-up frames, (\d+) swaps, (\d+) entities, wall (\S+)\s*$`)
	soakPass       = regexp.MustCompile(`(?m)^--- PASS: TestHeadlessSoak\b`)
)

// parseSoak reads the output of `go test -v -run TestHeadlessSoak`.
func parseSoak(out string) (*soakData, error) {
	d := &soakData{}
	for _, m := range soakSampleLine.FindAllStringSubmatch(out, -1) {
		s := soakSample{At: m[1]}
		s.HeapAlloc, _ = strconv.ParseFloat(m[2], 64)
		s.HeapInuse, _ = strconv.ParseFloat(m[3], 64)
		s.RSS, _ = strconv.ParseFloat(m[4], 64)
		d.Samples = append(d.Samples, s)
	}
	sum := soakSummary.FindStringSubmatch(out)
	if len(d.Samples) < 2 || sum == nil {
		return nil, fmt.Errorf("no memory samples and summary line in: %s", lastLines(out, 4))
	}
	d.Frames, _ = strconv.Atoi(sum[1])
	d.Warmup, _ = strconv.Atoi(sum[2])
	d.Swaps, _ = strconv.Atoi(sum[3])
	d.Entities, _ = strconv.Atoi(sum[4])
	wall, err := time.ParseDuration(sum[5])
	if err != nil {
		return nil, fmt.Errorf("wall time %q: %w", sum[5], err)
	}
	d.Wall = wall
	d.Passed = soakPass.MatchString(out)
	return d, nil
}

// runSoak runs the headless soak once and reads its figures. A failed
// test still reports the figures it logged, with the failure as an error.
func runSoak(root string, quick bool, log *progress) *soakData {
	if quick {
		return &soakData{Skipped: "skipped with -quick (the soak runs ten simulated minutes)"}
	}
	log.printf("soak: go %s", strings.Join(soakCommand, " "))
	out, runErr := goOutput(root, soakCommand...)
	d, err := parseSoak(out)
	if err != nil {
		return &soakData{Errors: []string{"the headless soak: " + err.Error()}}
	}
	if runErr != nil || !d.Passed {
		d.Errors = append(d.Errors, fmt.Sprintf("the headless soak failed (%v): %s", runErr, lastLines(out, 4)))
	}
	log.printf("soak: %d frames, HeapAlloc %.1f → %.1f MiB, VmRSS %.1f → %.1f MiB, wall %v", d.Frames,
		d.Samples[0].HeapAlloc, d.last().HeapAlloc, d.Samples[0].RSS, d.last().RSS, d.Wall)
	return d
}

// last is the sample at the end of the run.
func (d *soakData) last() soakSample { return d.Samples[len(d.Samples)-1] }

// growth is the largest rise of a figure over its first sample, in MiB.
func (d *soakData) growth(figure func(soakSample) float64) float64 {
	g := 0.0
	for _, s := range d.Samples[1:] {
		g = max(g, figure(s)-figure(d.Samples[0]))
	}
	return g
}

// span is the smallest and largest value of a figure over the samples.
func (d *soakData) span(figure func(soakSample) float64) string {
	lo, hi := figure(d.Samples[0]), figure(d.Samples[0])
	for _, s := range d.Samples[1:] {
		lo, hi = min(lo, figure(s)), max(hi, figure(s))
	}
	return fmt.Sprintf("%.1f–%.1f", lo, hi)
}

// renderSoak writes the soak section.
func renderSoak(b *strings.Builder, d *soakData) {
	fmt.Fprintf(b, "## %s\n\n", titleSoak)
	b.WriteString(wrap("The headless soak, `go test -run '^TestHeadlessSoak$' -v ./e2e/` "+
		"(`e2e/soak_test.go`): the world the demo builds from `falling-cubes` (10,000 cubes, a camera "+
		"and a sun), every system scheduled, in the test process without a window. After a warm-up "+
		"with a gravity swap each way, it runs ten simulated minutes of 1/60 s steps with a swap every "+
		"20 simulated seconds, and samples memory after `runtime.GC()` every simulated minute. "+
		"HeapAlloc is the live Go heap, HeapInuse the heap spans in use, VmRSS the resident set the "+
		"kernel reports. Growth is the largest rise of any sample over the first; the bars are the "+
		"test's own, and it fails past them.", 90))
	b.WriteString("\n\n")
	switch {
	case d == nil:
		b.WriteString("Not run.\n\n")
		return
	case d.Skipped != "":
		fmt.Fprintf(b, "Not measured: %s.\n\n", d.Skipped)
		return
	case len(d.Samples) < 2:
		b.WriteString("Not measured: the soak did not report its figures (see the notes below).\n\n")
		return
	}
	verdict := "passed"
	if !d.Passed {
		verdict = "**failed**"
	}
	fmt.Fprintf(b, "%s frames after %s warm-up frames, %d gravity swaps, %s entities at the end, "+
		"wall time %s; the test %s.\n\n", formatNumber(float64(d.Frames)), formatNumber(float64(d.Warmup)),
		d.Swaps, formatNumber(float64(d.Entities)), formatSeconds(d.Wall), verdict)
	b.WriteString("| MiB | after warm-up | end | over the samples | largest growth | bar |\n")
	b.WriteString("|---|--:|--:|--:|--:|---|\n")
	for _, f := range []struct {
		name   string
		figure func(soakSample) float64
		bar    *bar
	}{
		{"HeapAlloc", func(s soakSample) float64 { return s.HeapAlloc }, &soakHeapBar},
		{"HeapInuse", func(s soakSample) float64 { return s.HeapInuse }, nil},
		{"VmRSS", func(s soakSample) float64 { return s.RSS }, &soakRSSBar},
	} {
		g := d.growth(f.figure)
		barCell := ""
		if f.bar != nil {
			barCell = formatBar(*f.bar, g, true)
		}
		fmt.Fprintf(b, "| %s | %.1f | %.1f | %s | %.1f | %s |\n", f.name, f.figure(d.Samples[0]),
			f.figure(d.last()), d.span(f.figure), g, barCell)
	}
	b.WriteString("\n")
}

// formatSeconds writes a duration as seconds: "18.4 s".
func formatSeconds(d time.Duration) string { return formatNumber(d.Seconds()) + " s" }

// soakNotes are what the notes section says about the soak.
func soakNotes(d *soakData) []string {
	if d == nil {
		return nil
	}
	var notes []string
	if d.Skipped != "" {
		notes = append(notes, "The memory over a long run was not measured: "+d.Skipped+".")
	}
	return append(notes, d.Errors...)
}
