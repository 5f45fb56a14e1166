package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"time"
)

// statsFile is the part of the demo's -stats-json file the page reports.
type statsFile struct {
	Frames      int                `json:"frames"`
	Entities    int                `json:"entities"`
	FrameMSP50  float64            `json:"frame_ms_p50"`
	FrameMSP95  float64            `json:"frame_ms_p95"`
	GoMSMean    float64            `json:"go_ms_mean"`
	SimMSMean   float64            `json:"sim_ms_mean"`
	Systems     map[string]float64 `json:"systems"`
	FrameMSMean float64            `json:"frame_ms_mean"`
	StepMSMean  float64            `json:"step_ms_mean"`
	StepMSP50   float64            `json:"step_ms_p50"`
	StepMSP95   float64            `json:"step_ms_p95"`
	// StepMSEach is every fixed step's time in order; absent from older
	// demos.
	StepMSEach []float64 `json:"step_ms_each"`
	// CollideParts is the collision system's time per frame by part
	// (gather, broadphase, solve, scatter); absent from older demos.
	CollideParts map[string]float64 `json:"collide_parts"`
}

// A frameRun is one headless run of the demo: its statistics, the spawn
// time from its log, and its peak resident memory.
type frameRun struct {
	Stats   statsFile
	SpawnMS float64 // -1: not in the log
	PeakMiB float64 // -1: not measurable on this system
}

// A frameCase is one scene at one cube count and how many frames it runs.
// Scene is a shipped scene's name; empty means the default scene. Workers
// is the -workers flag; 0 leaves the demo's default (one per CPU).
type frameCase struct {
	Scene         string
	Cubes, Frames int
	Workers       int
}

// workersLabel is how the page shows c's workers: "1", or "all" for the
// default of one per CPU.
func (c frameCase) workersLabel() string {
	if c.Workers == 0 {
		return "all"
	}
	return strconv.Itoa(c.Workers)
}

// sceneName is the name the page shows for c's scene.
func (c frameCase) sceneName() string {
	if c.Scene == "" {
		return defaultSceneName
	}
	return c.Scene
}

// defaultSceneName is the scene the demo loads without -scene.
const defaultSceneName = "falling-cubes"

// args are the demo's command-line arguments for c, before -stats-json.
func (c frameCase) args() []string {
	args := []string{"-headless", "-frames", strconv.Itoa(c.Frames), "-cubes", strconv.Itoa(c.Cubes)}
	if c.Scene != "" {
		args = append(args, "-scene", c.Scene)
	}
	if c.Workers != 0 {
		args = append(args, "-workers", strconv.Itoa(c.Workers))
	}
	return args
}

// frameData is every run of every case: Runs[i] are the runs of Cases[i].
type frameData struct {
	Cases []frameCase
	Runs  [][]frameRun
	// Errors are the runs that failed, one line each.
	Errors []string
}

// spawnLog finds the spawn time in the demo's log line
// "level=INFO msg=scene ... spawn=578ms".
var spawnLog = regexp.MustCompile(`msg=scene .*\bspawn=(\S+)`)

// parseSpawn returns the spawn time in milliseconds from the demo's log,
// or -1 when the log does not have it.
func parseSpawn(log string) float64 {
	m := spawnLog.FindStringSubmatch(log)
	if m == nil {
		return -1
	}
	d, err := time.ParseDuration(m[1])
	if err != nil {
		return -1
	}
	return float64(d) / float64(time.Millisecond)
}

// runFrames builds the demo and runs every case headless rounds times,
// the cases in turn within a round.
func runFrames(root, outDir string, cases []frameCase, rounds int, log *progress) (*frameData, error) {
	bin := filepath.Join(outDir, "cubefall")
	log.printf("build %s", bin)
	if err := goCommand(root, "build", "-o", bin, "."); err != nil {
		return nil, err
	}
	d := &frameData{Cases: cases, Runs: make([][]frameRun, len(cases))}
	for round := range rounds {
		for i, c := range cases {
			log.printf("frames round %d/%d: %s, %d cubes, %d frames, workers %s", round+1, rounds, c.sceneName(), c.Cubes, c.Frames, c.workersLabel())
			run, err := runHeadless(root, bin, outDir, c)
			if err != nil {
				log.printf("warning: %v", err)
				d.Errors = append(d.Errors, err.Error())
				continue
			}
			log.printf("  go side %s ms per frame, spawn %s ms", formatNumber(run.Stats.GoMSMean), formatNumber(run.SpawnMS))
			d.Runs[i] = append(d.Runs[i], run)
		}
	}
	return d, nil
}

