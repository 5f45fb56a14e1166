package scenes

import (
	"fmt"
	"strconv"
	"strings"
)

// This file checks the parents a file gives, all ways together: a named
// entity's "ChildOf" and a save's "links". Each way alone is easy to keep
// sound (a "ChildOf" names an entity above its own, so it cannot close a
// cycle), but the two mixed can give an entity two parents, or close a
// cycle of any length through both. The world refuses either with a
// panic (ecs.SetParent), so the file is refused here, where the message
// can name the line, the column and the fix. Parsing is the one check
// both -check and a run (at start and on R) go through, so what it
// accepts spawns.

// parentEdge is how the file gives one entity its parent: by the
// "ChildOf" at byte offset at (link -1), or by the pair link of "links".
// walk is the walk up the parents that first passed the entity (0: none
// yet).
type parentEdge struct {
	parent LinkEnd
	link   int
	at     int
	walk   int
}

// checkParents reports an entity given two parents (a "ChildOf" and a
// link, or two links) and every cycle, once each. n is the "links" array.
// It costs time in proportion to the entities and links, whatever the
// depth: each entity is walked up from once.
func (c *checker) checkParents(s *Scene, n *node) {
	edges := make(map[LinkEnd]parentEdge, len(s.Links))
	for _, e := range s.Entities {
		if e.Parent != "" {
			edges[LinkEnd{Name: e.Name}] = parentEdge{parent: LinkEnd{Name: e.Parent}, link: -1, at: e.parentAt}
		}
	}
	for i, l := range s.Links {
		if first, twice := edges[l.Child]; twice {
			c.twoParents(n, i, l, first)
			continue
		}
		edges[l.Child] = parentEdge{parent: l.Parent, link: i, at: n.elems[i].off}
	}
	// Every cycle holds a link, so walking up from each link's child
	// finds them all. A walk stops at a root, or at an entity an earlier
	// walk passed; meeting one its own walk passed, it has gone round a
	// cycle.
	for i, l := range s.Links {
		walk := i + 1
		for end := l.Child; ; {
			e, ok := edges[end]
			if !ok {
				break
			}
			if e.walk != 0 {
				if e.walk == walk {
					c.cycle(n, s, edges, end)
				}
				break
			}
			e.walk = walk
			edges[end] = e
			end = e.parent
		}
	}
}

// twoParents reports link i, which gives l.Child a second parent.
func (c *checker) twoParents(n *node, i int, l Link, first parentEdge) {
	p := index("$.links", i)
	if first.link >= 0 {
		c.report(n.elems[i].off, p, "keep one link per child", "%s is linked to two parents", l.Child)
		return
	}
	line, col := c.lines.position(first.at)
	c.report(n.elems[i].off, p, `an entity has one parent: delete this pair, or the entity's "ChildOf"`,
		`%s would have two parents: its "ChildOf" at %d:%d names %s, and this link names %s`,
		l.Child, line, col, endText(first.parent), endText(l.Parent))
}

// cycle reports the cycle through end at the first of its links in the
// file (every cycle has one: a "ChildOf" alone names an entity above its
// own), as that link's child being its own ancestor, with the chain.
func (c *checker) cycle(n *node, s *Scene, edges map[LinkEnd]parentEdge, end LinkEnd) {
	first, childOf, hasChildOf := -1, LinkEnd{}, false
	for a := end; ; {
		e := edges[a]
		if e.link >= 0 && (first < 0 || e.link < first) {
			first = e.link
		}
		if e.link < 0 && !hasChildOf {
			childOf, hasChildOf = a, true
		}
		if a = e.parent; a == end {
			break
		}
	}
	hint := "a hierarchy has no cycles; drop one of its links"
	if hasChildOf {
		hint += fmt.Sprintf(`, or the "ChildOf" of %s`, childOf)
	}
	child := s.Links[first].Child
	c.report(n.elems[first].off, index("$.links", first), hint, "%s would be its own ancestor: %s", child, chain(edges, child))
}

// maxChain is how many entities of a cycle a message lists.
const maxChain = 6

// chain writes the cycle from start up its parents back to start:
// `"a" → "b" → index 4 → "a"`, shortened in the middle past maxChain.
func chain(edges map[LinkEnd]parentEdge, start LinkEnd) string {
	ends := []string{endText(start)}
	length := 0
	for a := start; ; {
		a = edges[a].parent
		length++
		if a == start {
			break
		}
		if length < maxChain {
			ends = append(ends, endText(a))
		}
	}
	if length > maxChain {
		ends = append(ends, fmt.Sprintf("... (%d parents in all)", length))
	}
	return strings.Join(append(ends, endText(start)), " → ")
}

// endText names an end in a chain: "hub" (quoted) or index 12.
func endText(e LinkEnd) string {
	if e.Name != "" {
		return strconv.Quote(clip(e.Name))
	}
	return "index " + strconv.FormatUint(uint64(e.Index), 10)
}
