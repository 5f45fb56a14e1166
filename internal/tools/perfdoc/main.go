// Command perfdoc measures Cubefall and writes every figure to
// docs/performance.md, the one page the rest of the repository links to
// for numbers:
//
//	make perf                          # the same as:
//	go run ./internal/tools/perfdoc    # about half an hour on two cores
//	go run ./internal/tools/perfdoc -quick   # a rough trial in about two
//
// It records the machine (CPU, cores, OS, Go version, date, commit), then:
//
//   - builds the test binaries of ecs, systems, collision, view and scenes once and runs
//     their benchmarks in rounds, each benchmark as its own process, a
//     benchmark and the reference it is compared with in the same round
//     (back to back when they share a section of the page); it
//     reports the median of every figure over the rounds and the median of
//     the per-round ratios, next to the bars the code promises;
//   - builds the demo and runs it headless at 10,000, 100,000 and
//     1,000,000 cubes with -stats-json, for spawn time, Go-side frame time,
//     per-system times and peak memory, the storm scene with one worker
//     and with all of them for the scaling table;
//   - with a display (DISPLAY set, or xvfb-run on PATH), runs package
//     app's -baseline comparison: the demo's frame rate against a bare
//     instanced draw of the same cubes, on the default scene and on the
//     same scene with no Collider on its cubes (-baseline-collisions=false),
//     the two cases' runs alternating; and the demo at 10,000 cubes in a
//     window with the inspector closed and open, for the inspector's cost;
//   - builds the browser site (go run ./web) for the .wasm's size, and
//     loads the page in headless Chromium at 10,000 cubes beside a native
//     headless run, for the fixed step's ratio and the time to the first
//     frame (skipped without Chromium);
//   - runs the headless soak of e2e (ten simulated minutes) for memory
//     over a long run (skipped with -quick);
//   - builds the demo with an empty build cache of its own, then again
//     with it warm, for what a newcomer waits for (skipped with -quick).
//
// The page is written at the end, atomically (a temporary file next to it,
// then a rename), so an interrupted run leaves the old page in place.
// Progress goes to stderr.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// options are the command-line flags.
type options struct {
	out            string
	rounds         int
	benchtime      string
	frameRounds    int
	windowedRounds int
	windowedFrames int
	quick          bool
	noWindow       bool
}

func main() {
	os.Exit(run(os.Args[1:], os.Stderr))
}

// parseOptions reads the flags; -quick changes the defaults of the flags
// not given.
func parseOptions(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("perfdoc", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.out, "out", "docs/performance.md", "the page to write, relative to the repository root")
	fs.IntVar(&o.rounds, "rounds", 5, "benchmark rounds (each benchmark runs once per round)")
	fs.StringVar(&o.benchtime, "benchtime", "1s", "-test.benchtime of every benchmark run")
	fs.IntVar(&o.frameRounds, "frame-runs", 5, "headless runs per cube count")
	fs.IntVar(&o.windowedRounds, "windowed-runs", 3, "runs of each windowed comparison (with collisions and without)")
	fs.IntVar(&o.windowedFrames, "windowed-frames", 300, "frames per side in each windowed run, both cases")
	fs.BoolVar(&o.quick, "quick", false, "a rough trial: 2 rounds of 50ms, 1 run of fewer frames")
	fs.BoolVar(&o.noWindow, "no-window", false, "skip the windowed comparison")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected arguments: %v", fs.Args())
	}
	if o.quick {
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		quickDefault(set, "rounds", &o.rounds, 2)
		quickDefault(set, "frame-runs", &o.frameRounds, 1)
		quickDefault(set, "windowed-runs", &o.windowedRounds, 1)
		quickDefault(set, "windowed-frames", &o.windowedFrames, 60)
		if !set["benchtime"] {
			o.benchtime = "50ms"
		}
	}
	if o.rounds < 1 || o.frameRounds < 1 || o.windowedRounds < 1 || o.windowedFrames < 1 {
		return o, fmt.Errorf("-rounds, -frame-runs, -windowed-runs and -windowed-frames must be at least 1")
	}
	return o, nil
}

func quickDefault(set map[string]bool, name string, v *int, quick int) {
	if !set[name] {
		*v = quick
	}
}

