// Command gen writes the files of package ecs that repeat the same code for
// one to eight component types: query1.go … query8.go and batch.go. Go has no
// variadic type parameters, so Query1[A] … Query8[A, B, C, D, E, F, G, H] are written out;
// this generator keeps them identical. After changing a template below, run
// from the repository root
//
//	go generate ./ecs
//
// (see the go:generate line in query.go). TestGeneratedFilesAreCurrent
// fails while a committed file differs from what the templates produce.
package main

import (
	"bytes"
	"fmt"
	"go/format"
	"log"
	"os"
	"strings"
	"text/template"
)

// arity describes one generated size: its number and type parameter names.
type arity struct {
	N     int
	Types []string // A, B, ...
	Vars  []string // a, b, ...
}

// TypeList is "A, B", for type arguments.
func (a arity) TypeList() string { return strings.Join(a.Types, ", ") }

// TypeParams is "A, B any", for type parameter lists.
func (a arity) TypeParams() string { return a.TypeList() + " any" }

// Pointers is "*A, *B", the results of a row's Get.
func (a arity) Pointers() string {
	ps := make([]string, a.N)
	for i, t := range a.Types {
		ps[i] = "*" + t
	}
	if a.N == 1 {
		return ps[0]
	}
	return "(" + strings.Join(ps, ", ") + ")"
}

// Params formats "a X, b Y" where X, Y are f with $T replaced by each type.
func (a arity) Params(f string) string {
	ps := make([]string, a.N)
	for i := range a.Types {
		ps[i] = a.Vars[i] + " " + strings.ReplaceAll(f, "$T", a.Types[i])
	}
	return strings.Join(ps, ", ")
}

// Each formats f once per type, with $T replaced by the type, $v by its
// variable and $i by its index, joined by sep.
func (a arity) Each(f, sep string) string {
	ps := make([]string, a.N)
	for i := range a.Types {
		r := strings.NewReplacer("$T", a.Types[i], "$v", a.Vars[i], "$i", fmt.Sprint(i))
		ps[i] = r.Replace(f)
	}
	return strings.Join(ps, sep)
}

// Row is the per-entity value a range loop yields: the pointer itself for
// one type, a RowN holding the pointers for more.
func (a arity) Row() string {
	if a.N == 1 {
		return "*A"
	}
	return fmt.Sprintf("Row%d[%s]", a.N, a.TypeList())
}

// MakeRow is the expression that builds the Row of index i from the column
// slices named by the variables.
func (a arity) MakeRow() string {
	ptrs := a.Each("&$v[i]", ", ")
	if a.N == 1 {
		return ptrs
	}
	return a.Row() + "{" + ptrs + "}"
}

// maxArity is the largest number of component types a query or batch takes.
const maxArity = 8

func arities() []arity {
	var as []arity
	for n := 1; n <= maxArity; n++ {
		as = append(as, arity{N: n, Types: strings.Split("ABCDEFGH"[:n], ""), Vars: strings.Split("abcdefgh"[:n], "")})
	}
	return as
}

func main() {
	files, err := generate()
	if err != nil {
		log.Fatalf("gen: %v", err)
	}
	for _, f := range files {
		if err := os.WriteFile(f.name, f.src, 0o644); err != nil {
			log.Fatalf("gen: %v", err)
		}
	}
}

// file is one generated file: its name in the ecs directory and its
// formatted source.
type file struct {
	name string
	src  []byte
}

// generate returns every generated file, formatted, without writing any.
func generate() ([]file, error) {
	var files []file
	add := func(name, tmpl string, data any) error {
		src, err := render(name, tmpl, data)
		files = append(files, file{name, src})
		return err
	}
	for _, a := range arities() {
		if err := add(fmt.Sprintf("query%d.go", a.N), queryTemplate, a); err != nil {
			return nil, err
		}
	}
	if err := add("batch.go", batchTemplate, arities()); err != nil {
		return nil, err
	}
	return files, nil
}

// render executes tmpl with data and formats the result as Go source.
func render(name, tmpl string, data any) ([]byte, error) {
	var buf bytes.Buffer
	t, err := template.New(name).Parse(tmpl)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := t.Execute(&buf, data); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return nil, fmt.Errorf("%s: %w\n%s", name, err, buf.Bytes())
	}
	return src, nil
}
