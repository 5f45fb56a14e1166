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

// place is where the tour first lists a file: chapter and step indexes.
type place struct{ chapter, step int }

// before reports whether p comes no later than q in reading order.
func (p place) before(q place) bool {
	return p.chapter < q.chapter || p.chapter == q.chapter && p.step <= q.step
}

// Check reads the listed files of chapters from fsys (rooted at the
// repository root) and returns every missing file and forward reference,
// in reading order. module is the module path of go.mod, which tells the
// repository's own imports from the standard library and third parties.
func Check(fsys fs.FS, module string, chapters []Chapter) ([]Problem, error) {
	c := &checker{
		fsys:     fsys,
		module:   module,
		chapters: chapters,
		placeOf:  map[string]place{},
		pkgs:     map[string]*pkg{},
		fset:     token.NewFileSet(),
	}
	for ci, ch := range chapters {
		for si, s := range ch.Steps {
			for _, f := range s.Files {
				if _, seen := c.placeOf[f]; !seen {
					c.placeOf[f] = place{ci, si}
				}
			}
		}
	}
	for ci, ch := range chapters {
		for si, s := range ch.Steps {
			for _, f := range s.Files {
				if c.placeOf[f] != (place{ci, si}) {
					continue // checked where it is first listed
				}
				if err := c.checkFile(f, place{ci, si}); err != nil {
					return nil, err
				}
			}
		}
	}
	return c.problems, nil
}

type checker struct {
	fsys     fs.FS
	module   string
	chapters []Chapter
	placeOf  map[string]place // listed file -> where it is first listed
	pkgs     map[string]*pkg  // directory -> its parsed declarations
	fset     *token.FileSet
	problems []Problem
}

// checkFile checks the listed file f, first listed at at.
func (c *checker) checkFile(f string, at place) error {
	if _, err := fs.Stat(c.fsys, f); err != nil {
		ch := c.chapters[at.chapter]
		c.report(ch.Path, ch.Steps[at.step].Line, fmt.Sprintf("step %d lists %s, which cannot be read (%v): fix the link or drop it",
			c.stepNumber(at), f, err))
		return nil
	}
	if !strings.HasSuffix(f, ".go") {
		return nil
	}
	src, err := fs.ReadFile(c.fsys, f)
	if err != nil {
		return err
	}
	file, err := parser.ParseFile(c.fset, f, src, 0)
	if err != nil {
		return err
	}
	start := len(c.problems)
	if err := c.checkOwnNames(f, file, at); err != nil {
		return err
	}
	if err := c.checkSelectors(f, file, at); err != nil {
		return err
	}
	slices.SortStableFunc(c.problems[start:], func(a, b Problem) int { return a.Line - b.Line })
	return nil
}

// checkOwnNames reports exported names of f's own package that f uses
// before a step declares them.
func (c *checker) checkOwnNames(f string, file *ast.File, at place) error {
	p, err := c.pkg(path.Dir(f))
	if err != nil {
		return err
	}
	decls := p.byPkg[file.Name.Name]
	reported := map[string]bool{}
	for _, id := range file.Unresolved {
		sites, ok := decls[id.Name]
		if !ok || !ast.IsExported(id.Name) || reported[id.Name] {
			continue
		}
		reported[id.Name] = true
		waived := c.named(at, id.Name) || c.named(at, file.Name.Name+"."+id.Name)
		if waived || c.availableAt(sites, at) || c.availableAt(family(decls, id.Name), at) {
			continue
		}
		c.report(f, c.fset.Position(id.Pos()).Line, c.whereDeclared(id.Name, sites, at))
	}
	return nil
}

