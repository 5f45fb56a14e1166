// Command doccheck lists every exported name in the repository's Go code
// that has no doc comment. Cubefall is read as much as it is run: an
// exported name is where a reader of go doc, or of the source, arrives,
// and the comment above it is what they read first, so none may be
// missing.
//
// It prints file:line: name for each, and exits 1 if there is one; the
// test of this package runs it over the repository, so `go test ./...`
// fails on a missing comment:
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

// run checks every Go source file under root, tests and testdata left out.
func run(root string, stdout, stderr io.Writer) int {
	found, err := check(root)
	if err != nil {
		fmt.Fprintln(stderr, "doccheck:", err)
		return 2
	}
	for _, u := range found {
		fmt.Fprintf(stdout, "%s:%d: %s has no doc comment\n", u.Pos.Filename, u.Pos.Line, u.Name)
	}
	if len(found) > 0 {
		return 1
	}
	return 0
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
