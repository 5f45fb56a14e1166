package ecs

import (
	"fmt"
	"iter"
)

// Events is a typed channel between systems that does not block: one system
// sends values of type T, any number of systems read them, each through its
// own [EventReader]. It is the event bus of game engines (Bevy's Events<T>),
// and it is how systems talk without calling each other: the gravity gun
// says "this cube lost its gravity", and the HUD's event log, which the gun
// does not know about, prints it.
//
// Events are kept in a ring of fixed capacity, numbered in the order they
// were sent. A reader remembers the number of the next event it has not
// seen, so every reader sees every event exactly once, whenever it runs: a
// reader in Update sees the events a FixedUpdate system sent in zero, one or
// five fixed steps of this frame, and a FixedUpdate reader that did not run
// this frame sees the events on its next step. "Events live two frames", the
// simple alternative, loses events or shows them twice as soon as the two
// sides run at different rates.
//
// Memory is bounded by the capacity and is allocated once: sending never
// allocates, never waits and never fails. The price is that a reader that
// falls more than the capacity behind (or never reads) loses the oldest
// events it had not read; it finds out how many with [EventReader.Missed]. A
// sender never waits for a slow reader, so one forgotten reader cannot stall
// or grow the world.
//
// Add an Events to the world as a resource ([AddEvents]), keep the pointer,
// and make each reader once, in its system's Init.
type Events[T any] struct {
	ring []T
	mask uint64 // len(ring)-1; the capacity is a power of two
	sent uint64 // number of events sent so far; the next event's number
}

// NewEvents returns an empty Events that keeps the last capacity events for
// readers that have not read them yet. capacity is rounded up to a power of
// two; it panics if capacity is less than 1.
func NewEvents[T any](capacity int) *Events[T] {
	if capacity < 1 {
		panic(fmt.Sprintf("ecs: NewEvents[%s]: capacity %d is too small; keep at least 1 event (a few frames' worth is usual)", typeName[T](), capacity))
	}
	n := 1
	for n < capacity {
		n *= 2
	}
	return &Events[T]{ring: make([]T, n), mask: uint64(n - 1)}
}

// AddEvents adds a new [Events] of T with the given capacity to w as a
// resource and returns it. It panics if w already has one.
func AddEvents[T any](w *World, capacity int) *Events[T] {
	ev := NewEvents[T](capacity)
	AddResource(w, ev)
	return ev
}

// Send appends v. It never blocks and never allocates; if the ring is full,
// the oldest event is overwritten (a reader that had not read it counts it
// in [EventReader.Missed]).
func (ev *Events[T]) Send(v T) {
	ev.ring[ev.sent&ev.mask] = v
	ev.sent++
}

// Sent returns the number of events sent since the Events was made.
func (ev *Events[T]) Sent() uint64 { return ev.sent }

// Cap returns how many unread events a reader can fall behind before it
// loses the oldest.
func (ev *Events[T]) Cap() int { return len(ev.ring) }

// Reader returns a new reader that sees the events sent from now on (not
// the ones sent before).
func (ev *Events[T]) Reader() *EventReader[T] {
	return &EventReader[T]{events: ev, next: ev.sent}
}

// An EventReader is one reader's position in an [Events]: the number of the
// next event it has not read. Each system that reads keeps its own.
type EventReader[T any] struct {
	events *Events[T]
	next   uint64
	missed uint64
}

// Next returns the oldest event this reader has not read and true, or the
// zero T and false if it has read them all. If the reader fell more than
// the capacity behind, it first skips the events that were overwritten and
// counts them in Missed.
func (r *EventReader[T]) Next() (T, bool) {
	r.skipLost()
	ev := r.events
	if r.next == ev.sent {
		var zero T
		return zero, false
	}
	v := ev.ring[r.next&ev.mask]
	r.next++
	return v, true
}

// skipLost moves the reader past the events that were overwritten before it
// read them, and counts them in missed.
func (r *EventReader[T]) skipLost() {
	sent, size := r.events.sent, uint64(len(r.events.ring))
	if sent > size && r.next < sent-size {
		r.missed += sent - size - r.next
		r.next = sent - size
	}
}

// Read returns the unread events, oldest first, for a range loop; each one
// is marked read as the loop reaches it, so a loop left with break leaves
// the rest for the next time.
//
//	for e := range reader.Read() { ... }
func (r *EventReader[T]) Read() iter.Seq[T] {
	return func(yield func(T) bool) {
		ev := r.events
		for {
			r.skipLost() // every pass: the loop body may send and wrap the ring
			if r.next == ev.sent {
				return
			}
			v := ev.ring[r.next&ev.mask]
			r.next++
			if !yield(v) {
				return
			}
		}
	}
}

// Len returns the number of events this reader has not read yet and can
// still read (after counting any it lost in Missed).
func (r *EventReader[T]) Len() int {
	r.skipLost()
	return int(r.events.sent - r.next)
}

// Missed returns how many events this reader lost in total because it fell
// more than the capacity behind.
func (r *EventReader[T]) Missed() uint64 { return r.missed }
