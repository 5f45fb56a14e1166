package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/doc/comment"
	"go/importer"
	"go/parser"
	"go/printer"
	"go/token"
	"go/types"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// A snippet is a code example in a doc comment: an indented block of Go,
// such as the range loop in the comment of ecs.Query3.All. A block counts as Go when it parses as statements (or as declarations)
// once its elisions are taken out: "..." or "…" standing alone, for code
// left out. Other blocks (shell commands, file formats, C) are left alone.
//
// The check type-checks each Go snippet inside the package that documents
// it, as the body of a function with the documented function's parameters,
// and, for a method, its receiver: in the example above q is the receiver
// of the method whose comment shows it. So every name the snippet uses
// must exist with the right type: a method the type lacks, a function of
// another arity, a misspelt field all fail. What a fragment cannot help
// (a variable declared and not used, an import the snippet does not need)
// is allowed. A name the snippet neither declares nor gets from its
// function fails: an example says where its values come from.
type snippet struct {
	host  string // the file whose comment holds it
	line  int    // the line of the comment group in host
	code  string // the block with elisions taken out
	lines []string
	wrap  string // the function header the code is the body of
	decls bool   // the code is declarations, not statements
}

// A snippetProblem is one error of one snippet.
type snippetProblem struct {
	Pos token.Position // the comment in the host file
	Msg string
}

// elision matches "..." or "…" standing alone, not a variadic f(xs...).
var elision = regexp.MustCompile(`(^|[\s{(])(\.\.\.|…)([\s})]|$)`)

// elide takes the elisions out of code, keeping its lines.
func elide(code string) string {
	for {
		out := elision.ReplaceAllString(code, "$1$3")
		if out == code {
			return out
		}
		code = out
	}
}

// checkSnippets type-checks the Go snippets in the doc comments of every
// package under root, tests and testdata left out.
func checkSnippets(root string) ([]snippetProblem, error) {
	var problems []snippetProblem
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if path != root && skippedDir(d.Name()) {
			return filepath.SkipDir
		}
		ps, err := checkDirSnippets(path)
		problems = append(problems, ps...)
		return err
	})
	return problems, err
}

// checkDirSnippets checks the snippets of the package in dir, if any.
func checkDirSnippets(dir string) ([]snippetProblem, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	var snippets []snippet
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		if ok, err := build.Default.MatchFile(dir, name); err != nil || !ok {
			continue
		}
		path := filepath.Join(dir, name)
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
		snippets = append(snippets, snippetsOf(fset, path, f)...)
	}
	if len(snippets) == 0 {
		return nil, nil
	}
	return typeCheck(dir, fset, files, snippets)
}

// snippetsOf returns the Go snippets in the doc comments of f.
func snippetsOf(fset *token.FileSet, path string, f *ast.File) []snippet {
	var found []snippet
	add := func(doc *ast.CommentGroup, wrap string) {
		if doc == nil {
			return
		}
		for _, code := range codeBlocks(doc.Text()) {
			s := snippet{host: path, line: fset.Position(doc.Pos()).Line, wrap: wrap}
			if s.setCode(code) {
				found = append(found, s)
			}
		}
	}
	add(f.Doc, "func _() {")
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			add(d.Doc, wrapperOf(fset, d))
		case *ast.GenDecl:
			add(d.Doc, "func _() {")
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					add(s.Doc, "func _() {")
				case *ast.ValueSpec:
					add(s.Doc, "func _() {")
				}
			}
		}
	}
	return found
}

// codeBlocks returns the code blocks of a doc comment's text.
func codeBlocks(text string) []string {
	var p comment.Parser
	var blocks []string
	for _, b := range p.Parse(text).Content {
		if c, ok := b.(*comment.Code); ok {
			blocks = append(blocks, c.Text)
		}
	}
	return blocks
}

// setCode stores code, its elisions taken out, and reports whether it is
// Go: statements, or else declarations.
func (s *snippet) setCode(code string) bool {
	s.lines = strings.Split(strings.TrimRight(code, "\n"), "\n")
	s.code = elide(code)
	fset := token.NewFileSet()
	if _, err := parser.ParseFile(fset, "", "package p\nfunc _() {\n"+s.code+"\n}\n", 0); err == nil {
		return true
	}
	if _, err := parser.ParseFile(fset, "", "package p\n"+s.code, 0); err == nil {
		s.decls = true
		return true
	}
	return false
}

