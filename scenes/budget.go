package scenes

// The parser's bounds on the values it builds a node for: every value
// outside the rows of tables (MaxValues in all, MaxPalette in one
// palette). A node takes memory whether or not the value creates
// anything, so without them a file under MaxFileSize could hold billions
// of values and make the loader exhaust the machine before the checker
// sees one of them. Both are counted while the file is read, so a file
// over them is refused before its tree grows past them.

import "fmt"

// atPalette reports whether the array about to be read is the list of a
// field's {"palette": [...]}: the value of a "palette" key (anywhere else
// that key is an unknown field, which the checker reports).
func (p *parser) atPalette() bool {
	t := p.trail
	return !p.skipping && len(t) > 0 && t[len(t)-1].isKey && t[len(t)-1].key == formPalette
}

// endPalette ends the skipping that a palette over MaxPalette started
// (array), however its array ends.
func (p *parser) endPalette(palette bool) {
	if palette {
		p.skipping = false
	}
}

// overPalette stops the parse at a palette of n values that opened at
// off, over MaxPalette.
func (p *parser) overPalette(off, n int) {
	p.fail(off, fmt.Sprintf("the palette has %d values, over the cap of %d (scenes.MaxPalette)", n, MaxPalette),
		fmt.Sprintf(`a palette lists a few choices: for many values use a range {"min": a, "max": b} instead of a palette of %d values, or write the entities as a table`, n))
}

// overBudget stops the parse at the value at off, the first over the
// parser's budget.
func (p *parser) overBudget(off int) {
	p.fail(off, fmt.Sprintf("the file holds more than %d values outside the rows of its tables, over the cap of %d (scenes.MaxValues)", p.budget, p.budget),
		"write the entities that need no name as a table (a save writes them so), make many alike with a spawner, and use a range instead of a long palette")
}
