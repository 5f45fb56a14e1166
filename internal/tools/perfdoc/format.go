package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// formatNumber writes v with about three significant figures and commas
// between thousands: 1.92, 81.3, 5,767,432. Negative values mean "not
// measured" and print as a dash.
func formatNumber(v float64) string {
	switch {
	case v < 0 || math.IsNaN(v):
		return "—"
	case v == 0:
		return "0"
	case v < 10:
		return strconv.FormatFloat(v, 'f', 2, 64)
	case v < 100:
		return strconv.FormatFloat(v, 'f', 1, 64)
	}
	digits := strconv.FormatFloat(math.Round(v), 'f', 0, 64)
	var b strings.Builder
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// formatRatio writes a ratio as "0.86×".
func formatRatio(v float64) string { return fmt.Sprintf("%.2f×", v) }

// formatSpread writes a median ratio with its range over the rounds:
// "0.86× (0.80–0.95)", or just the median when there was one round.
func formatSpread(s spread) string {
	if s.N == 0 {
		return "—"
	}
	if s.N == 1 {
		return formatRatio(s.Median)
	}
	return fmt.Sprintf("%s (%.2f–%.2f)", formatRatio(s.Median), s.Min, s.Max)
}

// formatBar writes a bar and whether v meets it: "≤ 1.00×: met".
func formatBar(b bar, v float64, measured bool) string {
	var limit string
	switch {
	case b.Metric == "ratio":
		limit = formatRatio(b.Limit)
	case b.Metric == "B/op ratio":
		limit = "B/op " + formatRatio(b.Limit)
	default:
		limit = formatNumber(b.Limit) + " " + b.Metric
	}
	op := "≤"
	if b.AtLeast {
		op = "≥"
	}
	if b.Limit == 0 && !b.AtLeast {
		op, limit = "=", "0 "+b.Metric
	}
	verdict := "not measured"
	if measured {
		verdict = "**not met**"
		if b.met(v) {
			verdict = "met"
		}
	}
	return fmt.Sprintf("%s %s: %s", op, limit, verdict)
}
