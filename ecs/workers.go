package ecs

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// Workers is a fixed pool of goroutines for the parallel form of a query
// ([Query3.Parallel]) and for [Workers.For]: the work is cut into pieces
// (a query's chunks of rows, For's indices), and the workers take pieces
// with one atomic add each until none is left. The goroutines are started
// once, the first time there is work for more than one, and wait between
// runs, so a run starts no goroutine and allocates nothing.
//
// Why pieces, and why results stay the same: each piece is work of its own
// (a chunk is a range of rows of one table), so no two workers touch the
// same row, no locks are needed, and a row's result does not depend on
// which worker computed it or when: one worker or eight give the same
// world, bit for bit.
//
// Why plain channels: each helper waits on a channel of its own for the
// next run's job, and the caller waits on a WaitGroup for the helpers to
// finish. That is the plain-Go way to hand work to goroutines that are
// already running. A sleeping helper takes microseconds to wake, which a
// run pays once; a query shares its chunks only when there are enough of
// them for that to be lost in the work (see minChunksPerWorker), and
// the ratios of two workers to one on the performance page
// (docs/performance.md, "Parallel iteration") include it.
//
// A pool of one runs everything on the calling goroutine: the serial
// behaviour, for measurements and for machines with one core.
type Workers struct {
	n       int
	wake    []chan func(worker int) // one per helper goroutine (workers 1..n-1)
	done    sync.WaitGroup          // the helpers still at work on the run
	busy    atomic.Bool             // a run is under way: see enter
	started bool
	closed  bool

	panicked atomic.Pointer[workerPanic] // the first panic of a run, handed to the caller
	forState                             // the For run under way, see parallelfor.go
}

// workerPanic carries a panic from a helper goroutine to the caller.
type workerPanic struct{ value any }

// NewWorkers returns a pool of n workers: the calling goroutine and n-1
// helpers. It panics if n is less than 1.
func NewWorkers(n int) *Workers {
	if n < 1 {
		panic(fmt.Sprintf("ecs: NewWorkers(%d): a pool needs at least one worker; pass 1 for serial work", n))
	}
	return &Workers{n: n}
}

// Len returns the number of workers, the calling goroutine included.
func (ws *Workers) Len() int { return ws.n }

// Close stops the helper goroutines. The pool must not be used afterwards.
func (ws *Workers) Close() {
	if ws.closed {
		return
	}
	ws.closed = true
	for _, c := range ws.wake {
		close(c)
	}
}

// run calls job(0) on the calling goroutine and job(1) ... job(n-1) on the
// helpers, and returns when all have returned. A panic in any of them is
// raised again here, on the calling goroutine, after every job has ended.
func (ws *Workers) run(job func(worker int)) {
	ws.checkOpen()
	if ws.n == 1 {
		job(0)
		return
	}
	ws.enter()
	defer ws.leave()
	ws.dispatch(job)
}

// enter marks a run as under way, and panics if one already is. The pool
// has one WaitGroup and one For state, so a second run started inside the
// first (a For or parallel query called from one of its pieces) or beside
// it (from another goroutine) would mix its work with the first's.
func (ws *Workers) enter() {
	if !ws.busy.CompareAndSwap(false, true) {
		panic("ecs: a Workers pool was used while one of its runs was under way (a For or parallel query called inside another, or from two goroutines at once); do the inner work serially inside the piece, or give the other goroutine a pool of its own")
	}
}

// leave marks the run as over.
func (ws *Workers) leave() { ws.busy.Store(false) }

// dispatch is run for a pool of two or more, once the run is entered: it
// hands job to every helper, does the caller's share, and waits for the
// helpers. A helper that wakes late finds no piece left and returns at
// once.
func (ws *Workers) dispatch(job func(worker int)) {
	ws.start()
	ws.done.Add(len(ws.wake))
	for _, c := range ws.wake {
		c <- job
	}
	ws.guarded(job, 0)
	ws.done.Wait()
	if p := ws.panicked.Swap(nil); p != nil {
		panic(p.value)
	}
}

// checkOpen panics if the pool has been closed.
func (ws *Workers) checkOpen() {
	if ws.closed {
		panic("ecs: Workers used after Close; make a new pool with NewWorkers")
	}
}

// start launches the helper goroutines the first time they are needed.
// Each channel holds one job, so handing a run out never waits for a
// helper to wake.
func (ws *Workers) start() {
	if ws.started {
		return
	}
	ws.started = true
	ws.wake = make([]chan func(int), ws.n-1)
	for i := range ws.wake {
		ws.wake[i] = make(chan func(int), 1)
		go ws.helper(i+1, ws.wake[i])
	}
}

// helper is one helper goroutine: it runs each job sent on c, until c is
// closed.
func (ws *Workers) helper(worker int, c chan func(int)) {
	for job := range c {
		ws.guarded(job, worker)
		ws.done.Done()
	}
}

// guarded runs job for worker and keeps the first panic for the caller,
// so that a panicking piece neither kills the process from a goroutine
// nobody waits on nor leaves the others running.
func (ws *Workers) guarded(job func(int), worker int) {
	defer func() {
		if v := recover(); v != nil {
			ws.panicked.CompareAndSwap(nil, &workerPanic{v})
		}
	}()
	job(worker)
}
