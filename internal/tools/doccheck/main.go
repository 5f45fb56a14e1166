// Command doccheck checks the repository's teaching text. Cubefall is read
// as much as it is run, so what a reader reads must be there and be true:
//
//   - every exported name in the Go code has a doc comment: an exported
//     name is where a reader of go doc, or of the source, arrives, and the
//     comment above it is what they read first;
//   - no measured figure (a ×-ratio, a time) stands in the tour's chapters
//     or in the comments of package ecs: figures live on
//     docs/performance.md, which is regenerated, and the text links to its
//     rows (see figures.go);
//   - every Go code block of docs/ and every code example in a doc comment
//     uses only names the real packages declare (see snippets.go).
//
// It prints file:line: problem for each, and exits 1 if there is one; the
// test of this package runs it over the repository, so `go test ./...`
// fails on any of them:
//
//	go run ./internal/tools/doccheck
package main

import (
	"fmt"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	os.Exit(run(".", os.Stdout, os.Stderr))
}

// run runs every check over root (tests and testdata left out of the
// doc-comment and snippet checks) and prints what they find.
func run(root string, stdout, stderr io.Writer) int {
	found := 0
	for _, check := range []func(string) ([]string, error){undocumentedNames, measuredFigures, brokenSnippets} {
		lines, err := check(root)
		if err != nil {
			fmt.Fprintln(stderr, "doccheck:", err)
			return 2
		}
		for _, l := range lines {
			fmt.Fprintln(stdout, l)
		}
		found += len(lines)
	}
	if found > 0 {
		return 1
	}
	return 0
}

// undocumentedNames reports each exported name without a doc comment.
func undocumentedNames(root string) ([]string, error) {
	found, err := check(root)
	var lines []string
	for _, u := range found {
		lines = append(lines, fmt.Sprintf("%s:%d: %s has no doc comment", u.Pos.Filename, u.Pos.Line, u.Name))
	}
	return lines, err
}

// measuredFigures reports each measured figure in teaching text.
func measuredFigures(root string) ([]string, error) {
	found, err := checkFigures(root)
	var lines []string
	for _, f := range found {
		lines = append(lines, fmt.Sprintf("%s:%d: measured figure %q in teaching text: "+
			"link to the row of docs/performance.md that shows it instead", f.Pos.Filename, f.Pos.Line, f.Text))
	}
	return lines, err
}

// brokenSnippets reports each error of a code example in a doc comment.
func brokenSnippets(root string) ([]string, error) {
	found, err := checkSnippets(root)
	var lines []string
	for _, p := range found {
		lines = append(lines, fmt.Sprintf("%s:%d: %s", p.Pos.Filename, p.Pos.Line, p.Msg))
	}
	return lines, err
}

// check parses the files and gathers what undocumentedIn finds in them.
func check(root string) ([]undocumented, error) {
	var found []undocumented
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && skippedDir(d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		found = append(found, undocumentedIn(fset, f)...)
		return nil
	})
	return found, err
}

// skippedDir reports whether a folder holds no code of the repository's
// own: hidden folders and testdata.
func skippedDir(name string) bool {
	return strings.HasPrefix(name, ".") || name == "testdata"
}
