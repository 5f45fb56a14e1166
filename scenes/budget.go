package scenes

// The parser's bounds on the values it builds a node for: every value
// outside the rows of tables (MaxValues in all), and the entities,
// spawners, tables and palette entries a file may list (MaxNamed,
// MaxSpawners, MaxTables, MaxPalette). A node takes memory whether or not the value creates
// anything, so without them a file under MaxFileSize could hold billions
// of values and make the loader exhaust the machine before the checker
// sees one of them. Each is counted while the file is read (past an
// array's cap, its elements are counted without being built), so a file
// over one is refused before its tree grows past it.

import "fmt"

// arrayCap is the cap on the length of one kind of array, and how a file
// over it is told.
type arrayCap struct {
	limit   int
	has     string // says how many elements there are, with a %d
	capName string // the constant, e.g. "scenes.MaxNamed"
	hint    func(n int) string
}

// The hints for arrays over their caps.
func namedHint(int) string {
	return "a spawner makes many entities from one recipe, and a save writes unnamed entities as tables"
}
func spawnersHint(int) string {
	return "a spawner makes many entities from one recipe: give one spawner a larger count, with a range or a palette for what differs"
}
func tablesHint(int) string {
	return "a table holds every entity of one kind: merge the tables that list the same components and text"
}
func paletteHint(n int) string {
	return fmt.Sprintf(`a palette lists a few choices: for many values use a range {"min": a, "max": b} instead of a palette of %d values, or write the entities as a table`, n)
}

// cappedArray returns the cap on the array about to be read, or nil: the
// scene's entities, spawners and tables, and the list of a field's
// {"palette": [...]} (the value of a "palette" key: anywhere else that
// key is an unknown field, which the checker reports). Inside a table's
// rows, which are only checked for syntax, nothing is capped.
func (p *parser) cappedArray() *arrayCap {
	t := p.trail
	if p.skipping || len(t) == 0 || !t[len(t)-1].isKey {
		return nil
	}
	switch last := t[len(t)-1].key; {
	case len(t) == 1 && last == "entities":
		return &arrayCap{MaxNamed, "the file has %d named entities", "scenes.MaxNamed", namedHint}
	case len(t) == 1 && last == "spawners":
		return &arrayCap{MaxSpawners, "the file has %d spawners", "scenes.MaxSpawners", spawnersHint}
	case len(t) == 1 && last == "tables":
		return &arrayCap{MaxTables, "the file has %d tables", "scenes.MaxTables", tablesHint}
	case last == formPalette:
		return &arrayCap{MaxPalette, "the palette has %d values", "scenes.MaxPalette", paletteHint}
	}
	return nil
}

// endCapped ends the skipping that an array over its cap started (array),
// however the array ends.
func (p *parser) endCapped(c *arrayCap) {
	if c != nil {
		p.skipping = false
	}
}

// overCap stops the parse at an array of n elements that opened at off,
// over its cap c.
func (p *parser) overCap(off, n int, c *arrayCap) {
	p.fail(off, fmt.Sprintf(c.has+", over the cap of %d (%s)", n, c.limit, c.capName), c.hint(n))
}

// overBudget stops the parse at the value at off, the first over the
// parser's budget.
func (p *parser) overBudget(off int) {
	p.fail(off, fmt.Sprintf("the file holds more than %d values outside the rows of its tables, over the cap of %d (scenes.MaxValues)", p.budget, p.budget),
		"write the entities that need no name as a table (a save writes them so), make many alike with a spawner, and use a range instead of a long palette")
}
