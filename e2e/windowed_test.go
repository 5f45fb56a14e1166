package e2e

import (
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// windowedSoak says how long to run the binary in a window and how to
// sample it.
type windowedSoak struct {
	frames   int           // -frames
	every    time.Duration // time between VmRSS samples
	warmup   time.Duration // samples before this are not the baseline
	rssSlack uint64        // allowed VmRSS growth after the warm-up
	limit    time.Duration // the child is killed and the test fails after this
}

// soakRun is what a windowed soak saw.
type soakRun struct {
	samples []memSample // VmRSS of the child from the first sample on
	start   int         // index of the baseline sample (the first after warm-up)
	result  result
	wall    time.Duration
}

// runWindowedSoak runs the default scene in a window with -debug-gl, -v
// and -stats, and samples the child's resident memory from /proc while it
// runs. GL, GLFW and Mesa's memory are in the child's RSS but not in any Go
// heap figure, which is why the windowed soak watches RSS.
func runWindowedSoak(t *testing.T, o windowedSoak) soakRun {
	t.Helper()
	began := time.Now()
	c := startChild(t, nil, "msg=opengl", "-frames", strconv.Itoa(o.frames), "-debug-gl", "-v", "-stats")
	c.waitStarted(t, time.Minute)
	opened := time.Now()
	run := soakRun{start: -1}
	tick := time.NewTicker(o.every)
	defer tick.Stop()
	deadline := time.After(o.limit)
	for sampling := true; sampling; {
		select {
		case <-c.done:
			sampling = false
		case <-deadline:
			c.cmd.Process.Kill()
			t.Fatalf("-frames %d did not finish within %v; killed:\n%s", o.frames, o.limit, c.errText())
		case now := <-tick.C:
			rss, err := vmRSS(c.cmd.Process.Pid)
			if err != nil { // exited between the tick and the read
				continue
			}
			since := now.Sub(opened)
			run.samples = append(run.samples, memSample{at: fmt.Sprintf("t=%v", since.Round(time.Second)), rss: rss})
			if run.start < 0 && since >= o.warmup {
				run.start = len(run.samples) - 1
			}
		}
	}
	run.result = c.wait(t)
	run.wall = time.Since(began)
	return run
}

// check asserts what every windowed soak must show: exit 0, every frame
// run, no GL error reported by -debug-gl, every GL object deleted at
// shutdown (main's debug log counts the renderer's live objects), no
// panic, flat RSS.
func (run soakRun) check(t *testing.T, o windowedSoak) {
	t.Helper()
	r := run.result
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, fmt.Sprintf("%d frames, %d entities", o.frames, soakEntities))
	assert.Contains(t, r.stderr, "debug-gl:", "-debug-gl says how it watches for errors")
	assert.NotContains(t, r.stderr, "level=WARN", "-debug-gl reported a GL problem")
	assert.NotContains(t, r.stderr, "level=ERROR")
	assert.Contains(t, r.stderr, `"live GL objects"=0`, "every GL object deleted at shutdown")
	assertNoPanic(t, r, "windowed soak")
	require.GreaterOrEqual(t, run.start, 0, "no RSS sample after the %v warm-up: the run was too short", o.warmup)
	assertFlat(t, run.samples[run.start:], 0, o.rssSlack)
}

// log writes the run's figures (memory samples, frame rate) to the test log.
func (run soakRun) log(t *testing.T, o windowedSoak) {
	t.Helper()
	for _, m := range run.samples {
		t.Logf("VmRSS %s at %s", mib(m.rss), m.at)
	}
	if run.start < 0 || len(run.samples) == 0 {
		return
	}
	start, end := run.samples[run.start], run.samples[len(run.samples)-1]
	peak := start.rss
	for _, m := range run.samples[run.start:] {
		peak = max(peak, m.rss)
	}
	t.Logf("%d frames at %s fps (mean), wall %v; VmRSS after warm-up (%s) %s → end (%s) %s, peak %s",
		o.frames, statsFPS(run.result.stdout), run.wall.Round(time.Second),
		start.at, mib(start.rss), end.at, mib(end.rss), mib(peak))
}

// fpsLine finds the mean frame rate in the -stats output.
var fpsLine = regexp.MustCompile(`(?m)^fps\s+([0-9.]+) mean`)

func statsFPS(stdout string) string {
	if m := fpsLine.FindStringSubmatch(stdout); m != nil {
		return m[1]
	}
	return "?"
}

// TestWindowedShortSoak runs 300 frames in a window and samples RSS every
// second. It runs whenever there is a display.
func TestWindowedShortSoak(t *testing.T) {
	needDisplay(t)
	o := windowedSoak{frames: 300, every: time.Second, warmup: 5 * time.Second, rssSlack: 16 << 20, limit: 5 * time.Minute}
	run := runWindowedSoak(t, o)
	run.log(t, o)
	run.check(t, o)
}

// TestWindowedSoak is a few minutes of the windowed demo, checking that
// memory stays flat and every GL object is deleted at exit. It runs only
// when CUBEFALL_SOAK=1; CUBEFALL_SOAK_FRAMES changes its length (the
// default, 7,200 frames, is a few minutes at the frame rate Mesa's
// llvmpipe gives 10,000 cubes on two cores, twice that when other work
// halves it; docs/performance.md#windowed-frame-rate has the rate):
//
//	CUBEFALL_SOAK=1 xvfb-run -a -s '-screen 0 1280x720x24 -noreset' go test -run WindowedSoak -v -timeout 30m ./e2e/...
func TestWindowedSoak(t *testing.T) {
	if os.Getenv("CUBEFALL_SOAK") != "1" {
		t.Skip("the windowed soak runs for minutes; set CUBEFALL_SOAK=1 to run it")
	}
	needDisplay(t)
	o := windowedSoak{frames: 7200, every: 5 * time.Second, warmup: 30 * time.Second, rssSlack: 16 << 20}
	if s := os.Getenv("CUBEFALL_SOAK_FRAMES"); s != "" {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		require.NoError(t, err, "CUBEFALL_SOAK_FRAMES")
		o.frames = n
	}
	o.limit = time.Duration(o.frames) * time.Second // 1 fps at worst
	run := runWindowedSoak(t, o)
	run.log(t, o)
	run.check(t, o)
}

// TestScreenshotAndStatsJSONAreWritten is the good path of the two output
// flags: a windowed run writes a PNG of the window's size and a JSON file
// of statistics.
func TestScreenshotAndStatsJSONAreWritten(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	shot, stats := filepath.Join(dir, "shot.png"), filepath.Join(dir, "stats.json")
	r := run(t, nil, "-frames", "5", "-width", "320", "-height", "200", "-screenshot", shot, "-stats-json", stats)
	require.Equal(t, 0, r.code, r.stderr)
	assertNoPanic(t, r, "-screenshot -stats-json")

	f, err := os.Open(shot)
	require.NoError(t, err)
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	require.NoError(t, err, "the screenshot is a PNG")
	assert.Equal(t, [2]int{320, 200}, [2]int{cfg.Width, cfg.Height})

	data, err := os.ReadFile(stats)
	require.NoError(t, err)
	var sum struct {
		Frames   int `json:"frames"`
		Entities int `json:"entities"`
	}
	require.NoError(t, json.Unmarshal(data, &sum), "the statistics are JSON")
	assert.Equal(t, 5, sum.Frames)
	assert.Equal(t, soakEntities, sum.Entities)
}
