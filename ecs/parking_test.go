package ecs

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A wake-up that arrives late, from a waker of an earlier wait, finds the
// waiter asleep on a condition that is still false: the waiter must go
// back to sleep rather than return. (In the pool, such a late wake-up let
// the caller return while helpers of its run were still writing rows.)
func TestALateWakeUpDoesNotEndTheWait(t *testing.T) {
	var p parking
	p.init()
	var ready, returned atomic.Bool
	done := make(chan bool, 1)
	go func() {
		p.await(func(uint64) bool { return ready.Load() }, 0)
		returned.Store(true)
		done <- ready.Load()
	}()
	untilAsleep(t, &p) // past its spin
	p.wake()           // a late wake-up: the condition is false
	time.Sleep(5 * time.Millisecond)
	require.False(t, returned.Load(), "await returned on a wake-up whose condition is false")

	untilAsleep(t, &p) // asleep again
	ready.Store(true)
	p.wake()
	assert.True(t, <-done, "await returns once its condition is true")
}

// untilAsleep waits until p's waiter is asleep, failing after a second.
func untilAsleep(t *testing.T, p *parking) {
	t.Helper()
	for start := time.Now(); !p.asleep.Load(); time.Sleep(100 * time.Microsecond) {
		require.Less(t, time.Since(start), time.Second, "the waiter never went to sleep")
	}
}
