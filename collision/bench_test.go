package collision

import (
	"testing"
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
			Reference(bs, ss, w.grounds)
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
