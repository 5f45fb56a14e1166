package readingorder

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
)

// Chapter one's reading budget: what a reader who knows Go reads in about
// an hour, at 200 words a minute for prose and 30 lines a minute for Go,
// with time left for the exercises.
const (
	MaxWords   = 5000 // the chapter's text and the prose files it lists
	MaxGoLines = 1000 // the Go files it lists, counted over whole files
)

// Budget is what a chapter asks its reader to read: the words of its own
// text and of the prose (Markdown) files its "## Files" section lists,
// and the lines of the Go files listed there, whole files counted. Other
// files (a JSON scene, a shader) are read too but counted by neither.
type Budget struct {
	Words   int
	GoLines int
	Counts  []string // "path: n words" or "path: n lines", the text first
}

// CountBudget counts the budget of ch, reading its files from fsys. A file
// listed twice counts once; a listed file that does not exist counts
// nothing ([Check] reports it).
func CountBudget(fsys fs.FS, ch Chapter) (Budget, error) {
	var b Budget
	text, err := fs.ReadFile(fsys, ch.Path)
	if err != nil {
		return b, err
	}
	b.Words = len(strings.Fields(string(text)))
	b.Counts = append(b.Counts, fmt.Sprintf("%s: %d words", ch.Path, b.Words))
	seen := map[string]bool{ch.Path: true}
	for _, s := range ch.Steps {
		for _, f := range s.Files {
			ext := path.Ext(f)
			if seen[f] || (ext != ".md" && ext != ".go") {
				continue
			}
			seen[f] = true
			src, err := fs.ReadFile(fsys, f)
			if errors.Is(err, fs.ErrNotExist) {
				continue // Check reports it
			}
			if err != nil {
				return b, err
			}
			if ext == ".md" {
				n := len(strings.Fields(string(src)))
				b.Words += n
				b.Counts = append(b.Counts, fmt.Sprintf("%s: %d words", f, n))
				continue
			}
			n := bytes.Count(src, []byte("\n"))
			if len(src) > 0 && src[len(src)-1] != '\n' {
				n++
			}
			b.GoLines += n
			b.Counts = append(b.Counts, fmt.Sprintf("%s: %d lines", f, n))
		}
	}
	return b, nil
}
