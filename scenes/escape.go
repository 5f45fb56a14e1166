package scenes

import (
	"strconv"
	"strings"
	"unicode"
)

// escape makes text from a scene file or the command line safe to print:
// every character that is not printable (control characters such as ESC,
// which starts terminal escape sequences, but also invisible format
// characters such as a right-to-left override) is replaced by its Go
// escape, \x1b or \u202e. Printable text, including non-ASCII letters, is
// left as it is, so a message stays readable.
func escape(s string) string {
	if isPrintable(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsPrint(r) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRuneToASCII(r) // e.g. '\x1b'
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

// Quote quotes a piece of input for a message, in Go syntax, cut to
// the length a message quotes (clip): a key, a name or a path that is
// megabytes long is shown by its start, and a message stays a line.
func Quote(s string) string { return strconv.Quote(clip(s)) }

// Clip is Quote without the quotes, for input a message shows bare, such
// as a path: cut to the length a message quotes, with every character
// that is not printable escaped.
func Clip(s string) string { return escape(clip(s)) }

// isPrintable reports whether every character of s is printable.
func isPrintable(s string) bool {
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}
