package main

import (
	"fmt"
	"slices"
	"strings"
)

// A stepWindow is a stretch of the longest colliding run's fixed steps,
// numbered from 1, and what happens in the scene during it.
type stepWindow struct {
	first, last int
	what        string
}

// stepWindows cut the default scene's thirty seconds at 100,000 cubes
// where its work changes. The scene spawns every cube at once, anywhere
// in a column a hundred units high, each under its own gravity, so
// nearly all of them land within the first ten seconds (the last from
// the top under the weakest pull): the second window's steps solve a
// pile of tens of thousands of awake cubes that spreads (cubes hanging
// over an edge slide off) until most of it sleeps. After that the scene is a steady rain: a cube that has rested
// for a few seconds is lifted back to the sky, and lands again alone.
// The whole run is the last row.
var stepWindows = []stepWindow{
	{1, 100, "every cube in the air"},
	{101, 600, "the landing: the cubes reach the ground and each other; the pile spreads and falls asleep"},
	{601, collidingSteadyFrames, "the steady rain: cubes that have rested a while are lifted back to the sky"},
	{1, collidingSteadyFrames, "the whole run"},
}

// windowFigures are one window's steps in one run: the median and p95
// step, and the share of steps longer than the bar allows.
type windowFigures struct {
	p50, p95, over float64
}

// figuresOf returns window w's figures from each, a run's step times in
// order, and the last step it could read: a run shorter than the window
// gives what it has of it, and none (ok false) if it ends before the
// window starts.
func figuresOf(each []float64, w stepWindow) (f windowFigures, last int, ok bool) {
	last = min(w.last, len(each))
	if w.first > last {
		return f, last, false
	}
	steps := slices.Sorted(slices.Values(each[w.first-1 : last]))
	over := len(steps) - indexAbove(steps, collidingStepBar.Limit)
	return windowFigures{
		p50:  nearestRank(steps, 50),
		p95:  nearestRank(steps, 95),
		over: float64(over) / float64(len(steps)),
	}, last, true
}

// indexAbove is the index of the first of sorted above limit.
func indexAbove(sorted []float64, limit float64) int {
	i, _ := slices.BinarySearchFunc(sorted, limit, func(v, l float64) int {
		if v > l {
			return 1
		}
		return -1
	})
	return i
}

// nearestRank is the p-th percentile of sorted by nearest rank, as the
// demo works out its own percentiles.
func nearestRank(sorted []float64, p int) float64 {
	i := (len(sorted)*p + 99) / 100
	return sorted[max(i-1, 0)]
}

// renderStepWindows writes the longest colliding run's steps window by
// window (see stepWindows): medians over the runs of each run's figures.
func renderStepWindows(b *strings.Builder, d *frameData) {
	runs := longestCollidingRuns(d)
	if len(runs) == 0 {
		return
	}
	b.WriteString(wrap(fmt.Sprintf("The steps of the longest of these runs (%s of %s frames), window by window, show where the "+
		"time goes over the scene's life. The scene spawns every cube at once, anywhere in a column a "+
		"hundred units high, each under its own gravity, so nearly all of them land within the first "+
		"ten seconds (the last from the top under the weakest pull): during the landing the solver "+
		"works on a pile of tens of thousands of awake cubes, which spreads (a cube whose centre hangs over an edge slides off) "+
		"until most of it sleeps. After it, the scene is a steady rain: a cube that has rested a few "+
		"seconds is lifted back to the sky and lands again on its own. Each figure is the median over "+
		"the runs of the run's figure for the window.", plural(len(runs), "run"), formatNumber(float64(longestCollidingFrames(d)))), 90))
	b.WriteString("\n\n| steps | what happens | step p50 ms | step p95 ms | steps over 16 ms | bar |\n|---|---|--:|--:|--:|---|\n")
	for _, w := range stepWindows {
		var p50, p95, over []float64
		last := 0
		for _, each := range runs {
			f, l, ok := figuresOf(each, w)
			if !ok {
				continue
			}
			p50, p95, over, last = append(p50, f.p50), append(p95, f.p95), append(over, f.over), l
		}
		if len(p50) == 0 {
			continue
		}
		fmt.Fprintf(b, "| %d–%d | %s | %s | %s | %.0f%% | median step %s |\n", w.first, last, w.what,
			formatNumber(median(p50)), formatNumber(median(p95)), 100*median(over),
			formatBar(collidingStepBar, median(p50), true))
	}
	b.WriteString("\n")
}

// longestCollidingRuns returns the step times of every run of the
// longest colliding case that reported them.
func longestCollidingRuns(d *frameData) [][]float64 {
	if d == nil {
		return nil
	}
	var runs [][]float64
	for i, c := range d.Cases {
		if c.Scene != "" || c.Cubes != 100_000 || c.Workers != 0 || c.Frames != longestCollidingFrames(d) {
			continue
		}
		for _, r := range d.Runs[i] {
			if len(r.Stats.StepMSEach) > 0 {
				runs = append(runs, r.Stats.StepMSEach)
			}
		}
	}
	return runs
}

// longestCollidingFrames is the most frames any run of the default scene
// at 100,000 cubes with every worker was asked for.
func longestCollidingFrames(d *frameData) int {
	most := 0
	for _, c := range d.Cases {
		if c.Scene == "" && c.Cubes == 100_000 && c.Workers == 0 {
			most = max(most, c.Frames)
		}
	}
	return most
}
