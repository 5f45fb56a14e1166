package collision

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// BenchmarkStep is one collision step of the engine alone, beside the
// plain step that defines it (Reference), on the same input: the awake
// bodies, sleepers and ground of a rain of 2,000 cubes of the default
// scene's recipe after 300 steps, when the first piles sleep and most
// cubes still fall. Each op hands the same bodies in again and steps them
// (the engine's sleepers stay handed in, as between two rebuilds); the
// reference's ratio to the engine is what the grid, the islands, the
// quiet pairs and the height maps buy at this size, on one goroutine:
//
//	go test -run '^$' -bench Step ./collision
func BenchmarkStep(b *testing.B) {
	w := rainTestWorld(2000)
	w.run(300)
	var in, sleepers []Body
	var sleeperIDs []int
	w.before = func(a, s []Body, ids []int) { in, sleepers, sleeperIDs = a, s, ids }
	w.step()
	b.Run("reference/2k", func(b *testing.B) {
		bs, ss := make([]Body, len(in)), make([]Body, len(sleepers))
		for b.Loop() {
			copy(bs, in)
			copy(ss, sleepers)
			Reference(bs, ss, w.grounds, nil, nil)
		}
		b.ReportMetric(float64(len(sleepers)), "asleep")
	})
	b.Run("engine/2k", func(b *testing.B) {
		var en Engine
		en.SetGrounds(w.grounds)
		en.Start(nil)
		en.BeginSleepers()
		for j, s := range sleepers {
			en.AddSleeper(ID(sleeperIDs[j]), s.pos, s.half, Material{s.restitution, s.friction})
		}
		en.EndSleepers()
		ids := w.awake
		for b.Loop() {
			en.Start(nil)
			en.Gather(len(in), 1)
			r := en.Run(0, 0, len(in))
			for i := range in {
				r.Put(i, ID(ids[i]), &in[i])
			}
			en.Step()
			en.Woken(nil)
		}
		b.ReportMetric(float64(len(sleepers)), "asleep")
	})
}

// landingStart and landingEnd bound the landing, the window of steps
// the performance page's "100,000 colliding cubes" section calls the
// landing: from the step after landingStart to landingEnd.
const landingStart, landingEnd = 100, 600

// BenchmarkLanding is the engine through the landing of the default
// scene at a hundred thousand cubes (landingTestWorld), on one goroutine
// and on two. The world is stepped to the eve of the landing once; each
// op reloads it (see reloaded), runs that step untimed (it gathers every
// sleeper and grows the engine's buffers, as a loaded world's first step
// does) and then the 500 steps of the landing, timing in each the
// engine's Step: the grid, the pairs and the solver, most of the collide
// system's time (the performance page's "broadphase" and "solve" parts).
// ms/step is their mean, p50-ms the median step. The game's headless run
// of the same landing times the collide system's copies to and from the
// ECS columns and the other systems besides, and moves more from run to
// run; this is the steadier yardstick for work on the engine's share:
//
//	go test -run '^$' -bench Landing ./collision
func BenchmarkLanding(b *testing.B) {
	eve := landingTestWorld(100_000)
	eve.par = goroutines(2)
	eve.run(landingStart - 1)
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("100k/workers=%d", workers), func(b *testing.B) {
			var steps []time.Duration
			for b.Loop() {
				b.StopTimer()
				w := eve.reloaded()
				w.par = goroutines(workers)
				w.step()
				b.StartTimer()
				for range landingEnd - landingStart {
					b.StopTimer()
					w.gatherStep()
					b.StartTimer()
					start := time.Now()
					w.en.Step()
					steps = append(steps, time.Since(start))
					b.StopTimer()
					w.scatter()
					b.StartTimer()
				}
			}
			reportSteps(b, steps)
		})
	}
}

// reportSteps reports the mean and the median of the steps' times, in
// milliseconds.
func reportSteps(b *testing.B, steps []time.Duration) {
	var sum time.Duration
	for _, d := range steps {
		sum += d
	}
	slices.Sort(steps)
	b.ReportMetric(sum.Seconds()*1e3/float64(len(steps)), "ms/step")
	b.ReportMetric(steps[len(steps)/2].Seconds()*1e3, "p50-ms")
}

// BenchmarkHugeAwakeBox is the engine with an awake body far too wide for
// the grid: 10,000 and 100,000 cubes raining onto a plate a million units
// wide that falls under them (hugeBoxTestWorld), on one goroutine. The
// world is stepped to the moment the first cubes land on the plate once;
// each op reloads it, runs a step untimed (it grows the engine's buffers)
// and times the engine's Step in each of the next 20: ms/step is their
// mean, p50-ms the median. The step must grow with the cubes, as it does
// without the plate (see wideawake.go); the performance page's bar holds
// the 100k row to 15 times the 10k one, 1.5 times the cost per cube:
//
//	go test -run '^$' -bench HugeAwakeBox ./collision
func BenchmarkHugeAwakeBox(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		eve := hugeBoxTestWorld(n)
		eve.run(hugeBoxEve)
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			var steps []time.Duration
			for b.Loop() {
				b.StopTimer()
				w := eve.reloaded()
				w.step()
				for range 20 {
					w.gatherStep()
					b.StartTimer()
					start := time.Now()
					w.en.Step()
					steps = append(steps, time.Since(start))
					b.StopTimer()
					w.scatter()
				}
				b.StartTimer()
			}
			reportSteps(b, steps)
		})
	}
}

// hugeBoxEve is how many steps BenchmarkHugeAwakeBox's worlds run
// before the timed ones: the plate has fallen a little, and the lowest
// cubes are landing on it.
const hugeBoxEve = 60
