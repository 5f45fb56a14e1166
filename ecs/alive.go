package ecs

import "fmt"

// mustAlive panics if e is not alive, with a message naming op, e and comp
// that tells the zero Entity apart from a destroyed (stale) one. Every
// operation on one entity checks this first, so that a stale handle can
// never reach another entity's data.
func (w *World) mustAlive(op string, e Entity, comp func() string) {
	if w.directory.alive(e) {
		return
	}
	if e == (Entity{}) {
		panic(fmt.Sprintf("ecs: %s: the zero Entity is not an entity; use a value returned by World.NewEntity", describe(op, e, comp)))
	}
	panic(fmt.Sprintf("ecs: %s: the entity is not alive (destroyed, or never made by this world); check World.Alive before using a stored entity", describe(op, e, comp)))
}
