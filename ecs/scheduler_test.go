package ecs_test

import (
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gate is a resource that a gating system sets and a run condition reads.
type gate struct{ open bool }

func gateOpen(w *ecs.World) bool { return ecs.GetResource[gate](w).open }

// TestRunConditionIsAskedPerStepAfterEarlierSystems checks that a condition
// is evaluated each time its system is due, after the systems before it in
// the phase have run (so a gate system can decide for the rest of the step),
// and that a skipped system is neither called nor counted.
func TestRunConditionIsAskedPerStepAfterEarlierSystems(t *testing.T) {
	w := ecs.NewWorld()
	ecs.AddResource(w, &gate{})
	s := ecs.NewScheduler(w, 100*time.Millisecond)
	step := 0
	s.Add(ecs.FixedUpdate, "gate", systemFunc(func(w *ecs.World) {
		step++
		ecs.GetResource[gate](w).open = step%2 == 0 // open on even steps
	}))
	var ran []int
	s.AddIf(ecs.FixedUpdate, "guarded", gateOpen, systemFunc(func(*ecs.World) { ran = append(ran, step) }))
	require.NoError(t, s.Init())

	s.Frame(400 * time.Millisecond) // four fixed steps in one frame
	assert.Equal(t, []int{2, 4}, ran)
	stats := ecs.GetResource[ecs.SystemStats](w).Systems
	assert.Equal(t, 4, stats[0].Calls)
	assert.Equal(t, 2, stats[1].Calls, "skipped steps are not calls")
}

func TestRunConditionMisuse(t *testing.T) {
	s := ecs.NewScheduler(ecs.NewWorld(), time.Second)
	assertPanicMentions(t, func() { s.AddIf(ecs.Update, "x", nil, systemFunc(func(*ecs.World) {})) },
		`Scheduler.AddIf "x"`, "run condition is nil", "Scheduler.Add")
	assertPanicMentions(t, func() { s.AddIf("Later", "x", gateOpen, systemFunc(func(*ecs.World) {})) },
		`Scheduler.AddIf "x"`, `unknown phase "Later"`, "ecs.Startup", "ecs.Render")
}

func TestTimeAlphaIsTheFractionOfAStepLeft(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, 100*time.Millisecond)
	require.NoError(t, s.Init())
	tm := ecs.GetResource[ecs.Time](w)
	s.Frame(125 * time.Millisecond)
	assert.InDelta(t, 0.25, tm.Alpha, 1e-9)
	s.Frame(50 * time.Millisecond) // no step: the moment moves on within the step
	assert.Equal(t, 1, int(tm.Steps))
	assert.InDelta(t, 0.75, tm.Alpha, 1e-9)
	s.Frame(50 * time.Millisecond) // one step, 25 ms left
	assert.InDelta(t, 0.25, tm.Alpha, 1e-9)
	s.Frame(2 * time.Second) // far behind: capped steps, the excess dropped
	assert.GreaterOrEqual(t, tm.Alpha, 0.0)
	assert.Less(t, tm.Alpha, 1.0)
}
