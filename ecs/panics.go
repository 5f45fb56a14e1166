package ecs

// Every misuse of the world panics with a message in one shape:
//
//	ecs: <operation>[<component type>] on <entity>: <what is wrong>; <what to do instead>
//
// describe builds the first part; the constants below are the usual last
// parts. They are constants so that the checks on the happy path build no
// strings: a message is only put together when something is wrong.

// describe formats an operation for a panic message: "Add[pkg.T] on Entity(3v1)".
// comp returns the component type's name and may be nil; a zero e is left
// out, except for Destroy, where the zero Entity itself is the mistake.
func describe(op string, e Entity, comp func() string) string {
	if comp != nil {
		op += "[" + comp() + "]"
	}
	if e != (Entity{}) || op == "Destroy" {
		op += " on " + e.String()
	}
	return op
}

// What to do instead of a structural change while a query runs.
const (
	applied      = " and it is applied after the system (or after the loop with World.ApplyCommands)"
	fixNewEntity = "record it with World.Commands().NewEntity" + applied
	fixDestroy   = "record it with World.Commands().Destroy" + applied
	fixAdd       = "record it with World.Commands().Add" + applied
	fixRemove    = "record it with World.Commands().Remove" + applied
	fixAfterLoop = "call it after the loop"
	fixPerEntity = "record the changes per entity with World.Commands(), or call it after the loop"
)
