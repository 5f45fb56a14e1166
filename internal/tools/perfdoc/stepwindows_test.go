package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// steps returns n steps of ms each.
func steps(n int, ms float64) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = ms
	}
	return out
}

func TestAWindowsFiguresComeFromItsOwnSteps(t *testing.T) {
	each := []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30}
	f, last, ok := figuresOf(each, stepWindow{first: 1, last: 10})
	assert.True(t, ok)
	assert.Equal(t, 10, last)
	assert.Equal(t, windowFigures{p50: 5, p95: 10, over: 0}, f, "the steps after the window are left out")

	f, last, ok = figuresOf(each, stepWindow{first: 9, last: 100})
	assert.True(t, ok)
	assert.Equal(t, 12, last, "a run shorter than the window gives what it has")
	assert.Equal(t, windowFigures{p50: 10, p95: 30, over: 0.5}, f, "9, 10, 20 and 30: two over 16 ms")

	_, _, ok = figuresOf(each, stepWindow{first: 13, last: 20})
	assert.False(t, ok, "a window after the run's end has no figures")

	f, _, _ = figuresOf([]float64{16, 16.001}, stepWindow{first: 1, last: 2})
	assert.InDelta(t, 0.5, f.over, 1e-12, "a step of exactly 16 ms fits")
}

func TestTheLongestCollidingRunIsShownWindowByWindow(t *testing.T) {
	withSteps := func(each []float64) frameRun { return frameRun{Stats: statsFile{StepMSEach: each}} }
	landing := append(append(steps(100, 10), steps(500, 25)...), steps(100, 9)...) // 700 steps
	slower := append(append(steps(100, 12), steps(500, 27)...), steps(100, 11)...)
	d := &frameData{
		Cases: []frameCase{
			{Cubes: 100_000, Frames: 100}, {Cubes: 100_000, Frames: 700},
			{Scene: "storm", Cubes: 100_000, Frames: 900}, {Cubes: 100_000, Frames: 900, Workers: 1}, {Cubes: 10_000, Frames: 900},
		},
		Runs: [][]frameRun{
			{withSteps(steps(100, 50))}, // a shorter case: not in the windows
			{withSteps(landing), withSteps(slower), withSteps(nil), withSteps(steps(650, 40))},
			{withSteps(steps(900, 50))}, // another scene
			{withSteps(steps(900, 50))}, // one worker
			{withSteps(steps(900, 50))}, // fewer cubes
		},
	}
	var b strings.Builder
	renderStepWindows(&b, d)
	page := b.String()
	assert.Contains(t, page, "longest of these runs (2 runs of 700 frames)", "a run that listed no steps, or fewer than its frames, is not counted")
	for _, row := range []string{
		"| steps over 16.0 ms |",
		"| 1–100 | the start: most cubes still falling, the lowest already landing | 11.0 | 11.0 | 0% | median step ≤ 16.0 ms: met |",
		"| 101–600 | the landing: the cubes reach the ground and each other; the pile spreads, and most of it falls asleep | 26.0 | 26.0 | 100% | median step ≤ 16.0 ms: **not met** |",
		"| 601–700 | after the landing: cubes lifted back to the sky land on their own | 10.0 | 10.0 | 0% | median step ≤ 16.0 ms: met |",
		"| 1–700 | the whole run | 26.0 | 26.0 | 71% | median step ≤ 16.0 ms: **not met** |",
	} {
		assert.Contains(t, page, row)
	}
	assert.NotContains(t, page, "50.0", "only the default scene's longest case at 100,000 cubes with every worker is read")
	assert.NotContains(t, page, "40.0", "a run shorter than its case is not read")

	b.Reset()
	renderStepWindows(&b, &frameData{Cases: []frameCase{{Cubes: 100_000, Frames: 40}}, Runs: [][]frameRun{{withSteps(steps(40, 8))}}})
	assert.Equal(t, 1, strings.Count(b.String(), "| 1–40 |"), "a short run's whole run is its start: one row")

	b.Reset()
	renderStepWindows(&b, &frameData{Cases: []frameCase{{Cubes: 100_000, Frames: 100}}, Runs: [][]frameRun{{withSteps(nil)}}})
	assert.Empty(t, b.String(), "no run listed its steps: no table")
}

func TestJoinAndListsAsASentenceDoes(t *testing.T) {
	assert.Equal(t, "", joinAnd(nil))
	assert.Equal(t, "100", joinAnd([]string{"100"}))
	assert.Equal(t, "100 and 600", joinAnd([]string{"100", "600"}))
	assert.Equal(t, "100, 600 and 1,800", joinAnd([]string{"100", "600", "1,800"}))
}
