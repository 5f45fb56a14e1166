// Package readingorder checks that a guided tour's reading order holds: that
// a reader who opens the Go files in the order the tour lists them never
// meets a name that the tour only explains later.
//
// The tour is a Markdown file with a section (a "## " heading) holding a
// numbered list. Each item is one step; the .go files it links to are read
// together. [Check] walks the steps in order and reports two kinds of
// forward reference:
//
//   - a file uses a package-level name of its own package (a type,
//     function, variable or constant) that is declared only in a file of a
//     later step, or in a file the tour does not list;
//   - a file imports a package of the module that no earlier step (or its
//     own step) has shown.
//
// A method belongs to its receiver type: declaring func (w *World) Add
// uses World, so the file must come after World's. Files in one step may
// use each other's names: that is how the tour says two files need each
// other.
//
// The check is syntactic (go/parser and go/ast, no type checking), and so
// has limits a reader of its results should know:
//
//   - Names are resolved the way go/parser resolves them within one file:
//     a name that no local scope or declaration of the file itself defines
//     is taken to be package-level. Struct field names, keys of composite
//     literals and selectors (x.Name) are never checked, so calling a method
//     through a value (w.move(...)) or reading a field does not count as a
//     use of the file that declares that method or field's type. Only the
//     type names that appear in the file count.
//   - Identifiers of other packages are checked only through the import
//     rule: a file may use cubefall/ecs once some ecs file was shown, even
//     if the name it uses sits in an ecs file the tour lists later.
//   - Files excluded by build constraints are read like any other; a name
//     declared in several files (one per build tag) is available as soon
//     as any of them is.
//   - Non-Go files (JSON, shaders, Markdown) are steps a reader takes but
//     the check has nothing to say about them.
package readingorder

import (
	"bufio"
	"bytes"
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// Step is one item of the tour's numbered list.
type Step struct {
	Number int      // as written in the tour
	Line   int      // the item's first line in the tour file
	Files  []string // linked .go files, slash-separated paths from the repository root
}

var (
	itemStart = regexp.MustCompile(`^(\d+)\.\s`)
	link      = regexp.MustCompile(`\[[^\]]*\]\(([^)\s]+)\)`)
)

// ParseSteps returns the numbered steps of the section of the Markdown file
// md whose "## " heading contains heading. tourDir is the tour's directory
// relative to the repository root (links are relative to it).
func ParseSteps(md []byte, heading, tourDir string) ([]Step, error) {
	var steps []Step
	var item strings.Builder
	inSection, found := false, false
	flush := func() {
		if len(steps) > 0 {
			last := &steps[len(steps)-1]
			last.Files = goLinks(item.String(), tourDir)
		}
		item.Reset()
	}
	sc := bufio.NewScanner(bytes.NewReader(md))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "## ") {
			if inSection {
				break
			}
			inSection = strings.Contains(line, heading)
			found = found || inSection
			continue
		}
		if !inSection {
			continue
		}
		if m := itemStart.FindStringSubmatch(line); m != nil {
			flush()
			num, _ := strconv.Atoi(m[1])
			steps = append(steps, Step{Number: num, Line: n})
		}
		if len(steps) > 0 {
			item.WriteString(line)
			item.WriteByte(' ')
		}
	}
	flush()
	if !found {
		return nil, fmt.Errorf("no section heading containing %q", heading)
	}
	if len(steps) == 0 {
		return nil, fmt.Errorf("section %q has no numbered steps", heading)
	}
	return steps, sc.Err()
}

// goLinks returns the .go files that text links to, as paths from the root.
func goLinks(text, tourDir string) []string {
	var files []string
	for _, m := range link.FindAllStringSubmatch(text, -1) {
		if strings.HasSuffix(m[1], ".go") {
			files = append(files, path.Join(tourDir, m[1]))
		}
	}
	return files
}
