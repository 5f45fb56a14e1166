package main

import (
	"fmt"
	"strings"
)

// titleScaling is the scaling section's heading; other documents link to
// its anchor.
const titleScaling = "Scaling to a million cubes"

// The promises for a million cubes of storm with every worker: the Go
// side fits a 60 Hz frame, the collection costs at most 8 ns per cube,
// the process stays under 250 MB (decimal megabytes, 10⁶ bytes) and the
// cubes are made in half a second.
var (
	millionGoSideBar  = bar{Metric: "ms", Limit: 16}
	millionCollectBar = bar{Metric: "ns/cube", Limit: 8}
	millionRSSBar     = bar{Metric: "MB", Limit: 250}
	millionSpawnBar   = bar{Metric: "ms", Limit: 500}
)

// The million-cube storm's median frame against the plain-Go physics step
// over a million structs (the ECS physics step's yardstick), both from
// this run of the tool: a slower or busier machine slows both, so the
// ratio holds where milliseconds do not. The frame records, falls, turns,
// lifts and draws every cube, where the yardstick only falls; it is to
// take at most three times as long.
var millionFrameRatioBar = bar{Metric: "ratio", Limit: 3}

// millionYardstick is the ecs benchmark the million-cube frame is held to.
const millionYardstick = "BenchmarkPhysicsBaseline/1M"

// scalingSystems are the per-system columns of the scaling table: the
// systems whose work grows with the number of cubes.
var scalingSystems = []string{"physics", "spin", "respawn", "collect"}

// stepSystems are the systems of the storm's fixed step whose work grows
// with the number of cubes.
var stepSystems = []string{"physics", "spin", "respawn"}

// renderScaling writes the storm runs as a table by cube count and
// workers, with the million-cube promises under it. It reads the same
// headless runs as the frames section.
func renderScaling(b *strings.Builder, d *frameData, bench *benchData) {
	fmt.Fprintf(b, "## %s\n\n", titleScaling)
	b.WriteString(wrap("The storm scene (spinning cubes that never collide) from the headless runs above, "+
		"at each cube count with one worker (`-workers 1`, every system serial) and with all of them "+
		"(the default, one per CPU). Times are mean ms per frame with one fixed step per frame; speed-up "+
		"is the Go side with one worker over the Go side with all; physics records and moves the "+
		"storm's cubes, spin turns them and respawn lifts the fallen; bytes per cube are the peak resident "+
		"memory (everything: components, entity index, instance buffers, the Go heap's headroom, the "+
		"program itself) over the number of cubes. MB here is 10⁶ bytes. Under the table, the "+
		"million-cube promises; the Go side is held to its 16 ms both as the mean over the run's "+
		"300 frames and as its median frame, the run's p50 (each a median over the runs), and the "+
		"median frame to three times the plain-Go physics step over a million structs ("+
		"`PhysicsBaseline/1M` above, from the same run of the page), a ratio that a slower machine "+
		"leaves as it is.", 90))
	b.WriteString("\n\n")
	rows := scalingRows(d)
	if len(rows) == 0 {
		b.WriteString("Not run.\n\n")
		return
	}
	b.WriteString("| cubes | workers | Go side ms | speed-up |")
	for _, name := range scalingSystems {
		fmt.Fprintf(b, " %s ms |", name)
	}
	b.WriteString(" collect ns/cube | peak RSS MB | bytes/cube | spawn ms |\n")
	b.WriteString("|--:|--:|--:|--:|" + strings.Repeat("--:|", len(scalingSystems)) + "--:|--:|--:|--:|\n")
	for _, r := range rows {
		fmt.Fprintf(b, "| %s | %s | %s | %s |", formatNumber(float64(r.Case.Cubes)), r.Case.workersLabel(), formatNumber(r.GoMS), formatRatioOrDash(r.speedUp))
		for _, name := range scalingSystems {
			fmt.Fprintf(b, " %s |", formatSystemMS(r.system(name)))
		}
		fmt.Fprintf(b, " %s | %s | %s | %s |\n", formatNumber(r.collectNSPerCube()), formatNumber(r.peakMB()), formatNumber(r.bytesPerCube()), formatNumber(r.SpawnMS))
	}
	b.WriteString("\n")
	renderMillionBars(b, rows, yardstickMS(bench))
}

// yardstickMS is the median time of the million-struct physics step in
// ms, -1 when the benchmarks did not run it.
func yardstickMS(d *benchData) float64 {
	if d == nil {
		return -1
	}
	if ns, ok := medianMetrics(d.rounds("ecs", millionYardstick))["ns/op"]; ok && ns > 0 {
		return ns / 1e6
	}
	return -1
}

