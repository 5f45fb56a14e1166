package ecs

import (
	"fmt"
	"sync/atomic"
)

// For calls fn(i) for every i in [0, n), the indices shared out among the
// workers: each worker takes the next index with one atomic add until none
// is left. It returns when every call has returned; a panic in any call is
// raised again here, after the others have ended.
//
// For is the pool's tool for work that is not one query's rows: a system
// that cuts several queries' tables into pieces of its own, or makes two
// passes over the same pieces, numbers the pieces and hands the numbers to
// For. As with [Query3.Parallel], fn(i) must touch only what belongs to
// piece i, and must not change the world's structure; then the result does
// not depend on the number of workers. It allocates nothing if fn is a
// value made once (for example a method value kept in a field).
func (ws *Workers) For(n int, fn func(i int)) {
	if n < 0 {
		panic(fmt.Sprintf("ecs: Workers.For(%d): the count of pieces cannot be negative", n))
	}
	if ws.n == 1 || n <= 1 {
		for i := range n {
			fn(i)
		}
		return
	}
	ws.checkOpen()
	ws.enter() // before the For state is set, which a nested For would overwrite
	defer ws.leave()
	if ws.forJob == nil {
		ws.forJob = ws.forWorker
	}
	ws.forFn, ws.forN = fn, int64(n)
	ws.forNext.Store(0)
	defer func() { ws.forFn = nil }()
	ws.dispatch(ws.forJob)
}

// forWorker is one worker's share of a For run: indices until none is left.
func (ws *Workers) forWorker(int) {
	for i := ws.forNext.Add(1) - 1; i < ws.forN; i = ws.forNext.Add(1) - 1 {
		ws.forFn(int(i))
	}
}

// forState is what a For run under way shares with the workers.
type forState struct {
	forFn   func(i int)
	forN    int64
	forNext atomic.Int64
	forJob  func(worker int) // ws.forWorker, made once
}
