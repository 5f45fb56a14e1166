package main

import (
	"fmt"
	"strings"
)

// collidingStepBar: with collisions on, the fixed step of 100,000 cubes
// fits the 1/60 s it simulates (16 ms), with every worker, held to the
// median over the runs of each run's median step (so up to half the runs
// may be slower and it still reads met).
var collidingStepBar = bar{Metric: "ms", Limit: 16}

// collidingLongFrames is the length of the middle colliding run: ten
// seconds of simulation, most of them the landing of the cubes spawned
// at the start (see stepWindows).
const collidingLongFrames = 600

// collidingSteadyFrames is the length of the longest colliding run:
// thirty seconds, of which the last twenty follow the landing (see
// stepWindows).
const collidingSteadyFrames = 1800

// renderCollidingStep writes the fixed step of the default scene's runs
// at 100,000 cubes with every worker, each held to the 16 ms bar, and the
// longest run's steps window by window. It reads the same headless runs
// as the frames section.
func renderCollidingStep(b *strings.Builder, d *frameData) {
	b.WriteString("### 100,000 colliding cubes\n\n")
	var rows []frameSummary
	var lengths []string
	if d != nil {
		for i, c := range d.Cases {
			if c.isColliding100k() {
				rows = append(rows, summarise(c, d.Runs[i]))
				lengths = append(lengths, formatNumber(float64(c.Frames)))
			}
		}
	}
	if len(rows) == 0 {
		b.WriteString("Not run.\n\n")
		return
	}
	b.WriteString(wrap("The fixed step alone (every fixed-update system: physics, collisions, spin, "+
		"respawn and the rest, with their commands) of the default scene at 100,000 cubes with every "+
		"worker, from the runs above of "+joinAnd(lengths)+" frames, one step a frame. A step has "+
		"1/60 s (16 ms) of simulated time to fit in; one that takes longer makes the simulation fall "+
		"behind the clock. Mean, median and p95 are over the run's steps; medians over the runs. The "+
		"bar holds the median over the runs of each run's median step.", 90))
	b.WriteString("\n\n")
	b.WriteString("| frames | runs | step mean ms | step p50 ms | step p95 ms | bar |\n|--:|--:|--:|--:|--:|---|\n")
	for _, s := range rows {
		fmt.Fprintf(b, "| %s | %d | %s | %s | %s | median step %s |\n", formatNumber(float64(s.Case.Frames)), s.Runs,
			formatNumber(s.StepMS), formatNumber(s.StepP50MS), formatNumber(s.StepP95MS),
			formatBar(collidingStepBar, s.StepP50MS, s.StepP50MS > 0))
	}
	b.WriteString("\n")
	renderStepWindows(b, d)
	renderCollideParts(b, rows)
}

// isColliding100k reports whether c is a run the colliding-step section
// reads: the default scene at 100,000 cubes with every worker.
func (c frameCase) isColliding100k() bool {
	return c.Scene == "" && c.Cubes == 100_000 && c.Workers == 0
}

// joinAnd joins words as a sentence lists them: "a", "a and b",
// "a, b and c".
func joinAnd(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// collideParts are the collision system's parts as the demo names them,
// in the order it runs them, and what each does.
var collideParts = [...]struct{ name, does string }{
	{"gather", "grounds, the sleepers' grids (the still one when due, the newly asleep every step), regions woken, every awake body copied out of the ECS columns"},
	{"broadphase", "the awake bodies sorted into the grid, the pairs listed"},
	{"solve", "islands, the passes over the contacts, tipping, sleep marks"},
	{"scatter", "bodies written back, spins damped, rows reordered when due, sleeping and waking"},
}

// renderCollideParts splits the collision system's time in the same runs
// into its parts: where a step that misses the bar goes.
func renderCollideParts(b *strings.Builder, rows []frameSummary) {
	var have []frameSummary
	for _, s := range rows {
		if len(s.CollideParts) > 0 {
			have = append(have, s)
		}
	}
	if len(have) == 0 {
		return
	}
	b.WriteString(wrap("Where the collision system's time goes in the runs of the first table: its mean ms per frame "+
		"(one step a frame here) in each of its four parts, medians over the runs, and each part's "+
		"share of their sum. The broadphase and the solve of the landing alone, outside the game, "+
		"are `Landing` in Collisions.", 90))
	b.WriteString("\n\n| part | what it does |")
	for _, s := range have {
		fmt.Fprintf(b, " %s frames ms | share |", formatNumber(float64(s.Case.Frames)))
	}
	b.WriteString("\n|---|---|")
	for range have {
		b.WriteString("--:|--:|")
	}
	b.WriteString("\n")
	totals := make([]float64, len(have)) // per column; 0: a part is missing, no shares
	for i, s := range have {
		totals[i] = partsSum(s)
	}
	for _, p := range collideParts {
		fmt.Fprintf(b, "| %s | %s |", p.name, p.does)
		for i, s := range have {
			v, ok := s.CollideParts[p.name]
			if !ok || v < 0 {
				b.WriteString(" n/a | n/a |") // not reported by any run
				continue
			}
			share := "n/a"
			if totals[i] > 0 {
				share = fmt.Sprintf("%.0f%%", 100*v/totals[i])
			}
			fmt.Fprintf(b, " %s | %s |", formatNumber(v), share)
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

// partsSum is the sum of a case's collision parts, or 0 when one of
// them is missing (a share of a partial sum would mislead).
func partsSum(s frameSummary) float64 {
	total := 0.0
	for _, p := range collideParts {
		v, ok := s.CollideParts[p.name]
		if !ok || v < 0 {
			return 0
		}
		total += v
	}
	return total
}
