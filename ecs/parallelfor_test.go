package ecs_test

import (
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
)

// For hands every index to exactly one call, with any number of workers.
func TestForVisitsEveryIndexOnce(t *testing.T) {
	for _, workers := range []int{1, 2, 4} {
		ws := ecs.NewWorkers(workers)
		for _, n := range []int{0, 1, 2, 3, 100, 1000} {
			seen := make([]atomic.Int32, n)
			for range 3 {
				ws.For(n, func(i int) { seen[i].Add(1) })
			}
			for i := range seen {
				assert.EqualValues(t, 3, seen[i].Load(), "workers=%d n=%d index %d", workers, n, i)
			}
		}
		ws.Close()
	}
}

// For returns only when every piece has returned, those a helper took as
// well: a piece still running after For would race with whatever the
// caller does next.
func TestForWaitsForEveryPiece(t *testing.T) {
	ws := ecs.NewWorkers(2)
	defer ws.Close()
	for range 20 {
		var done atomic.Int32
		ws.For(8, func(int) {
			time.Sleep(200 * time.Microsecond)
			done.Add(1)
		})
		assert.EqualValues(t, 8, done.Load())
	}
}

func TestForRaisesAPanicOnTheCaller(t *testing.T) {
	ws := ecs.NewWorkers(3)
	defer ws.Close()
	assert.PanicsWithValue(t, "piece 7", func() {
		ws.For(50, func(i int) {
			if i == 7 {
				panic(fmt.Sprint("piece ", i))
			}
		})
	})
	var calls atomic.Int32
	ws.For(10, func(int) { calls.Add(1) })
	assert.EqualValues(t, 10, calls.Load(), "the pool still works after a panic")
	assert.Panics(t, func() { ws.For(-1, func(int) {}) })
}

// squares is a For body kept as a method value, as a system would.
type squares struct{ out []int }

func (s *squares) piece(i int) { s.out[i] = i * i }

func TestForAllocatesNothing(t *testing.T) {
	ws := ecs.NewWorkers(2)
	defer ws.Close()
	s := &squares{out: make([]int, 64)}
	fn := s.piece
	ws.For(64, fn)
	assert.Zero(t, testing.AllocsPerRun(20, func() { ws.For(64, fn) }))
	assert.Equal(t, 63*63, s.out[63])
}

// Each call fills its own piece of out, so the result is the same with one
// worker or four.
func ExampleWorkers_For() {
	ws := ecs.NewWorkers(4)
	defer ws.Close()
	out := make([]int, 8)
	ws.For(len(out), func(i int) { out[i] = i * i })
	fmt.Println(out)
	// Output: [0 1 4 9 16 25 36 49]
}

// Calling the pool from inside one of its own runs is refused with a
// message: the pool has one run's state, which the inner call would
// overwrite, silently skipping the outer run's pieces.
func TestForInsideForPanics(t *testing.T) {
	ws := ecs.NewWorkers(2)
	defer ws.Close()
	want := []string{"Workers pool was used while one of its runs was under way", "serially inside the piece", "pool of its own"}
	assertPanicMentions(t, func() {
		ws.For(8, func(int) { ws.For(4, func(int) {}) })
	}, want...)
	q := ecs.NewQuery1[Health](countingWorld(2 * ecs.MinChunksPerWorker * ecs.ChunkRows)) // big enough to share
	assertPanicMentions(t, func() {
		ws.For(8, func(i int) {
			if i == 0 { // one piece only: a query is not safe for concurrent use itself
				q.Parallel(ws, func(ecs.Chunk1[Health]) {})
			}
		})
	}, want...)

	var calls atomic.Int32 // the pool still works afterwards
	ws.For(8, func(int) { calls.Add(1) })
	assert.Equal(t, int32(8), calls.Load())

	serial := ecs.NewWorkers(1) // a pool of one runs inner calls in place
	calls.Store(0)
	serial.For(3, func(int) { serial.For(2, func(int) { calls.Add(1) }) })
	assert.Equal(t, int32(6), calls.Load())
}
