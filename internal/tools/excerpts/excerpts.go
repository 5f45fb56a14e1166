// Package excerpts checks that the Go code shown in the repository's
// Markdown is real code: that every excerpt still says what the file it
// quotes says. A text that pastes code drifts as the code changes; a text
// whose excerpts are checked cannot.
//
// An excerpt is a fenced code block whose info string is "go". The line
// right before its opening fence names the file it quotes, with a path from
// the repository root:
//
//	<!-- quote: ecs/query3.go -->
//	```go
//	func (q *Query3[A, B, C]) Next() bool {
//		// …
//	}
//	```
//
// [Check] compares each line of the block with the file, trimmed of the
// white space around it, so that an excerpt may be indented differently
// (inside a list item, say). Empty lines are skipped, and so are elision
// lines, which stand for lines left out: a line that is only "…", "...",
// "// …" or "// ...". Every other line must equal a line of the file, and
// the matches must come in the block's order, each after the previous one.
// So an excerpt may leave lines out but never add, change or reorder any.
//
// Code that is not a quote belongs in a runnable Example, which the text
// refers to by name. Blocks in other languages (```sh, ```json) are not
// checked.
package excerpts

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"regexp"
	"strings"
)

// Problem is one excerpt that does not match the file it quotes.
type Problem struct {
	File string // the Markdown file, slash-separated from the repository root
	Line int    // the line of the block's opening fence
	Msg  string
}

// String formats the problem as "file:line: message".
func (p Problem) String() string { return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Msg) }

// block is one fenced Go code block of a Markdown file.
type block struct {
	line  int      // of the opening fence
	quote string   // the file named by the quote marker, "" if none
	lines []string // the block's lines, untrimmed
	first int      // the Markdown line of lines[0]
}

var quoteMarker = regexp.MustCompile(`^<!--\s*quote:\s*(\S+)\s*-->$`)

// Check reads each Markdown file of mdPaths from fsys (rooted at the
// repository root) and returns every Go block that is not a true quote.
func Check(fsys fs.FS, mdPaths []string) ([]Problem, error) {
	var problems []Problem
	for _, md := range mdPaths {
		src, err := fs.ReadFile(fsys, md)
		if err != nil {
			return nil, err
		}
		blocks, err := goBlocks(src)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", md, err)
		}
		for _, b := range blocks {
			if msg := checkBlock(fsys, b); msg != "" {
				problems = append(problems, Problem{File: md, Line: b.line, Msg: msg})
			}
		}
	}
	return problems, nil
}

// checkBlock returns what is wrong with b, or "" when it is a true quote.
func checkBlock(fsys fs.FS, b block) string {
	if b.quote == "" {
		return "this go block names no file: put <!-- quote: path/from/root.go --> on the line " +
			"right before the fence, or make the code a runnable Example and refer to it by name"
	}
	src, err := fs.ReadFile(fsys, b.quote)
	if err != nil {
		return fmt.Sprintf("this go block quotes %s, which cannot be read (%v): "+
			"name the quoted file with its path from the repository root", b.quote, err)
	}
	return matchLines(b, trimmedLines(src))
}

// matchLines finds the lines of b in file, in order, and describes the
// first one it cannot find.
func matchLines(b block, file []string) string {
	next := 0 // the index in file where the search for the next line starts
	for i, raw := range b.lines {
		line := strings.TrimSpace(raw)
		if line == "" || isElision(line) {
			continue
		}
		at := indexFrom(file, line, next)
		if at >= 0 {
			next = at + 1
			continue
		}
		return notFound(b, i, line, next, indexFrom(file, line, 0) >= 0)
	}
	return ""
}

// notFound describes line i of b, which is not in the quoted file after
// the file's line after (an index, so the count of lines already passed).
func notFound(b block, i int, line string, after int, earlier bool) string {
	where := fmt.Sprintf("line %d, `%s`, is not in %s", b.first+i, line, b.quote)
	if after > 0 {
		where += fmt.Sprintf(" after its line %d", after)
	}
	if earlier {
		return where + ", only before: put the block's lines in the file's order, " +
			"or quote the two parts as two blocks"
	}
	return where + ": copy the line from the file as it is now, " +
		"or leave it out with an elision line (// …)"
}

// isElision reports whether the trimmed line stands for lines left out.
func isElision(line string) bool {
	switch line {
	case "…", "...", "// …", "// ...":
		return true
	}
	return false
}

// indexFrom returns the index of the first element of lines at or after
// from that equals line, or -1.
func indexFrom(lines []string, line string, from int) int {
	for i := from; i < len(lines); i++ {
		if lines[i] == line {
			return i
		}
	}
	return -1
}

// trimmedLines returns the lines of src, each trimmed of white space.
func trimmedLines(src []byte) []string {
	lines := strings.Split(string(src), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return lines
}

// goBlocks returns the fenced blocks of md whose info string is "go", with
// the file each one's quote marker names.
func goBlocks(md []byte) ([]block, error) {
	var blocks []block
	var cur *block
	fence, prev := "", ""
	sc := bufio.NewScanner(bytes.NewReader(md))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		trimmed := strings.TrimSpace(line)
		switch {
		case fence == "":
			if f, info, ok := openFence(trimmed); ok {
				fence = f
				if info == "go" {
					cur = &block{line: n, quote: quotedFile(prev), first: n + 1}
				}
			}
		case isClosingFence(trimmed, fence):
			if cur != nil {
				blocks = append(blocks, *cur)
			}
			fence, cur = "", nil
		case cur != nil:
			cur.lines = append(cur.lines, line)
		}
		prev = trimmed
	}
	if fence != "" {
		return nil, fmt.Errorf("a code block is not closed by %s", fence)
	}
	return blocks, sc.Err()
}

// openFence reports whether the trimmed line opens a fenced code block,
// returning its fence (``` or ~~~, or longer) and the info string's first
// word.
func openFence(trimmed string) (fence, info string, ok bool) {
	for _, c := range []string{"`", "~"} {
		rest := strings.TrimLeft(trimmed, c)
		if n := len(trimmed) - len(rest); n >= 3 {
			words := strings.Fields(rest)
			if len(words) > 0 {
				info = words[0]
			}
			return trimmed[:n], info, true
		}
	}
	return "", "", false
}

// isClosingFence reports whether the trimmed line closes a block opened by
// fence: the same character, at least as many times, and nothing else.
func isClosingFence(trimmed, fence string) bool {
	rest := strings.TrimLeft(trimmed, fence[:1])
	return rest == "" && len(trimmed) >= len(fence)
}

// quotedFile returns the path a quote marker line names, or "".
func quotedFile(trimmed string) string {
	if m := quoteMarker.FindStringSubmatch(trimmed); m != nil {
		return m[1]
	}
	return ""
}
