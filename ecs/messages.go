package ecs

import (
	"fmt"
	"iter"
)

// Messages is a typed channel between systems that does not block: one system
// writes values of type T with Send, any number of systems read them, each
// through its own [MessageReader]. Game engines call it the same (Bevy's
// Messages<T>, keeping "event" for what observers react to), and it is how
// systems talk without calling each other: the gravity gun says "this cube
// lost its gravity", and the HUD's event log, which the gun does not know
// about, prints it.
//
// Messages are kept in a ring of fixed capacity, numbered in the order they
// were sent. A reader remembers the number of the next message it has not
// seen, so every reader sees every message exactly once, whenever it runs: a
// reader in Update sees the messages a FixedUpdate system sent in zero, one or
// five fixed steps of this frame, and a FixedUpdate reader that did not run
// this frame sees the messages on its next step. "Messages live two frames", the
// simple alternative, loses messages or shows them twice as soon as the two
// sides run at different rates.
//
// Memory is bounded by the capacity and is allocated once: sending never
// allocates, never waits and never fails. The price is that a reader that
// falls more than the capacity behind (or never reads) loses the oldest
// messages it had not read. A
// sender never waits for a slow reader, so one forgotten reader cannot stall
// or grow the world.
//
// Add a Messages to the world as a resource ([AddMessages]), keep the pointer,
// and make each reader once, in its system's Init.
type Messages[T any] struct {
	ring []T
	mask uint64 // len(ring)-1; the capacity is a power of two
	sent uint64 // number of messages sent so far; the next message's number
}

// newMessages returns an empty Messages that keeps the last capacity
// messages for readers that have not read them yet. capacity is rounded up
// to a power of two; it panics if capacity is less than 1.
func newMessages[T any](capacity int) *Messages[T] {
	if capacity < 1 {
		panic(fmt.Sprintf("ecs: AddMessages[%s]: capacity %d is too small; keep at least 1 message (a few frames' worth is usual)", typeName[T](), capacity))
	}
	n := 1
	for n < capacity {
		n *= 2
	}
	return &Messages[T]{ring: make([]T, n), mask: uint64(n - 1)}
}

// AddMessages adds a new [Messages] of T to w as a resource and returns it.
// It keeps the last capacity messages (rounded up to a power of two) for
// readers that have not read them yet. It panics if capacity is less than 1
// or w already has one.
func AddMessages[T any](w *World, capacity int) *Messages[T] {
	ms := newMessages[T](capacity)
	AddResource(w, ms)
	return ms
}

// Send appends v. It never blocks and never allocates; if the ring is full,
// the oldest message is overwritten (a reader that had not read it skips it).
func (ms *Messages[T]) Send(v T) {
	ms.ring[ms.sent&ms.mask] = v
	ms.sent++
}

// Reader returns a new reader that sees the messages sent from now on (not
// the ones sent before).
func (ms *Messages[T]) Reader() *MessageReader[T] {
	return &MessageReader[T]{messages: ms, next: ms.sent}
}

// A MessageReader is one reader's position in an [Messages]: the number of the
// next message it has not read. Each system that reads keeps its own.
type MessageReader[T any] struct {
	messages *Messages[T]
	next     uint64
}

// skipLost moves the reader past the messages that were overwritten before it
// read them.
func (r *MessageReader[T]) skipLost() {
	sent, size := r.messages.sent, uint64(len(r.messages.ring))
	if sent > size && r.next < sent-size {
		r.next = sent - size
	}
}

// Read returns the unread messages, oldest first, for a range loop; each one
// is marked read as the loop reaches it, so a loop left with break leaves
// the rest for the next time.
//
//	for m := range r.Read() {
//		... // handle m
//	}
func (r *MessageReader[T]) Read() iter.Seq[T] {
	return func(yield func(T) bool) {
		ms := r.messages
		for {
			r.skipLost() // every pass: the loop body may send and wrap the ring
			if r.next == ms.sent {
				return
			}
			v := ms.ring[r.next&ms.mask]
			r.next++
			if !yield(v) {
				return
			}
		}
	}
}
