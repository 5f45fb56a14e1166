package scenes

// This file is a small JSON parser that remembers where every value starts.
//
// encoding/json would decode a scene in one line, but it stops at the first
// problem and forgets positions, and a scene author wants every mistake at
// once, each with its line and column. So the loader parses in two steps:
// this parser turns the bytes into a tree of nodes that carry their byte
// offsets (and stops at the first syntax error, since after one nothing can
// be trusted), then the checker in check.go walks the tree and collects
// every semantic problem.
//
// The parser never panics: it reads each byte through bounds checks, limits
// nesting depth so hostile input cannot exhaust the stack, and FuzzLoad
// feeds it random bytes to keep it that way.

import (
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"
)

// kind is the JSON type of a node.
type kind uint8

const (
	kindNull kind = iota
	kindBool
	kindNumber
	kindString
	kindArray
	kindObject
)

// String names the kind the way error messages talk about it.
func (k kind) String() string {
	switch k {
	case kindNull:
		return "null"
	case kindBool:
		return "a boolean"
	case kindNumber:
		return "a number"
	case kindString:
		return "a string"
	case kindArray:
		return "an array"
	default:
		return "an object"
	}
}

// node is one JSON value and the byte offset where it starts. A file may
// hold millions of values outside its tables (MaxValues), so the node is
// kept small: 80 bytes, its small fields packed into one word.
type node struct {
	kind    kind
	boolean bool // a boolean's value
	// raw marks a table's rows, kept as the span of the file text holds
	// (rawRows); elems is empty and rows says how many rows there are.
	raw     bool
	rows    uint32
	off     int
	text    string   // a string's decoded value, a number's literal text, or raw rows
	elems   []*node  // an array's elements
	members []member // an object's members, in file order
}

// end is where a node of raw rows ends in the file.
func (n *node) end() int { return n.off + len(n.text) }

// member is one "key": value pair of an object.
type member struct {
	key   string
	off   int // where the key starts
	value *node
}

// maxDepth bounds how deeply arrays and objects may nest. Scenes need 6
// levels; the limit only stops pathological input.
const maxDepth = 64

// syntaxError is the first syntax problem the parser met.
type syntaxError struct {
	off     int
	message string
	hint    string
	opened  int    // where the unclosed object or array started, or -1
	path    string // the JSON path of the value being read
}

// parser reads one JSON document from data.
type parser struct {
	data  string // the file's text: numbers and plain strings are slices of it
	pos   int
	depth int
	err   *syntaxError
	trail []step // the path to the value being read, for error messages
	// skipping is set while the parser checks the rows of a table
	// (rawRows): their syntax is checked, but no node is kept, since the
	// checker reads the rows straight into column data.
	skipping bool
	scratch  node // the node every value gets while skipping
	elems    int  // the elements of the array that ended last, while skipping
	// values counts the nodes built, against budget (MaxValues; see
	// budget.go), so that a file is refused before its tree outgrows
	// what a scene can create.
	values, budget int
	// rowsRead counts the rows of every table read so far, against
	// rowCap (MaxCount): the parser stops at the first row over it, so
	// that a file of more rows is refused before the rest is read.
	// rowsDepth is the depth of the rows array being read, or 0.
	rowsRead, rowCap, rowsDepth int
	// elemStack and memberStack hold the elements and members of the
	// arrays and objects being read; each gets a slice of its exact
	// length when it closes, not one grown by doubling.
	elemStack   []*node
	memberStack []member
	// stop and polls give up a long read when asked (see stop.go).
	stop  func() bool
	polls int
}

// step is one level of a JSON path: an object key or an array index.
type step struct {
	key   string
	index int // when isKey is false
	isKey bool
}

// path formats the trail as a JSON path such as $.spawners[0].count.
func (p *parser) path() string {
	s := "$"
	for _, st := range p.trail {
		if st.isKey {
			s = key(s, st.key)
		} else {
			s = index(s, st.index)
		}
	}
	return s
}

// parseJSON parses data into a tree, or returns the first syntax error.
func parseJSON(data []byte) (*node, *syntaxError) { return parseText(string(data)) }

// parseText is parseJSON on the file's text as a string, which the tree
// keeps slices of: numbers and plain strings are not copied.
func parseText(data string) (*node, *syntaxError) {
	return parseWithin(data, MaxValues, MaxCount, nil)
}

