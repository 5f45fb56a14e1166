package ecs

// Map is a typed handle for one component type in one world: Get, Has, Add
// and Remove without the component-ID lookup that the free functions ([Get],
// [Add], ...) do on every call. Build it once, for example in a system's
// Init, and keep it in a field. It behaves exactly like the free functions,
// panics included.
type Map[T any] struct {
	w  *World
	id compID
}

// NewMap returns a [Map] for component type T in w, registering T if needed.
func NewMap[T any](w *World) Map[T] { return Map[T]{w: w, id: idOf[T](w)} }

// Get returns a pointer to e's T; see [Get].
func (m Map[T]) Get(e Entity) *T { return get[T](m.w, e, m.id) }

// TryGet returns a pointer to e's T and true, or nil and false; see [TryGet].
func (m Map[T]) TryGet(e Entity) (*T, bool) { return tryGet[T](m.w, e, m.id) }

// Has reports whether e is alive and has a T; see [Has].
func (m Map[T]) Has(e Entity) bool { return has(m.w, e, m.id) }

// Add gives e the component value; see [Add].
func (m Map[T]) Add(e Entity, value T) {
	m.w.mustUnlocked("Add", e, typeName[T], fixAdd)
	add(m.w, e, m.id, value)
}

// Remove takes the T away from e; see [Remove].
func (m Map[T]) Remove(e Entity) {
	m.w.mustUnlocked("Remove", e, typeName[T], fixRemove)
	remove(m.w, e, m.id, typeName[T])
}
