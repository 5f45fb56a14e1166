package ecs_test

import (
	"fmt"
	"testing"
	"time"

	"cubefall/ecs"
)

func BenchmarkZZFrame(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%d/w%d", n, workers), func(b *testing.B) {
				ws := ecs.NewWorkers(workers)
				defer ws.Close()
				q := ecs.NewQuery3[Transform, RigidBody, Gravity](physicsWorld(n))
				var total time.Duration
				for b.Loop() {
					time.Sleep(2 * time.Millisecond)
					t0 := time.Now()
					q.Parallel(ws, fall)
					q.Parallel(ws, fall)
					q.Parallel(ws, fall)
					total += time.Since(t0)
				}
				b.ReportMetric(float64(total.Nanoseconds())/float64(b.N), "callns/op")
			})
		}
	}
}
