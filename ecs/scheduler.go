package ecs

import (
	"fmt"
	"time"
)

// maxStepsPerFrame is the most fixed steps one frame runs: enough to catch
// up after a frame several times the fixed step, few enough that a slow
// machine drops time instead of falling ever further behind.
const maxStepsPerFrame = 5

// Scheduler runs systems in phases and records their times. Fixed-update
// systems run at a constant rate: each frame's time is added to an
// accumulator and one fixed step runs per whole fixed delta in it, at most
// maxStepsPerFrame (5), so that a slow frame cannot start a spiral of ever
// more catch-up steps (the excess time is dropped). A system added with
// [Scheduler.AddIf] runs only while its run condition holds. After every
// system the world's commands are applied (the sync point). Systems run
// one at a time, on the calling goroutine: a heavy system shares its own
// work among the [Workers] pool instead (see [Query3.Parallel]). A [Stop]
// request ends a frame early, between two fixed steps or two systems.
type Scheduler struct {
	w        *World
	systems  []entry
	fixed    time.Duration
	maxSteps int // the most fixed steps in one frame: maxStepsPerFrame, or a test's
	acc      time.Duration
	time     *Time
	stats    *SystemStats
	stop     *Stop
	pass     uint64 // counts Init's startup pass and every Frame, for per-frame stats
	started  bool   // Init has been called
}

// entry is one added system with when it runs.
type entry struct {
	sys      System
	phase    Phase
	cond     func(*World) bool // nil: always
	lastPass uint64            // the pass in which it last ran (0 = never)
}

// NewScheduler returns a scheduler for w with the given fixed time step (for
// example time.Second/60). It adds a [Time], a [SystemStats] and a [Stop]
// resource to w (or uses the ones already there). It panics if fixedDelta is not positive.
func NewScheduler(w *World, fixedDelta time.Duration) *Scheduler {
	if fixedDelta <= 0 {
		panic(fmt.Sprintf("ecs: NewScheduler: the fixed time step must be positive, got %v; pass for example time.Second/60", fixedDelta))
	}
	s := &Scheduler{w: w, fixed: fixedDelta, maxSteps: maxStepsPerFrame}
	s.time = resourceOrNew[Time](w)
	s.time.FixedDelta = fixedDelta.Seconds()
	if s.time.Scale == 0 {
		s.time.Scale = 1
	}
	s.stats = resourceOrNew[SystemStats](w)
	s.stop = resourceOrNew[Stop](w)
	return s
}

func resourceOrNew[T any](w *World) *T {
	if r, ok := TryResource[T](w); ok {
		return r
	}
	r := new(T)
	AddResource(w, r)
	return r
}

// Add adds a system to run in phase p. Systems of a phase run in the order
// they were added. name is shown in [SystemStats].
func (s *Scheduler) Add(p Phase, name string, sys System) {
	s.add("Add", p, name, nil, sys)
}

// AddIf adds a system like [Scheduler.Add] that runs only when cond reports
// true. cond reads the world (usually a resource) and must not change it.
// The scheduler asks cond each time the system is due (in
// [FixedUpdate], once per fixed step), right before it would run, so cond
// sees what the systems before it did. A skipped system is not called, timed
// or counted in [SystemStats], and its Init and Shutdown still run. The
// same cond may guard many systems: a game's pause is one condition on every
// simulation system, instead of a check each system must remember.
func (s *Scheduler) AddIf(p Phase, name string, cond func(w *World) bool, sys System) {
	if cond == nil {
		panic(fmt.Sprintf("ecs: Scheduler.AddIf %q: the run condition is nil; use Scheduler.Add for a system that always runs", name))
	}
	s.add("AddIf", p, name, cond, sys)
}

func (s *Scheduler) add(op string, p Phase, name string, cond func(*World) bool, sys System) {
	if s.started {
		panic(fmt.Sprintf("ecs: Scheduler.%s %q: the scheduler has already been initialised, so this system would never get its Init; add every system before calling Scheduler.Init", op, name))
	}
	if sys == nil {
		panic(fmt.Sprintf("ecs: Scheduler.%s %q: the system is nil; pass a value with an Update method, such as a pointer to a system struct", op, name))
	}
	if !p.known() {
		panic(fmt.Sprintf("ecs: Scheduler.%s %q: unknown phase %q; use ecs.Startup, ecs.FixedUpdate, ecs.Update or ecs.Render", op, name, p))
	}
	s.systems = append(s.systems, entry{sys: sys, phase: p, cond: cond})
	s.stats.Systems = append(s.stats.Systems, SystemStat{Name: name, Phase: p, System: sys})
}

