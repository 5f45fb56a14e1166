package main

import (
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// A benchJob is one `-test.bench` pattern run once per round.
type benchJob struct {
	pkg     string
	label   string // what the progress line shows
	pattern string
	page    string // the benchmark of the page it runs; "" for one the page does not know
}

// benchData holds every result of every round: results[key(pkg, name)][r]
// is the result of round r, nil when that round produced none.
type benchData struct {
	Rounds    int
	Benchtime string
	Results   map[string][]*benchResult
	// Missing are the top-level benchmarks the page expects that a
	// package no longer has (renamed or removed).
	Missing []string
	// Errors are the runs that failed, one line each.
	Errors []string
	// Others are the results of benchmarks the page does not know, by
	// package, each name once, sorted.
	Others map[string][]string
}

func key(pkg, name string) string { return pkg + " " + name }

// rounds returns the per-round results of one benchmark.
func (d *benchData) rounds(pkg, name string) []*benchResult { return d.Results[key(pkg, name)] }

// benchRunner builds the test binaries and runs the benchmarks in rounds.
type benchRunner struct {
	root, outDir string
	rounds       int
	benchtime    string
	log          *progress
}

// run builds every package's test binary, plans the jobs and runs them
// for r.rounds rounds. In each round every job runs once, in the page's
// order, so a benchmark and the reference it is compared with run back to
// back; odd rounds run the order backwards, so neither side always runs
// first.
func (r *benchRunner) run() (*benchData, error) {
	d := &benchData{Rounds: r.rounds, Benchtime: r.benchtime, Results: map[string][]*benchResult{}, Others: map[string][]string{}}
	jobs := map[string][]benchJob{}
	total := 0
	for _, pkg := range benchPackages {
		bin := filepath.Join(r.outDir, pkg+".test")
		r.log.printf("build %s", bin)
		if err := goCommand(r.root, "test", "-c", "-o", bin, "./"+pkg); err != nil {
			return nil, err
		}
		tops, err := listBenchmarks(r.root, bin, pkg)
		if err != nil {
			return nil, err
		}
		jobs[pkg] = r.plan(d, pkg, tops)
		total += len(jobs[pkg]) * r.rounds
	}
	done := 0
	for round := range r.rounds {
		for _, pkg := range benchPackages {
			for _, j := range roundOrder(jobs[pkg], round) {
				done++
				r.log.printf("bench [%d/%d] round %d/%d: %s %s", done, total, round+1, r.rounds, pkg, j.label)
				r.runJob(d, j, round)
			}
		}
	}
	for _, pkg := range benchPackages {
		d.Errors = append(d.Errors, unmeasured(d, jobs[pkg])...)
	}
	for pkg, names := range d.Others {
		slices.Sort(names)
		d.Others[pkg] = slices.Compact(names)
	}
	return d, nil
}

// unmeasured names the benchmarks of the page that ran in every round and
// printed no result in any: a sub-benchmark renamed or removed while its
// function stays (the pattern then matches nothing, and the test binary
// ends well). Their rows show dashes, and the page must not say that every
// figure was measured.
func unmeasured(d *benchData, jobs []benchJob) []string {
	var out []string
	for _, j := range jobs {
		if j.page == "" || slices.ContainsFunc(d.rounds(j.pkg, j.page), func(r *benchResult) bool { return r != nil }) {
			continue
		}
		out = append(out, fmt.Sprintf("`%s` (%s) printed no result in any round (a sub-benchmark renamed or removed?): its row shows dashes.", j.page, j.pkg))
	}
	return out
}

// roundOrder is the order of jobs in round: the page's order in even
// rounds, backwards in odd ones.
func roundOrder(jobs []benchJob, round int) []benchJob {
	order := slices.Clone(jobs)
	if round%2 == 1 {
		slices.Reverse(order)
	}
	return order
}

// plan returns the jobs of one package: every benchmark of the page whose
// function exists, then one job per function the page does not know.
func (r *benchRunner) plan(d *benchData, pkg string, tops []string) []benchJob {
	var jobs []benchJob
	known := map[string]bool{}
	for _, s := range allSpecs() {
		if s.Pkg != pkg {
			continue
		}
		known[s.top()] = true
		if !slices.Contains(tops, s.top()) {
			d.Missing = appendOnce(d.Missing, pkg+" "+s.top())
			continue
		}
		jobs = append(jobs, benchJob{pkg: pkg, label: s.Name, pattern: s.pattern(), page: s.Name})
	}
	for _, t := range tops {
		if !known[t] {
			jobs = append(jobs, benchJob{pkg: pkg, label: t + " (not on the page yet)", pattern: "^" + t + "$"})
			d.Others[pkg] = append(d.Others[pkg], t)
		}
	}
	return jobs
}

// runJob runs one job once and files its results under round.
func (r *benchRunner) runJob(d *benchData, j benchJob, round int) {
	bin, err := filepath.Abs(filepath.Join(r.outDir, j.pkg+".test"))
	if err != nil {
		d.Errors = append(d.Errors, err.Error())
		return
	}
	cmd := exec.Command(bin, "-test.run", "^$", "-test.bench", j.pattern, "-test.count", "1",
		"-test.benchmem", "-test.benchtime", r.benchtime)
	cmd.Dir = filepath.Join(r.root, j.pkg)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	results, err := parseBenchOutput(stdout.String())
	if runErr != nil || err != nil {
		msg := fmt.Sprintf("%s %s round %d: %v %v: %s", j.pkg, j.pattern, round+1, runErr, err, lastLines(stdout.String()+stderr.String(), 3))
		r.log.printf("warning: %s", msg)
		d.Errors = append(d.Errors, msg)
	}
	for _, res := range results {
		k := key(j.pkg, res.Name)
		if d.Results[k] == nil {
			d.Results[k] = make([]*benchResult, r.rounds)
		}
		d.Results[k][round] = &res
		r.log.printf("  %s", describe(res))
	}
	if len(results) == 0 && runErr == nil {
		r.log.printf("warning: %s %s printed no result", j.pkg, j.pattern)
	}
}

// describe is a result in one short line for the progress log.
func describe(r benchResult) string {
	s := fmt.Sprintf("%s: %s ns/op", r.Name, formatNumber(r.Metrics["ns/op"]))
	if u := perUnit(r.Metrics); u != "" {
		s += fmt.Sprintf(", %s %s", formatNumber(r.Metrics[u]), u)
	}
	return s
}

// listBenchmarks returns the top-level benchmark functions of a test
// binary.
func listBenchmarks(root, bin, pkg string) ([]string, error) {
	abs, err := filepath.Abs(bin)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(abs, "-test.list", "^Benchmark")
	cmd.Dir = filepath.Join(root, pkg)
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("list the benchmarks of %s: %w", pkg, err)
	}
	var tops []string
	for line := range strings.Lines(string(out)) {
		if name := strings.TrimSpace(line); strings.HasPrefix(name, "Benchmark") {
			tops = append(tops, name)
		}
	}
	return tops, nil
}

// allSpecs is every benchmark of every section, in page order.
func allSpecs() []benchSpec {
	var out []benchSpec
	for _, s := range benchSections {
		out = append(out, s.Benches...)
	}
	return out
}

func appendOnce(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// lastLines returns the last n non-empty lines of s, joined by " | ".
func lastLines(s string, n int) string {
	var lines []string
	for l := range strings.Lines(s) {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines[max(0, len(lines)-n):], " | ")
}
