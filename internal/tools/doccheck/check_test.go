package main

import (
	"bytes"
	"go/parser"
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const sample = `package p

// Documented is fine.
func Documented() {}

func Bare() {}

func unexported() {}

// T is documented.
type T struct{}

func (T) Method() {}

// Commented is documented.
func (*T) Commented() {}

type hidden struct{}

func (hidden) Method() {}

type G[A any] struct{}

func (g *G[A]) Get() {}

// The group's comment covers its names.
const (
	A = 1
	B = 2
)

var (
	// C has its own.
	C = 3
	D = 4
)

var E, f = 5, 6
`

// TestUndocumentedIn finds exactly the exported names with no comment of
// their own or of their group, and only methods of exported types.
func TestUndocumentedIn(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", sample, parser.ParseComments)
	require.NoError(t, err)
	var names []string
	for _, u := range undocumentedIn(fset, f) {
		names = append(names, u.Name)
	}
	assert.Equal(t, []string{"Bare", "T.Method", "G", "G.Get", "D", "E"}, names)
}

// TestRepositoryIsDocumented runs the check over the whole repository.
func TestRepositoryIsDocumented(t *testing.T) {
	var out, errs bytes.Buffer
	code := run("../../..", &out, &errs)
	assert.Equal(t, 0, code, "exported names without a doc comment:\n%s%s", out.String(), errs.String())
}
