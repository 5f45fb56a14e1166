package ecs_test

import (
	"fmt"
	"math"
	"testing"

	"cubefall/ecs"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countingWorld has one table per size given, each entity's Health.HP
// set to 0.
func countingWorld(sizes ...int) *ecs.World {
	w := ecs.NewWorld()
	for i, n := range sizes {
		if i%2 == 0 {
			w.NewEntities(n, ecs.Box(Health{}))
		} else {
			w.NewEntities(n, ecs.Box(Health{}), ecs.Box(Name{"second table"}))
		}
	}
	return w
}

// Every matching row is handed to exactly one chunk, whatever the number
// of workers and however the table sizes fall around the chunk size.
func TestParallelVisitsEveryRowOnce(t *testing.T) {
	for _, workers := range []int{1, 2, 4} {
		t.Run(fmt.Sprint(workers, " workers"), func(t *testing.T) {
			ws := ecs.NewWorkers(workers)
			defer ws.Close()
			w := countingWorld(0, 1, ecs.ChunkRows-1, ecs.ChunkRows, ecs.ChunkRows+1, 10_000)
			q := ecs.NewQuery1[Health](w)
			for range 3 {
				q.Parallel(ws, func(c ecs.Chunk1[Health]) {
					hs := c.Columns()
					for i := range hs {
						hs[i].HP++
					}
				})
			}
			total := 0
			for _, h := range q.All() {
				require.Equal(t, 3, h.HP, "every row visited once per run")
				total++
			}
			assert.Equal(t, 1+ecs.ChunkRows-1+ecs.ChunkRows+ecs.ChunkRows+1+10_000, total)
			assert.False(t, w.Locked(), "unlocked after the run")
		})
	}
}

// positions returns every entity's position bits, in entity order.
func positions(w *ecs.World) []uint32 {
	var bits []uint32
	for _, tr := range ecs.NewQuery1[Transform](w).All() {
		for _, v := range tr.Position {
			bits = append(bits, math.Float32bits(v))
		}
	}
	return bits
}

// One worker or several give the same world, bit for bit.
func TestParallelMatchesSerial(t *testing.T) {
	run := func(workers int) []uint32 {
		ws := ecs.NewWorkers(workers)
		defer ws.Close()
		w := ecs.NewWorld()
		ecs.NewBatch3(w, 20_000, func(i int, _ ecs.Entity, tr *Transform, rb *RigidBody, g *Gravity) {
			rb.Velocity = Vec3{float32(i % 7), float32(i % 13), 1}
			g.Force = Vec3{0, -9.81 - float32(i%5), 0}
		})
		q := ecs.NewQuery3[Transform, RigidBody, Gravity](w)
		for range 60 {
			q.Parallel(ws, fall)
		}
		return positions(w)
	}
	serial := run(1)
	assert.Equal(t, serial, run(2))
	assert.Equal(t, serial, run(3))
}

// A panic in a chunk reaches the caller, after every worker stopped; the
// world is unlocked and the pool still works.
func TestParallelPanicReachesTheCaller(t *testing.T) {
	ws := ecs.NewWorkers(2)
	defer ws.Close()
	w := countingWorld(5 * ecs.ChunkRows)
	q := ecs.NewQuery1[Health](w)
	assert.PanicsWithValue(t, "boom", func() {
		q.Parallel(ws, func(c ecs.Chunk1[Health]) {
			if len(c.Columns()) > 0 {
				panic("boom")
			}
		})
	})
	assert.False(t, w.Locked())
	visited := 0
	q.Parallel(ws, func(t ecs.Chunk1[Health]) {}) // usable again
	for range q.All() {
		visited++
	}
	assert.Equal(t, 5*ecs.ChunkRows, visited)
}

// The world is locked while chunks run: a structural change panics, as in
// any other loop over a query.
func TestParallelLocksTheWorld(t *testing.T) {
	for _, workers := range []int{1, 2} {
		ws := ecs.NewWorkers(workers)
		w := countingWorld(10)
		q := ecs.NewQuery1[Health](w)
		assert.Panics(t, func() {
			q.Parallel(ws, func(t ecs.Chunk1[Health]) { w.NewEntity(ecs.Box(Health{})) })
		})
		assert.False(t, w.Locked())
		ws.Close()
	}
}

// A run allocates nothing once the plan has grown, so a system can run it
// every frame.
func TestParallelDoesNotAllocate(t *testing.T) {
	ws := ecs.NewWorkers(2)
	defer ws.Close()
	q := ecs.NewQuery3[Transform, RigidBody, Gravity](physicsWorld(5 * ecs.ChunkRows))
	q.Parallel(ws, fall)
	assert.Zero(t, testing.AllocsPerRun(20, func() { q.Parallel(ws, fall) }))
}

func TestWorkersMisuse(t *testing.T) {
	assertPanicMentions(t, func() { ecs.NewWorkers(0) },
		"NewWorkers(0)", "at least one worker", "pass 1")
	ws := ecs.NewWorkers(2)
	ws.Close()
	ws.Close() // twice is harmless
	q := ecs.NewQuery1[Health](countingWorld(3 * ecs.ChunkRows))
	assertPanicMentions(t, func() { q.Parallel(ws, func(ecs.Chunk1[Health]) {}) },
		"Workers used after Close", "new pool with NewWorkers")
}
