package main

import (
	"fmt"
	"slices"
	"strings"
)

// settings are how the figures were produced.
type settings struct {
	Rounds         int
	Benchtime      string
	FrameRounds    int
	WindowedRounds int
	Quick          bool
}

// A report is everything the page shows.
type report struct {
	Machine  machine
	Settings settings
	Bench    *benchData
	Frames   *frameData
	Windowed *windowedData
	// WindowedNoCollisions is the windowed comparison on the default
	// scene with no Collider on its cubes.
	WindowedNoCollisions *windowedData
	Inspector            *inspectorData
	Browser              *browserData
	Soak                 *soakData
	Bytes                *bytesData
	Setup                *setupData
}

// The page's headings. Other documents link to their anchors, so they
// stay as they are.
const (
	titleFrames   = "Frames (headless)"
	titleWindowed = "Windowed frame rate"
	titleNotes    = "Notes on this run"
)

// render writes the page. The layout depends only on the report, never
// on map order, so two runs differ only where their figures do.
func render(r report) string {
	var b strings.Builder
	renderHeader(&b, r)
	for _, s := range benchSections {
		renderBenchSection(&b, s, r.Bench)
	}
	renderOthers(&b, r.Bench)
	renderFrames(&b, r.Frames)
	renderScaling(&b, r.Frames, r.Bench)
	renderBytes(&b, r.Bytes, r.Frames)
	renderWindowed(&b, r.Windowed, r.WindowedNoCollisions)
	renderInspector(&b, r.Inspector)
	renderBrowser(&b, r.Browser)
	renderSoak(&b, r.Soak)
	renderSetup(&b, r.Setup)
	renderNotes(&b, r)
	return b.String()
}

func renderHeader(b *strings.Builder, r report) {
	m, s := r.Machine, r.Settings
	b.WriteString("# Performance\n\n")
	b.WriteString("Every measured figure of Cubefall is on this page; the rest of the repository quotes\n" +
		"ratios and links here. The page is generated, so do not edit it by hand: regenerate it\n" +
		"on your machine with\n\n")
	b.WriteString("```sh\nmake perf    # the same as: go run ./internal/tools/perfdoc\n```\n\n")
	b.WriteString("(`go run ./internal/tools/perfdoc -h` lists its options; `-quick` is a short trial run\n" +
		"whose figures are rough.)\n\n")
	b.WriteString("## Machine\n\n")
	b.WriteString("| | |\n|---|---|\n")
	fmt.Fprintf(b, "| date | %s |\n", m.Date)
	fmt.Fprintf(b, "| commit | `%s` |\n", m.Commit)
	fmt.Fprintf(b, "| CPU | %s, %d logical cores |\n", m.CPU, m.Cores)
	fmt.Fprintf(b, "| OS | %s |\n", m.OS)
	fmt.Fprintf(b, "| Go | %s |\n", m.Go)
	quick := ""
	if s.Quick {
		quick = " (`-quick`: a trial run, figures rough)"
	}
	fmt.Fprintf(b, "| runs | benchmarks: %d rounds of `-benchtime %s`; headless frames: %s per count; windowed: %s in each case%s |\n\n",
		s.Rounds, s.Benchtime, plural(s.FrameRounds, "run"), plural(s.WindowedRounds, "run"), quick)
	b.WriteString("## How to read the figures\n\n")
	b.WriteString("- Every benchmark runs once per round, as its own process, for several rounds; a figure is\n" +
		"  the **median** over the rounds.\n")
	b.WriteString("- A benchmark compared with a reference (a plain Go loop doing the same work, or another\n" +
		"  form of the same operation) runs in the same round, nearly always right before or after\n" +
		"  it (a reference in another section runs further away in the round). The **ratio** is\n" +
		"  the median of the per-round ratios, with the smallest and largest in brackets. The\n" +
		"  machines this project is built on are shared and noisy: absolute times move by tens of\n" +
		"  percent between runs, ratios much less. Compare ratios across machines, not times.\n")
	b.WriteString("- Times are in nanoseconds (ns) or milliseconds (ms). \"per item\" is the benchmark's own\n" +
		"  unit: ns per entity, per cube or per call, over the whole operation.\n")
	b.WriteString("- **bar** is what the code promises for that figure, and whether this run kept it.\n")
	b.WriteString("- A dash (—) is a figure this run could not measure; the last section says why.\n")
	b.WriteString("- To run one benchmark by hand, name every level of it, for example\n" +
		"  `go test -run '^$' -bench '^BenchmarkPhysicsTables$/^10k$' -benchmem -count 5 ./ecs`.\n\n")
}