// A scalingRow is one storm case's medians, with its speed-up over the
// same count with one worker (-1 for the one-worker row itself, or when
// that row is missing).
type scalingRow struct {
	frameSummary
	speedUp float64
}

// scalingRows are the storm cases in the order they ran, each with its
// speed-up.
func scalingRows(d *frameData) []scalingRow {
	if d == nil {
		return nil
	}
	serial := map[int]float64{}
	var rows []scalingRow
	for i, c := range d.Cases {
		if c.Scene != "storm" {
			continue
		}
		s := summarise(c, d.Runs[i])
		if c.Workers == 1 {
			serial[c.Cubes] = s.GoMS
		}
		rows = append(rows, scalingRow{frameSummary: s, speedUp: -1})
	}
	for i := range rows {
		one, ok := serial[rows[i].Case.Cubes]
		if rows[i].Case.Workers != 1 && ok && one > 0 && rows[i].GoMS > 0 {
			rows[i].speedUp = one / rows[i].GoMS
		}
	}
	return rows
}

// system is a system's ms per frame, -1 when the runs did not report it.
func (s frameSummary) system(name string) float64 {
	if v, ok := s.Systems[name]; ok {
		return v
	}
	return -1
}

// fixedStepMS is the time of the step systems together, -1 when the runs
// did not report one of them.
func (s frameSummary) fixedStepMS() float64 {
	total := 0.0
	for _, name := range stepSystems {
		ms := s.system(name)
		if ms < 0 {
			return -1
		}
		total += ms
	}
	return total
}

// collectNSPerCube is the collection's cost per cube in nanoseconds.
func (s frameSummary) collectNSPerCube() float64 {
	ms := s.system("collect")
	if ms < 0 || s.Case.Cubes == 0 {
		return -1
	}
	return ms * 1e6 / float64(s.Case.Cubes)
}

// peakMB is the peak resident memory in decimal megabytes.
func (s frameSummary) peakMB() float64 {
	if s.PeakMiB < 0 {
		return -1
	}
	return s.PeakMiB * (1 << 20) / 1e6
}

// bytesPerCube is the peak resident memory over the number of cubes.
func (s frameSummary) bytesPerCube() float64 {
	if s.PeakMiB < 0 || s.Case.Cubes == 0 {
		return -1
	}
	return s.PeakMiB * (1 << 20) / float64(s.Case.Cubes)
}

// formatRatioOrDash writes a speed-up as "1.62×", or "—" for none.
func formatRatioOrDash(v float64) string {
	if v < 0 {
		return "—"
	}
	return formatRatio(v)
}

// renderMillionBars holds the million-cube row with every worker to its
// promises; yardstick is the plain physics step's ms (-1: not measured).
func renderMillionBars(b *strings.Builder, rows []scalingRow, yardstick float64) {
	for _, r := range rows {
		if r.Case.Cubes != 1_000_000 || r.Case.Workers != 0 {
			continue
		}
		b.WriteString("| a million cubes, all workers | value | bar |\n|---|--:|---|\n")
		fmt.Fprintf(b, "| Go side per frame, mean | %s ms | %s |\n", formatNumber(r.GoMS), formatBar(millionGoSideBar, r.GoMS, r.GoMS >= 0))
		fmt.Fprintf(b, "| Go side per frame, median frame | %s ms | %s |\n", formatNumber(r.P50MS), formatBar(millionGoSideBar, r.P50MS, r.P50MS > 0))
		renderFrameRatio(b, r.P50MS, yardstick)
		step := r.fixedStepMS()
		fmt.Fprintf(b, "| fixed step (%s) | %s ms | part of the Go side |\n", strings.Join(stepSystems, ", "), formatNumber(step))
		ns := r.collectNSPerCube()
		fmt.Fprintf(b, "| collection per cube | %s ns | %s |\n", formatNumber(ns), formatBar(millionCollectBar, ns, ns >= 0))
		mb := r.peakMB()
		fmt.Fprintf(b, "| peak RSS | %s MB | %s |\n", formatNumber(mb), formatBar(millionRSSBar, mb, mb >= 0))
		fmt.Fprintf(b, "| spawn | %s ms | %s |\n\n", formatNumber(r.SpawnMS), formatBar(millionSpawnBar, r.SpawnMS, r.SpawnMS >= 0))
		return
	}
}

// renderFrameRatio writes the median frame over the yardstick's time.
func renderFrameRatio(b *strings.Builder, frameMS, yardstick float64) {
	measured := frameMS > 0 && yardstick > 0
	ratio := "—"
	if measured {
		ratio = formatRatio(frameMS / yardstick)
	}
	fmt.Fprintf(b, "| median frame / `%s` | %s | %s |\n", shortName(millionYardstick), ratio,
		formatBar(millionFrameRatioBar, frameMS/yardstick, measured))
}