// Init calls Init on every system that has an Init(*World) error method,
// in the order they were added, stopping at the first error; then it runs the Startup
// systems once. Call it once, after adding the systems and before the first
// Frame. It panics if called twice.
func (s *Scheduler) Init() error {
	if s.started {
		panic("ecs: Scheduler.Init: the scheduler has already been initialised; call Init once, after adding the systems")
	}
	s.started = true
	for i, e := range s.systems {
		if in, ok := e.sys.(initializer); ok {
			if err := in.Init(s.w); err != nil {
				return fmt.Errorf("ecs: init system %q: %w", s.stats.Systems[i].Name, err)
			}
		}
	}
	s.time.Delta = 0
	s.pass++
	s.runPhase(Startup)
	return nil
}

// Frame advances the simulation by dt: it runs the FixedUpdate systems once
// per whole fixed step in the accumulated time (at most maxStepsPerFrame), then
// the Update systems and then the Render systems, applying commands after
// every system. A negative dt counts as 0. Once a [Stop] is requested it
// returns at the next point between two fixed steps or two systems: the
// world is then not at a frame's end, and a frame that begins after the
// request runs nothing.
func (s *Scheduler) Frame(dt time.Duration) {
	dt = max(dt, 0)
	s.pass++
	t := s.time
	t.Frame++
	t.FrameDelta = dt.Seconds()
	t.StepsThisFrame = 0
	s.acc += scaled(dt, t.Scale)
	fixedStart := time.Now()
	for s.acc >= s.fixed && t.StepsThisFrame < s.maxSteps && !s.stopping() {
		s.acc -= s.fixed
		t.StepsThisFrame++
		t.Steps++
		t.Delta = t.FixedDelta
		s.runPhase(FixedUpdate)
		t.Elapsed = float64(t.Steps) * t.FixedDelta
	}
	s.stats.FixedLast, s.stats.FixedStepsLast = time.Since(fixedStart), t.StepsThisFrame
	if s.acc >= s.fixed {
		s.acc %= s.fixed // too far behind: drop the excess time
	}
	t.Alpha = float64(s.acc) / float64(s.fixed)
	t.Delta = t.FrameDelta
	s.runPhase(Update)
	s.runPhase(Render)
}

// stopping reports whether a [Stop] has been requested.
func (s *Scheduler) stopping() bool { return s.stop.Requested() }

// scaled is dt × scale for the fixed-step accumulator; a scale of exactly
// 1 leaves dt untouched, so real-time runs add the very same durations.
func scaled(dt time.Duration, scale float64) time.Duration {
	if scale == 1 {
		return dt
	}
	return time.Duration(float64(dt) * max(scale, 0))
}

// runPhase runs every system of phase p whose run condition holds once,
// in the order they were added, timing each and applying commands after
// each. It runs no further system once a [Stop] is requested.
func (s *Scheduler) runPhase(p Phase) {
	for i := range s.systems {
		if s.systems[i].phase != p {
			continue
		}
		if s.stopping() {
			return
		}
		if s.due(i) {
			s.run(i)
		}
	}
}

// due reports whether system i's run condition holds (or it has none).
func (s *Scheduler) due(i int) bool {
	e := &s.systems[i]
	return e.cond == nil || e.cond(s.w)
}

// run runs system i alone, then applies the commands it recorded.
func (s *Scheduler) run(i int) {
	e := &s.systems[i]
	start := time.Now()
	s.w.runSystem(true)
	s.update(e.sys)
	s.w.runSystem(false)
	mustNotLeaveLocked(s.w, func() string { return fmt.Sprintf("system %q", s.stats.Systems[i].Name) })
	s.w.ApplyCommands()
	s.record(i, time.Since(start))
}

// update runs sys, and if it panics, releases the world's locks it left
// before the panic goes on (the package doc's Iteration section says why
// a range loop leaves them).
func (s *Scheduler) update(sys System) {
	held, finished := s.w.locks.Load(), false
	defer s.w.unlockOnPanic(held, &finished)
	sys.Update(s.w)
	finished = true
}

// mustNotLeaveLocked panics if the system who names returned with the
// world locked by a loop it never finished. who is called only then, so the check costs nothing
// when all is well.
func mustNotLeaveLocked(w *World, who func() string) {
	if w.locked() {
		panic("ecs: " + who() + " returned with the world still locked by a query loop; finish every loop it starts (a loop pulled with iter.Pull needs its stop called)")
	}
}

// record adds one run of d to system i's stats.
func (s *Scheduler) record(i int, d time.Duration) {
	e := &s.systems[i]
	st := &s.stats.Systems[i]
	if e.lastPass != s.pass { // first call in this frame
		e.lastPass = s.pass
		st.Frames++
		st.Last = 0
	}
	st.Last += d
	st.Total += d
	st.Calls++
}

// Shutdown calls Shutdown on every system that has a Shutdown(*World) method, in
// the reverse of the order they were added.
func (s *Scheduler) Shutdown() {
	for i := len(s.systems) - 1; i >= 0; i-- {
		if sd, ok := s.systems[i].sys.(shutdowner); ok {
			sd.Shutdown(s.w)
		}
	}
}
