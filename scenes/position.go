package scenes

import (
	"sort"
	"unicode/utf8"
)

// lineIndex turns byte offsets into 1-based line and column numbers.
// Columns count characters, not bytes, so a name after "é" is reported
// where an editor shows it.
type lineIndex struct {
	data   []byte
	starts []int // byte offset at which each line starts
}

// newLineIndex records where each line of data starts.
func newLineIndex(data []byte) lineIndex {
	starts := []int{0}
	for i, c := range data {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return lineIndex{data: data, starts: starts}
}

// position returns the line and column of byte offset off.
func (x lineIndex) position(off int) (line, col int) {
	off = max(0, min(off, len(x.data)))
	i := sort.Search(len(x.starts), func(i int) bool { return x.starts[i] > off }) - 1
	return i + 1, utf8.RuneCount(x.data[x.starts[i]:off]) + 1
}
