package main

import (
	"fmt"
	"strconv"
	"strings"
)

// A benchResult is one line of `go test -bench` output: the benchmark's
// name, how many iterations it ran, and every value it reported, by unit
// ("ns/op", "B/op", "allocs/op", and custom metrics such as "ns/entity").
type benchResult struct {
	Name       string
	Iterations int
	Metrics    map[string]float64
}

// parseBenchLine reads one result line such as
//
//	BenchmarkPhysicsTables/10k-2   100   19200 ns/op   1.920 ns/entity   0 B/op   0 allocs/op
//
// The "-2" suffix (GOMAXPROCS) is dropped from the name. ok is false for
// lines that are not results (headers, PASS, log output).
func parseBenchLine(line string) (r benchResult, ok bool, err error) {
	fields := strings.Fields(line)
	if len(fields) < 4 || !strings.HasPrefix(fields[0], "Benchmark") || len(fields)%2 != 0 {
		return benchResult{}, false, nil
	}
	n, convErr := strconv.Atoi(fields[1])
	if convErr != nil {
		return benchResult{}, false, nil
	}
	r = benchResult{Name: trimProcs(fields[0]), Iterations: n, Metrics: map[string]float64{}}
	for i := 2; i < len(fields); i += 2 {
		v, err := strconv.ParseFloat(fields[i], 64)
		if err != nil {
			return benchResult{}, false, fmt.Errorf("benchmark line %q: value %q: %w", line, fields[i], err)
		}
		r.Metrics[fields[i+1]] = v
	}
	return r, true, nil
}

// trimProcs removes the "-N" GOMAXPROCS suffix the testing package adds to
// a benchmark's name when N is not 1.
func trimProcs(name string) string {
	i := strings.LastIndexByte(name, '-')
	if i < 0 {
		return name
	}
	if _, err := strconv.Atoi(name[i+1:]); err != nil {
		return name
	}
	return name[:i]
}

// parseBenchOutput returns every result line in out, in order.
func parseBenchOutput(out string) ([]benchResult, error) {
	var rs []benchResult
	for line := range strings.Lines(out) {
		r, ok, err := parseBenchLine(line)
		if err != nil {
			return nil, err
		}
		if ok {
			rs = append(rs, r)
		}
	}
	return rs, nil
}
