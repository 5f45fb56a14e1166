package ecs

// ComponentAccess is access to one component type in one world: Get, TryGet,
// Has, Add and Remove without the component-ID lookup that the free functions
// ([Get], [Add], ...) do on every call. Build it once, for example in a
// system's Init, and keep it in a field. It behaves exactly like the free
// functions, panics included.
type ComponentAccess[T any] struct {
	w  *World
	id compID
}

// NewComponentAccess returns a [ComponentAccess] for component type T in w,
// registering T if needed.
func NewComponentAccess[T any](w *World) ComponentAccess[T] {
	return ComponentAccess[T]{w: w, id: idOf[T](w)}
}

// Get returns a pointer to e's T; see [Get].
func (a ComponentAccess[T]) Get(e Entity) *T { return get[T](a.w, e, a.id) }

// TryGet returns a pointer to e's T and true, or nil and false; see [TryGet].
func (a ComponentAccess[T]) TryGet(e Entity) (*T, bool) { return tryGet[T](a.w, e, a.id) }

// Has reports whether e is alive and has a T; see [Has].
func (a ComponentAccess[T]) Has(e Entity) bool { return has(a.w, e, a.id) }

// Add gives e the component value; see [Add].
func (a ComponentAccess[T]) Add(e Entity, value T) {
	a.w.mustUnlocked("Add", e, typeName[T], fixAdd)
	add(a.w, e, a.id, value)
}

// Remove takes the T away from e; see [Remove].
func (a ComponentAccess[T]) Remove(e Entity) {
	a.w.mustUnlocked("Remove", e, typeName[T], fixRemove)
	remove(a.w, e, a.id, typeName[T])
}
