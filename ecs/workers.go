package ecs

import (
	"fmt"
	"sync/atomic"
)

// Workers is a fixed pool of goroutines for the parallel form of a query
// ([Query3.Parallel]): the matching rows are cut into chunks, and the
// workers take chunks until none is left. The goroutines are started once,
// the first time there is work for more than one, and wait between runs,
// so a frame that runs a parallel query starts no goroutine and allocates
// nothing.
//
// Why chunks, and why results stay the same: each chunk is a range of rows
// of one table, and the function a system passes works on its chunk's rows
// alone. No two workers touch the same row, so no locks are needed, and a
// row's result does not depend on which worker computed it or when:
// one worker or eight give the same world, bit for bit.
//
// Why a helper may sit a run out: waking a sleeping goroutine can take
// longer than a small run's whole work. The caller does not wait for a
// helper that has not begun: once its own share is done (no chunk is
// left), it closes the run to latecomers and waits only for the helpers
// already at work. A run of three chunks therefore never costs more than
// the caller doing them alone, plus the wake-up call.
//
// A pool of one runs everything on the calling goroutine: the serial
// behaviour, for measurements and for machines with one core.
type Workers struct {
	n       int
	helpers []*parking // one per helper goroutine (workers 1..n-1)
	caller  parking    // where the calling goroutine waits for the helpers
	job     func(worker int)
	runs    atomic.Uint64 // bumped once per run: the helpers' signal to start
	seats   atomic.Int64  // helpers at work on the current run, plus runClosed once the caller's share is done
	stop    atomic.Bool   // set by Close
	busy    atomic.Bool   // a run is under way: see enter
	started bool
	closed  bool

	panicked atomic.Pointer[workerPanic] // the first panic of a run, handed to the caller
	forState                             // the For run under way, see parallelfor.go
}

// runClosed is the bit of Workers.seats that turns latecomers away.
const runClosed = 1 << 32

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
	ws.stop.Store(true)
	for _, h := range ws.helpers {
		h.wake()
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
// has one job, one set of seats and one For state, so a second run started
// inside the first (a For or parallel query called from one of its pieces)
// or beside it (from another goroutine) would overwrite the first's and
// silently skip part of its work.
func (ws *Workers) enter() {
	if !ws.busy.CompareAndSwap(false, true) {
		panic("ecs: a Workers pool was used while one of its runs was under way (a For or parallel query called inside another, or from two goroutines at once); do the inner work serially inside the piece, or give the other goroutine a pool of its own")
	}
}

// leave marks the run as over.
func (ws *Workers) leave() { ws.busy.Store(false) }

// dispatch is run for a pool of two or more, once the run is entered.
func (ws *Workers) dispatch(job func(worker int)) {
	ws.start()
	ws.job = job
	ws.seats.Store(0) // publishes job: a helper reads it after it takes a seat
	ws.runs.Add(1)
	for _, h := range ws.helpers {
		h.wake()
	}
	ws.guarded(0)
	if ws.seats.Or(runClosed) != 0 { // some helpers are still at work
		ws.caller.await(ws.helpersGone, 0)
	}
	ws.job = nil
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
func (ws *Workers) start() {
	if ws.started {
		return
	}
	ws.started = true
	ws.caller.init()
	ws.helpers = make([]*parking, ws.n-1)
	for i := range ws.helpers {
		ws.helpers[i] = new(parking)
		ws.helpers[i].init()
		go ws.helper(i+1, ws.helpers[i])
	}
}

// helper is one helper goroutine: it runs the current job each time the
// run count moves on, until the pool is closed.
func (ws *Workers) helper(worker int, p *parking) {
	for seen := uint64(0); ; {
		p.await(ws.newRun, seen)
		if ws.stop.Load() {
			return
		}
		seen = ws.runs.Load()
		if ws.takeSeat() {
			ws.guarded(worker)
			ws.leaveSeat()
		}
	}
}

// takeSeat joins the current run, unless the caller has closed it (it has
// done the work already). A helper that arrives as the next run opens
// joins that one: the job it reads is that run's.
func (ws *Workers) takeSeat() bool {
	for {
		s := ws.seats.Load()
		if s&runClosed != 0 {
			return false
		}
		if ws.seats.CompareAndSwap(s, s+1) {
			return true
		}
	}
}

// leaveSeat ends a helper's share, waking the caller if it waits for the
// last one.
func (ws *Workers) leaveSeat() {
	if ws.seats.Add(-1) == runClosed {
		ws.caller.wake()
	}
}

// newRun reports whether a run after the seen-th has begun, or the pool
// is closing: what a helper waits for.
func (ws *Workers) newRun(seen uint64) bool { return ws.runs.Load() != seen || ws.stop.Load() }

// helpersGone reports whether every helper that joined the closed run has
// finished: what the caller waits for.
func (ws *Workers) helpersGone(uint64) bool { return ws.seats.Load() == runClosed }

// guarded runs the current job for worker and keeps the first panic for
// the caller, so that a panicking chunk neither kills the process from a
// goroutine nobody waits on nor leaves the others running.
func (ws *Workers) guarded(worker int) {
	defer func() {
		if v := recover(); v != nil {
			ws.panicked.CompareAndSwap(nil, &workerPanic{v})
		}
	}()
	ws.job(worker)
}

// chunkPlan is the non-generic half of a parallel query run: the chunks of
// rows to process and the counter the workers take them from. A query
// keeps one and reuses its slice, so a run allocates nothing once the
// slice has grown.
type chunkPlan struct {
	chunks []chunk
	next   atomic.Int64
}

// chunk is rows [lo, hi) of the query's match-th table.
type chunk struct{ match, lo, hi int }

// chunkRows is the most rows a chunk of a parallel query holds. Small
// enough that a large table makes many chunks, so that chunks of unequal
// cost even out over the workers (a table too small for two chunks a
// worker runs on the caller alone: see minChunksPerWorker); large enough
// that taking a chunk (one atomic add) is lost in the work on its rows.
const chunkRows = 4096

// minChunksPerWorker is the fewest chunks per worker for which a parallel
// query wakes the helpers; with fewer it runs them on the calling
// goroutine. Waking a sleeping helper costs microseconds, tens of them on
// a busy or virtual machine, and the caller then waits for the chunk the
// helper took: for a query of a few chunks (10,000 cubes are three) that
// costs more than the helper saves, while at two chunks a worker the
// caller always has a chunk of its own to do during the wake-up.
const minChunksPerWorker = 2

// worthSharing reports whether the plan has chunks enough to wake the
// helpers of ws for.
func (p *chunkPlan) worthSharing(ws *Workers) bool {
	ws.checkOpen()
	return ws.Len() > 1 && len(p.chunks) >= minChunksPerWorker*ws.Len()
}

// reset empties the plan for a new run.
func (p *chunkPlan) reset() {
	p.chunks = p.chunks[:0]
	p.next.Store(0)
}

// add cuts the match-th table, of n rows, into chunks.
func (p *chunkPlan) add(match, n int) {
	for lo := 0; lo < n; lo += chunkRows {
		p.chunks = append(p.chunks, chunk{match, lo, min(lo+chunkRows, n)})
	}
}

// take hands out the next chunk, or false when none is left.
func (p *chunkPlan) take() (chunk, bool) {
	i := int(p.next.Add(1) - 1)
	if i >= len(p.chunks) {
		return chunk{}, false
	}
	return p.chunks[i], true
}
