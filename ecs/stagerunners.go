package ecs

import (
	"sync"
	"time"
)

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

// mustNotLeaveLocked panics if the system or systems who names returned
// with a query cursor open. who is called only then, so the check costs
// nothing when all is well.
func mustNotLeaveLocked(w *World, who func() string) {
	if w.Locked() {
		panic("ecs: " + who() + " returned with a query cursor still open; call Close on a cursor when leaving its loop early")
	}
}
