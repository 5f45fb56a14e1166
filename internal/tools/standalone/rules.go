package main

import (
	"regexp"
	"strings"
)

// A rule is one kind of reference a reader of the repository cannot follow.
type rule struct {
	// why is shown with every hit: what the reader is missing.
	why string
	// pattern finds the reference in one line of text.
	pattern *regexp.Regexp
}

// rules are the references that point outside the repository without a way
// in: planning documents, article and issue numbers that only the people who
// wrote the code know, and folders beside the checkout. Each pattern is
// built from pieces so that this file does not match itself.
var rules = []rule{
	{"a planning document that is not in the repository", regexp.MustCompile(`(?i)\b` + "DESIGN" + `(\.md)?\s*§|\b` + "DESIGN" + `\.md\b|\bSTYLE\.md\b|\bNOTES-` + "GL" + `\b`)},
	{"an article known only by its number", regexp.MustCompile(`(?i)\bseed\s+(article\s+)?0[0-9]{2}\b|\b` + "seed" + `\s+articles\b`)},
	{"an issue number from a tracker the reader cannot open", regexp.MustCompile(`(?i)\b` + "issue" + `s?\s+#?[0-9]+\b`)},
	{"a folder beside the checkout", regexp.MustCompile(`\.\./` + "shared" + `\b`)},
	{"notes the reader does not have", regexp.MustCompile(`(?i)\b(the|project's)\s+` + "design" + `\s+notes\b`)},
}

// publicURL matches a link a reader can open. A line that cites one is
// allowed to mention an issue number: it is an upstream bug report.
var publicURL = regexp.MustCompile(`https?://`)

// check returns the reason a line breaks a rule, or "" when it is fine.
func check(line string) string {
	if publicURL.MatchString(line) {
		return ""
	}
	for _, r := range rules {
		if r.pattern.MatchString(line) {
			return r.why
		}
	}
	return ""
}

// A hit is one line that breaks a rule.
type hit struct {
	file string
	line int
	why  string
	text string
}

// scan checks every line of one file's text.
func scan(file, text string) []hit {
	var hits []hit
	for i, line := range strings.Split(text, "\n") {
		if why := check(line); why != "" {
			hits = append(hits, hit{file, i + 1, why, strings.TrimSpace(line)})
		}
	}
	return hits
}
