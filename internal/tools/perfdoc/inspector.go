package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// titleInspector is the heading of the inspector's section.
const titleInspector = "Inspector"

// inspectorBar: open, the inspector costs under 1 ms per frame at 10k
// cubes (its two systems plus the renderer's time on its panels).
var inspectorBar = bar{Metric: "ms/frame", Limit: 1}

// inspectorStats is the part of a windowed -stats-json file this section
// reads.
type inspectorStats struct {
	FrameMSP50 float64            `json:"frame_ms_p50"`
	DrawMS     float64            `json:"inspector_draw_ms_mean"`
	Systems    map[string]float64 `json:"systems"`
}

// cost is the inspector's own time per frame: its systems ("inspect", the
// keys and clicks; "inspector", the panels) and the renderer's time on
// its panels.
func (s inspectorStats) cost() float64 {
	return s.Systems["inspect"] + s.Systems["inspector"] + s.DrawMS
}

// An inspectorRound is one windowed run with the inspector closed and
// one with it open, back to back.
type inspectorRound struct {
	Closed, Open inspectorStats
}

// inspectorData is every round, or why there is none.
type inspectorData struct {
	Cubes, Frames int
	Display       string
	Rounds        []inspectorRound
	Skipped       string
	Errors        []string
}

// runInspector runs the demo binary bin in a window rounds times with the
// inspector closed and then open (-inspect), frames frames each at cubes
// cubes, with vsync off, and keeps each run's -stats-json.
func runInspector(root, outDir, bin string, cubes, frames, rounds int, log *progress) *inspectorData {
	d := &inspectorData{Cubes: cubes, Frames: frames}
	prefix, how, ok := displayCommand()
	if !ok {
		d.Skipped = "no display: DISPLAY is not set and xvfb-run is not on PATH"
		log.printf("inspector: skipped, %s", d.Skipped)
		return d
	}
	d.Display = how
	for round := range rounds {
		log.printf("inspector round %d/%d: %d cubes, %d frames closed, then open", round+1, rounds, cubes, frames)
		var r inspectorRound
		var err error
		if r.Closed, err = runWindowedStats(root, outDir, bin, prefix, cubes, frames, false); err == nil {
			r.Open, err = runWindowedStats(root, outDir, bin, prefix, cubes, frames, true)
		}
		if err != nil {
			msg := fmt.Sprintf("inspector round %d: %v", round+1, err)
			log.printf("warning: %s", msg)
			d.Errors = append(d.Errors, msg)
			continue
		}
		log.printf("  open: %s ms per frame of its own", formatNumber(r.Open.cost()))
		d.Rounds = append(d.Rounds, r)
	}
	return d
}

// runWindowedStats runs the demo once in a window and reads its
// -stats-json.
func runWindowedStats(root, outDir, bin string, prefix []string, cubes, frames int, open bool) (inspectorStats, error) {
	path, err := filepath.Abs(filepath.Join(outDir, "stats-inspector-"+strconv.FormatBool(open)+".json"))
	if err != nil {
		return inspectorStats{}, err
	}
	abs, err := filepath.Abs(bin)
	if err != nil {
		return inspectorStats{}, err
	}
	args := append(append([]string{}, prefix...), abs, "-frames", strconv.Itoa(frames), "-cubes", strconv.Itoa(cubes),
		"-vsync=false", "-stats-json", path, "-inspect="+strconv.FormatBool(open))
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return inspectorStats{}, fmt.Errorf("%s: %w: %s", strings.Join(args[len(prefix):], " "), err, lastLines(out.String(), 3))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return inspectorStats{}, err
	}
	var st inspectorStats
	if err := json.Unmarshal(data, &st); err != nil {
		return inspectorStats{}, fmt.Errorf("%s: %w", path, err)
	}
	return st, nil
}

// An inspectorSummary is the medians over the rounds; Ratio is the median
// of the per-round ratios of the open run's median frame time to the
// closed run's.
type inspectorSummary struct {
	OpenCost, ClosedCost, OpenDraw, OpenPanels float64
	Ratio                                      spread
	Measured                                   int // the rounds whose open run reported every part of the cost
}

// complete reports whether an open run's statistics hold every part of
// the inspector's cost: both systems, and the renderer's time on panels
// that an open inspector always draws. A part left out of the JSON (a
// system renamed, a field dropped) would otherwise read as 0 and make the
// cost look small.
func (s inspectorStats) complete() bool {
	_, inspect := s.Systems["inspect"]
	_, panels := s.Systems["inspector"]
	return inspect && panels && s.DrawMS > 0
}

// summariseInspector takes the medians over the rounds whose open run is
// complete.
func summariseInspector(rounds []inspectorRound) inspectorSummary {
	var open, closed, draw, panels, ratios []float64
	for _, r := range rounds {
		if !r.Open.complete() {
			continue
		}
		open, closed = append(open, r.Open.cost()), append(closed, r.Closed.cost())
		draw, panels = append(draw, r.Open.DrawMS), append(panels, r.Open.Systems["inspector"])
		if r.Closed.FrameMSP50 > 0 {
			ratios = append(ratios, r.Open.FrameMSP50/r.Closed.FrameMSP50)
		}
	}
	return inspectorSummary{OpenCost: median(open), ClosedCost: median(closed), OpenDraw: median(draw),
		OpenPanels: median(panels), Ratio: spreadOf(ratios), Measured: len(open)}
}

// renderInspector writes the inspector's section.
func renderInspector(b *strings.Builder, d *inspectorData) {
	fmt.Fprintf(b, "## %s\n\n", titleInspector)
	b.WriteString(wrap("What the in-game inspector (Tab) costs, measured in a 1280×720 window with "+
		"`-stats-json` and vsync off: a run with the inspector closed, then one opened from the first "+
		"frame (`-inspect`), back to back. Its own time is its two systems (`inspect`, the keys and "+
		"clicks; `inspector`, the panels) plus the renderer's time laying out and submitting the "+
		"panels (`inspector_draw_ms_mean`), per frame. Closed, the systems only keep the frame graph's "+
		"history and the event log.", 90))
	b.WriteString("\n\n")
	if d == nil {
		b.WriteString("Not run.\n\n")
		return
	}
	if d.Skipped != "" {
		fmt.Fprintf(b, "Not measured: %s.\n\n", d.Skipped)
		return
	}
	fmt.Fprintf(b, "Display: %s; %s cubes, %s of %d frames each way.\n\n", d.Display, formatNumber(float64(d.Cubes)), plural(len(d.Rounds), "round"), d.Frames)
	b.WriteString("| figure | value | bar |\n|---|--:|---|\n")
	s := summariseInspector(d.Rounds)
	if s.Measured == 0 {
		b.WriteString("| open: the inspector's own time | — | " + formatBar(inspectorBar, 0, false) + " |\n\n")
		return
	}
	fmt.Fprintf(b, "| open: the inspector's own time | %s ms/frame | %s |\n", formatSystemMS(s.OpenCost), formatBar(inspectorBar, s.OpenCost, true))
	fmt.Fprintf(b, "| open: of which the panels' system | %s ms/frame | |\n", formatSystemMS(s.OpenPanels))
	fmt.Fprintf(b, "| open: of which the renderer | %s ms/frame | |\n", formatSystemMS(s.OpenDraw))
	fmt.Fprintf(b, "| closed: the inspector's own time | %s ms/frame | |\n", formatSystemMS(s.ClosedCost))
	fmt.Fprintf(b, "| median frame time, open / closed | %s | |\n\n", formatSpread(s.Ratio))
}
