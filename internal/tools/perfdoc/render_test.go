package main

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite testdata/render.golden from the current output")

// rounds returns results with the given ns/entity, one per round, and
// ns/op as 10,000 times that.
func rounds(perEntity ...float64) []*benchResult { return roundsOf(10_000, perEntity...) }

// roundsOf returns results with the given ns/entity, one per round, of
// benchmarks over n entities.
func roundsOf(n float64, perEntity ...float64) []*benchResult {
	rs := make([]*benchResult, len(perEntity))
	for i, v := range perEntity {
		if v < 0 {
			continue // a round without a result
		}
		rs[i] = result(map[string]float64{"ns/op": v * n, "ns/entity": v, "B/op": 0, "allocs/op": 0})
	}
	return rs
}

// fixedReport is a report with a few figures of every kind, as a run
// would produce them.
func fixedReport() report {
	bench := &benchData{Rounds: 3, Benchtime: "1s", Results: map[string][]*benchResult{
		key("ecs", "BenchmarkPhysicsBaseline/10k"): rounds(2.0, 4.0, 2.2),
		key("ecs", "BenchmarkPhysicsTables/10k"):   rounds(1.8, 4.4, 2.0),
		key("ecs", "BenchmarkPhysicsBaseline/1M"):  roundsOf(1_000_000, 20, 26, 25),
		key("scenes", "BenchmarkLoad/100k/encoding-json"): {
			result(map[string]float64{"ns/op": 4e8, "B/op": 2e8, "allocs/op": 9e6}),
			result(map[string]float64{"ns/op": 5e8, "B/op": 2e8, "allocs/op": 9e6}),
			result(map[string]float64{"ns/op": 4e8, "B/op": 2e8, "allocs/op": 9e6})},
		key("scenes", "BenchmarkLoad/100k/scenes.Parse+Spawn"): {
			result(map[string]float64{"ns/op": 2e8, "B/op": 7e7, "allocs/op": 1e3}),
			result(map[string]float64{"ns/op": 3e8, "B/op": 7e7, "allocs/op": 1e3}),
			result(map[string]float64{"ns/op": 2e8, "B/op": 7e7, "allocs/op": 1e3})},
		key("ecs", "BenchmarkPhysicsRangeAll/10k"): rounds(3.2, 6.0, -1),
		key("ecs", "BenchmarkCreateBatch"):         rounds(12, 25, 14),
		key("ecs", "BenchmarkAddRemove"): {
			result(map[string]float64{"ns/op": 120, "ns/entity": 120, "B/op": 0, "allocs/op": 0}),
			result(map[string]float64{"ns/op": 90, "ns/entity": 90, "B/op": 0, "allocs/op": 0}),
			result(map[string]float64{"ns/op": 95, "ns/entity": 95, "B/op": 0, "allocs/op": 0}),
		},
		key("view", "BenchmarkCollect/system/culling=true/10k"): {
			result(map[string]float64{"ns/op": 880000, "ns/entity": 88, "drawn": 6365, "B/op": 29535, "allocs/op": 0}),
		},
		key("ecs", "BenchmarkNewThing/small"): rounds(1, 1, 1),
	},
		Missing: []string{"ecs BenchmarkGet"},
		Others:  map[string][]string{"ecs": {"BenchmarkNewThing"}},
		Errors:  []string{"systems ^BenchmarkAim$ round 2: exit status 2: panic: boom"},
	}
	frames := &frameData{
		Cases: []frameCase{{Cubes: 10_000, Frames: 600}, {Cubes: 100_000, Frames: 100}, {Cubes: 100_000, Frames: 600},
			{Scene: "storm", Cubes: 1_000_000, Frames: 30}, {Scene: "storm", Cubes: 1_000_000, Frames: 30, Workers: 1}},
		Runs: [][]frameRun{
			{
				{Stats: statsFile{Entities: 10_002, GoMSMean: 0.8, FrameMSP50: 0.7, FrameMSP95: 1.4, Systems: map[string]float64{"physics": 0.04, "collect": 0.6}}, SpawnMS: 10, PeakMiB: 14},
				{Stats: statsFile{Entities: 10_002, GoMSMean: 1.2, FrameMSP50: 0.9, FrameMSP95: 2.0, Systems: map[string]float64{"physics": 0.05, "collect": 0.9}}, SpawnMS: 12, PeakMiB: 15},
				{Stats: statsFile{Entities: 10_002, GoMSMean: 0.9, FrameMSP50: 0.8, FrameMSP95: 1.8, Systems: map[string]float64{"physics": 0.06, "collect": 0.7}}, SpawnMS: -1, PeakMiB: 14.5},
			},
			{ // the start: every step over 16 ms
				{Stats: statsFile{Entities: 100_002, GoMSMean: 24, FrameMSP50: 23, FrameMSP95: 35, StepMSMean: 23, StepMSP50: 22, StepMSP95: 34, Systems: map[string]float64{"collide": 22},
					CollideParts: map[string]float64{"gather": 3, "broadphase": 10, "solve": 5, "scatter": 2}}, SpawnMS: 30, PeakMiB: 87},
				{Stats: statsFile{Entities: 100_002, GoMSMean: 26, FrameMSP50: 25, FrameMSP95: 36, StepMSMean: 25, StepMSP50: 24, StepMSP95: 35, Systems: map[string]float64{"collide": 24},
					CollideParts: map[string]float64{"gather": 3.2, "broadphase": 11, "solve": 5.5, "scatter": 2.2}}, SpawnMS: 32, PeakMiB: 88},
			},
			{ // the long run: its median step fits; the second run's demo did not report steps
				{Stats: statsFile{Entities: 100_002, GoMSMean: 15, FrameMSP50: 14, FrameMSP95: 30, StepMSMean: 14, StepMSP50: 13, StepMSP95: 29, Systems: map[string]float64{"collide": 13},
					CollideParts: map[string]float64{"gather": 2, "broadphase": 5, "solve": 4}, StepMSEach: append(steps(100, 12), steps(500, 20)...)}, SpawnMS: 31, PeakMiB: 90},
				{Stats: statsFile{Entities: 100_002, GoMSMean: 15, FrameMSP50: 14, FrameMSP95: 30, Systems: map[string]float64{"collide": 13}}, SpawnMS: 31, PeakMiB: 90},
			},
			{
				{Stats: statsFile{Entities: 1_000_002, GoMSMean: 112, FrameMSP50: 65, FrameMSP95: 155, Systems: map[string]float64{"physics": 5.7, "collect": 87, "spin": 5.9, "respawn": 0.4}}, SpawnMS: 578, PeakMiB: 465.4},
			},
			{
				{Stats: statsFile{Entities: 1_000_002, GoMSMean: 168, FrameMSP50: 160, FrameMSP95: 190, Systems: map[string]float64{"physics": 9.1, "collect": 140, "spin": 9.5}}, SpawnMS: 560, PeakMiB: 463},
			},
		},
	}
	windowed := &windowedData{Frames: 300, Display: "xvfb-run", Runs: []windowedRun{
		{DemoFPS: 18.7, BareFPS: 22.8, GoMS: 1.2, Drawn: 8315, AtOnceFPS: 17.0},
		{DemoFPS: 20.0, BareFPS: 21.0, GoMS: 1.1, Drawn: 8315, AtOnceFPS: 16.0},
	}}
	// ratios 0.975 and 0.95: median 0.96.
	windowedCalm := &windowedData{Frames: 300, Display: "xvfb-run", Runs: []windowedRun{
		{DemoFPS: 39.0, BareFPS: 40.0, GoMS: 0.41, Drawn: 8339, AtOnceFPS: 38.0, Cubes: 10_000},
		{DemoFPS: 38.0, BareFPS: 40.0, GoMS: 0.43, Drawn: 8339, AtOnceFPS: 38.0, Cubes: 10_000},
	}}
	closed := inspectorStats{FrameMSP50: 40, Systems: map[string]float64{"inspect": 0.001, "inspector": 0.002}}
	inspector := &inspectorData{Cubes: 10_000, Frames: 300, Display: "xvfb-run", Rounds: []inspectorRound{
		{Closed: closed, Open: inspectorStats{FrameMSP50: 42, DrawMS: 0.5, Systems: map[string]float64{"inspect": 0.001, "inspector": 0.15}}},
		{Closed: closed, Open: inspectorStats{FrameMSP50: 41, DrawMS: 0.4, Systems: map[string]float64{"inspect": 0.001, "inspector": 0.12}}},
	}}
	return report{
		Machine:  machine{CPU: "Test CPU", Cores: 2, OS: "Test OS", Go: "go1.26.8", Date: "2026-11-22 08:00 UTC", Commit: "abc1234+dirty"},
		Settings: settings{Rounds: 3, Benchtime: "1s", FrameRounds: 3, WindowedRounds: 2},
		Bench:    bench, Frames: frames, Windowed: windowed, WindowedNoCollisions: windowedCalm, Inspector: inspector,
		Setup: &setupData{FirstBuild: 71 * time.Second, CacheMiB: 66.4, Rebuild: 1900 * time.Millisecond},
		Bytes: &bytesData{Parts: []bytesPart{
			{"component", "Transform", 36}, {"component", "RigidBody", 12},
			{"index", "entity index", 20.1}, {"instances", "instance buffers", 41.5},
		}},
	}
}

