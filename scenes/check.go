package scenes

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// checker walks a parsed JSON tree, builds a Scene from it and collects
// every problem on the way. Each method checks one part of the format and
// returns what it could decode, so one mistake does not hide the next.
type checker struct {
	file     string
	src      string // the file's text, which a table's rows are read from
	lines    lineIndex
	reg      *Registry
	problems []Problem
	// skipCamera is set when a component name was not registered or the
	// entities could not be read: the "no camera" check is skipped then, as
	// the camera is likely among what could not be read.
	skipCamera bool
	// fieldRules and orderRules are the value limits (limits.go), made
	// once per file.
	fieldRules []fieldRule
	orderRules []orderRule
	// parentValid is set while the components of a named entity are
	// checked, where "ChildOf" is valid (entityComponents).
	parentValid bool
	// polls and halted are the row reader's polls of the registry's stop
	// function, and whether one said stop (see stop.go).
	polls  int
	halted bool
}

// maxProblems caps how many problems one file reports. After that many,
// the rest are likely the same mistake repeated, and a hostile file with
// millions of errors would make the check slow.
const maxProblems = 100

// full reports whether the problem list is full; callers skip costly work
// such as finding suggestions then.
func (c *checker) full() bool { return len(c.problems) > maxProblems }

// report records a problem at byte offset off.
func (c *checker) report(off int, path, hint, format string, args ...any) {
	if c.full() {
		return
	}
	if len(c.problems) == maxProblems {
		line, col := c.lines.position(off)
		c.problems = append(c.problems, Problem{File: c.file, Line: line, Col: col, Path: path,
			Message: fmt.Sprintf("too many problems; stopped after %d", maxProblems), Hint: "fix these and check again"})
		return
	}
	line, col := c.lines.position(off)
	c.problems = append(c.problems, Problem{
		File: c.file, Line: line, Col: col, Path: path,
		Message: fmt.Sprintf(format, args...), Hint: hint,
	})
}

// wrongType reports that n is not what was expected.
func (c *checker) wrongType(n *node, path, expected string) {
	c.report(n.off, path, "", "expected %s, got %s", expected, describeNode(n))
}

// describeNode names a value for an error message: `the string "abc"`.
func describeNode(n *node) string {
	switch n.kind {
	case kindString:
		return "the string " + strconv.Quote(clip(n.text))
	case kindNumber:
		return "the number " + clip(n.text)
	case kindBool:
		return strconv.FormatBool(n.boolean)
	case kindArray:
		if len(n.elems) == 0 {
			return "an empty array"
		}
		return fmt.Sprintf("an array of %d", len(n.elems))
	}
	return n.kind.String()
}

// maxQuoted is the most characters of input a message quotes.
const maxQuoted = 40

// clip shortens long text quoted in messages to maxQuoted characters,
// cutting between characters, never inside one.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= maxQuoted {
		return s
	}
	return string([]rune(s)[:maxQuoted-3]) + "..."
}

// key extends a JSON path with an object key.
func key(path, k string) string {
	if isIdent(k) && len(k) <= maxQuoted {
		return path + "." + k
	}
	return path + "[" + strconv.Quote(clip(k)) + "]"
}

// index extends a JSON path with an array index.
func index(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }

// isIdent reports whether k can be written after a dot in a path.
func isIdent(k string) bool {
	if k == "" {
		return false
	}
	for i, r := range k {
		letter := r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return true
}

// members checks that n is an object whose keys are all in allowed (or any
// key when allowed is nil) and appear once. It reports the rest and returns
// the members that passed: n's own, shared, when all of them pass, as they
// do in a file without mistakes, so that checking an object allocates
// nothing.
func (c *checker) members(n *node, path, what string, allowed []string) []member {
	if n.kind != kindObject {
		c.wrongType(n, path, what)
		return nil
	}
	if allPass(n.members, allowed) {
		return n.members
	}
	seen := map[string]bool{}
	var ok []member
	for _, m := range n.members {
		switch {
		case c.full():
			return nil
		case seen[m.key]:
			c.report(m.off, key(path, m.key), "delete one of them", "%s appears twice", Quote(m.key))
		case allowed != nil && !contains(allowed, m.key):
			c.unknownKey(path, m, allowed)
		default:
			ok = append(ok, m)
		}
		seen[m.key] = true
	}
	return ok
}

// allPass reports whether every key of ms is in allowed (or allowed is
// nil) and none repeats. Objects in a scene have a few keys, so comparing
// each with those before it is quicker than a map, up to a size; a larger
// object takes the slow path of members.
func allPass(ms []member, allowed []string) bool {
	if len(ms) > 32 {
		return false
	}
	for i, m := range ms {
		if allowed != nil && !contains(allowed, m.key) {
			return false
		}
		for _, before := range ms[:i] {
			if before.key == m.key {
				return false
			}
		}
	}
	return true
}

// unknownKey reports m, a key that allowed does not list: as a field that
// was removed (with what to write instead), or as unknown with a
// suggestion.
func (c *checker) unknownKey(path string, m member, allowed []string) {
	if message, fix, removed := removedField(path, m.key); removed {
		c.report(m.off, key(path, m.key), fix, "%s", message)
		return
	}
	c.report(m.off, key(path, m.key), c.unknownKeyHint(m.key, allowed), "unknown field %s", Quote(m.key))
}

// unknownKeyHint suggests a field name, or explains a component name used
// where a field was expected.
func (c *checker) unknownKeyHint(k string, allowed []string) string {
	if _, isComponent := c.reg.byName[k]; isComponent && contains(allowed, "components") {
		return fmt.Sprintf("%s is a component: put it inside \"components\"", Quote(k))
	}
	return suggest(k, allowed)
}

// require reports each name in required that is missing from ms, unless
// a misspelt key stands in for it.
func (c *checker) require(n *node, path string, ms []member, required ...string) {
	if n.kind != kindObject {
		return // members has said what n should be
	}
	for _, r := range required {
		if !hasMember(ms, r) && !misspelt(n, r) {
			c.report(n.off, path, "", "missing field %q", r)
		}
	}
}

// misspelt reports whether object n has a key that looks like a misspelling
// of name; that key's "did you mean" already says what is missing.
func misspelt(n *node, name string) bool {
	for _, m := range n.members {
		if _, ok := nearest(m.key, []string{name}); ok && m.key != name {
			return true
		}
	}
	return false
}

// hasMember reports whether ms has key k.
func hasMember(ms []member, k string) bool {
	for _, m := range ms {
		if m.key == k {
			return true
		}
	}
	return false
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// text decodes a string of at most limit characters, all printable.
func (c *checker) text(n *node, path string, limit int) string {
	if n.kind != kindString {
		c.wrongType(n, path, "a string")
		return ""
	}
	if problem, hint := badText(n.text, limit); problem != "" {
		c.report(n.off, path, hint, "%s", problem)
	}
	return n.text
}

// name decodes a scene, entity or spawner name: a non-empty string of at
// most MaxNameLen characters.
func (c *checker) name(n *node, path string) string {
	s := c.text(n, path, MaxNameLen)
	if n.kind == kindString && strings.TrimSpace(s) == "" {
		c.report(n.off, path, "names let reloads and error messages refer to things", "the name is empty")
	}
	return s
}
