package ecs

import (
	"runtime"
	"sync/atomic"
	"time"
)

// parking is how a goroutine of a [Workers] pool waits: first by spinning
// for a short while, then by sleeping until another goroutine wakes it.
//
// Why spin first: a sleeping goroutine is woken through the operating
// system, which on a virtual machine whose other CPU has gone idle can
// take tens of microseconds, as long as a whole step's share of work at
// 100,000 cubes. The systems of a fixed step call the pool one after
// another, so a helper that keeps watching for a few tens of microseconds
// after its share usually sees the next run start and begins at once;
// past spinFor it sleeps and costs nothing.
//
// Why nothing is lost between the two: the waiter marks itself asleep and
// then checks its condition once more; the waker makes the condition true
// and then checks the mark. With atomic operations one of the two always
// sees the other, and the compare-and-swap on the mark decides which one
// hands over the wake-up token (a channel of one), so a token is sent only
// to a waiter that takes it.
type parking struct {
	asleep atomic.Bool
	token  chan struct{}
}

// spinFor is how long a waiter watches its condition before it sleeps.
const spinFor = 50 * time.Microsecond

// init makes the token channel.
func (p *parking) init() { p.token = make(chan struct{}, 1) }

// await returns once ready(arg) is true; the goroutine that makes it true
// must call wake afterwards. (ready takes arg so that a method value made
// once can be passed, and waiting allocates nothing.)
//
// A token does not prove the condition: a waker can be held up between
// making an earlier wait's condition true and calling wake (the operating
// system may pause it there), while that wait ends by spinning and the
// next wait begins. Its late wake then lands in the next wait. So a
// woken waiter checks its condition again and, if it is not true, sleeps
// again.
func (p *parking) await(ready func(uint64) bool, arg uint64) {
	if p.spin(ready, arg) {
		return
	}
	for {
		p.asleep.Store(true)
		if ready(arg) && p.asleep.CompareAndSwap(true, false) {
			return // ready after all, and no token is on its way
		}
		<-p.token
		if ready(arg) {
			return
		}
	}
}

// spin watches ready(arg) for at most spinFor, yielding to other
// goroutines now and then, and reports whether it became true.
func (p *parking) spin(ready func(uint64) bool, arg uint64) bool {
	start := time.Now()
	for {
		for range 64 {
			if ready(arg) {
				return true
			}
		}
		if time.Since(start) > spinFor {
			return false
		}
		runtime.Gosched()
	}
}

// wake hands the token to the waiter if it sleeps; call it after making
// the waiter's condition true.
func (p *parking) wake() {
	if p.asleep.CompareAndSwap(true, false) {
		p.token <- struct{}{}
	}
}
