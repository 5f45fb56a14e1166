package ecs_test

import (
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStopEndsAFrameBetweenSystems requests a Stop from inside the second
// fixed step of a frame that is due four: the systems after the request
// do not run, nor do the remaining steps or the Update phase. A frame
// after the request runs nothing.
func TestStopEndsAFrameBetweenSystems(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, 100*time.Millisecond)
	var ran []string
	step := 0
	s.Add(ecs.FixedUpdate, "first", systemFunc(func(w *ecs.World) {
		step++
		ran = append(ran, "first")
		if step == 2 {
			ecs.GetResource[ecs.Stop](w).Request()
		}
	}))
	s.Add(ecs.FixedUpdate, "second", systemFunc(func(*ecs.World) { ran = append(ran, "second") }))
	s.Add(ecs.Update, "update", systemFunc(func(*ecs.World) { ran = append(ran, "update") }))
	require.NoError(t, s.Init())

	s.Frame(400 * time.Millisecond)
	assert.Equal(t, []string{"first", "second", "first"}, ran)
	assert.Equal(t, uint64(2), ecs.GetResource[ecs.Time](w).Steps)

	s.Frame(100 * time.Millisecond)
	assert.Equal(t, []string{"first", "second", "first"}, ran, "a frame after the request runs nothing")
}

// TestLongSystemAsksStop: a system with a long loop asks Stop.Requested
// inside it and returns early.
func TestLongSystemAsksStop(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, 100*time.Millisecond)
	done := 0
	s.Add(ecs.Render, "long", systemFunc(func(w *ecs.World) {
		stop, _ := ecs.TryResource[ecs.Stop](w)
		for i := 0; i < 1000; i++ {
			if stop.Requested() {
				return
			}
			done++
			if i == 10 {
				stop.Request() // as a signal handler would, from another goroutine
			}
		}
	}))
	require.NoError(t, s.Init())
	s.Frame(0)
	assert.Equal(t, 11, done)
}

// TestFrameWithoutStopIsWhole: with no request, every frame runs whole.
func TestFrameWithoutStopIsWhole(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, 100*time.Millisecond)
	calls := 0
	s.Add(ecs.FixedUpdate, "count", systemFunc(func(*ecs.World) { calls++ }))
	require.NoError(t, s.Init())
	s.Frame(300 * time.Millisecond)
	assert.Equal(t, 3, calls)
	var nilStop *ecs.Stop
	assert.False(t, nilStop.Requested(), "a nil Stop is never requested")
}
