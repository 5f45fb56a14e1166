package ecs_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// maxNames is the most distinct exported names package ecs (with its
// non-internal subpackages) may have. A learner meets every one of them, so
// the number is held down: lower it when names go, and raise it only for a
// job that has no way yet.
const maxNames = 102

// TestExportedNames counts ecs's exported names: types, functions,
// methods of exported types, constants and variables, with each arity
// family (Query1 … Query8 and their methods) counted once.
func TestExportedNames(t *testing.T) {
	names := exportedNames(t, ".")
	if len(names) > maxNames {
		t.Errorf("ecs exports %d names, more than %d:\n%s", len(names), maxNames, strings.Join(names, "\n"))
	}
}

// arity matches the number at the end of a generated name (Query3, NewBatch8).
var arity = regexp.MustCompile(`([A-Za-z]+?)[1-8]$`)

// family names an arity family once: Query3 and Query8 are both QueryN.
func family(name string) string { return arity.ReplaceAllString(name, "${1}N") }

// exportedNames returns the sorted exported names of the package in dir
// and of its subpackages outside internal/, without test files.
func exportedNames(t *testing.T, dir string) []string {
	t.Helper()
	set := map[string]bool{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "internal" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err == nil {
			addExported(set, f)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// addExported adds the exported names that f declares to set.
func addExported(set map[string]bool, f *ast.File) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if !d.Name.IsExported() {
				continue
			}
			if d.Recv == nil {
				set[family(d.Name.Name)] = true
			} else if recv := receiverType(d.Recv.List[0].Type); ast.IsExported(recv) {
				set[family(recv)+"."+d.Name.Name] = true
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if s.Name.IsExported() {
						set[family(s.Name.Name)] = true
					}
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.IsExported() {
							set[family(n.Name)] = true
						}
					}
				}
			}
		}
	}
}

// receiverType is the name of a method's receiver type: T for T, *T, T[A]
// and *T[A, B].
func receiverType(e ast.Expr) string {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	switch x := e.(type) {
	case *ast.IndexExpr:
		e = x.X
	case *ast.IndexListExpr:
		e = x.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}
