package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// bytesCommand runs TestBytesPerCube (app/bytespercube_test.go): the storm scene at 100,000 cubes, headless, two
// frames; -v makes it print what a cube weighs, part by part.
var bytesCommand = []string{"test", "-run", "^TestBytesPerCube$", "-v", "-count=1", "./app"}

// A bytesPart is one part of a cube's weight: a component, the entity
// index or the instance buffers.
type bytesPart struct {
	Kind  string // "component", "index" or "instances"
	Name  string
	Bytes float64 // per cube
}

// bytesData is what TestBytesPerCube printed, or why it did not run.
type bytesData struct {
	Parts  []bytesPart
	Errors []string
}

// bytesLine is one part as the test logs it, after go test's file:line.
var bytesLine = regexp.MustCompile(`(?m)^\s*\S+\.go:\d+: bytes per cube: (component|index|instances) (.+) ([0-9.]+)\s*$`)

// parseBytes reads the output of `go test -v -run TestBytesPerCube`.
func parseBytes(out string) (*bytesData, error) {
	d := &bytesData{}
	for _, m := range bytesLine.FindAllStringSubmatch(out, -1) {
		v, err := strconv.ParseFloat(m[3], 64)
		if err != nil {
			return nil, fmt.Errorf("bytes of %s: %w", m[2], err)
		}
		d.Parts = append(d.Parts, bytesPart{Kind: m[1], Name: m[2], Bytes: v})
	}
	if len(d.Parts) == 0 {
		return nil, fmt.Errorf("no bytes-per-cube lines in: %s", lastLines(out, 4))
	}
	return d, nil
}

// runBytes runs the test once and reads its figures; a failed test still
// reports what it printed, with the failure as an error.
func runBytes(root string, log *progress) *bytesData {
	log.printf("bytes per cube: go %s", strings.Join(bytesCommand, " "))
	out, runErr := goOutput(root, bytesCommand...)
	d, err := parseBytes(out)
	if err != nil {
		return &bytesData{Errors: []string{"the bytes per cube: " + err.Error()}}
	}
	if runErr != nil {
		d.Errors = append(d.Errors, fmt.Sprintf("TestBytesPerCube failed (%v): %s", runErr, lastLines(out, 4)))
	}
	return d
}

// total is the bytes per cube of every part the test measured.
func (d *bytesData) total() float64 {
	t := 0.0
	for _, p := range d.Parts {
		t += p.Bytes
	}
	return t
}

// renderBytes writes what a cube weighs, part by part, and what the rest
// of the peak memory of a million cubes (storm, every worker) comes to.
func renderBytes(b *strings.Builder, d *bytesData, frames *frameData) {
	b.WriteString("### Bytes per cube\n\n") // docs/chapters/million.md links to its anchor
	b.WriteString(wrap("What a storm cube weighs, part by part, from `go test -run '^TestBytesPerCube$' -v ./app` "+
		"(storm at 100,000 cubes, two headless frames; every part grows with the number of cubes alone): "+
		"each component's size, the entity index (the directory's record and the table's row list) and "+
		"the instance buffers the collection fills for the renderer (by capacity: room for every cube it "+
		"looks at, the most it can draw, since its one pass writes before it knows how many are drawn). The rest is the peak RSS per cube of the million-cube run above (storm, every worker) less "+
		"those parts: the Go heap's headroom, the runtime and the program itself. MB is 10⁶ bytes.", 90))
	b.WriteString("\n\n")
	if d == nil || len(d.Parts) == 0 {
		b.WriteString("Not measured.\n\n")
		return
	}
	b.WriteString("| part | bytes per cube | MB at a million |\n|---|--:|--:|\n")
	row := func(name string, v float64) {
		fmt.Fprintf(b, "| %s | %s | %s |\n", name, formatNumber(v), formatNumber(v))
	}
	components := 0.0
	for _, p := range d.Parts {
		if p.Kind == "component" {
			row("`"+p.Name+"`", p.Bytes)
			components += p.Bytes
		}
	}
	row("**components**", components)
	for _, p := range d.Parts {
		if p.Kind != "component" {
			row(p.Name, p.Bytes)
		}
	}
	if peak := millionPeakBytesPerCube(frames); peak > 0 {
		row("the rest", peak-d.total())
		row("**peak RSS**", peak)
	}
	b.WriteString("\n")
}

// millionPeakBytesPerCube is the peak RSS per cube of the million-cube
// storm run with every worker, or -1 when it did not run.
func millionPeakBytesPerCube(frames *frameData) float64 {
	for _, r := range scalingRows(frames) {
		if r.Case.Cubes == 1_000_000 && r.Case.Workers == 0 {
			return r.bytesPerCube()
		}
	}
	return -1
}

// bytesNotes lists what went wrong with the bytes per cube.
func bytesNotes(d *bytesData) []string {
	if d == nil {
		return nil
	}
	return d.Errors
}
