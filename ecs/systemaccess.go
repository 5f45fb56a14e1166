package ecs

import (
	"reflect"
	"slices"
)

// Two systems may run at the same time only if neither can see what the
// other changes. A system says what it touches by declaring its access:
// the component types and resources it reads, the ones it writes, and
// whether it changes which components entities have (a structural change,
// which moves entities between tables under every other query). From two
// declarations the scheduler can tell whether the systems conflict; those
// that do not, run side by side on goroutines (see
// [Scheduler.SetParallel]), and those that do keep the order they were
// added in.
//
// The rule is the one of a read-write lock, per component type and per
// resource: any number of readers together, or one writer alone. It is
// decided once, when the scheduler starts, from the declarations, not
// while the systems run, so it costs nothing per frame; in exchange a
// declaration must be true. A system that writes what it declared only as
// read is a data race that the race detector (go test -race) reports.
//
// A system that declares nothing is exclusive: it runs alone. That keeps
// an undeclared or forgotten system correct, only not parallel.

// Access is what one system touches. Fill it in the system's
// [AccessDeclarer.Declare] with [Reads], [Writes], [ReadsResource],
// [WritesResource], [Access.ReadsQuery], [Access.WritesQuery] and
// [Access.Structural].
type Access struct {
	reads, writes       mask
	resReads, resWrites []reflect.Type
	structural          bool
	exclusive           bool
}

// AccessDeclarer is implemented by a system that declares its access; the
// scheduler calls Declare once, after the system's Init (so the queries it
// built there can be declared).
type AccessDeclarer interface {
	Declare(w *World, a *Access)
}

// Reads declares that the system reads components of type T.
func Reads[T any](w *World, a *Access) { a.reads.set(idOf[T](w)) }

// Writes declares that the system changes components of type T (in place;
// adding or removing them is [Access.Structural]).
func Writes[T any](w *World, a *Access) { a.writes.set(idOf[T](w)) }

// ReadsResource declares that the system reads the world's resource of
// type T.
func ReadsResource[T any](a *Access) {
	a.resReads = appendType(a.resReads, reflect.TypeFor[T]())
}

// WritesResource declares that the system changes the world's resource of
// type T. Sending on an [Events] resource is a write; a system that runs a
// parallel query writes the [Workers] pool (one pool serves one query at a
// time).
func WritesResource[T any](a *Access) {
	a.resWrites = appendType(a.resWrites, reflect.TypeFor[T]())
}

// queryMask is the part of every query (Query1 to Query8) that access
// declarations read: the component types a matching table must have.
type queryMask interface{ includeMask() mask }

func (q *queryBase) includeMask() mask { return q.include }

// ReadsQuery declares that the system reads every component type q
// requires (its types and its With filters).
func (a *Access) ReadsQuery(q Describer) { a.reads = union(a.reads, maskOfQuery(q)) }

// WritesQuery declares that the system may change every component type q
// requires: the declaration that follows from a query alone, since a
// query hands out column slices that can be written.
func (a *Access) WritesQuery(q Describer) { a.writes = union(a.writes, maskOfQuery(q)) }

// maskOfQuery is q's component set; q must be a query of this package.
func maskOfQuery(q Describer) mask {
	qm, ok := q.(queryMask)
	if !ok {
		panic("ecs: Access: only the queries of package ecs (Query1 to Query8) can be declared")
	}
	return qm.includeMask()
}

// Structural declares that the system creates or destroys entities, or
// adds or removes components, directly or through [World.Commands]. Such a
// system runs beside systems that touch resources only: any query of
// another system could see entities move.
func (a *Access) Structural() { a.structural = true }

// Exclusive declares that the system runs alone, whatever it touches: the
// declaration of a system that cannot say what it touches (a script host).
func (a *Access) Exclusive() { a.exclusive = true }

// touchesComponents reports whether a reads or writes any component.
func (a *Access) touchesComponents() bool {
	return a.structural || a.reads != (mask{}) || a.writes != (mask{})
}

// conflicts reports whether systems with accesses a and b must not run at
// the same time.
func (a *Access) conflicts(b *Access) bool {
	switch {
	case a.exclusive || b.exclusive:
		return true
	case a.structural && b.touchesComponents(), b.structural && a.touchesComponents():
		return true
	case a.writes.containsAny(union(b.reads, b.writes)), b.writes.containsAny(a.reads):
		return true
	}
	return sharesType(a.resWrites, b.resReads, b.resWrites) || sharesType(b.resWrites, a.resReads)
}

// sharesType reports whether a type of ts is in any of others.
func sharesType(ts []reflect.Type, others ...[]reflect.Type) bool {
	for _, t := range ts {
		for _, o := range others {
			if slices.Contains(o, t) {
				return true
			}
		}
	}
	return false
}

func appendType(ts []reflect.Type, t reflect.Type) []reflect.Type {
	if slices.Contains(ts, t) {
		return ts
	}
	return append(ts, t)
}
