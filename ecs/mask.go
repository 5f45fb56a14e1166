package ecs

// mask is a set of component IDs, also called an entity's signature: the
// component types it carries. It is a fixed-size bitset, so that it can be a
// map key. One archetype table exists per distinct mask.
type mask [maxComponents / 64]uint64

func (m *mask) set(id compID)     { m[id/64] |= 1 << (id % 64) }
func (m *mask) clear(id compID)   { m[id/64] &^= 1 << (id % 64) }
func (m mask) has(id compID) bool { return m[id/64]&(1<<(id%64)) != 0 }

// containsAll reports whether every ID in o is also in m.
func (m mask) containsAll(o mask) bool {
	for i := range m {
		if m[i]&o[i] != o[i] {
			return false
		}
	}
	return true
}

// containsAny reports whether m and o share at least one ID.
func (m mask) containsAny(o mask) bool {
	for i := range m {
		if m[i]&o[i] != 0 {
			return true
		}
	}
	return false
}

// union returns the IDs that are in a or in b.
func union(a, b mask) mask {
	for i := range a {
		a[i] |= b[i]
	}
	return a
}