// parseWithin is parseText with a budget of nodes other than MaxValues,
// a cap on the rows of tables other than MaxCount (for a test to reach
// them with a small file), and a stop function to give up a long read
// (stop.go; nil reads to the end).
func parseWithin(data string, budget, rowCap int, stop func() bool) (*node, *syntaxError) {
	p := &parser{data: data, pos: bomLen(data), budget: budget, rowCap: rowCap, stop: stop}
	if enc := wideEncoding(data); enc != "" {
		p.fail(0, "the file is "+enc+"; a scene file must be UTF-8", "save the file as UTF-8")
		return nil, p.err
	}
	p.skipSpace()
	if p.pos >= len(p.data) {
		p.fail(p.pos, "the file is empty; a scene is a JSON object {...}",
			"start from a copy of scenes/ten-cubes.json")
		return nil, p.err
	}
	root := p.value()
	if p.err != nil {
		return nil, p.err
	}
	p.skipSpace()
	if p.pos < len(p.data) {
		p.fail(p.pos, "unexpected "+p.describe(p.pos)+" after the end of the top-level value",
			"a scene file holds exactly one JSON object; delete what follows it or merge it in")
		return nil, p.err
	}
	return root, nil
}

// fail records the first error; later ones are consequences of it.
func (p *parser) fail(off int, message, hint string) {
	if p.err == nil {
		p.err = &syntaxError{off: off, message: message, hint: hint, opened: -1, path: p.path()}
	}
}

// wideEncoding recognises a file saved in UTF-32 or UTF-16 and describes
// it, or returns "" for anything else. UTF-32 is asked first: its
// little-endian byte-order mark starts with UTF-16's.
func wideEncoding(d string) string {
	if enc := utf32Encoding(d); enc != "" {
		return enc
	}
	return utf16Encoding(d)
}

// utf32Encoding recognises a file saved as UTF-32: by its byte-order mark
// (FF FE 00 00, or 00 00 FE FF), or without one by the three zero bytes
// that every ASCII character has after (little-endian) or before
// (big-endian) it. It returns a description such as "UTF-32
// (little-endian, with a byte-order mark)", or "" for anything else.
func utf32Encoding(d string) string {
	if len(d) < 4 {
		return ""
	}
	switch {
	case d[0] == 0xFF && d[1] == 0xFE && d[2] == 0 && d[3] == 0:
		return "UTF-32 (little-endian, with a byte-order mark)"
	case d[0] == 0 && d[1] == 0 && d[2] == 0xFE && d[3] == 0xFF:
		return "UTF-32 (big-endian, with a byte-order mark)"
	case asciiThenZero(d[0], d[1]) && d[2] == 0 && d[3] == 0:
		return "UTF-32 (little-endian)"
	case d[0] == 0 && d[1] == 0 && asciiThenZero(d[3], d[2]):
		return "UTF-32 (big-endian)"
	}
	return ""
}

// utf16Encoding recognises a file saved as UTF-16, which some Windows
// editors write: by its byte-order mark, or without one by the zero byte
// that every ASCII character ('{', space, newline) has before (big-endian)
// or after (little-endian) it. It returns a description such as "UTF-16
// (little-endian, with a byte-order mark)", or "" for anything else.
func utf16Encoding(d string) string {
	switch {
	case len(d) >= 2 && d[0] == 0xFF && d[1] == 0xFE:
		return "UTF-16 (little-endian, with a byte-order mark)"
	case len(d) >= 2 && d[0] == 0xFE && d[1] == 0xFF:
		return "UTF-16 (big-endian, with a byte-order mark)"
	case len(d) >= 4 && asciiThenZero(d[0], d[1]) && asciiThenZero(d[2], d[3]):
		return "UTF-16 (little-endian)"
	case len(d) >= 4 && asciiThenZero(d[1], d[0]) && asciiThenZero(d[3], d[2]):
		return "UTF-16 (big-endian)"
	}
	return ""
}

// asciiThenZero reports whether a is a non-zero ASCII byte and z is zero:
// one ASCII character in UTF-16.
func asciiThenZero(a, z byte) bool { return a != 0 && a < 0x80 && z == 0 }