// wrapperOf returns the header of a function whose body may use what the
// documented function d has: its receiver, type parameters and parameters.
func wrapperOf(fset *token.FileSet, d *ast.FuncDecl) string {
	var b bytes.Buffer
	b.WriteString("func ")
	if d.Recv != nil {
		b.WriteString("(")
		printFields(&b, fset, d.Recv.List)
		b.WriteString(") ")
	}
	b.WriteString("_")
	if tp := d.Type.TypeParams; tp != nil {
		b.WriteString("[")
		printFields(&b, fset, tp.List)
		b.WriteString("]")
	}
	b.WriteString("(")
	printFields(&b, fset, d.Type.Params.List)
	b.WriteString(") {")
	return b.String()
}

// printFields writes a parameter list's fields, comma separated, each as
// its names and its type.
func printFields(b *bytes.Buffer, fset *token.FileSet, fields []*ast.Field) {
	for i, f := range fields {
		if i > 0 {
			b.WriteString(", ")
		}
		for j, n := range f.Names {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(n.Name)
		}
		if len(f.Names) > 0 {
			b.WriteString(" ")
		}
		printer.Fprint(b, fset, f.Type)
	}
}

// harmless are the errors a fragment cannot avoid.
var harmless = []string{"declared and not used", "imported and not used"}

// typeCheck type-checks the package's files with one extra file per
// snippet, which imports what the snippet's host file imports, and returns
// the errors found in the snippets.
func typeCheck(dir string, fset *token.FileSet, files []*ast.File, snippets []snippet) ([]snippetProblem, error) {
	pkgName := files[0].Name.Name
	owner := map[string]int{}  // synthetic file name -> snippet index
	header := map[string]int{} // synthetic file name -> lines before the code
	for i, s := range snippets {
		var b strings.Builder
		fmt.Fprintf(&b, "package %s\n", pkgName)
		for _, f := range files {
			if fset.Position(f.Pos()).Filename == s.host {
				for _, imp := range f.Imports {
					fmt.Fprintf(&b, "import %s\n", importSpec(imp))
				}
			}
		}
		if !s.decls {
			b.WriteString(s.wrap + "\n")
		}
		name := fmt.Sprintf("%s.example%d.go", s.host, i)
		header[name] = strings.Count(b.String(), "\n")
		b.WriteString(s.code)
		if !s.decls {
			b.WriteString("\n}\n")
		}
		f, err := parser.ParseFile(fset, name, b.String(), 0)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: the example parses alone but not in its package: %v", s.host, s.line, err)
		}
		files = append(files, f)
		owner[name] = i
	}
	var problems []snippetProblem
	conf := types.Config{
		Importer:    importer.ForCompiler(fset, "gc", exportData(dir)),
		FakeImportC: true,
		Error: func(err error) {
			te, ok := err.(types.Error)
			if !ok {
				problems = append(problems, snippetProblem{Msg: err.Error()})
				return
			}
			pos := te.Fset.Position(te.Pos)
			i, isSnippet := owner[pos.Filename]
			if slices.ContainsFunc(harmless, func(h string) bool { return strings.Contains(te.Msg, h) }) && isSnippet {
				return
			}
			if !isSnippet {
				problems = append(problems, snippetProblem{Pos: pos, Msg: te.Msg})
				return
			}
			s := snippets[i]
			line := pos.Line - header[pos.Filename]
			text := ""
			if line >= 1 && line <= len(s.lines) {
				text = strings.TrimSpace(s.lines[line-1])
			}
			problems = append(problems, snippetProblem{
				Pos: token.Position{Filename: s.host, Line: s.line},
				Msg: fmt.Sprintf("the code example's line %d, `%s`, does not compile: %s", line, text, te.Msg),
			})
		},
	}
	conf.Check(pkgName, fset, files, nil) // the errors are in problems
	return problems, nil
}

// importSpec formats an import as written: with its name, if it has one.
func importSpec(imp *ast.ImportSpec) string {
	if imp.Name != nil {
		return imp.Name.Name + " " + imp.Path.Value
	}
	return imp.Path.Value
}

// exportData returns an importer's lookup that finds a package's compiled
// export data with `go list -export`, run in dir: for the standard library
// and the module's own packages alike, from the build cache.
func exportData(dir string) func(path string) (io.ReadCloser, error) {
	return func(path string) (io.ReadCloser, error) {
		cmd := exec.Command("go", "list", "-export", "-f", "{{.Export}}", path)
		cmd.Dir = dir
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("go list -export %s: %v: %s", path, err, stderr.String())
		}
		file := strings.TrimSpace(string(out))
		if file == "" {
			return nil, fmt.Errorf("go list -export %s: no export data", path)
		}
		return os.Open(file)
	}
}
