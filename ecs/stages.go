package ecs

import (
	"fmt"
	"sync"
	"time"
)

// A phase's systems are cut into stages: runs of consecutive systems, in
// the order they were added, in which no two conflict (see [Access]).
// With parallel scheduling on, the systems of a stage run at the same
// time, and the stage ends when the last of them returns: that is the
// sync point where their commands are applied, in the order the systems
// were added, and their times recorded. With it off, every stage is run
// one system after the other, as if each were a stage of its own.
//
// Why the result is the same either way: a system in a stage sees the
// world as every earlier stage left it, exactly as when run in turn, and
// nothing another system of its stage does can reach it, because nothing
// one of them writes is read or written by another. Structural changes
// wait for the sync point in both cases (commands), or make a system run
// apart from every system that touches components (Structural).
//
// The cut is greedy and made once, when the scheduler starts: a system
// joins the stage before it unless it conflicts with a system already in
// it, declared nothing (exclusive), or has a run condition. A condition is
// asked when its system is due and may read anything earlier systems
// wrote, so a conditional system starts a stage of its own making.

// planStages cuts the systems of every phase into stages; accesses[i] is
// the access of system i, nil for one that declared nothing.
func planStages(phases []Phase, conds []bool, accesses []*Access) [][]int {
	var stages [][]int
	var cur []int
	for i, p := range phases {
		if len(cur) > 0 && (phases[cur[0]] != p || !joins(i, cur, conds, accesses)) {
			stages, cur = append(stages, cur), nil
		}
		cur = append(cur, i)
	}
	if len(cur) > 0 {
		stages = append(stages, cur)
	}
	return stages
}

// joins reports whether system i may run beside every system of stage.
func joins(i int, stage []int, conds []bool, accesses []*Access) bool {
	if conds[i] || accesses[i] == nil {
		return false
	}
	for _, j := range stage {
		if accesses[j] == nil || accesses[i].conflicts(accesses[j]) {
			return false
		}
	}
	return true
}

// stageRunners are the goroutines that run a stage's systems beside the
// calling one. They start once, when the first stage of two or more
// systems runs, and wait between stages, so a frame starts no goroutine.
type stageRunners struct {
	wake  []chan func()
	done  sync.WaitGroup
	mu    sync.Mutex
	panic any // the first panic of a stage, re-raised by run
}

// run calls every job, jobs[0] on the calling goroutine and the others on
// runners, and returns when all have returned. A panic in any job is
// re-raised here, after the others have finished.
func (r *stageRunners) run(jobs []func()) {
	for len(r.wake) < len(jobs)-1 {
		c := make(chan func())
		r.wake = append(r.wake, c)
		go r.serve(c)
	}
	r.done.Add(len(jobs) - 1)
	for k, job := range jobs[1:] {
		r.wake[k] <- job
	}
	r.call(jobs[0])
	r.done.Wait()
	if p := r.panic; p != nil {
		r.panic = nil
		panic(p)
	}
}

// serve runs the jobs sent on c until c is closed.
func (r *stageRunners) serve(c chan func()) {
	for job := range c {
		r.call(job)
		r.done.Done()
	}
}

// call runs job, keeping its panic for run.
func (r *stageRunners) call(job func()) {
	defer func() {
		if p := recover(); p != nil {
			r.mu.Lock()
			if r.panic == nil {
				r.panic = p
			}
			r.mu.Unlock()
		}
	}()
	job()
}

// stop ends the runners.
func (r *stageRunners) stop() {
	for _, c := range r.wake {
		close(c)
	}
	r.wake = nil
}

// timed runs sys and returns how long it took.
func timed(w *World, sys System) time.Duration {
	start := time.Now()
	sys.Update(w)
	return time.Since(start)
}

// mustNotLeaveLocked panics if a system returned with a query cursor open.
func mustNotLeaveLocked(w *World, name string) {
	if w.Locked() {
		panic(fmt.Sprintf("ecs: system %q returned with a query cursor still open; call Close on a cursor when leaving its loop early", name))
	}
}
