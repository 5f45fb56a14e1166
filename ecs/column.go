package ecs

import "unsafe"

// column is the storage of one component type inside one archetype table:
// a typed slice, one element per row. The interface is only used for
// structural changes (moving rows between tables); queries and typed access
// reach the []T directly, so there is no interface call per entity in a loop.
type column interface {
	// extend adds n zero-valued rows at the end.
	extend(n int)
	// moveRow appends row to dst, which must hold the same type, and
	// swap-removes it here.
	moveRow(dst column, row int)
	// appendRows appends rows [from, from+n) of src, which must hold the same type.
	appendRows(src column, from, n int)
	// swapRemove moves the last row into row and drops the last row.
	swapRemove(row int)
	// truncate drops every row from n on.
	truncate(n int)
	// permute makes row i the old row perm[i], in place (see permute below).
	permute(perm []int32, done []bool)
	// value returns a copy of row's value, for introspection (introspect.go).
	value(row int) any
	// pointer returns the address of row's value, for the world hash (hash.go).
	pointer(row int) unsafe.Pointer
}

// typedColumn holds the values of component type T for one table.
type typedColumn[T any] struct {
	data []T
}

func newColumn[T any]() column { return &typedColumn[T]{} }

func (c *typedColumn[T]) extend(n int) {
	if n == 1 { // the common case of a single move, without a call to clear memory
		var zero T
		c.data = append(c.data, zero)
		return
	}
	c.data = append(c.data, make([]T, n)...)
}

func (c *typedColumn[T]) moveRow(dst column, row int) {
	d := dst.(*typedColumn[T])
	d.data = append(d.data, c.data[row])
	c.swapRemove(row)
}

func (c *typedColumn[T]) appendRows(src column, from, n int) {
	c.data = append(c.data, src.(*typedColumn[T]).data[from:from+n]...)
}

func (c *typedColumn[T]) swapRemove(row int) {
	last := len(c.data) - 1
	if row != last {
		c.data[row] = c.data[last]
	}
	var zero T
	c.data[last] = zero // drop references held by the old last row
	c.data = c.data[:last]
}

func (c *typedColumn[T]) truncate(n int) {
	clear(c.data[n:])
	c.data = c.data[:n]
}

func (c *typedColumn[T]) permute(perm []int32, done []bool) { permute(c.data, perm, done) }

func (c *typedColumn[T]) value(row int) any { return c.data[row] }

func (c *typedColumn[T]) pointer(row int) unsafe.Pointer { return unsafe.Pointer(&c.data[row]) }

// permute rearranges s so that s[i] becomes the old s[perm[i]], in place:
// it follows each cycle of the permutation, holding one value aside, and
// marks the places it has filled in done (all false on entry).
func permute[T any](s []T, perm []int32, done []bool) {
	for start := range s {
		if done[start] {
			continue
		}
		held := s[start]
		at := start
		for {
			done[at] = true
			from := int(perm[at])
			if from == start {
				s[at] = held
				break
			}
			s[at] = s[from]
			at = from
		}
	}
}
