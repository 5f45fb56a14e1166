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
// where its work changes: the start, the landing of the cubes spawned at
// once, what follows it, and the whole run as the last row. The text
// renderStepWindows writes above the table says why the work changes
// there.
var stepWindows = []stepWindow{
	{1, 100, "the start: most cubes still falling, the lowest already landing"},
	{101, 600, "the landing: the cubes reach the ground and each other; the pile spreads, and most of it falls asleep"},
	{601, collidingSteadyFrames, "after the landing: cubes lifted back to the sky land on their own"},
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

// indexAbove is the index of the first of sorted above limit, or
// len(sorted) if none is.
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
// demo works out its own percentiles. sorted must not be empty.
func nearestRank(sorted []float64, p int) float64 {
	i := (len(sorted)*p + 99) / 100
	return sorted[max(i-1, 0)]
}

// renderStepWindows writes the longest colliding run's steps window by
// window (see stepWindows): medians over the runs of each run's figures.
// A window that covers the same steps as one above it (a short run's
// whole run is its start) is left out.
func renderStepWindows(b *strings.Builder, d *frameData) {
	runs := longestCollidingRuns(d)
	if len(runs) == 0 {
		return
	}
	b.WriteString(wrap(fmt.Sprintf("The steps of the longest of these runs (%s of %s frames), window by "+
		"window, show where the time goes over the scene's life. The scene spawns every cube at once, "+
		"anywhere in a column a hundred units high, each under its own gravity of 2 to 12 units/s², so "+
		"the cubes land all through the first ten seconds, the last (from the top, under the weakest "+
		"pull) at about step 600. While they land, the solver works on a large pile of awake cubes, "+
		"which spreads (a cube resting over the outer part of what holds it slides off) until most of "+
		"it sleeps. A cube that has slept its own while (5 to 30 s, from the scene) is lifted back to "+
		"the sky; the first go back during the landing, and after it the scene is a rain of cubes "+
		"landing on their own on a pile that mostly sleeps. A long run's median step is mostly that "+
		"rain; the windows show each part on its own. Each figure is the median over the runs of the "+
		"run's figure for the window.", plural(len(runs), "run"), formatNumber(float64(len(runs[0])))), 90))
	fmt.Fprintf(b, "\n\n| steps | what happens | step p50 ms | step p95 ms | steps over %s ms | bar |\n|---|---|--:|--:|--:|---|\n",
		formatNumber(collidingStepBar.Limit))
	shown := map[[2]int]bool{}
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
		if len(p50) == 0 || shown[[2]int{w.first, last}] {
			continue
		}
		shown[[2]int{w.first, last}] = true
		fmt.Fprintf(b, "| %d–%d | %s | %s | %s | %.0f%% | median step %s |\n", w.first, last, w.what,
			formatNumber(median(p50)), formatNumber(median(p95)), 100*median(over),
			formatBar(collidingStepBar, median(p50), true))
	}
	b.WriteString("\n")
}

// longestCollidingRuns returns the step times of every run of the
// longest colliding case that listed one per frame it was asked for: a
// run that listed none (an older demo), or fewer (its list had wrapped
// round), is left out, so that every run's steps are numbered from the
// first and all the runs are the same length.
func longestCollidingRuns(d *frameData) [][]float64 {
	if d == nil {
		return nil
	}
	var runs [][]float64
	longest := longestCollidingFrames(d)
	for i, c := range d.Cases {
		if !c.isColliding100k() || c.Frames != longest {
			continue
		}
		for _, r := range d.Runs[i] {
			if len(r.Stats.StepMSEach) == c.Frames {
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
		if c.isColliding100k() {
			most = max(most, c.Frames)
		}
	}
	return most
}
