package readingorder

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// repoRoot is the repository root, seen from this package's directory.
const repoRoot = "../../.."

// chapterOrder is the tour in teaching order: chapter one, then the
// chapters its "Further chapters" section links to.
var chapterOrder = []string{
	"docs/tour.md",
	"docs/chapters/insides.md",
	"docs/chapters/messages.md",
	"docs/chapters/hierarchy.md",
	"docs/chapters/collisions.md",
	"docs/chapters/million.md",
	"docs/chapters/save-replay.md",
	"docs/chapters/inspector.md",
}

// TestTourReadingOrderHolds checks the promise of the tour's chapters: each
// file a chapter's "## Files" section lists exists, and uses only exported
// names of the module that this chapter or an earlier one introduces, or
// that the chapter's text names in backticks as coming later. A failure
// names the file and line of the use and where the name is declared.
func TestTourReadingOrderHolds(t *testing.T) {
	skipWithoutChapters(t)
	fsys := os.DirFS(repoRoot)
	chapters, err := ReadTour(fsys, chapterOrder[0])
	require.NoError(t, err)
	var paths []string
	for _, ch := range chapters {
		paths = append(paths, ch.Path)
	}
	require.Equal(t, chapterOrder, paths,
		"docs/tour.md's \"## Further chapters\" must link the chapters in this order")
	problems, err := Check(fsys, modulePath(t), chapters)
	require.NoError(t, err)
	for _, p := range problems {
		t.Error(p)
	}
	if len(problems) > 0 {
		t.Logf("%d forward references: list the declaring file in the chapter's \"## Files\" "+
			"or an earlier chapter's, or name it in backticks in the chapter and say it comes later", len(problems))
	}
}

// TestChapterOneFitsAnHour checks chapter one's reading budget: its text
// and the prose files its "## Files" section lists hold at most MaxWords
// words, and the Go files listed there at most MaxGoLines lines, whole
// files counted. A failure lists every file's count.
func TestChapterOneFitsAnHour(t *testing.T) {
	skipWithoutChapters(t)
	fsys := os.DirFS(repoRoot)
	ch, err := ReadChapter(fsys, chapterOrder[0])
	require.NoError(t, err)
	b, err := CountBudget(fsys, ch)
	require.NoError(t, err)
	counts := strings.Join(b.Counts, "\n")
	assert.LessOrEqual(t, b.Words, MaxWords, "chapter one asks for too many words of prose; "+
		"shorten the text, or list fewer prose files and link to them as reference instead:\n%s", counts)
	assert.LessOrEqual(t, b.GoLines, MaxGoLines, "chapter one asks for too many lines of Go; "+
		"list fewer files, or move the files about the ECS's insides to the chapter after it:\n%s", counts)
	t.Logf("chapter one: %d words of prose, %d lines of Go\n%s", b.Words, b.GoLines, counts)
}

// TestScenePrimerIsShort keeps chapter one's scene primer a primer: at most
// 60 lines, with scenes/README.md as the reference it links to.
func TestScenePrimerIsShort(t *testing.T) {
	skipWithoutChapters(t)
	primer, err := os.ReadFile(repoRoot + "/docs/scene-primer.md")
	require.NoError(t, err)
	lines := strings.Count(string(primer), "\n")
	assert.LessOrEqual(t, lines, 60, "docs/scene-primer.md has %d lines: say less, and link to scenes/README.md for the rest", lines)
	assert.Contains(t, string(primer), "(../scenes/README.md)", "the primer links to the format's reference")
}

// TestCountBudget counts the testdata tour's chapter one: its own words,
// the listed Go files' lines (a.go without a final newline counts its
// last line), and not the JSON scene.
func TestCountBudget(t *testing.T) {
	fsys := os.DirFS("testdata/chapters")
	ch, err := ReadChapter(fsys, "docs/tour.md")
	require.NoError(t, err)
	b, err := CountBudget(fsys, ch)
	require.NoError(t, err)
	text, err := fs.ReadFile(fsys, "docs/tour.md")
	require.NoError(t, err)
	assert.Equal(t, len(strings.Fields(string(text))), b.Words)
	lines := 0
	for _, f := range []string{"a/a.go", "a/b.go", "s/x.go", "s/y.go"} {
		src, err := fs.ReadFile(fsys, f)
		require.NoError(t, err)
		lines += strings.Count(strings.TrimSuffix(string(src), "\n"), "\n") + 1
	}
	assert.Equal(t, lines, b.GoLines)
}

