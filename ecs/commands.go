package ecs

// Commands records structural changes (create, destroy, add, remove) to apply
// later, at a sync point, when no query is iterating. A system that wants to
// destroy or change entities while it loops over them records the changes,
// and [World.ApplyCommands] applies them in order after the system. The [Scheduler] does that after
// every system.
//
// An applied Add or Remove does what [Add] and [Remove] do: Add on an
// entity that already has the type overwrites the value, and Remove of a
// type the entity lacks does nothing. One thing differs, because the world
// may have changed since a command was recorded: a command for an entity
// that is no longer alive is skipped, where Add and Remove panic.
type Commands struct {
	ops []command
	dir *entityDirectory // hands out the entities of NewEntity; set by World.Commands
}

// commandKind says which structural change a command records.
type commandKind uint8

const (
	cmdNewEntity commandKind = iota
	cmdDestroy
	cmdAdd
	cmdRemove
)

// command is one recorded change; which fields it uses depends on kind.
type command struct {
	kind       commandKind
	entity     Entity
	components []Value // cmdNewEntity
	component  Value   // cmdAdd
	typ        Value   // cmdRemove: names the type
}

// NewEntity records the creation of an entity with components and returns
// its handle, reserved now: use it in later commands (Add, Remove, Destroy
// of the same buffer are applied after the creation), store it, and after
// the commands are applied it is the live entity. Until then
// [World.Alive] reports false for it. If the creation fails when applied
// (a component type given twice), the handle stays dead.
func (c *Commands) NewEntity(components ...Value) Entity {
	own := append([]Value(nil), components...) // the caller may reuse its slice
	e := c.dir.reserve()
	c.ops = append(c.ops, command{kind: cmdNewEntity, entity: e, components: own})
	return e
}

// Destroy records the destruction of e, which takes e's children with it
// when it is applied (see [World.Destroy]).
func (c *Commands) Destroy(e Entity) {
	c.ops = append(c.ops, command{kind: cmdDestroy, entity: e})
}

// Add records giving comp to e, or overwriting e's component of that type
// if it has one when the command is applied, as [Add] does at once.
func (c *Commands) Add(e Entity, comp Value) {
	c.ops = append(c.ops, command{kind: cmdAdd, entity: e, component: comp})
}

// Remove records taking the component of t's type away from e, as
// [Remove] does at once (nothing if e lacks it then); make t with [Type]
// (ecs.Type[Gravity]()).
func (c *Commands) Remove(e Entity, t Value) {
	c.ops = append(c.ops, command{kind: cmdRemove, entity: e, typ: t})
}

func (c *Commands) reset() {
	clear(c.ops) // drop references to boxed components
	c.ops = c.ops[:0]
}
