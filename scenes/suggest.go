package scenes

import (
	"sort"
	"strings"
)

// suggest returns a hint naming the candidate closest to name, such as
// `did you mean "Gravity"?`, or, when nothing is close, the list of valid
// names so the author need not go looking for it.
func suggest(name string, candidates []string) string {
	if best, ok := nearest(name, candidates); ok {
		return `did you mean "` + best + `"?`
	}
	if len(candidates) == 0 {
		return ""
	}
	return "expected one of: " + strings.Join(sorted(candidates), ", ")
}

// maxSuggestLen bounds the names nearest compares, so a hostile file of
// megabyte-long keys cannot make the checker slow.
const maxSuggestLen = 64

// nearest finds the candidate with the smallest edit distance to name,
// ignoring case, if it is close enough to be a plausible typo: at most one
// edit per three letters (and at least one edit allowed).
func nearest(name string, candidates []string) (string, bool) {
	if len(name) > maxSuggestLen {
		return "", false
	}
	best, bestDist := "", -1
	lower := strings.ToLower(name)
	for _, c := range candidates {
		d := editDistance(lower, strings.ToLower(c))
		if bestDist < 0 || d < bestDist {
			best, bestDist = c, d
		}
	}
	limit := max(1, len(name)/3)
	if bestDist >= 0 && bestDist <= limit {
		return best, true
	}
	return prefixOf(lower, candidates)
}

// prefixOf finds a candidate that name starts with, or that starts with
// name ("minimum" → "min", "Grav" → "Gravity"), for misspellings that are
// too long or too short for the edit distance to catch.
func prefixOf(lower string, candidates []string) (string, bool) {
	if len(lower) < 3 {
		return "", false
	}
	for _, c := range candidates {
		lc := strings.ToLower(c)
		if len(lc) >= 3 && (strings.HasPrefix(lower, lc) || strings.HasPrefix(lc, lower)) {
			return c, true
		}
	}
	return "", false
}

// editDistance is the optimal-string-alignment distance between a and b,
// counted in bytes: the number of single-byte insertions, deletions,
// substitutions and swaps of neighbours ("nmae" → "name" is one) that turn
// a into b.
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// sorted returns a sorted copy of names.
func sorted(names []string) []string {
	s := append([]string(nil), names...)
	sort.Strings(s)
	return s
}