// skipSpace skips JSON white space.
func (p *parser) skipSpace() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

// describe names the character at off for an error message.
func (p *parser) describe(off int) string {
	if off >= len(p.data) {
		return "end of file"
	}
	r, _ := utf8.DecodeRuneInString(p.data[off:])
	if r == utf8.RuneError {
		return fmt.Sprintf("byte 0x%02x", p.data[off])
	}
	return fmt.Sprintf("character %q", r)
}

// value parses any JSON value at the current position.
func (p *parser) value() *node {
	if p.stopped() {
		return nil
	}
	p.skipSpace()
	if p.pos >= len(p.data) {
		p.fail(p.pos, "unexpected end of file: expected a value", "the file looks truncated")
		return nil
	}
	switch c := p.data[p.pos]; {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"':
		return p.stringNode()
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		return p.word()
	default:
		p.fail(p.pos, "unexpected "+p.describe(p.pos)+": expected a value", hintFor(c))
		return nil
	}
}

// hintFor suggests a fix for a character that cannot start a value.
func hintFor(c byte) string {
	switch c {
	case '\'':
		return "JSON strings use double quotes"
	case '/':
		return "JSON has no comments; put notes in \"description\""
	case ',':
		return "two commas in a row, or a comma before a closing bracket"
	case '}', ']':
		return "JSON allows no comma before a closing bracket"
	case '+', '.':
		return "JSON numbers start with a digit or '-', e.g. 0.5"
	}
	return ""
}

// enter and leave track nesting depth.
func (p *parser) enter() bool {
	p.depth++
	if p.depth > maxDepth {
		p.fail(p.pos, fmt.Sprintf("values nested more than %d deep", maxDepth), "")
		return false
	}
	return true
}

func (p *parser) leave() { p.depth-- }

// truncated records an end of file inside the object or array at opened.
func (p *parser) truncated(opened int, what string) {
	p.fail(p.pos, "unexpected end of file: the "+what+" is not closed",
		"the file looks truncated; add the missing closing bracket")
	p.err.opened = opened
}

// newNode returns a new node, or the scratch node while skipping. It
// counts the nodes it builds, and stops the parse at the budget.
func (p *parser) newNode(k kind, off int) *node {
	if p.skipping {
		p.scratch = node{kind: k, off: off}
		return &p.scratch
	}
	p.values++
	if p.values > p.budget {
		p.overBudget(off)
	}
	return &node{kind: k, off: off}
}

// object parses {"key": value, ...}.
func (p *parser) object() *node {
	n := p.newNode(kindObject, p.pos)
	if !p.enter() {
		return nil
	}
	defer p.leave()
	p.pos++ // {
	p.skipSpace()
	if p.pos < len(p.data) && p.data[p.pos] == '}' {
		p.pos++
		return n
	}
	base := len(p.memberStack)
	for p.err == nil {
		m, ok := p.member(n.off)
		if !ok {
			return nil
		}
		if !p.skipping {
			p.memberStack = append(p.memberStack, m)
		}
		if !p.separator(n.off, '}', "object", m.key, -1) {
			return nil
		}
		if p.data[p.pos-1] == '}' {
			if !p.skipping {
				n.members = append([]member(nil), p.memberStack[base:]...)
				p.memberStack = p.memberStack[:base]
			}
			return n
		}
	}
	return nil
}

// member parses one "key": value pair.
func (p *parser) member(opened int) (member, bool) {
	p.skipSpace()
	switch {
	case p.pos >= len(p.data):
		p.truncated(opened, "object")
		return member{}, false
	case p.data[p.pos] == '}':
		p.fail(p.pos, "unexpected '}' after ','", "JSON allows no comma before '}'")
		return member{}, false
	case p.data[p.pos] != '"':
		hint := hintFor(p.data[p.pos])
		if hint == "" || p.data[p.pos] == ',' {
			hint = "field names are double-quoted strings"
		}
		p.fail(p.pos, "unexpected "+p.describe(p.pos)+": expected a field name in double quotes", hint)
		return member{}, false
	}
	m := member{off: p.pos}
	m.key, _ = p.str()
	p.skipSpace()
	if p.pos >= len(p.data) {
		p.truncated(opened, "object")
		return member{}, false
	}
	if p.data[p.pos] != ':' {
		p.fail(p.pos, "unexpected "+p.describe(p.pos)+" after field name "+strconv.Quote(clip(m.key))+": expected ':'", "")
		return member{}, false
	}
	p.pos++
	p.trail = append(p.trail, step{key: m.key, isKey: true})
	if p.atRows() {
		m.value = p.rawRows()
	} else {
		m.value = p.value()
	}
	p.trail = p.trail[:len(p.trail)-1]
	return m, p.err == nil
}

