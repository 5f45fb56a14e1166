package readingorder

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
)

// Problem is one place where the reading order does not hold.
type Problem struct {
	File string // slash-separated path from the repository root
	Line int
	Msg  string
}

// String formats the problem as "file:line: message".
func (p Problem) String() string { return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Msg) }

// Check reads the Go files of steps from fsys (rooted at the repository
// root) and returns every forward reference, in reading order. module is
// the module path of go.mod, which tells the repository's own imports
// from the standard library and third-party packages.
func Check(fsys fs.FS, module string, steps []Step) ([]Problem, error) {
	c := &checker{
		fsys:      fsys,
		module:    module,
		stepOf:    map[string]int{},
		pkgShown:  map[string]int{},
		decls:     map[string]map[string][]string{},
		numberOf:  map[int]int{},
		fset:      token.NewFileSet(),
		parsedDir: map[string]bool{},
	}
	for i, s := range steps {
		c.numberOf[i] = s.Number
		for _, f := range s.Files {
			if _, seen := c.stepOf[f]; !seen {
				c.stepOf[f] = i
			}
			if _, seen := c.pkgShown[path.Dir(f)]; !seen {
				c.pkgShown[path.Dir(f)] = i
			}
		}
	}
	for i, s := range steps {
		for _, f := range s.Files {
			if err := c.checkFile(f, i); err != nil {
				return nil, err
			}
		}
	}
	return c.problems, nil
}

type checker struct {
	fsys     fs.FS
	module   string
	stepOf   map[string]int // listed file -> index of its first step
	pkgShown map[string]int // directory -> index of the first step showing one of its files
	numberOf map[int]int    // step index -> step number as written
	// decls maps "dir:package" to each package-level name and the files
	// declaring it (more than one with build constraints).
	decls     map[string]map[string][]string
	parsedDir map[string]bool
	fset      *token.FileSet
	problems  []Problem
}

// checkFile checks the imports and package-level names of the file f, read
// in the step with index step.
func (c *checker) checkFile(f string, step int) error {
	src, err := fs.ReadFile(c.fsys, f)
	if err != nil {
		c.report(f, 0, fmt.Sprintf("the tour lists this file in step %d, but it cannot be read: %v", c.numberOf[step], err))
		return nil
	}
	file, err := parser.ParseFile(c.fset, f, src, 0)
	if err != nil {
		return err
	}
	c.checkImports(f, file, step)
	decls, err := c.packageDecls(path.Dir(f), file.Name.Name)
	if err != nil {
		return err
	}
	reported := map[string]bool{}
	for _, id := range file.Unresolved {
		sites, ok := decls[id.Name]
		if !ok || reported[id.Name] || c.available(sites, step) {
			continue
		}
		reported[id.Name] = true
		c.report(f, c.fset.Position(id.Pos()).Line, c.whereDeclared(id.Name, sites))
	}
	return nil
}

// checkImports reports imports of the module's packages that no step up
// to this one has shown.
func (c *checker) checkImports(f string, file *ast.File, step int) {
	for _, imp := range file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		dir, own := c.moduleDir(p)
		if !own {
			continue
		}
		line := c.fset.Position(imp.Pos()).Line
		first, shown := c.pkgShown[dir]
		switch {
		case !shown:
			c.report(f, line, fmt.Sprintf("imports %s, which the tour does not show", p))
		case first > step:
			c.report(f, line, fmt.Sprintf("imports %s, which the tour first shows later (step %d)", p, c.numberOf[first]))
		}
	}
}

// moduleDir returns the directory of an import path inside the module.
func (c *checker) moduleDir(importPath string) (dir string, own bool) {
	if importPath == c.module {
		return ".", true
	}
	rest, own := strings.CutPrefix(importPath, c.module+"/")
	return rest, own
}

// available reports whether one of the files in sites is read by the step
// with index step.
func (c *checker) available(sites []string, step int) bool {
	return slices.ContainsFunc(sites, func(s string) bool {
		i, listed := c.stepOf[s]
		return listed && i <= step
	})
}

// whereDeclared says why name is not available yet, naming the declaring
// file the tour reaches first.
func (c *checker) whereDeclared(name string, sites []string) string {
	best := ""
	for _, s := range sites {
		if i, listed := c.stepOf[s]; listed && (best == "" || i < c.stepOf[best]) {
			best = s
		}
	}
	if best == "" {
		return fmt.Sprintf("%s is declared in %s, which the tour does not list", name, sites[0])
	}
	return fmt.Sprintf("%s is declared in %s, which the tour reads later (step %d)", name, best, c.numberOf[c.stepOf[best]])
}

func (c *checker) report(f string, line int, msg string) {
	c.problems = append(c.problems, Problem{File: f, Line: line, Msg: msg})
}

// packageDecls returns the package-level names of package pkg in dir: types,
// functions (not methods), variables and constants, with their files.
func (c *checker) packageDecls(dir, pkg string) (map[string][]string, error) {
	if !c.parsedDir[dir] {
		if err := c.parseDir(dir); err != nil {
			return nil, err
		}
		c.parsedDir[dir] = true
	}
	return c.decls[dir+":"+pkg], nil
}

func (c *checker) parseDir(dir string) error {
	entries, err := fs.ReadDir(c.fsys, dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
			continue
		}
		name := path.Join(dir, e.Name())
		src, err := fs.ReadFile(c.fsys, name)
		if err != nil {
			return err
		}
		file, err := parser.ParseFile(c.fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		key := dir + ":" + file.Name.Name
		if c.decls[key] == nil {
			c.decls[key] = map[string][]string{}
		}
		for _, n := range declaredNames(file) {
			c.decls[key][n] = append(c.decls[key][n], name)
		}
	}
	return nil
}

// declaredNames returns the package-level names file declares.
func declaredNames(file *ast.File) []string {
	var names []string
	for _, d := range file.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil && d.Name.Name != "init" {
				names = append(names, d.Name.Name)
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					names = append(names, s.Name.Name)
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.Name != "_" {
							names = append(names, n.Name)
						}
					}
				}
			}
		}
	}
	return names
}
