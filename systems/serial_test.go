package systems

import (
	"testing"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// TestSystemsRunWithoutAWorkerPool runs the systems that share their rows
// out among workers in a world a learner builds by hand, with a Time and
// no ecs.Workers resource: they run serially instead of panicking.
func TestSystemsRunWithoutAWorkerPool(t *testing.T) {
	w := ecs.NewWorld()
	ecs.AddResource(w, &ecs.Time{Delta: dt, FixedDelta: dt, FrameDelta: dt})
	cube := testworld.Cube(w, mgl32.Vec3{0, 10, 0}, -9.81)
	for _, s := range []ecs.System{&Physics{}, &Spin{}, &Respawn{}} {
		testworld.InitSystem(t, w, s)
		assert.NotPanics(t, func() { s.Update(w) }, "%T.Update without an ecs.Workers resource", s)
	}
	assert.Less(t, ecs.Get[components.Transform](w, cube).Position.Y(), float32(10), "the cube fell")
}

// counter is a learner's system: it counts its runs.
type counter struct{ runs int }

// Update counts one run.
func (c *counter) Update(*ecs.World) { c.runs++ }

// TestAdvancingIsARunConditionForAnySystem adds a system of the test's own
// with the exported Advancing, as a learner would, and shows that it stops
// while the game is paused and moves on a single step.
func TestAdvancingIsARunConditionForAnySystem(t *testing.T) {
	w := ecs.NewWorld()
	AddResources(w)
	s := ecs.NewScheduler(w, time.Second/60)
	Schedule(s)
	mine := &counter{}
	s.AddIf(ecs.FixedUpdate, "mine", Advancing, mine)
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	sim := ecs.GetResource[resources.SimState](w)
	testworld.RunFrame(w, s)
	assert.Equal(t, 1, mine.runs, "running: the system runs each fixed step")
	sim.Paused = true
	testworld.RunFrame(w, s)
	assert.Equal(t, 1, mine.runs, "paused: it does not run")
	sim.StepRequested = true
	testworld.RunFrame(w, s)
	assert.Equal(t, 2, mine.runs, "a single step runs it once")
}
