package render

import "strings"

// The HUD and the notices are drawn with a monospaced bitmap font, so how
// much of a line fits across the window is a number of characters. A line
// that is longer than that is broken into several rather than run off the
// edge of the window: the one-line HUD in a 640-pixel window, or the start
// hint, would otherwise lose their ends.

// hudAdvance is the pen advance of the HUD's 7x13 font, in texture pixels.
const hudAdvance = 7

// hudColumns is how many characters of the HUD font fit across fbW pixels
// at zoom scale, with the margins on both sides and the backdrop's
// padding; at least 1.
func hudColumns(fbW, scale int) int {
	textW := (fbW-2*hudMargin)/scale - 2*hudPadding
	return max(1, textW/hudAdvance)
}

// widest is the number of characters in the longest of lines.
func widest(lines []string) int {
	n := 0
	for _, l := range lines {
		n = max(n, len([]rune(l)))
	}
	return n
}

// fitColumns returns lines with every line longer than cols characters
// broken into pieces of at most cols. A break goes where the line has a
// gap of two or more spaces (the HUD separates its items that way), else at
// a single space, else in the middle of a word; the spaces at a break are
// dropped. lines itself is returned when everything fits.
func fitColumns(lines []string, cols int) []string {
	if widest(lines) <= cols {
		return lines
	}
	var out []string
	for _, l := range lines {
		out = append(out, breakLine(l, max(cols, 1))...)
	}
	return out
}

// breakLine cuts one line into pieces of at most cols characters.
func breakLine(line string, cols int) []string {
	var pieces []string
	rest := []rune(line)
	for len(rest) > cols {
		cut := breakPoint(rest, cols)
		pieces = append(pieces, strings.TrimRight(string(rest[:cut]), " "))
		rest = []rune(strings.TrimLeft(string(rest[cut:]), " "))
	}
	return append(pieces, string(rest))
}

// breakPoint is where to cut text (longer than cols) so that the first
// piece fits: after the last gap of two spaces within the first cols+1
// characters, else after the last space there, else at cols.
func breakPoint(text []rune, cols int) int {
	single := -1
	for i := min(cols, len(text)-1); i > 0; i-- {
		if text[i] != ' ' {
			continue
		}
		if text[i-1] == ' ' {
			return i
		}
		if single < 0 {
			single = i
		}
	}
	if single > 0 {
		return single
	}
	return cols
}