// renderBenchSection writes one benchmark section: heading, intro, table.
func renderBenchSection(b *strings.Builder, s benchSection, d *benchData) {
	fmt.Fprintf(b, "## %s\n\n%s\n\n", s.Title, wrap(s.Intro, 90))
	b.WriteString(benchTableHeader)
	for _, spec := range s.Benches {
		b.WriteString(benchRow(spec, d))
	}
	b.WriteString("\n")
}

const benchTableHeader = "| benchmark | ns/op | per item | allocs/op | B/op | ratio to reference | bar |\n" +
	"|---|--:|--:|--:|--:|---|---|\n"

// benchRow is one benchmark's line of a table.
func benchRow(spec benchSpec, d *benchData) string {
	rounds := d.rounds(spec.Pkg, spec.Name)
	med := medianMetrics(rounds)
	measured := len(med) > 0
	cell := func(unit string) string {
		if v, ok := med[unit]; ok {
			return formatNumber(v)
		}
		return "—"
	}
	ratio := "—"
	var r, rb spread
	if spec.Ref != "" {
		ratios, _ := roundRatios(rounds, d.rounds(spec.Pkg, spec.Ref))
		if r = spreadOf(ratios); r.N > 0 {
			ratio = formatSpread(r) + " `" + shortName(spec.Ref) + "`"
		}
		if rb = spreadOf(roundRatiosIn(rounds, d.rounds(spec.Pkg, spec.Ref), "B/op")); spec.RefBytes && rb.N > 0 {
			ratio += "; B/op " + formatSpread(rb)
		}
	}
	var bars []string
	for _, br := range spec.Bars {
		v, ok := med[br.Metric]
		switch br.Metric {
		case "ratio":
			v, ok = r.Median, r.N > 0
		case "B/op ratio":
			v, ok = rb.Median, rb.N > 0
		}
		bars = append(bars, formatBar(br, v, ok && measured))
	}
	return fmt.Sprintf("| `%s` | %s | %s | %s | %s | %s | %s |\n", shortName(spec.Name), cell("ns/op"),
		perItem(med), cell("allocs/op"), cell("B/op"), ratio, strings.Join(bars, "; "))
}

// perItem is a result's custom metrics: its per-item time first, then any
// others (such as "drawn"), sorted by unit.
func perItem(med map[string]float64) string {
	var parts []string
	if u := perUnit(med); u != "" {
		parts = append(parts, formatNumber(med[u])+" "+u)
	}
	var others []string
	for u := range med {
		if u != perUnit(med) && !slices.Contains([]string{"ns/op", "B/op", "allocs/op", "MB/s"}, u) {
			others = append(others, u)
		}
	}
	slices.Sort(others)
	for _, u := range others {
		parts = append(parts, formatNumber(med[u])+" "+u)
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, ", ")
}

// shortName is a benchmark's name without the "Benchmark" prefix.
func shortName(name string) string { return strings.TrimPrefix(name, "Benchmark") }