// checkSelectors reports pkg.Name uses, pkg being one of the module's
// packages, where no chapter up to at's lists a file declaring Name.
func (c *checker) checkSelectors(f string, file *ast.File, at place) error {
	imports, err := c.moduleImports(file)
	if err != nil {
		return err
	}
	reported := map[string]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		x, ok := sel.X.(*ast.Ident)
		if !ok || x.Obj != nil || imports[x.Name] == nil {
			return true // not a package name: a value, or a shadowed import
		}
		p := imports[x.Name]
		name := p.name + "." + sel.Sel.Name
		sites, ok := p.exported[sel.Sel.Name]
		if !ok || reported[name] || c.named(at, name) || c.availableIn(sites, at.chapter) ||
			c.availableIn(family(p.exported, sel.Sel.Name), at.chapter) {
			return true
		}
		reported[name] = true
		c.report(f, c.fset.Position(sel.Pos()).Line, c.whereDeclared(name, sites, at))
		return true
	})
	return nil
}

// moduleImports maps the names file gives the module's packages it imports
// to those packages.
func (c *checker) moduleImports(file *ast.File) (map[string]*pkg, error) {
	imports := map[string]*pkg{}
	for _, imp := range file.Imports {
		ip, _ := strconv.Unquote(imp.Path.Value)
		dir, own := c.moduleDir(ip)
		if !own {
			continue
		}
		p, err := c.pkg(dir)
		if err != nil {
			return nil, err
		}
		local := p.name
		if imp.Name != nil {
			local = imp.Name.Name
		}
		imports[local] = p
	}
	return imports, nil
}

// moduleDir returns the directory of an import path inside the module.
func (c *checker) moduleDir(importPath string) (dir string, own bool) {
	if importPath == c.module {
		return ".", true
	}
	return strings.CutPrefix(importPath, c.module+"/")
}

// named reports whether the chapter of at, or an earlier one, names name
// in backticks: a reader has met the name in the text by then.
func (c *checker) named(at place, name string) bool {
	return slices.ContainsFunc(c.chapters[:at.chapter+1], func(ch Chapter) bool { return ch.Named[name] })
}

// family returns the declaring files of name's arity family: for a name
// that ends in a digit from 1 to 8 (Query2, NewBatch3), the files that
// declare any member of the family (Query1 … Query8). The members are one
// template's code for a different count of types, so a reader who has read
// one of them has read them all.
func family(decls map[string][]string, name string) []string {
	last := name[len(name)-1]
	if last < '1' || last > '8' {
		return nil
	}
	var sites []string
	for d := '1'; d <= '8'; d++ {
		sites = append(sites, decls[name[:len(name)-1]+string(d)]...)
	}
	return sites
}

// availableAt reports whether a step no later than at lists one of sites.
func (c *checker) availableAt(sites []string, at place) bool {
	return slices.ContainsFunc(sites, func(s string) bool {
		p, listed := c.placeOf[s]
		return listed && p.before(at)
	})
}

// availableIn reports whether a chapter no later than chapter lists one of
// sites.
func (c *checker) availableIn(sites []string, chapter int) bool {
	return slices.ContainsFunc(sites, func(s string) bool {
		p, listed := c.placeOf[s]
		return listed && p.chapter <= chapter
	})
}

// whereDeclared says why name is not available at at, naming the declaring
// file the tour reaches first, and how to fix it.
func (c *checker) whereDeclared(name string, sites []string, at place) string {
	best := ""
	for _, s := range sites {
		if p, listed := c.placeOf[s]; listed && (best == "" || p.before(c.placeOf[best])) {
			best = s
		}
	}
	hint := fmt.Sprintf("list it earlier, or write `%s` in %s and say it comes later", name, c.chapters[at.chapter].Path)
	if best == "" {
		return fmt.Sprintf("%s is declared in %s, which no chapter lists; %s", name, sites[0], hint)
	}
	p := c.placeOf[best]
	return fmt.Sprintf("%s is declared in %s, which %s lists later (step %d); %s",
		name, best, c.chapters[p.chapter].Path, c.stepNumber(p), hint)
}

// stepNumber returns the number the chapter writes for the step at p.
func (c *checker) stepNumber(p place) int { return c.chapters[p.chapter].Steps[p.step].Number }

func (c *checker) report(f string, line int, msg string) {
	c.problems = append(c.problems, Problem{File: f, Line: line, Msg: msg})
}
