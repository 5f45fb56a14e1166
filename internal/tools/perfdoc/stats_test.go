package main

import (
	"math"
	"slices"
	"testing"
)

func TestMedian(t *testing.T) {
	cases := []struct {
		in   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
		{[]float64{9, 1, 1, 1, 100}, 1},
	}
	for _, c := range cases {
		in := slices.Clone(c.in)
		if got := median(c.in); got != c.want {
			t.Errorf("median(%v) = %v, want %v", c.in, got, c.want)
		}
		if !slices.Equal(in, c.in) {
			t.Errorf("median changed its input: %v", c.in)
		}
	}
}

func result(metrics map[string]float64) *benchResult {
	return &benchResult{Name: "BenchmarkX", Iterations: 1, Metrics: metrics}
}

// The ratio is taken round by round: a slow round slows both sides, and
// the median of the ratios differs from the ratio of the medians.
func TestRoundRatios(t *testing.T) {
	bench := []*benchResult{
		result(map[string]float64{"ns/op": 100, "ns/entity": 1.0}),
		result(map[string]float64{"ns/op": 300, "ns/entity": 3.0}), // a noisy round
		nil, // this round failed
		result(map[string]float64{"ns/op": 120, "ns/entity": 1.2}),
	}
	ref := []*benchResult{
		result(map[string]float64{"ns/op": 100, "ns/entity": 1.0}),
		result(map[string]float64{"ns/op": 250, "ns/entity": 2.5}),
		result(map[string]float64{"ns/op": 100, "ns/entity": 1.0}),
		result(map[string]float64{"ns/op": 80, "ns/entity": 0.8}),
	}
	ratios, unit := roundRatios(bench, ref)
	if unit != "ns/entity" {
		t.Errorf("unit %q, want ns/entity", unit)
	}
	want := []float64{1.0, 1.2, 1.5}
	if len(ratios) != len(want) {
		t.Fatalf("ratios %v, want %v", ratios, want)
	}
	for i := range want {
		if math.Abs(ratios[i]-want[i]) > 1e-12 {
			t.Errorf("ratios %v, want %v", ratios, want)
		}
	}
	s := spreadOf(ratios)
	if math.Abs(s.Median-1.2) > 1e-12 || s.Min != 1.0 || math.Abs(s.Max-1.5) > 1e-12 || s.N != 3 {
		t.Errorf("spread %+v", s)
	}
	// The ratio of the medians would be 1.2/1.0 = 1.2 here too, but not
	// in general; check the ratio comes from the same round.
	ratios, _ = roundRatios(bench[:1], ref[3:])
	if len(ratios) != 1 || ratios[0] != 1.0/0.8 {
		t.Errorf("ratios %v, want [1.25]", ratios)
	}
}

func TestRatioUnitFallsBackToNsPerOp(t *testing.T) {
	a := map[string]float64{"ns/op": 10, "ns/entity": 1}
	b := map[string]float64{"ns/op": 10, "ns/cube": 1}
	if u := ratioUnit(a, b); u != "ns/op" {
		t.Errorf("different per-item units compare in %q, want ns/op", u)
	}
	if u := ratioUnit(a, a); u != "ns/entity" {
		t.Errorf("the same per-item unit compares in %q, want ns/entity", u)
	}
}

// TestWindowsCompareStepForStep: a benchmark whose op is a window of 60
// steps compares with a one-step benchmark in their shared ms/step, not in
// ns/op, which would make it look 60 times slower.
func TestWindowsCompareStepForStep(t *testing.T) {
	window := map[string]float64{"ns/op": 60 * 1.2e6, "ms/step": 1.2, "asleep": 8000}
	step := map[string]float64{"ns/op": 1e6, "ms/step": 1}
	if u := ratioUnit(window, step); u != "ms/step" {
		t.Errorf("compared in %q, want ms/step", u)
	}
}

func TestMedianMetrics(t *testing.T) {
	rounds := []*benchResult{
		result(map[string]float64{"ns/op": 5, "allocs/op": 0}),
		nil,
		result(map[string]float64{"ns/op": 1, "allocs/op": 0}),
		result(map[string]float64{"ns/op": 3, "allocs/op": 2}),
	}
	m := medianMetrics(rounds)
	if m["ns/op"] != 3 || m["allocs/op"] != 0 || len(m) != 2 {
		t.Errorf("medians %v", m)
	}
}

func TestBarMet(t *testing.T) {
	atMost := bar{Metric: "ratio", Limit: 1.5}
	if !atMost.met(1.5) || atMost.met(1.51) {
		t.Error("an at-most bar is met up to and including its limit")
	}
	atLeast := bar{Metric: "ratio", Limit: 0.9, AtLeast: true}
	if !atLeast.met(0.9) || atLeast.met(0.89) {
		t.Error("an at-least bar is met from its limit up")
	}
}

func TestFormatNumber(t *testing.T) {
	for v, want := range map[float64]string{
		-1: "—", 0: "0", 1.9234: "1.92", 81.31: "81.3", 336.4: "336", 5767432: "5,767,432", 1000: "1,000", 999.6: "1,000",
	} {
		if got := formatNumber(v); got != want {
			t.Errorf("formatNumber(%v) = %q, want %q", v, got, want)
		}
	}
}

func TestParseSpawn(t *testing.T) {
	log := "time=2026-11-22T08:09:08.810Z level=INFO msg=scene name=falling-cubes source=embedded:falling-cubes entities=1000002 spawn=578ms\n"
	if got := parseSpawn(log); got != 578 {
		t.Errorf("spawn %v ms, want 578", got)
	}
	if got := parseSpawn("level=INFO msg=scene spawn=1.5s"); got != 1500 {
		t.Errorf("spawn %v ms, want 1500", got)
	}
	if got := parseSpawn("level=INFO msg=other\n"); got != -1 {
		t.Errorf("spawn %v without the log line, want -1", got)
	}
}

func TestParseWindowed(t *testing.T) {
	out := "demo:     18.7 fps over 120 frames (Go side 1.236 ms per frame, 3.04 fixed steps per frame)\n" +
		"baseline: 22.8 fps drawing the last frame's 8315 instances alone\n" +
		"ratio:    demo at 82% of the bare draw\n"
	r, err := parseWindowed(out)
	if err != nil {
		t.Fatal(err)
	}
	if r != (windowedRun{DemoFPS: 18.7, BareFPS: 22.8, GoMS: 1.236, Drawn: 8315}) {
		t.Errorf("got %+v", r)
	}
	withAtOnce := out + "at once:  15.5 fps, each picture swapped as soon as it is drawn (Go side 1.1 ms per frame)\n"
	if r, err := parseWindowed(withAtOnce); err != nil || r.AtOnceFPS != 15.5 {
		t.Errorf("with the at-once line: %+v, %v; want AtOnceFPS 15.5", r, err)
	}
	if _, err := parseWindowed("no display\n"); err == nil {
		t.Error("output without the figures must be an error")
	}
}
