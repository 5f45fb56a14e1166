// Command gen writes the files of package ecs that repeat the same code for
// one to four component types: query1.go … query4.go and batch.go. Go has no
// variadic type parameters, so Query1[A] … Query4[A, B, C, D] are written out;
// this generator keeps them identical. Run it from the ecs directory with
//
//	go generate
//
// (see the go:generate line in query.go) after changing a template below.
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

// Pointers is "*A, *B", the results of a cursor's Get.
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

func arities() []arity {
	var as []arity
	for n := 1; n <= 4; n++ {
		as = append(as, arity{N: n, Types: strings.Split("ABCD"[:n], ""), Vars: strings.Split("abcd"[:n], "")})
	}
	return as
}

func main() {
	for _, a := range arities() {
		write(fmt.Sprintf("query%d.go", a.N), queryTemplate, a)
	}
	write("batch.go", batchTemplate, arities())
}

// write executes tmpl with data, formats the result and writes it to name.
func write(name, tmpl string, data any) {
	var buf bytes.Buffer
	t := template.Must(template.New(name).Parse(tmpl))
	if err := t.Execute(&buf, data); err != nil {
		log.Fatalf("gen: %s: %v", name, err)
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		log.Fatalf("gen: %s: %v\n%s", name, err, buf.Bytes())
	}
	if err := os.WriteFile(name, src, 0o644); err != nil {
		log.Fatalf("gen: %v", err)
	}
}
