package systems

import (
	"math"

	"cubefall/components"
	"cubefall/ecs"
)

// Beacon is the "beacon" behaviour: the entity's mesh pulses its colour,
// from dim to full and back, once every Period seconds. Its state (the
// colour it pulses around, and how far through the pulse it is) is a
// [components.Glow] component that OnCreate adds, so the Beacon value
// itself holds nothing.
type Beacon struct{}

// beaconDim is the darkest a beacon gets, as a fraction of its colour.
const beaconDim = 0.25

// OnCreate remembers the mesh colour in a Glow.
func (Beacon) OnCreate(w *ecs.World, e ecs.Entity) {
	if m, ok := ecs.TryGet[components.Mesh](w, e); ok && !ecs.Has[components.Glow](w, e) {
		ecs.Add(w, e, components.Glow{Base: m.Color})
	}
}

// OnUpdate moves the pulse on by dt and sets the mesh colour.
func (Beacon) OnUpdate(w *ecs.World, e ecs.Entity, dt float64) {
	g, ok := ecs.TryGet[components.Glow](w, e)
	m, ok2 := ecs.TryGet[components.Mesh](w, e)
	if !ok || !ok2 {
		return
	}
	pulse(g, m, ecs.Get[components.Behaviour](w, e).Period, float32(dt))
}

// pulse advances one glow by dt seconds and colours its mesh: the one
// piece of arithmetic shared with the system form of the benchmark.
func pulse(g *components.Glow, m *components.Mesh, period, dt float32) {
	if period > 0 {
		g.Phase += dt / period
		g.Phase -= float32(math.Floor(float64(g.Phase)))
	}
	wave := 0.5 - 0.5*float32(math.Cos(2*math.Pi*float64(g.Phase))) // 0 → 1 → 0
	m.Color = g.Base.Mul(beaconDim + (1-beaconDim)*wave)
}

// OnDestroy gives the mesh its own colour back and drops the Glow (through
// Commands, since it may run inside an observer).
func (Beacon) OnDestroy(w *ecs.World, e ecs.Entity) {
	g, ok := ecs.TryGet[components.Glow](w, e)
	if !ok {
		return
	}
	if m, ok := ecs.TryGet[components.Mesh](w, e); ok {
		m.Color = g.Base
	}
	w.Commands().Remove(e, ecs.Type[components.Glow]())
}
