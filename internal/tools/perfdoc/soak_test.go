package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// readSoakLog reads testdata/soak.log, the output of one real run of
// `go test -run '^TestHeadlessSoak$' -v -count=1 ./e2e/`.
func readSoakLog(t *testing.T) string {
	t.Helper()
	out, err := os.ReadFile(filepath.Join("testdata", "soak.log"))
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestParseSoak(t *testing.T) {
	d, err := parseSoak(readSoakLog(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Samples) != 11 {
		t.Fatalf("%d samples, want the one after warm-up and ten", len(d.Samples))
	}
	first, last := d.Samples[0], d.last()
	if first != (soakSample{At: "after warm-up", HeapAlloc: 4.8, HeapInuse: 5.5, RSS: 15.8}) {
		t.Errorf("first sample %+v", first)
	}
	if last != (soakSample{At: "10m0s", HeapAlloc: 4.8, HeapInuse: 5.6, RSS: 15.7}) {
		t.Errorf("last sample %+v", last)
	}
	if d.Frames != 36_000 || d.Warmup != 600 || d.Swaps != 30 || d.Entities != 10_002 {
		t.Errorf("summary %d frames, %d warm-up, %d swaps, %d entities", d.Frames, d.Warmup, d.Swaps, d.Entities)
	}
	if d.Wall != 25697*time.Millisecond || !d.Passed {
		t.Errorf("wall %v, passed %v", d.Wall, d.Passed)
	}
}

func TestParseSoakFailedRun(t *testing.T) {
	out := strings.Replace(readSoakLog(t), "--- PASS: TestHeadlessSoak", "--- FAIL: TestHeadlessSoak", 1)
	d, err := parseSoak(out)
	if err != nil {
		t.Fatal(err)
	}
	if d.Passed {
		t.Error("a FAIL line reads as passed")
	}
	if _, err := parseSoak("--- SKIP: TestHeadlessSoak (0.00s)\n"); err == nil {
		t.Error("output without figures parses")
	}
}

func TestRenderSoak(t *testing.T) {
	d, err := parseSoak(readSoakLog(t))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	renderSoak(&b, d)
	page := b.String()
	for _, want := range []string{
		"\n## Memory over a long run\n",
		"36,000 frames after 600 warm-up frames, 30 gravity swaps, 10,002 entities at the end, wall time 25.7 s; the test passed.",
		"| HeapAlloc | 4.8 | 4.8 | 4.8–4.8 | 0.0 | ≤ 2.00 MiB: met |",
		"| HeapInuse | 5.5 | 5.6 | 5.5–5.6 | 0.1 |  |",
		// VmRSS: 15.8 after warm-up, at most 16.3 later: +0.5.
		"| VmRSS | 15.8 | 15.7 | 15.1–16.3 | 0.5 | ≤ 8.00 MiB: met |",
	} {
		if !strings.Contains("\n"+page, want) {
			t.Errorf("the section lacks %q:\n%s", want, page)
		}
	}
}

func TestRenderSoakSkipped(t *testing.T) {
	r := fixedReport()
	r.Soak = &soakData{Skipped: "skipped with -quick (the soak runs ten simulated minutes)"}
	page := render(r)
	if !strings.Contains(page, "## Memory over a long run\n") || !strings.Contains(page, "Not measured: skipped with -quick") {
		t.Error("under -quick the section stays and says why")
	}
	if !strings.Contains(page, "- The memory over a long run was not measured: skipped with -quick") {
		t.Error("the notes list the soak as not measured")
	}
}
