package ecs

import "sync/atomic"

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
// worker runs on the caller alone: see [minChunksPerWorker]); large enough
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