// runHeadless runs the demo once without a window.
func runHeadless(root, bin, outDir string, c frameCase) (frameRun, error) {
	statsPath, err := filepath.Abs(filepath.Join(outDir, "stats-"+c.sceneName()+"-"+strconv.Itoa(c.Cubes)+"-workers-"+c.workersLabel()+".json"))
	if err != nil {
		return frameRun{}, err
	}
	abs, err := filepath.Abs(bin)
	if err != nil {
		return frameRun{}, err
	}
	cmd := exec.Command(abs, append(c.args(), "-stats-json", statsPath)...)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return frameRun{}, fmt.Errorf("headless %s, %d cubes, workers %s: %w: %s", c.sceneName(), c.Cubes, c.workersLabel(), err, lastLines(stderr.String(), 3))
	}
	data, err := os.ReadFile(statsPath)
	if err != nil {
		return frameRun{}, err
	}
	var st statsFile
	if err := json.Unmarshal(data, &st); err != nil {
		return frameRun{}, fmt.Errorf("%s: %w", statsPath, err)
	}
	return frameRun{Stats: st, SpawnMS: parseSpawn(stderr.String()), PeakMiB: peakMiB(cmd.ProcessState)}, nil
}

// A frameSummary is the medians over the runs of one case.
type frameSummary struct {
	Case                        frameCase
	Runs                        int
	Entities                    int
	SpawnMS, GoMS, P50MS, P95MS float64
	PeakMiB                     float64
	// StepMS, StepP50MS and StepP95MS are one fixed step's time: the
	// mean and percentiles over the run's steps (-1: not reported).
	StepMS, StepP50MS, StepP95MS float64
	Systems                      map[string]float64
	CollideParts                 map[string]float64 // by part; empty if no run reported them
}

// summarise returns the median of every figure over runs; a figure some
// run could not measure (negative) is left out, and is -1 when no run had it.
func summarise(c frameCase, runs []frameRun) frameSummary {
	s := frameSummary{Case: c, Runs: len(runs)}
	pick := func(get func(frameRun) float64) float64 {
		var vs []float64
		for _, r := range runs {
			if v := get(r); v >= 0 {
				vs = append(vs, v)
			}
		}
		if len(vs) == 0 {
			return -1
		}
		return median(vs)
	}
	s.SpawnMS = pick(func(r frameRun) float64 { return r.SpawnMS })
	s.GoMS = pick(func(r frameRun) float64 { return positiveOrMissing(r.Stats.GoMSMean) })
	s.P50MS = pick(func(r frameRun) float64 { return positiveOrMissing(r.Stats.FrameMSP50) })
	s.P95MS = pick(func(r frameRun) float64 { return positiveOrMissing(r.Stats.FrameMSP95) })
	s.PeakMiB = pick(func(r frameRun) float64 { return r.PeakMiB })
	s.StepMS = pick(func(r frameRun) float64 { return positiveOrMissing(r.Stats.StepMSMean) })
	s.StepP50MS = pick(func(r frameRun) float64 { return positiveOrMissing(r.Stats.StepMSP50) })
	s.StepP95MS = pick(func(r frameRun) float64 { return positiveOrMissing(r.Stats.StepMSP95) })
	for _, r := range runs {
		s.Entities = r.Stats.Entities
	}
	s.Systems = mediansByName(runs, func(r frameRun) map[string]float64 { return r.Stats.Systems }, pick)
	s.CollideParts = mediansByName(runs, func(r frameRun) map[string]float64 { return r.Stats.CollideParts }, pick)
	return s
}

// mediansByName returns, for every name some run's map of figures has
// (the systems' times, the collision parts'), the median over the runs
// that have it, by pick.
func mediansByName(runs []frameRun, figures func(frameRun) map[string]float64, pick func(func(frameRun) float64) float64) map[string]float64 {
	out := map[string]float64{}
	for _, r := range runs {
		for name := range figures(r) {
			out[name] = 0
		}
	}
	for name := range out {
		out[name] = pick(func(r frameRun) float64 {
			if v, ok := figures(r)[name]; ok {
				return v
			}
			return -1
		})
	}
	return out
}

// positiveOrMissing is v, or -1 (missing) when v is not positive: a
// demo too old to report a figure, or a JSON without the field, leaves it
// 0, and no time a run measures is ever 0.
func positiveOrMissing(v float64) float64 {
	if v > 0 {
		return v
	}
	return -1
}

// systemNames is every system any summary has, sorted.
func systemNames(sums []frameSummary) []string {
	var names []string
	for _, s := range sums {
		for n := range s.Systems {
			names = appendOnce(names, n)
		}
	}
	slices.Sort(names)
	return names
}
