package exercises

import (
	"flag"
	"fmt"
	"strings"
	"testing"
	"time"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/resources"
	"cubefall/scenes"
	"cubefall/systems"
)

// checking skips the test unless go test's -run names the exercises: an
// exercise fails until it is done, and the whole suite must pass meanwhile.
func checking(t *testing.T) {
	t.Helper()
	if run := flag.Lookup("test.run"); run == nil || !strings.Contains(run.Value.String(), "Exercise") {
		t.Skip("a chapter-one exercise: check it with go test ./... -run Exercise")
	}
}

// step is one fixed step, as the game runs it at 60 frames a second.
const step = time.Second / 60

// game returns a world with the game's resources and a scheduler running
// Schedule (the game's systems and Rise), initialised.
func game(t *testing.T) (*ecs.World, *ecs.Scheduler) {
	t.Helper()
	w := ecs.NewWorld()
	systems.AddResources(w)
	s := ecs.NewScheduler(w, step)
	Schedule(s)
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	return w, s
}

// runScene spawns scenePath and runs it for a simulated second. It
// returns the named entities' heights before and after.
func runScene(t *testing.T) (before, after map[string]float32) {
	t.Helper()
	sc, err := scenes.Load(scenePath)
	if err != nil {
		t.Fatalf("%s does not load: %v", scenePath, err)
	}
	w, s := game(t)
	spawned, err := sc.SpawnEntities(w, scenes.NoOverrides())
	if err != nil {
		t.Fatalf("%s does not spawn: %v", scenePath, err)
	}
	height := func() map[string]float32 {
		h := map[string]float32{}
		for name, e := range spawned.Named {
			if tr, ok := ecs.TryGet[components.Transform](w, e); ok {
				h[name] = tr.Position[1]
			}
		}
		return h
	}
	before = height()
	for range 60 {
		s.Frame(step)
	}
	return before, height()
}

// fell fails the test with hint unless the named entity of the scene fell.
func fell(t *testing.T, name, hint string) {
	t.Helper()
	before, after := runScene(t)
	if _, ok := before[name]; !ok {
		t.Fatalf("%s has no entity named %q with a Transform: keep the scene's names", scenePath, name)
	}
	if after[name] >= before[name] {
		t.Fatalf("%q did not fall in a simulated second (height %.2f, then %.2f): %s",
			name, before[name], after[name], hint)
	}
}

func TestExercise1BlueCubeFalls(t *testing.T) {
	checking(t)
	fell(t, "blue", `in scene.json, give the blue cube a Gravity: "Gravity": {"force": [0, -3, 0]}`)
}

func TestExercise2CameraFalls(t *testing.T) {
	checking(t)
	fell(t, "camera", `in scene.json, give the camera "RigidBody": {} and "Gravity": {"force": [0, -2, 0]}; `+
		`Physics moves whatever has a Transform, a RigidBody and a Gravity`)
}

func TestExercise3RiseLifts(t *testing.T) {
	checking(t)
	w := ecs.NewWorld()
	ecs.AddResource(w, &ecs.Time{Delta: 0.5, FixedDelta: 0.5})
	lifted := ecs.NewEntity2(w, components.RigidBody{}, Lift{Up: 4})
	plain := ecs.NewEntity1(w, components.RigidBody{})
	r := &Rise{}
	if err := r.Init(w); err != nil {
		t.Fatal(err)
	}
	r.Update(w)
	if v := ecs.Get[components.RigidBody](w, lifted).Velocity[1]; v != 2 {
		t.Fatalf("after one step of 0.5 s, a body with Lift{Up: 4} rises at %v, want 2: in Rise.Update "+
			"(riseupdate.go), loop over r.q.All() and add lift.Up * dt to body.Velocity[1]", v)
	}
	if v := ecs.Get[components.RigidBody](w, plain).Velocity[1]; v != 0 {
		t.Fatalf("a body without a Lift rises at %v, want 0: change only the rows of r.q", v)
	}
}

func TestExercise4RisePausesWithTheGame(t *testing.T) {
	checking(t)
	w, s := game(t)
	calls := func() int {
		for _, st := range ecs.GetResource[ecs.SystemStats](w).Systems {
			if st.Name == "rise" {
				return st.Calls
			}
		}
		t.Fatal(`Schedule adds no system named "rise": keep its name`)
		return 0
	}
	s.Frame(step)
	running := calls()
	sim := ecs.GetResource[resources.SimState](w)
	sim.Paused = true
	for range 3 {
		s.Frame(step)
	}
	if paused := calls() - running; paused != 0 {
		t.Fatalf("Rise ran %d times in 3 paused steps, want 0: in Schedule (schedule.go), add it with "+
			`s.AddIf(ecs.FixedUpdate, "rise", systems.Advancing, &Rise{})`, paused)
	}
	if running != 1 {
		t.Fatalf("Rise ran %d times in a running step, want 1", running)
	}
}

func TestExercise5SweepRecordsCommands(t *testing.T) {
	checking(t)
	w := ecs.NewWorld()
	for _, y := range []float32{5, -1, -2} {
		ecs.NewEntity1(w, components.NewTransform([3]float32{0, y, 0}))
	}
	sw := &Sweep{Floor: 0}
	if err := sw.Init(w); err != nil {
		t.Fatal(err)
	}
	if msg := panicOf(func() { sw.Update(w) }); msg != "" {
		t.Fatalf("Sweep.Update panicked:\n\t%s\nIn Sweep.Update (sweepupdate.go), record the destroy with "+
			"w.Commands().Destroy(e) instead of w.Destroy(e)", msg)
	}
	w.ApplyCommands() // what the scheduler does after each system
	if n := w.Len(); n != 1 {
		t.Fatalf("after Sweep and its commands the world holds %d entities, want 1 (two were below the floor)", n)
	}
}

// panicOf runs f and returns what it panicked with, or "".
func panicOf(f func()) (msg string) {
	defer func() {
		if p := recover(); p != nil {
			msg = fmt.Sprint(p)
		}
	}()
	f()
	return ""
}
