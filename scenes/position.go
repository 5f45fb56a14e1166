package scenes

import (
	"sort"
	"unicode/utf8"
)

// lineIndex turns byte offsets into 1-based line and column numbers.
// Columns count characters, not bytes, so a name after "é" is reported
// where an editor shows it. A UTF-8 byte-order mark, which editors do not
// show, is not counted: the first line starts after it.
type lineIndex struct {
	data   []byte
	starts []int // byte offset at which each line starts
}

// newLineIndex records where each line of data starts.
func newLineIndex(data []byte) lineIndex {
	starts := []int{bomLen(data)}
	for i, c := range data {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return lineIndex{data: data, starts: starts}
}

// position returns the line and column of byte offset off.
func (x lineIndex) position(off int) (line, col int) {
	off = max(x.starts[0], min(off, len(x.data)))
	i := sort.Search(len(x.starts), func(i int) bool { return x.starts[i] > off }) - 1
	return i + 1, utf8.RuneCount(x.data[x.starts[i]:off]) + 1
}

// utf8BOM is the byte-order mark some editors write at the start of a
// UTF-8 file.
const utf8BOM = "\xef\xbb\xbf"

// bomLen returns the length of the UTF-8 byte-order mark data starts
// with: 3, or 0 when there is none.
func bomLen(data []byte) int {
	if len(data) >= 3 && string(data[:3]) == utf8BOM {
		return 3
	}
	return 0
}
