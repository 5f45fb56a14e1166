package main

import (
	"bytes"
	"fmt"
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
	assert.Equal(t, 0, code, "doccheck found problems:\n%s%s", out.String(), errs.String())
}

// TestFiguresIn finds ratios and times, and leaves alone a matrix's size,
// a step of 1/60 s and a hexadecimal number.
func TestFiguresIn(t *testing.T) {
	text := "takes 0.98× the time, and 0.74 × at 1M; a 3×3 matrix\n" +
		"2x faster, 40 ns a row, 1.2µs, steps of 1/60 s, 0x1f\n"
	var got []string
	for _, f := range figuresIn(measured, "t.md", 10, []byte(text)) {
		got = append(got, fmt.Sprintf("%d %s", f.Pos.Line, f.Text))
	}
	assert.Equal(t, []string{"10 0.98×", "10 0.74 ×", "11 2x faster", "11 40 ns", "11 1.2µs"}, got)
}

// TestFiguresInCommentsOnly reads a Go file's comments, not its code.
func TestFiguresInCommentsOnly(t *testing.T) {
	src := "package p\n\n// Step takes 3 ms.\nconst d = 3 * time.Millisecond // 3ms\n"
	var lines []int
	for _, f := range figuresInComments("p.go", []byte(src)) {
		lines = append(lines, f.Pos.Line)
	}
	assert.Equal(t, []int{3, 4}, lines)
	lines = nil
	for _, f := range figuresInComments("p_test.go", []byte(src+"// 2× the plain loop\n")) {
		lines = append(lines, f.Pos.Line)
	}
	assert.Equal(t, []int{5}, lines, "a test's comments may name a duration, not a ratio")
}

// TestSnippetsCompile checks the examples of testdata/snippets/p: the
// right ones pass, the shell command is not Go, and a method the type lacks
// (t.All on a Table with Columns only) and a name no one declares fail.
func TestSnippetsCompile(t *testing.T) {
	problems, err := checkSnippets("testdata/snippets")
	require.NoError(t, err)
	var got []string
	for _, p := range problems {
		got = append(got, fmt.Sprintf("%d: %s", p.Pos.Line, p.Msg))
	}
	assert.Equal(t, []string{
		"26: the code example's line 2, `for e := range t.All() {`, does not compile: " +
			"t.All undefined (type Table has no field or method All)",
		"41: the code example's line 1, `x := Join(words, \",\")`, does not compile: undefined: words",
	}, got)
}

// TestElide takes out elisions that stand alone, not a variadic call's.
func TestElide(t *testing.T) {
	assert.Equal(t, "f(xs...)\n{  }\n\t // left out\n", elide("f(xs...)\n{ ... }\n\t… // left out\n"))
}
