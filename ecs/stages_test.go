package ecs_test

import (
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// declared is a test system with a declared access and an update.
type declared struct {
	declare func(w *ecs.World, a *ecs.Access)
	update  func(w *ecs.World)
}

func (d declared) Declare(w *ecs.World, a *ecs.Access) { d.declare(w, a) }
func (d declared) Update(w *ecs.World) {
	if d.update != nil {
		d.update(w)
	}
}

// tally is a resource some test systems write.
type tally struct{ n int }

// stageOf returns each system's stage number by name.
func stageOf(w *ecs.World) map[string]int {
	out := map[string]int{}
	for _, st := range ecs.GetResource[ecs.SystemStats](w).Systems {
		out[st.Name] = st.Stage
	}
	return out
}

// declaredScheduler returns a world with the tally and gate resources, its
// scheduler, and add, which adds an Update system that only declares what
// its f says.
func declaredScheduler() (*ecs.World, *ecs.Scheduler, func(name string, f func(w *ecs.World, a *ecs.Access))) {
	w := ecs.NewWorld()
	ecs.AddResource(w, &tally{})
	ecs.AddResource(w, &gate{open: true})
	s := ecs.NewScheduler(w, time.Second/60)
	add := func(name string, f func(w *ecs.World, a *ecs.Access)) {
		s.Add(ecs.Update, name, declared{declare: f})
	}
	return w, s, add
}

func TestStagesJoinSystemsThatDoNotConflict(t *testing.T) {
	w, s, add := declaredScheduler()
	add("moves", func(w *ecs.World, a *ecs.Access) { ecs.Writes[Transform](w, a); ecs.Reads[RigidBody](w, a) })
	add("heals", func(w *ecs.World, a *ecs.Access) { ecs.Writes[Health](w, a) })
	add("counts", func(w *ecs.World, a *ecs.Access) { ecs.WritesResource[tally](a); ecs.Reads[Transform](w, a) })
	add("reads tally", func(w *ecs.World, a *ecs.Access) { ecs.ReadsResource[tally](a) })
	add("also reads tally", func(w *ecs.World, a *ecs.Access) { ecs.ReadsResource[tally](a) })
	s.Add(ecs.Update, "undeclared", systemFunc(func(*ecs.World) {}))
	add("spawns", func(w *ecs.World, a *ecs.Access) { a.Structural() })
	add("resources only", func(w *ecs.World, a *ecs.Access) { ecs.WritesResource[gate](a) })
	add("after structural", func(w *ecs.World, a *ecs.Access) { ecs.Reads[Health](w, a) })
	s.AddIf(ecs.Update, "guarded", gateOpen, declared{declare: func(w *ecs.World, a *ecs.Access) { ecs.Reads[Name](w, a) }})
	add("beside guarded", func(w *ecs.World, a *ecs.Access) { ecs.Reads[Frozen](w, a) })
	require.NoError(t, s.Init())
	s.Frame(0)

	st := stageOf(w)
	assert.Equal(t, st["moves"], st["heals"], "different components: together")
	assert.NotEqual(t, st["moves"], st["counts"], "counts reads the Transform that moves writes")
	assert.Equal(t, st["counts"]+1, st["reads tally"], "a reader of a resource waits for its writer")
	assert.Equal(t, st["reads tally"], st["also reads tally"], "readers share")
	assert.Equal(t, st["also reads tally"]+1, st["undeclared"], "an undeclared system runs alone")
	assert.Equal(t, st["undeclared"]+1, st["spawns"])
	assert.Equal(t, st["spawns"], st["resources only"], "a structural system runs beside one that touches no component")
	assert.Equal(t, st["spawns"]+1, st["after structural"], "but not beside one that reads components")
	assert.Equal(t, st["after structural"]+1, st["guarded"], "a system with a run condition starts a stage")
	assert.Equal(t, st["guarded"], st["beside guarded"], "and others may join it")
}

// TestWritersRunOneAtATime: two systems that write the same component, or
// the same resource, never share a stage, even when neither reads
// anything; a system declared Exclusive runs alone on either side.
func TestWritersRunOneAtATime(t *testing.T) {
	w, s, add := declaredScheduler()
	add("writes health", func(w *ecs.World, a *ecs.Access) { ecs.Writes[Health](w, a) })
	add("writes health too", func(w *ecs.World, a *ecs.Access) { ecs.Writes[Health](w, a) })
	add("writes tally", func(w *ecs.World, a *ecs.Access) { ecs.WritesResource[tally](a) })
	add("writes tally too", func(w *ecs.World, a *ecs.Access) { ecs.WritesResource[tally](a) })
	add("exclusive", func(w *ecs.World, a *ecs.Access) { a.Exclusive() })
	add("after exclusive", func(w *ecs.World, a *ecs.Access) { ecs.WritesResource[gate](a) })
	add("beside", func(w *ecs.World, a *ecs.Access) { ecs.Reads[Name](w, a) })
	require.NoError(t, s.Init())
	s.Frame(0)

	st := stageOf(w)
	assert.Equal(t, st["writes health"]+1, st["writes health too"], "one writer of a component at a time")
	assert.Equal(t, st["writes health too"], st["writes tally"], "a component and a resource do not meet")
	assert.Equal(t, st["writes tally"]+1, st["writes tally too"], "one writer of a resource at a time")
	assert.Equal(t, st["writes tally too"]+1, st["exclusive"], "an exclusive system joins no stage")
	assert.Equal(t, st["exclusive"]+1, st["after exclusive"], "and no system joins its stage")
	assert.Equal(t, st["after exclusive"], st["beside"], "the stage after it is open again")
}

func TestQueriesDeclareTheirComponents(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, time.Second/60)
	movers := ecs.NewQuery2[Transform, RigidBody](w)
	healthy := ecs.NewQuery1[Health](w, ecs.With[Name]())
	s.Add(ecs.Update, "writes movers", declared{declare: func(w *ecs.World, a *ecs.Access) { a.WritesQuery(movers) }})
	s.Add(ecs.Update, "reads healthy", declared{declare: func(w *ecs.World, a *ecs.Access) { a.ReadsQuery(healthy) }})
	s.Add(ecs.Update, "writes names", declared{declare: func(w *ecs.World, a *ecs.Access) { ecs.Writes[Name](w, a) }})
	s.Add(ecs.Update, "reads bodies", declared{declare: func(w *ecs.World, a *ecs.Access) { ecs.Reads[RigidBody](w, a) }})
	require.NoError(t, s.Init())
	s.Frame(0)
	st := stageOf(w)
	assert.Equal(t, st["writes movers"], st["reads healthy"])
	assert.Equal(t, st["reads healthy"]+1, st["writes names"], "a With filter's type counts as read")
	assert.Equal(t, st["writes names"], st["reads bodies"], "names and bodies do not meet")
	assert.NotEqual(t, st["writes movers"], st["reads bodies"])
}

