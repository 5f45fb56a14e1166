package scenes

import (
	"fmt"
	"strings"
)

// Problem is one thing wrong with a scene file: where it is, what is wrong
// and, when there is one, a suggestion for the fix.
type Problem struct {
	// File is the scene file's name as it was given to Parse or Load.
	File string
	// Line and Col locate the problem, both 1-based. Col counts characters
	// (UTF-8 runes, a tab counts as one), as most editors do. Both are 0
	// when the problem is not in the file's text (for example a bad
	// command-line override).
	Line, Col int
	// Path is the JSON path of the offending value, e.g.
	// $.spawners[0].components.Gravity.force.
	Path string
	// Message says what is wrong and what was expected.
	Message string
	// Hint suggests a fix, e.g. `did you mean "Gravity"?`; it may be empty.
	Hint string
}

// String formats p the way compilers do, so editors can jump to it:
//
//	scenes/x.json:12:7: $.spawners[0].components.Gravty: unknown component "Gravty" (did you mean "Gravity"?)
//
// Every character that is not printable is escaped (\x1b, \u202e), so
// text quoted from a scene file cannot move the cursor, change colours or
// reorder a terminal's line: the string is safe to print anywhere.
func (p Problem) String() string {
	return escape(p.raw())
}

// raw is String before escaping.
func (p Problem) raw() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", p.Line, p.Col)
	}
	b.WriteString(": ")
	if p.Path != "" {
		b.WriteString(p.Path)
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	if p.Hint != "" {
		b.WriteString(" (")
		b.WriteString(p.Hint)
		b.WriteString(")")
	}
	return b.String()
}

// Errors is the error Parse, Load and Open return for a bad scene file. It
// holds every problem found, in file order, so the author can fix them all
// in one pass instead of one per run.
type Errors struct {
	Problems []Problem
}

// Error returns one problem per line.
func (e *Errors) Error() string {
	lines := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}
