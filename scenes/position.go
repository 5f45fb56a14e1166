package scenes

import (
	"strings"
	"unicode/utf8"
)

// lineIndex turns byte offsets into 1-based line and column numbers.
// Columns count characters, not bytes, so a name after "é" is reported
// where an editor shows it. A UTF-8 byte-order mark, which editors do not
// show, is not counted: the first line starts after it.
type lineIndex struct {
	data string
	// lines[k] is how many lines end before byte k*lineBlock, found as
	// far into the file as a position has been asked for: a checkpoint
	// per block rather than the start of every line, so that the index
	// of a file of millions of lines takes a few words per block, and a
	// file refused early is not scanned to its end.
	lines []int
}

// lineBlock is the spacing of lineIndex's checkpoints, in bytes.
const lineBlock = 1 << 16

// newLineIndex makes the line index of data.
func newLineIndex(data string) lineIndex { return lineIndex{data: data, lines: []int{0}} }

// position returns the line and column of byte offset off.
func (x *lineIndex) position(off int) (line, col int) {
	off = max(bomLen(x.data), min(off, len(x.data)))
	k := off / lineBlock
	for len(x.lines) <= k {
		at := len(x.lines) - 1
		x.lines = append(x.lines, x.lines[at]+strings.Count(x.data[at*lineBlock:(at+1)*lineBlock], "\n"))
	}
	line = x.lines[k] + strings.Count(x.data[k*lineBlock:off], "\n")
	start := max(bomLen(x.data), strings.LastIndexByte(x.data[:off], '\n')+1)
	return line + 1, utf8.RuneCountInString(x.data[start:off]) + 1
}

// utf8BOM is the byte-order mark some editors write at the start of a
// UTF-8 file.
const utf8BOM = "\xef\xbb\xbf"

// bomLen returns the length of the UTF-8 byte-order mark data starts
// with: 3, or 0 when there is none.
func bomLen(data string) int {
	if strings.HasPrefix(data, utf8BOM) {
		return 3
	}
	return 0
}
