package readingorder

import (
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// repoRoot is the repository root, seen from this package's directory.
const repoRoot = "../../.."

// TestTourReadingOrderHolds checks the promise of docs/tour.md, section
// "Reading order": each step uses only what came before it (or what its
// own step lists beside it). A failure names the file and line of the use
// and where the name is declared; move that file earlier in the tour, or
// list the two files as one step and say why.
func TestTourReadingOrderHolds(t *testing.T) {
	md, err := os.ReadFile(repoRoot + "/docs/tour.md")
	require.NoError(t, err)
	steps, err := ParseSteps(md, "Reading order", "docs")
	require.NoError(t, err)
	problems, err := Check(os.DirFS(repoRoot), modulePath(t), steps)
	require.NoError(t, err)
	for _, p := range problems {
		t.Error(p)
	}
	if len(problems) > 0 {
		t.Log("fix docs/tour.md, section \"4. Reading order\": list the declaring file in an earlier step, " +
			"or in the same step when the two files need each other (and say so in the step's text)")
	}
}

// TestCheckFindsForwardReferences runs the check over a small tree in
// testdata whose tour breaks every rule once, and keeps one step of two
// files that need each other.
func TestCheckFindsForwardReferences(t *testing.T) {
	const root = "testdata/forward"
	md, err := os.ReadFile(root + "/docs/tour.md")
	require.NoError(t, err)
	steps, err := ParseSteps(md, "Reading order", "docs")
	require.NoError(t, err)
	assert.Equal(t, []Step{
		{Number: 1, Line: 9, Files: []string{"p/a.go"}},
		{Number: 2, Line: 10, Files: []string{"p/b.go"}},
		{Number: 3, Line: 11, Files: []string{"q/q.go"}},
		{Number: 4, Line: 12, Files: []string{"s/x.go", "s/y.go"}},
	}, steps)

	problems, err := Check(os.DirFS(root), "example.com/m", steps)
	require.NoError(t, err)
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	assert.Equal(t, []string{
		"p/a.go:3: B is declared in p/b.go, which the tour reads later (step 2)",
		"p/a.go:5: C is declared in p/c.go, which the tour does not list",
		"p/b.go:3: imports example.com/m/q, which the tour first shows later (step 3)",
		"q/q.go:3: imports example.com/m/r, which the tour does not show",
	}, got)
}

func TestParseStepsErrors(t *testing.T) {
	_, err := ParseSteps([]byte("## Other\n1. [a](a.go)\n"), "Reading order", "docs")
	assert.ErrorContains(t, err, `no section heading containing "Reading order"`)
	_, err = ParseSteps([]byte("## 4. Reading order\nprose only\n"), "Reading order", "docs")
	assert.ErrorContains(t, err, "has no numbered steps")
}

func TestMissingFileIsAProblem(t *testing.T) {
	steps := []Step{{Number: 7, Files: []string{"p/gone.go"}}}
	problems, err := Check(os.DirFS("testdata/forward"), "example.com/m", steps)
	require.NoError(t, err)
	require.Len(t, problems, 1)
	assert.Contains(t, problems[0].String(), "p/gone.go:0: the tour lists this file in step 7, but it cannot be read")
}

// modulePath returns the module path from the repository's go.mod.
func modulePath(t *testing.T) string {
	t.Helper()
	mod, err := os.ReadFile(repoRoot + "/go.mod")
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^module\s+(\S+)`).FindSubmatch(mod)
	require.NotNil(t, m, "go.mod has no module line")
	return string(m[1])
}