// renderOthers lists benchmarks the page has no place for yet.
func renderOthers(b *strings.Builder, d *benchData) {
	fmt.Fprintf(b, "## %s\n\n", otherTitle)
	var names []string
	for _, pkg := range benchPackages {
		for _, top := range d.Others[pkg] {
			for k := range d.Results {
				if name, ok := strings.CutPrefix(k, pkg+" "); ok && (name == top || strings.HasPrefix(name, top+"/")) {
					names = append(names, k)
				}
			}
		}
	}
	if len(names) == 0 {
		fmt.Fprintf(b, "None: every benchmark of the packages this page runs (%s) has its place above. "+
			"render/'s benchmarks need a window, so they are run by hand under Xvfb (their doc comments say how) and are not on this page.\n\n",
			strings.Join(benchPackages, ", "))
		return
	}
	slices.Sort(names)
	b.WriteString("Benchmarks added since this page's sections were laid out, with no reference or bar yet.\n\n")
	b.WriteString(benchTableHeader)
	for _, k := range names {
		pkg, name, _ := strings.Cut(k, " ")
		b.WriteString(benchRow(benchSpec{Pkg: pkg, Name: name}, d))
	}
	b.WriteString("\n")
}

// goSideBar is the promise for a 10,000-cube frame of the default scene,
// whose cubes collide: 3 ms; goSideBarNoCollisions is the one for a scene
// without collisions (storm): 1 ms.
var (
	goSideBar             = bar{Metric: "ms", Limit: 3}
	goSideBarNoCollisions = bar{Metric: "ms", Limit: 1}
)

// frameBar returns the bar a case is held to, if any.
func frameBar(c frameCase) (bar, bool) {
	switch {
	case c.Cubes != 10_000 || c.Workers != 0:
		return bar{}, false
	case c.Scene == "":
		return goSideBar, true
	default:
		return goSideBarNoCollisions, true
	}
}

