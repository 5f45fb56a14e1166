package main

import (
	"slices"
	"strings"
)

// median returns the middle of vs (the mean of the two middle values for
// an even count), or 0 for none. vs is not changed.
func median(vs []float64) float64 {
	if len(vs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(vs))
	m := len(s) / 2
	if len(s)%2 == 1 {
		return s[m]
	}
	return (s[m-1] + s[m]) / 2
}

// A spread is the median of some values with their smallest and largest,
// and how many there were.
type spread struct {
	Median, Min, Max float64
	N                int
}

// spreadOf summarises vs.
func spreadOf(vs []float64) spread {
	if len(vs) == 0 {
		return spread{}
	}
	return spread{Median: median(vs), Min: slices.Min(vs), Max: slices.Max(vs), N: len(vs)}
}

// perUnit returns the unit of a result's custom per-item time, such as
// "ns/entity", "ns/cube" or "ms/step": the one unit starting with "ns/"
// or "ms/" other than "ns/op". It returns "" when there is none. Two
// results are compared in it when both report it, so that a benchmark
// whose op is a window of many steps still compares, step for step, with
// one whose op is one step.
func perUnit(metrics map[string]float64) string {
	var units []string
	for u := range metrics {
		if (strings.HasPrefix(u, "ns/") || strings.HasPrefix(u, "ms/")) && u != "ns/op" {
			units = append(units, u)
		}
	}
	if len(units) != 1 {
		return ""
	}
	return units[0]
}

// ratioUnit is the unit two results are compared in: their shared per-item
// time when both report the same one, else ns/op.
func ratioUnit(a, b map[string]float64) string {
	if u := perUnit(a); u != "" && u == perUnit(b) {
		return u
	}
	return "ns/op"
}

// roundRatios returns, for every round in which both a benchmark and its
// reference have a result, the benchmark's value divided by the
// reference's, in the unit ratioUnit picks. The rounds are indexed alike:
// rounds[i] and refRounds[i] ran in the same round, most often back to
// back (a reference from another section of the page runs further away
// in the round), so the machine's load in that round affects both.
func roundRatios(rounds, refRounds []*benchResult) (ratios []float64, unit string) {
	for i := range min(len(rounds), len(refRounds)) {
		a, b := rounds[i], refRounds[i]
		if a == nil || b == nil {
			continue
		}
		u := ratioUnit(a.Metrics, b.Metrics)
		if b.Metrics[u] == 0 {
			continue
		}
		unit = u
		ratios = append(ratios, a.Metrics[u]/b.Metrics[u])
	}
	return ratios, unit
}

// roundRatiosIn is roundRatios in a given unit, such as "B/op".
func roundRatiosIn(rounds, refRounds []*benchResult, unit string) []float64 {
	var ratios []float64
	for i := range min(len(rounds), len(refRounds)) {
		a, b := rounds[i], refRounds[i]
		if a == nil || b == nil || b.Metrics[unit] == 0 {
			continue
		}
		ratios = append(ratios, a.Metrics[unit]/b.Metrics[unit])
	}
	return ratios
}

// medianMetrics returns, for every unit any round reported, the median of
// that unit's values over the rounds that reported it.
func medianMetrics(rounds []*benchResult) map[string]float64 {
	values := map[string][]float64{}
	for _, r := range rounds {
		if r == nil {
			continue
		}
		for u, v := range r.Metrics {
			values[u] = append(values[u], v)
		}
	}
	out := map[string]float64{}
	for u, vs := range values {
		out[u] = median(vs)
	}
	return out
}
