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
// A pool of one runs everything on the calling goroutine: the serial
// behaviour, for measurements and for machines with one core.
type Workers struct {
	n       int
	helpers []*parking // one per helper goroutine (workers 1..n-1)
	caller  parking    // where the calling goroutine waits for the helpers
	job     func(worker int)
	runs    atomic.Uint64 // bumped once per run: the helpers' signal to start
	busy    atomic.Int32  // helpers still working on the current run
	stop    atomic.Bool   // set by Close
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
	ws.stop.Store(true)
	for _, h := range ws.helpers {
		h.wake()
	}
}

// run calls job(0) on the calling goroutine and job(1) ... job(n-1) on the
// helpers, and returns when all have returned. A panic in any of them is
// raised again here, on the calling goroutine, after every job has ended.
func (ws *Workers) run(job func(worker int)) {
	if ws.closed {
		panic("ecs: Workers used after Close; make a new pool with NewWorkers")
	}
	if ws.n == 1 {
		job(0)
		return
	}
	ws.start()
	ws.job = job
	ws.busy.Store(int32(ws.n - 1))
	ws.runs.Add(1) // publishes job: a helper reads it after it sees the new count
	for _, h := range ws.helpers {
		h.wake()
	}
	ws.guarded(0)
	ws.caller.await(ws.helpersDone, 0)
	ws.job = nil
	if p := ws.panicked.Swap(nil); p != nil {
		panic(p.value)
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
	for seen := uint64(0); ; seen++ {
		p.await(ws.newRun, seen)
		if ws.stop.Load() {
			return
		}
		ws.guarded(worker)
		if ws.busy.Add(-1) == 0 {
			ws.caller.wake()
		}
	}
}

// newRun reports whether a run after the seen-th has begun, or the pool
// is closing: what a helper waits for.
func (ws *Workers) newRun(seen uint64) bool { return ws.runs.Load() != seen || ws.stop.Load() }

// helpersDone reports whether every helper has finished the current run:
// what the caller waits for.
func (ws *Workers) helpersDone(uint64) bool { return ws.busy.Load() == 0 }

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

// ChunkRows is the most rows a chunk of a parallel query holds. Small
// enough that two workers share a 10,000-row table and that chunks of
// unequal cost even out; large enough that taking a chunk (one atomic add)
// is lost in the work on its rows.
const ChunkRows = 4096

// reset empties the plan for a new run.
func (p *chunkPlan) reset() {
	p.chunks = p.chunks[:0]
	p.next.Store(0)
}

// add cuts the match-th table, of n rows, into chunks.
func (p *chunkPlan) add(match, n int) {
	for lo := 0; lo < n; lo += ChunkRows {
		p.chunks = append(p.chunks, chunk{match, lo, min(lo+ChunkRows, n)})
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