// TestParallelStageRunsItsSystemsAtTheSameTime: two systems of one stage
// meet at a rendezvous, which only works if both run at once; serially
// the first would wait for ever, so it gives up after a few seconds and
// the test fails.
func TestParallelStageRunsItsSystemsAtTheSameTime(t *testing.T) {
	w := ecs.NewWorld()
	s := ecs.NewScheduler(w, time.Second/60)
	s.SetParallel(true)
	meet := make(chan struct{})
	met := make(chan bool, 2)
	wait := func(*ecs.World) {
		select {
		case meet <- struct{}{}:
			met <- true
		case <-meet:
			met <- true
		case <-time.After(5 * time.Second):
			met <- false
		}
	}
	s.Add(ecs.Update, "left", declared{declare: func(w *ecs.World, a *ecs.Access) { ecs.Writes[Transform](w, a) }, update: wait})
	s.Add(ecs.Update, "right", declared{declare: func(w *ecs.World, a *ecs.Access) { ecs.Writes[Health](w, a) }, update: wait})
	require.NoError(t, s.Init())
	s.Frame(0)
	first, second := <-met, <-met
	assert.True(t, first, "the first system met the second")
	assert.True(t, second, "the second system met the first")
	assert.True(t, ecs.GetResource[ecs.SystemStats](w).Parallel)
	for _, st := range ecs.GetResource[ecs.SystemStats](w).Systems {
		assert.Equal(t, 1, st.Calls, st.Name)
	}
	s.Shutdown()
}

// TestParallelStageRePanics: a panic in a system that ran beside another
// reaches the caller of Frame, with its value, and the lock its range loop
// held is released by then.
func TestParallelStageRePanics(t *testing.T) {
	w := ecs.NewWorld()
	w.NewEntity(ecs.Box(Health{1}))
	s := ecs.NewScheduler(w, time.Second/60)
	s.SetParallel(true)
	s.Add(ecs.Update, "fine", declared{declare: func(w *ecs.World, a *ecs.Access) { ecs.Writes[Transform](w, a) }})
	s.Add(ecs.Update, "broken", declared{declare: func(w *ecs.World, a *ecs.Access) { ecs.Writes[Health](w, a) },
		update: func(w *ecs.World) {
			for range ecs.NewQuery1[Health](w).All() {
				panic("broken system")
			}
		}})
	require.NoError(t, s.Init())
	assert.PanicsWithValue(t, "broken system", func() { s.Frame(0) })
	assert.Equal(t, 0, stageOf(w)["fine"]-stageOf(w)["broken"], "the two ran in one stage")
	assert.False(t, w.Locked())
	s.Shutdown()
}