func renderFrames(b *strings.Builder, d *frameData) {
	fmt.Fprintf(b, "## %s\n\n", titleFrames)
	b.WriteString(wrap("The demo without a window: `cubefall -headless -frames N -cubes C -stats-json FILE`, "+
		"one fixed 1/60 s step per frame: the default scene (falling-cubes, whose cubes collide, land and sleep) "+
		"and storm (`-scene storm`, spinning cubes that never collide). Spawn is the time to create the cubes, "+
		"from the demo's log. The Go side is the systems and the instance upload per frame (headless "+
		"has no upload), as a mean over the run; p50 and p95 are over the frame times. Peak RSS is "+
		"the process's largest resident memory. Medians over the runs.", 90))
	b.WriteString("\n\n")
	if d == nil || len(d.Cases) == 0 {
		b.WriteString("Not run.\n\n")
		return
	}
	b.WriteString("| scene | cubes | workers | frames | runs | spawn ms | Go side ms/frame | p50 ms | p95 ms | peak RSS MiB | bar |\n")
	b.WriteString("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|\n")
	var sums []frameSummary
	for i, c := range d.Cases {
		s := summarise(c, d.Runs[i])
		sums = append(sums, s)
		barCell := ""
		if bar, ok := frameBar(c); ok {
			barCell = "Go side " + formatBar(bar, s.GoMS, s.GoMS >= 0)
		}
		fmt.Fprintf(b, "| %s | %s | %s | %d | %d | %s | %s | %s | %s | %s | %s |\n", c.sceneName(), formatNumber(float64(c.Cubes)), c.workersLabel(), c.Frames, s.Runs,
			formatNumber(s.SpawnMS), formatNumber(s.GoMS), formatNumber(s.P50MS), formatNumber(s.P95MS), formatNumber(s.PeakMiB), barCell)
	}
	b.WriteString("\n")
	renderCollidingStep(b, d)
	b.WriteString("### Per system\n\nMean ms per frame of each system (the scheduler's own timing), medians over the runs.\n\n")
	b.WriteString("| system |")
	for _, c := range d.Cases {
		fmt.Fprintf(b, " %s %s", c.sceneName(), formatNumber(float64(c.Cubes)))
		if c.Workers != 0 {
			fmt.Fprintf(b, ", %s worker", c.workersLabel())
		}
		if sameRunTwice(d.Cases, c) {
			fmt.Fprintf(b, ", %d frames", c.Frames)
		}
		b.WriteString(" |")
	}
	b.WriteString("\n|---|" + strings.Repeat("--:|", len(d.Cases)) + "\n")
	for _, name := range systemNames(sums) {
		fmt.Fprintf(b, "| %s |", name)
		for _, s := range sums {
			v, ok := s.Systems[name]
			if !ok {
				v = -1
			}
			fmt.Fprintf(b, " %s |", formatSystemMS(v))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

// sameRunTwice reports whether cases has another run of c's scene, cube
// count and workers (of another length), so that c's column needs its
// frames to tell them apart.
func sameRunTwice(cases []frameCase, c frameCase) bool {
	for _, o := range cases {
		if o != c && o.Scene == c.Scene && o.Cubes == c.Cubes && o.Workers == c.Workers {
			return true
		}
	}
	return false
}

// formatSystemMS writes a per-system time; small ones keep three decimals
// so that they do not all read 0.00.
func formatSystemMS(v float64) string {
	if v >= 0 && v < 1 {
		return fmt.Sprintf("%.3f", v)
	}
	return formatNumber(v)
}

// windowedBar: the default scene, collisions included, keeps at least 85%
// of a bare instanced draw's frame rate; windowedBarNoCollisions: the same
// scene without collisions keeps at least 95%.
var (
	windowedBar             = bar{Metric: "ratio", Limit: 0.85, AtLeast: true}
	windowedBarNoCollisions = bar{Metric: "ratio", Limit: 0.95, AtLeast: true}
)

// titleWindowedNoCollisions is the heading of the case without
// collisions, within the windowed section.
const titleWindowedNoCollisions = "Without collisions"

func renderWindowed(b *strings.Builder, with, without *windowedData) {
	fmt.Fprintf(b, "## %s\n\n", titleWindowed)
	b.WriteString(wrap("The demo's frame rate against a bare instanced draw of the same cubes, in one "+
		"process and one 1280×720 window (`app/baseline_test.go`; by hand: `go test -run '^$' ./app -args "+
		"-baseline 300`). Blocks of 30 demo frames (systems, collection, draw) alternate with blocks of "+
		"30 frames that only draw the last collected frame again. The ratio is what the ECS, the "+
		"simulation and the collection cost on top of drawing. The demo swaps each picture onto the "+
		"screen a frame late, after the next frame's systems, so that the simulation runs while the "+
		"GL draws (`app.frame` in `app/loop.go`); a third kind of block runs it swapping each picture at "+
		"once, with no such overlap, and the demo against it is what the overlap gains.", 90))
	b.WriteString("\n\n")
	renderWindowedCase(b, with, withCollisions.Bar)
	fmt.Fprintf(b, "### %s\n\n", titleWindowedNoCollisions)
	b.WriteString(wrap("The same comparison on the same scene with the Collider taken off its 10,000 "+
		"cubes (by hand: `go test -run '^$' ./app -args -baseline 300 -baseline-collisions=false`): the "+
		"same cubes, column, camera, ground and light, but the cubes fall through the ground and start "+
		"again at the top, with no collision work, no sleepers and no blob shadows (only a colliding "+
		"cube casts one). Only the collisions differ, which is why this is the default scene changed "+
		"in one thing and not storm, whose 100,000 cubes fill a wider column with no ground. Its runs "+
		"alternate with those above, one of each per round.", 90))
	b.WriteString("\n\n")
	renderWindowedCase(b, without, withoutCollisions.Bar)
}

// renderWindowedCase writes one case's figures: its display and runs,
// then a table whose ratio row is held to br, or why there are none.
func renderWindowedCase(b *strings.Builder, d *windowedData, br bar) {
	if d == nil {
		b.WriteString("Not run.\n\n")
		return
	}
	if d.Skipped != "" {
		fmt.Fprintf(b, "Not measured: %s.\n\n", d.Skipped)
		return
	}
	s := summariseWindowed(d.Runs)
	fmt.Fprintf(b, "Display: %s; %s of %d frames each side.\n\n", d.Display, plural(len(d.Runs), "run"), d.Frames)
	b.WriteString("| figure | value | bar |\n|---|--:|---|\n")
	if len(d.Runs) == 0 {
		b.WriteString("| demo / bare draw | — | " + formatBar(br, 0, false) + " |\n\n")
		return
	}
	fmt.Fprintf(b, "| demo | %s fps | |\n", formatNumber(s.DemoFPS))
	fmt.Fprintf(b, "| bare draw (%s instances) | %s fps | |\n", formatNumber(float64(s.Drawn)), formatNumber(s.BareFPS))
	fmt.Fprintf(b, "| demo / bare draw | %s | %s |\n", formatSpread(s.Ratio), formatBar(br, s.Ratio.Median, s.Ratio.N > 0))
	if s.Overlap.N > 0 {
		fmt.Fprintf(b, "| demo swapping each picture at once | %s fps | |\n", formatNumber(s.AtOnceFPS))
		fmt.Fprintf(b, "| demo / demo swapping at once | %s | |\n", formatSpread(s.Overlap))
	}
	fmt.Fprintf(b, "| demo's Go side | %s ms/frame | |\n\n", formatNumber(s.GoMS))
}

// renderNotes lists what this run could not measure.
func renderNotes(b *strings.Builder, r report) {
	fmt.Fprintf(b, "## %s\n\n", titleNotes)
	var notes []string
	if r.Bench != nil {
		for _, m := range r.Bench.Missing {
			notes = append(notes, fmt.Sprintf("`%s` was not found (renamed or removed?): its rows show dashes.", m))
		}
		notes = append(notes, r.Bench.Errors...)
	}
	if r.Frames != nil {
		notes = append(notes, r.Frames.Errors...)
	}
	if r.Windowed != nil {
		if r.Windowed.Skipped != "" {
			notes = append(notes, "The windowed frame rate was not measured: "+r.Windowed.Skipped+".")
		}
		notes = append(notes, r.Windowed.Errors...)
	}
	if d := r.WindowedNoCollisions; d != nil {
		if d.Skipped != "" {
			notes = append(notes, "The windowed frame rate without collisions was not measured: "+d.Skipped+".")
		}
		notes = append(notes, d.Errors...)
	}
	if r.Inspector != nil {
		if r.Inspector.Skipped != "" {
			notes = append(notes, "The inspector's cost was not measured: "+r.Inspector.Skipped+".")
		}
		notes = append(notes, r.Inspector.Errors...)
	}
	if r.Browser != nil {
		notes = append(notes, r.Browser.Errors...)
	}
	notes = append(notes, soakNotes(r.Soak)...)
	notes = append(notes, bytesNotes(r.Bytes)...)
	notes = append(notes, setupNotes(r.Setup)...)
	if len(notes) == 0 {
		b.WriteString("Every figure was measured.\n")
		return
	}
	for _, n := range notes {
		fmt.Fprintf(b, "- %s\n", n)
	}
}

// wrap breaks text into lines of at most width characters, at spaces
// outside `code` spans (a longer word or span gets a line of its own).
func wrap(text string, width int) string {
	var lines []string
	line := ""
	for _, w := range words(text) {
		if line != "" && len([]rune(line))+1+len([]rune(w)) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// plural writes n with its noun: "1 run", "3 runs".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// words splits text at spaces, keeping each `code` span in one piece.
func words(text string) []string {
	var out []string
	open := false
	for _, f := range strings.Fields(text) {
		if open {
			out[len(out)-1] += " " + f
		} else {
			out = append(out, f)
		}
		if strings.Count(f, "`")%2 == 1 {
			open = !open
		}
	}
	return out
}
