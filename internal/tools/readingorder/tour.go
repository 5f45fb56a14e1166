// Package readingorder checks that a guided tour's reading order holds: that
// a reader who opens the Go files in the order the chapters list them never
// meets an exported name of the module that the tour only explains later,
// unless the text warns them that it comes later.
//
// The tour is a chain of Markdown chapters. Chapter one (docs/tour.md) ends
// with a section "## Further chapters" whose links name the other chapters,
// in order. Every chapter has a section headed exactly "## Files" holding a
// numbered list; each item is one step, and the files it links to are read
// together. [Check] walks the chapters and their steps in order and reports:
//
//   - a listed file that does not exist;
//   - a listed Go file that uses an exported package-level name of its own
//     package (a type, function, variable or constant) declared only in a
//     file of a later step (of this chapter or a later one) or of no step;
//   - a listed Go file that uses pkg.Name, where pkg is one of the module's
//     packages and Name is declared only in a file that a later chapter, or
//     no chapter, lists.
//
// The two rules differ in granularity on purpose. Within a package, step
// order is dependency order: a reader who opens query.go should already
// know the types it is built from. Across packages, a chapter teaches in
// the order its story needs (a system before the scheduler that runs it),
// so a name of another package only has to be in the same chapter or an
// earlier one.
//
// A forward reference is allowed where the chapter that lists the using
// file, or an earlier chapter, names it in backticks: `collision.Engine`
// (or `Engine` for a name of the file's own package). A backtick span counts when it begins with
// the name and the next character cannot continue it, so `World.Add` and
// `ecs.Query3[A, B, C]` name World and ecs.Query3. That is the text's
// promise to the reader that the name comes later, and the check keeps the
// text honest about it.
//
// A method belongs to its receiver type: declaring func (w *World) Add uses
// World, so the file must come after World's. Files in one step may use
// each other's names: that is how a chapter says two files need each other.
//
// The check is syntactic (go/parser and go/ast, no type checking), and so
// has limits a reader of its results should know:
//
//   - Only exported names count: a chapter lists the files that teach an
//     idea, not every helper they call.
//   - Names of the file's own package are resolved the way go/parser
//     resolves them within one file: a name that no local scope or
//     declaration of the file itself defines is taken to be package-level.
//     Field names, composite-literal keys and method calls through a value
//     (w.Add(...)) are never checked; only the names that appear count.
//   - pkg.Name is followed only where pkg is an import of one of the
//     module's packages (not shadowed by a local name); its declarations
//     are read from the package's non-test files.
//   - Files excluded by build constraints are read like any other; a name
//     declared in several files (one per build tag) is available as soon
//     as any of them is.
//   - Non-Go files (JSON scenes, shaders) are steps a reader takes; the
//     check only makes sure they exist.
//   - A file listed twice is checked where it is first listed, and its
//     names are available from there on.
//   - Names of one arity family (Query1 … Query8, generated from one
//     template) count as one: once a file declaring any of them is listed,
//     all of them are available.
package readingorder

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// Step is one item of a chapter's numbered file list.
type Step struct {
	Number int      // as written in the chapter
	Line   int      // the item's first line in the chapter file
	Files  []string // linked files, slash-separated paths from the repository root
}

// Chapter is one Markdown file of the tour: its file list and the names its
// text writes in backticks.
type Chapter struct {
	Path  string // slash-separated path from the repository root
	Steps []Step
	Named map[string]bool // names written in backticks, see [backtickNames]
}

var (
	itemStart = regexp.MustCompile(`^(\d+)\.\s`)
	link      = regexp.MustCompile(`\[[^\]]*\]\(([^)\s]+)\)`)
	codeSpan  = regexp.MustCompile("`([^`\n]+)`")
	leadName  = regexp.MustCompile(`^\s*(([A-Za-z_]\w*)(\.[A-Za-z_]\w*)?)`)
)

// ReadTour reads chapter one at tourPath and then each Markdown chapter
// that its "## Further chapters" section links to, in that order.
func ReadTour(fsys fs.FS, tourPath string) ([]Chapter, error) {
	first, err := ReadChapter(fsys, tourPath)
	if err != nil {
		return nil, err
	}
	md, err := fs.ReadFile(fsys, tourPath)
	if err != nil {
		return nil, err
	}
	further, err := ParseSteps(md, "Further chapters", path.Dir(tourPath))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", tourPath, err)
	}
	chapters := []Chapter{first}
	for _, s := range further {
		for _, f := range s.Files {
			if path.Ext(f) != ".md" {
				continue
			}
			ch, err := ReadChapter(fsys, f)
			if err != nil {
				return nil, err
			}
			chapters = append(chapters, ch)
		}
	}
	return chapters, nil
}

// ReadChapter reads the chapter at p: the steps of its "## Files" section
// and the names its text writes in backticks.
func ReadChapter(fsys fs.FS, p string) (Chapter, error) {
	md, err := fs.ReadFile(fsys, p)
	if err != nil {
		return Chapter{}, err
	}
	steps, err := ParseSteps(md, "Files", path.Dir(p))
	if err != nil {
		return Chapter{}, fmt.Errorf("%s: %w", p, err)
	}
	return Chapter{Path: p, Steps: steps, Named: backtickNames(md)}, nil
}

// ParseSteps returns the numbered steps of the section of the Markdown file
// md headed exactly "## " + heading. An item goes on over the indented and
// empty lines after it. dir is the Markdown file's directory relative to
// the repository root (links are relative to it).
func ParseSteps(md []byte, heading, dir string) ([]Step, error) {
	var steps []Step
	var item strings.Builder
	inSection, found, inItem := false, false, false
	flush := func() {
		if len(steps) > 0 {
			steps[len(steps)-1].Files = fileLinks(item.String(), dir)
		}
		item.Reset()
	}
	sc := bufio.NewScanner(bytes.NewReader(md))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if title, ok := strings.CutPrefix(line, "## "); ok {
			if inSection {
				break
			}
			inSection = strings.TrimSpace(title) == heading
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
			inItem = true
		} else if endsItem(line) {
			inItem = false
		}
		if inItem {
			item.WriteString(line)
			item.WriteByte(' ')
		}
	}
	flush()
	if !found {
		return nil, fmt.Errorf("no section headed %q", "## "+heading)
	}
	if len(steps) == 0 {
		return nil, fmt.Errorf("section %q has no numbered steps", "## "+heading)
	}
	return steps, sc.Err()
}

// endsItem reports whether line, which does not start an item, ends the
// item before it: a list item goes on over indented and empty lines, and
// the prose after the list lists nothing.
func endsItem(line string) bool {
	return line != "" && line[0] != ' ' && line[0] != '\t'
}

// fileLinks returns the files that text links to, as paths from the root.
// Web addresses and links within a page are not files.
func fileLinks(text, dir string) []string {
	var files []string
	for _, m := range link.FindAllStringSubmatch(text, -1) {
		target, _, _ := strings.Cut(m[1], "#")
		if target == "" || strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
			continue
		}
		files = append(files, path.Join(dir, target))
	}
	return files
}

// backtickNames returns the names that md writes at the start of a backtick
// span: for `ecs.World.Add(e)` both "ecs" and "ecs.World". A name written
// this way may be used before the file declaring it is listed.
func backtickNames(md []byte) map[string]bool {
	names := map[string]bool{}
	for _, span := range codeSpan.FindAllSubmatch(md, -1) {
		if m := leadName.FindSubmatch(span[1]); m != nil {
			names[string(m[1])] = true
			names[string(m[2])] = true
		}
	}
	return names
}
