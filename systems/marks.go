package systems

import (
	"slices"

	"cubefall/ecs"
)

// entityMarks marks entities in passes over a hierarchy: an entity is
// marked when its mark, by entity index, equals the current pass. A new
// pass forgets every mark at once, with no clearing, so a system that
// walks parent links each step marks what it has done without a map and
// without clearing a slice the size of the world.
type entityMarks struct {
	pass  uint32
	marks []uint32
}

// next starts a new pass.
func (m *entityMarks) next() {
	m.pass++
	if m.pass == 0 { // wrapped around: old marks could match again
		clear(m.marks)
		m.pass = 1
	}
}

// marked reports whether e is marked in this pass.
func (m *entityMarks) marked(e ecs.Entity) bool {
	i := int(e.Index())
	return i < len(m.marks) && m.marks[i] == m.pass
}

// mark marks e in this pass.
func (m *entityMarks) mark(e ecs.Entity) {
	i := int(e.Index())
	if i >= len(m.marks) {
		m.marks = slices.Grow(m.marks, i+1-len(m.marks))[:i+1] // past len, never written: zero
	}
	m.marks[i] = m.pass
}
