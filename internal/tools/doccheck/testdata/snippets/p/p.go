// Package p holds code examples for the snippet check's test. A shell
// command is not Go, and is left alone:
//
//	go test -run '^$' ./p
package p

import "strings"

// Query walks some things.
type Query struct{ items []string }

// Table is one table; it has Columns and no All.
type Table struct{ names []string }

// Columns returns the table's names.
func (t Table) Columns() []string { return t.names }

// Tables returns the tables, for a two-level loop; the example is right:
//
//	for _, t := range q.Tables() {
//		names := t.Columns()
//		... // use names
//	}
func (q *Query) Tables() []Table { return []Table{{q.items}} }

// Wrong shows a method the type lacks:
//
//	for _, t := range q.Tables() {
//		for e := range t.All() {
//			...
//		}
//	}
func (q *Query) Wrong() {}

// Join may use its own parameters, and the imports of its file:
//
//	s := Join(parts, sep)
//	_ = strings.ToUpper(s)
func Join(parts []string, sep string) string { return strings.Join(parts, sep) }

// Free uses a name nobody declares:
//
//	x := Join(words, ",")
func Free() {}