// TestRenderGolden compares the page rendered from fixed results with
// testdata/render.golden. After an intended change of the layout, run
// go test ./internal/tools/perfdoc -update and read the diff.
func TestRenderGolden(t *testing.T) {
	got := render(fixedReport())
	path := filepath.Join("testdata", "render.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range max(len(gl), len(wl)) {
			g, w := lineAt(gl, i), lineAt(wl, i)
			if g != w {
				t.Fatalf("the page differs from %s at line %d:\n got: %s\nwant: %s\n(run with -update after an intended change)", path, i+1, g, w)
			}
		}
	}
}

func lineAt(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "<end>"
}

// The figures the golden file holds are the ones worked out by hand here,
// so a wrong median or ratio cannot slip into the golden file unseen.
func TestRenderFigures(t *testing.T) {
	page := render(fixedReport())
	for _, want := range []string{
		// Tables/Baseline per round: 0.9, 1.1, 0.909…; median 0.91.
		"| `PhysicsTables/10k` | 20,000 | 2.00 ns/entity | 0 | 0 | 0.91× (0.90–1.10) `PhysicsBaseline/10k` | ≤ 1.00×: met; = 0 allocs/op: met |",
		// RangeAll: rounds 1 and 2 only (round 3 failed): 1.6, 1.5.
		"| `PhysicsRangeAll/10k` | 46,000 | 4.60 ns/entity | 0 | 0 | 1.55× (1.50–1.60) `PhysicsBaseline/10k` | ≤ 1.30×: **not met**; = 0 allocs/op: met |",
		"| `AddRemove` | 95.0 | 95.0 ns/entity | 0 | 0 | — | ≤ 100 ns/op: met |",
		"| `CreateBatch` | 140,000 | 14.0 ns/entity | 0 | 0 | — | ≤ 20.0 ns/entity: met |",
		"| `Get` | — | — | — | — | — |  |",
		"6,365 drawn",
		"| `NewThing/small` |",
		"| 10,000 | all | 600 | 3 | 11.0 | 0.90 | 0.80 | 1.80 | 14.5 | Go side ≤ 3.00 ms: met |",
		// Scaling: 168 / 112 = 1.5; 87 ms / 10⁶ cubes = 87 ns; 465.4 MiB = 488.0 MB.
		"| 1,000,000 | all | 112 | 1.50× | 5.70 | 5.90 | 0.400 | 87.0 | 87.0 | 488 | 488 | 578 |",
		"| 1,000,000 | 1 | 168 | — | 9.10 | 9.50 | — | 140 | 140 | 485 | 485 | 560 |",
		// The fixed step: 5.7 + 5.9 + 0.4.
		"| fixed step (physics, spin, respawn) | 12.0 ms | part of the Go side |",
		"| collection per cube | 87.0 ns | ≤ 8.00 ns/cube: **not met** |",
		// The median frame over the yardstick's median: 65 ms / 25 ms.
		"| median frame / `PhysicsBaseline/1M` | 2.60× | ≤ 3.00×: met |",
		"| collect | 0.700 | — | — | 87.0 |",
		"| spin | — | — | — | 5.90 |",
		// Two runs of the same case are told apart by their frames.
		"| falling-cubes 100,000, 100 frames | falling-cubes 100,000, 600 frames |",
		// Steps at the start: p50 22 and 24, median 23; mean 23 and 25.
		"| 100 | 2 | 24.0 | 23.0 | 34.5 | median step ≤ 16.0 ms: **not met** |",
		// The long run: only the first run reported its steps.
		"| 600 | 2 | 14.0 | 13.0 | 29.0 | median step ≤ 16.0 ms: met |",
		// demo/bare per run: 0.820, 0.952; median 0.886.
		"| demo / bare draw | 0.89× (0.82–0.95) | ≥ 0.85×: met |",
		// Without collisions, demo/bare per run: 0.975, 0.95; median 0.9625.
		"| demo / bare draw | 0.96× (0.95–0.97) | ≥ 0.95×: met |",
		"- `ecs BenchmarkGet` was not found",
		"panic: boom",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

func TestRenderWithoutDisplay(t *testing.T) {
	r := fixedReport()
	r.Windowed = &windowedData{Skipped: "no display: DISPLAY is not set and xvfb-run is not on PATH"}
	r.WindowedNoCollisions = &windowedData{Skipped: "no display: DISPLAY is not set and xvfb-run is not on PATH"}
	page := render(r)
	if _, calm, _ := strings.Cut(page, "### Without collisions\n"); !strings.HasPrefix(calm, "\n") || !strings.Contains(calm, "\n\nNot measured: no display") {
		t.Error("without a display the case without collisions keeps its heading and says why")
	}
	if !strings.Contains(page, "- The windowed frame rate without collisions was not measured: no display") {
		t.Error("the notes list the windowed figures without collisions as not measured")
	}
	if !strings.Contains(page, "## Windowed frame rate\n") || !strings.Contains(page, "Not measured: no display") {
		t.Error("without a display the section stays and says why")
	}
	if !strings.Contains(page, "- The windowed frame rate was not measured: no display") {
		t.Error("the notes list the windowed figures as not measured")
	}
}

// Other documents link to these anchors.
func TestStableHeadings(t *testing.T) {
	page := render(fixedReport())
	for _, h := range []string{"ECS physics step", "Structural changes", "Component lookup", "Systems",
		"Scene loading", "Other benchmarks", "Frames (headless)", "Scaling to a million cubes", "Windowed frame rate", "Inspector", "Machine", "How to read the figures"} {
		if !strings.Contains(page, "\n## "+h+"\n") {
			t.Errorf("no heading %q", h)
		}
	}
}

func TestWrapKeepsCodeSpans(t *testing.T) {
	got := wrap("run it with `go test -run '^$' . -args -baseline 300` on a quiet machine", 30)
	want := "run it with\n`go test -run '^$' . -args -baseline 300`\non a quiet machine"
	if got != want {
		t.Errorf("wrap:\n%s\nwant:\n%s", got, want)
	}
}

// A run whose statistics lack a figure (a field dropped from the JSON, a
// system renamed) leaves every bar that reads it "not measured": a
// missing figure read as 0 would pass every "at most" bar.
func TestMissingFiguresAreNotMet(t *testing.T) {
	empty := []frameRun{{SpawnMS: -1, PeakMiB: -1}}
	frames := &frameData{
		Cases: []frameCase{{Cubes: 10_000, Frames: 600}, {Cubes: 100_000, Frames: 100}, {Scene: "storm", Cubes: 1_000_000, Frames: 300}},
		Runs:  [][]frameRun{empty, empty, empty},
	}
	inspector := &inspectorData{Cubes: 10_000, Frames: 300, Display: "Xvfb",
		Rounds: []inspectorRound{{Closed: inspectorStats{FrameMSP50: 40}, Open: inspectorStats{FrameMSP50: 41}}}}
	bench := &benchData{Rounds: 1, Results: map[string][]*benchResult{}, Others: map[string][]string{}}
	noRuns := func() *windowedData { return &windowedData{Frames: 300, Display: "Xvfb"} }
	noBare := func() *windowedData { // a run whose bare draw read 0 fps has no ratio
		return &windowedData{Frames: 300, Display: "Xvfb", Runs: []windowedRun{{DemoFPS: 30, Cubes: 10_000}}}
	}
	page := render(report{Bench: bench, Frames: frames, Inspector: inspector, Windowed: noRuns(), WindowedNoCollisions: noRuns()})
	page += render(report{Bench: bench, Frames: frames, Inspector: inspector, Windowed: noBare(), WindowedNoCollisions: noBare()})
	barLines := 0
	for _, line := range strings.Split(page, "\n") {
		if !strings.HasPrefix(line, "|") || !(strings.Contains(line, ": met") || strings.Contains(line, "not measured") || strings.Contains(line, "not met")) {
			continue
		}
		barLines++
		if !strings.Contains(line, "not measured") {
			t.Errorf("a bar with no figure behind it: %s", line)
		}
	}
	// Each page: the frames bar, two colliding-step bars, five million bars,
	// the inspector's, and the two windowed bars.
	if barLines < 2*11 {
		t.Errorf("%d bar lines, want at least %d:\n%s", barLines, 2*11, page)
	}
}

// TestFrameRatioNeedsBoth: the million-cube frame's ratio is not measured
// when either the frame or the yardstick is missing, and never divides by
// a missing figure.
func TestFrameRatioNeedsBoth(t *testing.T) {
	for _, c := range []struct {
		frame, yardstick float64
		want             string
	}{
		{30, 12, "| median frame / `PhysicsBaseline/1M` | 2.50× | ≤ 3.00×: met |\n"},
		{40, 12, "| median frame / `PhysicsBaseline/1M` | 3.33× | ≤ 3.00×: **not met** |\n"},
		{30, -1, "| median frame / `PhysicsBaseline/1M` | — | ≤ 3.00×: not measured |\n"},
		{-1, 12, "| median frame / `PhysicsBaseline/1M` | — | ≤ 3.00×: not measured |\n"},
	} {
		var b strings.Builder
		renderFrameRatio(&b, c.frame, c.yardstick)
		if b.String() != c.want {
			t.Errorf("frame %v, yardstick %v:\n got: %q\nwant: %q", c.frame, c.yardstick, b.String(), c.want)
		}
	}
	if got := yardstickMS(nil); got != -1 {
		t.Errorf("yardstickMS(nil) = %v, want -1", got)
	}
}
