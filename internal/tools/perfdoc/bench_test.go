package main

import (
	"slices"
	"strings"
	"testing"
)

func labels(jobs []benchJob) []string {
	var out []string
	for _, j := range jobs {
		out = append(out, j.label)
	}
	return out
}

// A benchmark the page expects but the package lacks is reported missing
// and not run; one the page does not know is run whole and listed.
func TestPlan(t *testing.T) {
	d := &benchData{Others: map[string][]string{}}
	r := &benchRunner{}
	tops := []string{"BenchmarkPhysicsBaseline", "BenchmarkPhysicsSoA", "BenchmarkPhysicsTables", "BenchmarkPhysicsRangeAll", "BenchmarkPhysicsParallel",
		"BenchmarkCreateBatch", "BenchmarkCreateOneByOne", "BenchmarkCreateOneByOneBoxed", "BenchmarkAddRemove",
		"BenchmarkGet", "BenchmarkGetHandle",
		"BenchmarkEvents", "BenchmarkAddRemoveBatchObserved", "BenchmarkChangedFilter", "BenchmarkHashBaseline", "BenchmarkWorldHash", "BenchmarkHandOff"}
	jobs := r.plan(d, "ecs", tops)
	if !slices.Equal(d.Missing, []string{"ecs BenchmarkAddRemoveBatch"}) {
		t.Errorf("missing %v, want [ecs BenchmarkAddRemoveBatch]", d.Missing)
	}
	if !slices.Equal(d.Others["ecs"], []string{"BenchmarkGetHandle"}) {
		t.Errorf("others %v, want [BenchmarkGetHandle]", d.Others["ecs"])
	}
	got := labels(jobs)
	if got[0] != "BenchmarkPhysicsBaseline/10k" || got[1] != "BenchmarkPhysicsSoA/10k" {
		t.Errorf("jobs start %v: a reference runs right before what is compared with it", got[:2])
	}
	last := jobs[len(jobs)-1]
	if last.pattern != "^BenchmarkGetHandle$" {
		t.Errorf("the unknown benchmark runs whole: pattern %q", last.pattern)
	}
	for _, j := range jobs {
		if j.pkg != "ecs" || j.label == "BenchmarkAddRemoveBatch" {
			t.Errorf("unexpected job %+v", j)
		}
	}
}

func TestRoundOrder(t *testing.T) {
	jobs := []benchJob{{label: "ref"}, {label: "a"}, {label: "b"}}
	if got := labels(roundOrder(jobs, 0)); !slices.Equal(got, []string{"ref", "a", "b"}) {
		t.Errorf("round 1: %v", got)
	}
	if got := labels(roundOrder(jobs, 1)); !slices.Equal(got, []string{"b", "a", "ref"}) {
		t.Errorf("round 2: %v", got)
	}
	if labels(jobs)[0] != "ref" {
		t.Error("roundOrder changed its input")
	}
}

// A benchmark of the page whose function exists but whose pattern matched
// nothing in every round (a sub-benchmark renamed) is reported, so the
// page does not say that every figure was measured; one that printed a
// result in some round, and a job the page does not know, are not.
func TestABenchmarkWithNoResultIsReported(t *testing.T) {
	d := &benchData{Rounds: 2, Results: map[string][]*benchResult{
		key("ecs", "BenchmarkPhysicsTables/10k"): {nil, result(map[string]float64{"ns/op": 1})},
	}, Others: map[string][]string{}}
	r := &benchRunner{}
	jobs := r.plan(d, "ecs", []string{"BenchmarkPhysicsTables", "BenchmarkPhysicsRangeAll", "BenchmarkNewThing"})
	got := unmeasured(d, jobs)
	for _, want := range []string{"BenchmarkPhysicsTables/1M", "BenchmarkPhysicsRangeAll/10k", "BenchmarkPhysicsRangeAll/1M"} {
		if !slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, "`"+want+"`") }) {
			t.Errorf("%s printed nothing and is not reported: %q", want, got)
		}
	}
	for _, s := range got {
		if strings.Contains(s, "`BenchmarkPhysicsTables/10k`") || strings.Contains(s, "BenchmarkNewThing") {
			t.Errorf("reported wrongly: %s", s)
		}
	}
	d.Errors = got
	if page := render(report{Bench: d}); strings.Contains(page, "Every figure was measured.") {
		t.Error("the page says every figure was measured")
	}
}
