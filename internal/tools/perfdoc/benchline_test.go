package main

import (
	"testing"
)

func TestParseBenchLine(t *testing.T) {
	cases := []struct {
		line    string
		name    string
		iters   int
		metrics map[string]float64
	}{
		{"BenchmarkPhysicsTables/10k-2   \t  52341\t     19203 ns/op\t         1.920 ns/entity\t       0 B/op\t       0 allocs/op",
			"BenchmarkPhysicsTables/10k", 52341, map[string]float64{"ns/op": 19203, "ns/entity": 1.92, "B/op": 0, "allocs/op": 0}},
		{"BenchmarkCollect/system/culling=true/100k-2  74  8131127 ns/op  63398 drawn  81.31 ns/entity  365128 B/op  0 allocs/op",
			"BenchmarkCollect/system/culling=true/100k", 74, map[string]float64{"ns/op": 8131127, "drawn": 63398, "ns/entity": 81.31, "B/op": 365128, "allocs/op": 0}},
		{"BenchmarkSincos/math.Sincos-16 1000 33851 ns/op 33.06 ns/call",
			"BenchmarkSincos/math.Sincos", 1000, map[string]float64{"ns/op": 33851, "ns/call": 33.06}},
		{"BenchmarkParse 4000 258013 ns/op", "BenchmarkParse", 4000, map[string]float64{"ns/op": 258013}},
		{"BenchmarkName-with-dash-2 10 5 ns/op", "BenchmarkName-with-dash", 10, map[string]float64{"ns/op": 5}},
		{"BenchmarkSpawn/1M-2 1 1.120605665e+09 ns/op", "BenchmarkSpawn/1M", 1, map[string]float64{"ns/op": 1.120605665e9}},
	}
	for _, c := range cases {
		r, ok, err := parseBenchLine(c.line)
		if err != nil || !ok {
			t.Errorf("%q: ok %v, err %v", c.line, ok, err)
			continue
		}
		if r.Name != c.name || r.Iterations != c.iters {
			t.Errorf("%q: name %q, iterations %d; want %q, %d", c.line, r.Name, r.Iterations, c.name, c.iters)
		}
		if len(r.Metrics) != len(c.metrics) {
			t.Errorf("%q: metrics %v, want %v", c.line, r.Metrics, c.metrics)
		}
		for u, want := range c.metrics {
			if got, ok := r.Metrics[u]; !ok || got != want {
				t.Errorf("%q: %s = %v (present %v), want %v", c.line, u, got, ok, want)
			}
		}
	}
}

func TestParseBenchLineSkipsOtherLines(t *testing.T) {
	for _, line := range []string{
		"goos: linux", "pkg: cubefall/ecs", "cpu: AMD EPYC", "PASS", "ok  \tcubefall/ecs\t1.2s", "",
		"BenchmarkPhysicsTables/10k", // the name alone, printed before a sub-benchmark's log
		"BenchmarkX    some log text here",
		"--- FAIL: BenchmarkX",
	} {
		if _, ok, err := parseBenchLine(line); ok || err != nil {
			t.Errorf("%q: parsed as a result (err %v)", line, err)
		}
	}
}

func TestParseBenchLineRejectsBadValue(t *testing.T) {
	if _, _, err := parseBenchLine("BenchmarkX-2 10 fast ns/op"); err == nil {
		t.Error("a value that is not a number must be an error")
	}
}

func TestParseBenchOutput(t *testing.T) {
	out := "goos: linux\ngoarch: amd64\npkg: cubefall/ecs\ncpu: AMD EPYC\n" +
		"BenchmarkA/10k-2   100   2000 ns/op   2.000 ns/entity   0 B/op   0 allocs/op\n" +
		"BenchmarkA/1M-2    10    9000 ns/op   9.000 ns/entity   0 B/op   0 allocs/op\n" +
		"PASS\n"
	rs, err := parseBenchOutput(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 2 || rs[0].Name != "BenchmarkA/10k" || rs[1].Name != "BenchmarkA/1M" || rs[1].Metrics["ns/entity"] != 9 {
		t.Errorf("got %+v", rs)
	}
}

func TestPattern(t *testing.T) {
	s := benchSpec{Name: "BenchmarkSincos/math.Sincos"}
	if got, want := s.pattern(), `^BenchmarkSincos$/^math\.Sincos$`; got != want {
		t.Errorf("pattern %q, want %q", got, want)
	}
	s = benchSpec{Name: "BenchmarkCollect/system/culling=true/10k"}
	if got, want := s.pattern(), `^BenchmarkCollect$/^system$/^culling=true$/^10k$`; got != want {
		t.Errorf("pattern %q, want %q", got, want)
	}
	if s.top() != "BenchmarkCollect" {
		t.Errorf("top %q", s.top())
	}
}