// skipWithoutChapters skips a test of the real tour while the repository
// has chapter one only.
func skipWithoutChapters(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(repoRoot + "/docs/chapters"); errors.Is(err, fs.ErrNotExist) {
		t.Skip("docs/chapters/ does not exist yet: the tour is not split into chapters, so there is nothing to check")
	}
}

// TestCheckFindsForwardReferences runs the check over a small tree in
// testdata whose two chapters break every rule once and keep each
// allowance once: a waived name of another package and of the file's own
// package, a name of another package used before its file in the same
// chapter, two files of one step that need each other, an unexported
// helper no chapter lists, a parameter that shadows a package name, a
// name that chapter one's text introduces and chapter two uses, a member
// of an arity family (Gen2) whose sibling (Gen1) is listed. A name
// written in backticks by chapter two does not waive its use in chapter one,
// and a link in the prose after a list does not list the file.
func TestCheckFindsForwardReferences(t *testing.T) {
	fsys := os.DirFS("testdata/chapters")
	chapters, err := ReadTour(fsys, "docs/tour.md")
	require.NoError(t, err)
	require.Len(t, chapters, 2)
	assert.Equal(t, []Step{
		{Number: 1, Line: 11, Files: []string{"a/a.go"}},
		{Number: 2, Line: 14, Files: []string{"a/b.go", "a/scene.json"}},
		{Number: 3, Line: 16, Files: []string{"a/gone.go"}},
		{Number: 4, Line: 17, Files: []string{"s/x.go", "s/y.go"}},
	}, chapters[0].Steps)
	assert.Equal(t, "docs/chapters/second.md", chapters[1].Path)
	assert.Equal(t, []Step{
		{Number: 1, Line: 7, Files: []string{"c/c.go"}},
		{Number: 2, Line: 10, Files: []string{"b/b.go", "b/gen1.go"}},
	}, chapters[1].Steps)

	problems, err := Check(fsys, "example.com/m", chapters)
	require.NoError(t, err)
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	hint := "list it earlier, or write `%s` in docs/tour.md and say it comes later"
	assert.Equal(t, []string{
		"a/a.go:5: B is declared in a/b.go, which docs/tour.md lists later (step 2); " + fmt.Sprintf(hint, "B"),
		"a/a.go:7: b.B is declared in b/b.go, which docs/chapters/second.md lists later (step 2); " + fmt.Sprintf(hint, "b.B"),
		"a/a.go:9: b.Hidden is declared in b/hidden.go, which no chapter lists; " + fmt.Sprintf(hint, "b.Hidden"),
		"docs/tour.md:16: step 3 lists a/gone.go, which cannot be read " +
			"(stat a/gone.go: no such file or directory): fix the link or drop it",
	}, got)
}

// TestWaiverNeedsTheExactName shows that a backtick span waives only the
// name it begins with: `b.Lat` and `b.Later2` do not name b.Later.
func TestWaiverNeedsTheExactName(t *testing.T) {
	named := backtickNames([]byte("see `b.Lat`, `b.Later2`, `World.Add(e)` and `ecs.Query3[A, B]`"))
	assert.False(t, named["b.Later"])
	assert.True(t, named["World"], "a method's receiver type is named")
	assert.True(t, named["ecs.Query3"], "type arguments end the name")
}

func TestParseStepsErrors(t *testing.T) {
	_, err := ParseSteps([]byte("## Other\n1. [a](a.go)\n"), "Files", "docs")
	assert.ErrorContains(t, err, `no section headed "## Files"`)
	_, err = ParseSteps([]byte("## Files of the tour\n1. [a](a.go)\n"), "Files", "docs")
	assert.ErrorContains(t, err, `no section headed "## Files"`, "the heading must match exactly")
	_, err = ParseSteps([]byte("## Files\nprose only\n"), "Files", "docs")
	assert.ErrorContains(t, err, "has no numbered steps")
}

func TestReadTourNeedsFurtherChapters(t *testing.T) {
	fsys := os.DirFS("testdata/chapters")
	_, err := ReadTour(fsys, "docs/chapters/second.md")
	assert.ErrorContains(t, err, `docs/chapters/second.md: no section headed "## Further chapters"`)
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
