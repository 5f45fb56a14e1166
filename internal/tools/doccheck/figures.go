package main

import (
	"bufio"
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// A figure is a measured number found in teaching text: a speed ratio such
// as "0.74×" or a time such as "3 ms". Measurements belong on
// docs/performance.md, which `make perf` writes with the machine that made
// them; a figure copied into a chapter or a comment goes stale the next
// time the page is regenerated, so teaching text links to the page's rows
// instead (docs/performance.md#ecs-physics-step).
type figure struct {
	Pos  token.Position
	Text string
}

// measured matches a ratio written with × ("0.98×", "1.05 ×", but not the
// "3×3" of a matrix), a ratio in words ("2x faster", "3 times slower") and
// a time in nanoseconds to milliseconds ("40 ns", "1.2 µs", "16ms").
var measured = regexp.MustCompile(ratio + `|\b\d+(\.\d+)? ?(ns|µs|μs|us|ms)\b`)

// ratio matches the ratios alone. A test's comments may name durations,
// which are a test's inputs (a frame of 50 ms), but no ratio either.
const ratio = `\d+(\.\d+)? ?×([^0-9]|$)|\d+(\.\d+)?(x| times) (faster|slower|as fast|the time)`

var ratioOnly = regexp.MustCompile(ratio)

// teachingText lists the files, relative to the repository root, whose
// prose must hold no measured figure: the tour's chapters and the comments
// of the ECS's code (its tests and Examples included).
func teachingText(root string) ([]string, error) {
	var files []string
	for _, pattern := range []string{"docs/tour.md", "docs/chapters/*.md", "ecs/*.go"} {
		m, err := filepath.Glob(filepath.Join(root, pattern))
		if err != nil {
			return nil, err
		}
		files = append(files, m...)
	}
	return files, nil
}

// checkFigures returns every measured figure in the teaching text under
// root.
func checkFigures(root string) ([]figure, error) {
	files, err := teachingText(root)
	if err != nil {
		return nil, err
	}
	var found []figure
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		if strings.HasSuffix(f, ".go") {
			found = append(found, figuresInComments(f, src)...)
		} else {
			found = append(found, figuresIn(measured, f, 1, src)...)
		}
	}
	return found, nil
}

// figuresInComments finds the figures in a Go file's comments only: a
// duration in code (10 * time.Millisecond) is an input, not a measurement.
// In a test file only ratios count: its durations are inputs.
func figuresInComments(name string, src []byte) []figure {
	pattern := measured
	if strings.HasSuffix(name, "_test.go") {
		pattern = ratioOnly
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments)
	if err != nil {
		return []figure{{Pos: token.Position{Filename: name}, Text: err.Error()}}
	}
	var found []figure
	for _, g := range f.Comments {
		for _, c := range g.List {
			at := fset.Position(c.Pos())
			found = append(found, figuresIn(pattern, name, at.Line, []byte(c.Text))...)
		}
	}
	return found
}

// figuresIn finds what pattern matches in text, whose first line is line
// firstLine of file name.
func figuresIn(pattern *regexp.Regexp, name string, firstLine int, text []byte) []figure {
	var found []figure
	sc := bufio.NewScanner(bytes.NewReader(text))
	for n := firstLine; sc.Scan(); n++ {
		for _, m := range pattern.FindAllString(sc.Text(), -1) {
			found = append(found, figure{
				Pos:  token.Position{Filename: name, Line: n},
				Text: strings.TrimRight(m, " ,.;:)"),
			})
		}
	}
	return found
}