// TestParallelGivesTheSameWorld runs a small simulation with systems
// that share stages, once in turn and once in parallel, and compares the
// world hashes after every frame. Under -race it also shows that the
// systems of a stage touch nothing in common.
func TestParallelGivesTheSameWorld(t *testing.T) {
	run := func(parallel bool) []uint64 {
		w := ecs.NewWorld()
		ecs.AddResource(w, &tally{})
		for i := range 200 {
			w.NewEntity(ecs.Box(Transform{}), ecs.Box(RigidBody{Velocity: Vec3{float32(i), 1, 0}}), ecs.Box(Health{HP: i}))
		}
		s := ecs.NewScheduler(w, time.Second/60)
		s.SetParallel(parallel)
		movers := ecs.NewQuery2[Transform, RigidBody](w)
		healths := ecs.NewQuery1[Health](w)
		s.Add(ecs.FixedUpdate, "move", declared{
			declare: func(w *ecs.World, a *ecs.Access) { ecs.Writes[Transform](w, a); ecs.Reads[RigidBody](w, a) },
			update: func(*ecs.World) {
				for t := range movers.Tables() {
					ts, rbs := t.Columns()
					for i := range ts {
						ts[i].Position[0] += rbs[i].Velocity[0] / 60
					}
				}
			}})
		s.Add(ecs.FixedUpdate, "decay", declared{
			declare: func(w *ecs.World, a *ecs.Access) { a.WritesQuery(healths) },
			update: func(*ecs.World) {
				for t := range healths.Tables() {
					hs := t.Columns()
					for i := range hs {
						hs[i].HP = hs[i].HP*7%101 + 1
					}
				}
			}})
		s.Add(ecs.FixedUpdate, "count", declared{
			declare: func(w *ecs.World, a *ecs.Access) { ecs.WritesResource[tally](a) },
			update:  func(w *ecs.World) { ecs.GetResource[tally](w).n++ }})
		s.Add(ecs.FixedUpdate, "spawn", declared{
			declare: func(w *ecs.World, a *ecs.Access) { a.Structural(); ecs.ReadsResource[tally](a) },
			update: func(w *ecs.World) {
				if n := ecs.GetResource[tally](w).n; n%10 == 0 {
					w.Commands().NewEntity(ecs.Box(Transform{}), ecs.Box(RigidBody{Velocity: Vec3{float32(n), 0, 0}}), ecs.Box(Health{HP: n}))
				}
			}})
		require.NoError(t, s.Init())
		var hashes []uint64
		for range 60 {
			s.Frame(time.Second / 60)
			hashes = append(hashes, w.Hash())
		}
		s.Shutdown()
		return hashes
	}
	assert.Equal(t, run(false), run(true))
}

// BenchmarkStage is one frame of three small systems that share a stage
// (each writes its own resource), run in turn and side by side: what
// starting a stage's systems on other goroutines and waiting for them
// costs when the systems themselves cost next to nothing.
func BenchmarkStage(b *testing.B) {
	type a struct{ n int }
	type c struct{ n int }
	for _, parallel := range []bool{false, true} {
		name := "serial"
		if parallel {
			name = "parallel"
		}
		b.Run(name, func(b *testing.B) {
			w := ecs.NewWorld()
			ecs.AddResource(w, &a{})
			ecs.AddResource(w, &tally{})
			ecs.AddResource(w, &c{})
			s := ecs.NewScheduler(w, time.Second/60)
			s.SetParallel(parallel)
			s.Add(ecs.Update, "a", declared{declare: func(_ *ecs.World, ac *ecs.Access) { ecs.WritesResource[a](ac) },
				update: func(w *ecs.World) { ecs.GetResource[a](w).n++ }})
			s.Add(ecs.Update, "b", declared{declare: func(_ *ecs.World, ac *ecs.Access) { ecs.WritesResource[tally](ac) },
				update: func(w *ecs.World) { ecs.GetResource[tally](w).n++ }})
			s.Add(ecs.Update, "c", declared{declare: func(_ *ecs.World, ac *ecs.Access) { ecs.WritesResource[c](ac) },
				update: func(w *ecs.World) { ecs.GetResource[c](w).n++ }})
			if err := s.Init(); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				s.Frame(0)
			}
			s.Shutdown()
		})
	}
}
