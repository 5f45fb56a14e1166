package systems

import (
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"

	"github.com/go-gl/mathgl/mgl32"
)

// The same per-cube animation, a beacon's pulse of colour, for 10,000
// cubes written two ways: as a behaviour script per cube, and as one
// system that loops over every glowing cube. The ratio is the price of
// the script form: a lookup of three components and an interface call
// per cube, where the system walks packed columns.

const beaconCubes = 10_000

// beaconWorld has n cubes, each a beacon with its Glow already made.
func beaconWorld(b testing.TB, n int) (*ecs.World, *Behaviours) {
	b.Helper()
	w := newWorld()
	bs := &Behaviours{}
	testworld.InitSystem(b, w, bs)
	ecs.NewBatch3(w, n, func(i int, _ ecs.Entity, bh *components.Behaviour, m *components.Mesh, g *components.Glow) {
		*bh = components.Behaviour{Name: "beacon", Period: 1 + float32(i%3)}
		*m = components.Mesh{Name: "cube", Color: mgl32.Vec3{1, 0.5, 0.2}}
		g.Base = m.Color
	})
	bs.Update(w) // binds every script: the benchmark measures the steady state
	return w, bs
}

// pulseSystem is the system form: one query, one loop, the same pulse.
type pulseSystem struct {
	q *ecs.Query3[components.Glow, components.Mesh, components.Behaviour]
}

func (p *pulseSystem) Update(w *ecs.World) {
	dt := float32(ecs.GetResource[ecs.Time](w).Delta)
	for t := range p.q.Tables() {
		gs, ms, bs := t.Columns()
		for i := range gs {
			pulse(&gs[i], &ms[i], bs[i].Period, dt)
		}
	}
}

// BenchmarkBeacons animates 10,000 beacon cubes by one frame; ns/entity
// is per cube.
func BenchmarkBeacons(b *testing.B) {
	b.Run("behaviours", func(b *testing.B) {
		w, bs := beaconWorld(b, beaconCubes)
		for b.Loop() {
			bs.Update(w)
		}
		reportPerCube(b, beaconCubes)
	})
	b.Run("system", func(b *testing.B) {
		w, _ := beaconWorld(b, beaconCubes)
		p := &pulseSystem{q: ecs.NewQuery3[components.Glow, components.Mesh, components.Behaviour](w)}
		for b.Loop() {
			p.Update(w)
		}
		reportPerCube(b, beaconCubes)
	})
}

func reportPerCube(b *testing.B, n int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/entity")
}

// TestBeaconFormsAgree checks that the benchmark's two forms do the same
// work: after the same steps, every cube has the same colour.
func TestBeaconFormsAgree(t *testing.T) {
	wb, bs := beaconWorld(t, 30)
	ws, _ := beaconWorld(t, 30)
	p := &pulseSystem{q: ecs.NewQuery3[components.Glow, components.Mesh, components.Behaviour](ws)}
	for range 7 {
		bs.Update(wb)
		p.Update(ws)
	}
	var got, want []mgl32.Vec3
	for _, m := range ecs.NewQuery1[components.Mesh](wb).All() {
		got = append(got, m.Color)
	}
	for _, m := range ecs.NewQuery1[components.Mesh](ws).All() {
		want = append(want, m.Color)
	}
	if len(got) != 30 || len(want) != 30 {
		t.Fatalf("got %d and %d cubes", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("cube %d: behaviour %v, system %v", i, got[i], want[i])
		}
	}
}