// separator consumes the ',' or closing bracket after an element: the
// value of key, or when elem is 0 or more the array's element elem (the
// message is made only on an error, since this runs for every value). It
// reports false on an error; after a closing bracket p.data[p.pos-1] is
// it.
func (p *parser) separator(opened int, closer byte, what, key string, elem int) bool {
	if p.err != nil {
		return false
	}
	p.skipSpace()
	if p.pos >= len(p.data) {
		p.truncated(opened, what)
		return false
	}
	switch c := p.data[p.pos]; c {
	case ',', closer:
		p.pos++
		return true
	default:
		after := "the value of " + strconv.Quote(clip(key))
		if elem >= 0 {
			after = fmt.Sprintf("element %d", elem)
		}
		p.fail(p.pos, fmt.Sprintf("unexpected %s after %s: expected ',' or '%c'", p.describe(p.pos), after, closer),
			"is a comma missing?")
		return false
	}
}

// array parses [value, ...].
func (p *parser) array() *node {
	off := p.pos
	n := p.newNode(kindArray, off)
	if !p.enter() {
		return nil
	}
	defer p.leave()
	count := 0
	p.pos++ // [
	p.skipSpace()
	if p.pos < len(p.data) && p.data[p.pos] == ']' {
		p.pos++
		p.elems = 0
		return n
	}
	base := len(p.elemStack)
	capped := p.cappedArray()
	for p.err == nil {
		p.skipSpace()
		if p.pos >= len(p.data) {
			p.truncated(off, "array")
			return nil
		}
		if p.data[p.pos] == ']' {
			p.fail(p.pos, "unexpected ']' after ','", "JSON allows no comma before ']'")
			return nil
		}
		if p.overCaps(capped, count) {
			return nil
		}
		p.trail = append(p.trail, step{index: count})
		e := p.value()
		p.trail = p.trail[:len(p.trail)-1]
		if e == nil {
			return nil
		}
		if !p.skipping {
			p.elemStack = append(p.elemStack, e)
		}
		count++
		if !p.separator(off, ']', "array", "", count-1) {
			return nil
		}
		if p.data[p.pos-1] == ']' {
			return p.closeArray(n, off, base, count)
		}
	}
	return nil
}

// closeArray finishes the array n that opened at off, with count
// elements, the last of them on the element stack from base: it gives n
// its elements, or while skipping counts them.
func (p *parser) closeArray(n *node, off, base, count int) *node {
	if p.skipping {
		n = p.newNode(kindArray, off)
		p.elems = count
		return n
	}
	n.elems = append([]*node(nil), p.elemStack[base:]...)
	p.elemStack = p.elemStack[:base]
	return n
}

// atRows reports whether the value about to be read is the "rows" of a
// table: $.tables[i].rows.
func (p *parser) atRows() bool {
	t := p.trail
	return len(t) == 3 && t[0].isKey && t[0].key == "tables" && !t[1].isKey && t[2].isKey && t[2].key == "rows"
}

// rawRows checks the syntax of a table's rows and returns a node that
// spans them (raw, from off to end) without a node per value: a saved
// world has a row per entity and numbers in every row, and the checker
// reads them straight into column data (rows.go), so that loading takes
// memory in proportion to the entities, not to the characters.
func (p *parser) rawRows() *node {
	p.skipSpace()
	start := p.pos
	p.skipping = true
	p.rowsDepth = p.depth + 1
	v := p.value()
	p.skipping, p.rowsDepth = false, 0
	if v == nil {
		return nil
	}
	if p.data[start] != '[' {
		n := *v // not an array: the checker says so
		return &n
	}
	return &node{kind: kindArray, off: start, raw: true, text: p.data[start:p.pos], rows: uint32(min(p.elems, math.MaxUint32))}
}
