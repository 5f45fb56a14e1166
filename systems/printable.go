package systems

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Printable returns s with every rune that a terminal or the HUD's font
// would not show as itself written as a Go escape, the way strconv.Quote
// writes it: control characters (ESC starts the terminal's escape
// sequences, so "\x1b[2J" would clear the screen), invisible format
// characters (U+202E turns text around) and bytes that are not UTF-8.
// Text that comes from a scene file — its name, its error messages — goes
// through it before it reaches the HUD or the terminal.
func Printable(s string) string {
	if !strings.ContainsFunc(s, notPrintable) && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case notPrintable(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
		i += size
	}
	return b.String()
}

// notPrintable reports whether r is escaped by Printable.
func notPrintable(r rune) bool { return !strconv.IsPrint(r) }