// frameCases are the headless runs: fewer frames as the count grows, so
// that each takes a few seconds, except the million-cube storm, which runs
// the 300 frames its promise is stated over. The default scene, whose cubes collide,
// runs at 10k and 100k, and at 100k three times: its start, before most
// cubes land; ten seconds, most of them the landing of the cubes spawned
// at the start; and thirty, long enough to reach what follows the
// landing (see stepWindows); storm, whose cubes spin and fall without
// colliding, at 10k, 100k and a million, each with one worker and with
// the default of one per CPU, for the scaling table. A million colliding
// cubes poured into the default scene's one column build a pile a hundred
// cubes deep, seconds per step: a stress case, not a frame to measure.
func frameCases(quick bool) []frameCase {
	frames := func(full, short int) int {
		if quick {
			return short
		}
		return full
	}
	cases := []frameCase{
		{Cubes: 10_000, Frames: frames(600, 60)},
		{Cubes: 100_000, Frames: frames(100, 10)},
		{Cubes: 100_000, Frames: frames(collidingLongFrames, 20)},
		{Cubes: 100_000, Frames: frames(collidingSteadyFrames, 40)},
	}
	for _, workers := range []int{0, 1} {
		cases = append(cases,
			frameCase{Scene: "storm", Cubes: 10_000, Frames: frames(600, 60), Workers: workers},
			frameCase{Scene: "storm", Cubes: 100_000, Frames: frames(300, 20), Workers: workers},
			frameCase{Scene: "storm", Cubes: 1_000_000, Frames: frames(300, 5), Workers: workers})
	}
	return cases
}

func run(args []string, stderr io.Writer) int {
	o, err := parseOptions(args, stderr)
	if err != nil {
		return 2
	}
	root, err := repoRoot()
	if err != nil {
		fmt.Fprintln(stderr, "perfdoc:", err)
		return 1
	}
	if err := measure(root, o); err != nil {
		fmt.Fprintln(stderr, "perfdoc:", err)
		return 1
	}
	return 0
}

// measure runs everything and writes the page.
func measure(root string, o options) error {
	log := &progress{start: time.Now()}
	outDir := filepath.Join(root, "out", "perf")
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	r := report{
		Machine:  describeMachine(root, o.out),
		Settings: settings{Rounds: o.rounds, Benchtime: o.benchtime, FrameRounds: o.frameRounds, WindowedRounds: o.windowedRounds, Quick: o.quick},
	}
	log.printf("machine: %s, %d cores, %s, commit %s", r.Machine.CPU, r.Machine.Cores, r.Machine.Go, r.Machine.Commit)
	var err error
	runner := &benchRunner{root: root, outDir: outDir, rounds: o.rounds, benchtime: o.benchtime, log: log}
	if r.Bench, err = runner.run(); err != nil {
		return err
	}
	if r.Frames, err = runFrames(root, outDir, frameCases(o.quick), o.frameRounds, log); err != nil {
		return err
	}
	if o.noWindow {
		r.Windowed = &windowedData{Skipped: "skipped with -no-window"}
		r.WindowedNoCollisions = &windowedData{Skipped: "skipped with -no-window"}
		r.Inspector = &inspectorData{Skipped: "skipped with -no-window"}
	} else {
		if r.Windowed, r.WindowedNoCollisions, err = runWindowed(root, outDir, o.windowedFrames, o.windowedRounds, log); err != nil {
			return err
		}
		r.Inspector = runInspector(root, outDir, filepath.Join(outDir, "cubefall"), 10_000, o.windowedFrames, o.windowedRounds, log)
	}
	r.Browser = runBrowser(root, outDir, filepath.Join(outDir, "cubefall"), o.windowedRounds, log)
	r.Soak = runSoak(root, o.quick, log)
	r.Bytes = runBytes(root, log)
	r.Setup = runSetup(root, outDir, o.quick, log)
	path := filepath.Join(root, o.out)
	if err := writeAtomic(path, render(r)); err != nil {
		return err
	}
	log.printf("wrote %s", path)
	return nil
}

// writeAtomic writes text to a temporary file in path's directory and
// renames it over path, so readers see the old page or the new one.
func writeAtomic(path, text string) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".perfdoc-*.md")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly after the rename
	if _, err := tmp.WriteString(text); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// repoRoot is the nearest directory at or above the working directory
// that holds go.mod.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod at or above the working directory")
		}
		dir = parent
	}
}
