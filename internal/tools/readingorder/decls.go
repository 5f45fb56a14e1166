package readingorder

import (
	"errors"
	"go/ast"
	"go/parser"
	"io/fs"
	"path"
	"strings"
)

// pkg is what the check knows of one directory of the module: which file
// declares each package-level name.
type pkg struct {
	name string // the package clause of its non-test files
	// byPkg maps a package clause (the directory's package, or its _test
	// package) to each package-level name and the files declaring it (more
	// than one with build constraints).
	byPkg map[string]map[string][]string
	// exported maps each exported name of the non-test files, which is what
	// an importer sees, to the files declaring it.
	exported map[string][]string
}

// pkg returns the declarations of the package in dir, parsing it once.
// A directory that does not exist has none.
func (c *checker) pkg(dir string) (*pkg, error) {
	if p, ok := c.pkgs[dir]; ok {
		return p, nil
	}
	p := &pkg{name: path.Base(dir), byPkg: map[string]map[string][]string{}, exported: map[string][]string{}}
	c.pkgs[dir] = p
	entries, err := fs.ReadDir(c.fsys, dir)
	if errors.Is(err, fs.ErrNotExist) {
		return p, nil
	}
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") {
			if err := c.addFile(p, path.Join(dir, e.Name())); err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

// addFile records the package-level names of the Go file name in p.
func (c *checker) addFile(p *pkg, name string) error {
	src, err := fs.ReadFile(c.fsys, name)
	if err != nil {
		return err
	}
	file, err := parser.ParseFile(c.fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return err
	}
	clause := file.Name.Name
	test := strings.HasSuffix(name, "_test.go")
	if !test {
		p.name = clause
	}
	if p.byPkg[clause] == nil {
		p.byPkg[clause] = map[string][]string{}
	}
	for _, n := range declaredNames(file) {
		p.byPkg[clause][n] = append(p.byPkg[clause][n], name)
		if !test && ast.IsExported(n) {
			p.exported[n] = append(p.exported[n], name)
		}
	}
	return nil
}

// declaredNames returns the package-level names file declares: types,
// functions (not methods), variables and constants.
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
