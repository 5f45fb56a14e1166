package app

import (
	"testing"
	"time"
)

func TestStatusLineNamesSceneEntitiesFrameAndStep(t *testing.T) {
	steps := []time.Duration{5 * time.Millisecond, 3100 * time.Microsecond, time.Millisecond}
	got := statusLine("falling-cubes", 10003, 1234, steps)
	want := "falling-cubes · 10003 entities · frame 1234 · step 3.1 ms"
	if got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	if got := statusLine("x", 1, 0, nil); got != "x · 1 entities · frame 0 · step –" {
		t.Fatalf("before any step: %q", got)
	}
}

func TestLastStepsKeepsTheNewest(t *testing.T) {
	s := newFrameStats()
	for i := range 5 {
		s.recordSteps(time.Duration(i+1)*time.Millisecond, 1)
	}
	got := s.lastSteps(2)
	if len(got) != 2 || got[0] != 4*time.Millisecond || got[1] != 5*time.Millisecond {
		t.Fatalf("lastSteps(2) = %v", got)
	}
}
