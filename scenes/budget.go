package scenes

// The parser's bounds on what it reads: every value outside the rows of
// tables (MaxValues in all), the entities, spawners, tables, links and
// palette entries a file may list (MaxNamed, MaxSpawners, MaxTables,
// MaxEntities, MaxPalette), and the rows of all tables together
// (MaxCount). A node takes memory whether or not the value creates
// anything, and a row becomes column data, so without them a file under
// MaxFileSize could hold billions of values and make the loader exhaust
// the machine before the checker sees one of them. Each is checked as
// the parser reaches the element that would pass it, and the parse stops
// there: refusing a file over a cap costs what the cap allows, not what
// the rest of the file holds.

import "fmt"

// arrayCap is the cap on the length of one kind of array, and how a file
// over it is told.
type arrayCap struct {
	limit   int
	has     string // says there are more elements than the cap, with a %d
	capName string // the constant, e.g. "scenes.MaxNamed"
	hint    string
}

// The hints for arrays over their caps.
const (
	namedHint    = "a spawner makes many entities from one recipe, and a save writes unnamed entities as tables"
	spawnersHint = "a spawner makes many entities from one recipe: give one spawner a larger count, with a range or a palette for what differs"
	tablesHint   = "a table holds every entity of one kind: merge the tables that list the same components and text"
	linksHint    = "a link makes one entity the child of another, and each entity is linked at most once"
	paletteHint  = `a palette lists a few choices: for many values use a range {"min": a, "max": b} instead, or write the entities as a table`
)

// cappedArray returns the cap on the array about to be read, or nil: the
// scene's entities, spawners, tables and links, and the list of a field's
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
		return &arrayCap{MaxNamed, "the file has more than %d named entities", "scenes.MaxNamed", namedHint}
	case len(t) == 1 && last == "spawners":
		return &arrayCap{MaxSpawners, "the file has more than %d spawners", "scenes.MaxSpawners", spawnersHint}
	case len(t) == 1 && last == "tables":
		return &arrayCap{MaxTables, "the file has more than %d tables", "scenes.MaxTables", tablesHint}
	case len(t) == 1 && last == "links":
		return &arrayCap{MaxEntities, "the file has more than %d links", "scenes.MaxEntities", linksHint}
	case last == formPalette:
		return &arrayCap{MaxPalette, "the palette has more than %d values", "scenes.MaxPalette", paletteHint}
	}
	return nil
}

// overCaps reports whether the element about to be read, element count
// of its array, is over a cap, and stops the parse if so: over the cap of
// its array (capped, or nil), or a table's row over the rows' cap. Each
// cap is checked as the element is reached, so a file over one is
// refused after reading no more than the cap allows, however much
// follows.
func (p *parser) overCaps(capped *arrayCap, count int) bool {
	if capped != nil && count == capped.limit {
		p.failAtElement(count, fmt.Sprintf(capped.has+", over the cap of %d (%s)", capped.limit, capped.limit, capped.capName), capped.hint)
		return true
	}
	if p.depth != p.rowsDepth {
		return false
	}
	p.rowsRead++
	if p.rowsRead <= p.rowCap {
		return false
	}
	p.failAtElement(count, fmt.Sprintf("the tables hold more than %d rows, over the cap of %d (scenes.MaxCount)", p.rowCap, p.rowCap),
		"a scene creates at most this many entities without names; a save of any world the caps allow fits it")
	return true
}

// failAtElement stops the parse at element i of the array being read,
// which starts at the parser's position, with the element's path.
func (p *parser) failAtElement(i int, message, hint string) {
	p.trail = append(p.trail, step{index: i})
	p.fail(p.pos, message, hint)
	p.trail = p.trail[:len(p.trail)-1]
}

// overBudget stops the parse at the value at off, the first over the
// parser's budget.
func (p *parser) overBudget(off int) {
	p.fail(off, fmt.Sprintf("the file holds more than %d values outside the rows of its tables, over the cap of %d (scenes.MaxValues)", p.budget, p.budget),
		"write the entities that need no name as a table (a save writes them so), make many alike with a spawner, and use a range instead of a long palette")
}
