package excerpts

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// repoRoot is the repository root, seen from this package's directory.
const repoRoot = "../../.."

// TestExcerptsAreReal checks every Go block of the README and of docs/
// (chapter one of the tour, its further chapters and the other pages)
// against the file it quotes, so each is code that compiles. A failure
// names the block's file and line and the first line that is not in the
// quoted file.
func TestExcerptsAreReal(t *testing.T) {
	if _, err := os.Stat(repoRoot + "/docs/chapters"); errors.Is(err, fs.ErrNotExist) {
		t.Skip("docs/chapters/ does not exist yet: the tour is not split into chapters, " +
			"and its Go blocks carry no quote markers yet")
	}
	docs, err := filepath.Glob(repoRoot + "/docs/*.md")
	require.NoError(t, err)
	chapters, err := filepath.Glob(repoRoot + "/docs/chapters/*.md")
	require.NoError(t, err)
	mds := []string{"README.md"}
	for _, c := range append(docs, chapters...) {
		rel, err := filepath.Rel(repoRoot, c)
		require.NoError(t, err)
		mds = append(mds, filepath.ToSlash(rel))
	}
	problems, err := Check(os.DirFS(repoRoot), mds)
	require.NoError(t, err)
	for _, p := range problems {
		t.Error(p)
	}
}

// TestGoodExcerptsPass covers what a quote may do: be indented, leave out
// lines with each kind of elision, sit in a list item; and what is not a
// quote: blocks in other languages, a go fence inside another block.
func TestGoodExcerptsPass(t *testing.T) {
	md, err := os.ReadFile("testdata/good.md")
	require.NoError(t, err)
	blocks, err := goBlocks(md)
	require.NoError(t, err)
	require.Len(t, blocks, 2, "the two go blocks, not the one inside the markdown block")
	assert.Equal(t, "src/count.go", blocks[1].quote)
	problems, err := Check(os.DirFS("testdata"), []string{"good.md"})
	require.NoError(t, err)
	assert.Empty(t, problems)
}

// TestBadExcerptsFail breaks each rule once: no marker, a marker not right
// before the fence, a changed line, lines out of order, a missing file.
func TestBadExcerptsFail(t *testing.T) {
	problems, err := Check(os.DirFS("testdata"), []string{"bad.md"})
	require.NoError(t, err)
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	noMarker := "this go block names no file: put <!-- quote: path/from/root.go --> on the line " +
		"right before the fence, or make the code a runnable Example and refer to it by name"
	assert.Equal(t, []string{
		"bad.md:5: " + noMarker,
		"bad.md:13: " + noMarker,
		"bad.md:20: line 22, `n := 1`, is not in src/count.go after its line 4: " +
			"copy the line from the file as it is now, or leave it out with an elision line (// …)",
		"bad.md:29: line 31, `n := 0`, is not in src/count.go after its line 11, only before: " +
			"put the block's lines in the file's order, or quote the two parts as two blocks",
		"bad.md:37: this go block quotes src/gone.go, which cannot be read " +
			"(open src/gone.go: no such file or directory): name the quoted file with its path from the repository root",
	}, got)
}

func TestUnclosedBlockIsAnError(t *testing.T) {
	_, err := goBlocks([]byte("text\n```go\nfunc f() {}\n"))
	assert.EqualError(t, err, "a code block is not closed by ```")
}

func TestElisionLines(t *testing.T) {
	for _, l := range []string{"…", "...", "// …", "// ..."} {
		assert.True(t, isElision(l), l)
	}
	for _, l := range []string{"// … and more", "x := 1 // …", "/* … */"} {
		assert.False(t, isElision(l), l)
	}
}
