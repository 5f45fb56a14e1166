package inspector

import (
	"fmt"
	"math"

	"cubefall/render/frame"
)

// graphFrames is how many frames the frame graph shows: four seconds at
// 60 frames per second.
const graphFrames = 240

// graphGuides are the frame graph's guide lines: the frame times of 60
// and 30 frames per second.
var graphGuides = []float32{1000.0 / 60, 1000.0 / 30}

// frameHistory keeps the simulation and draw time of the last graphFrames
// frames in two rings, in milliseconds. Recording is two stores and an
// increment, so it runs every frame, open or closed.
type frameHistory struct {
	sim, draw [graphFrames]float32
	next, n   int
	out       [2][]float32 // the rings unrolled oldest first, reused
}

// record adds the previous frame's times as main measured them.
func (h *frameHistory) record(t *DrawTimes) {
	h.sim[h.next] = float32(ms(t.Sim))
	h.draw[h.next] = float32(ms(t.Draw))
	h.next = (h.next + 1) % graphFrames
	h.n = min(h.n+1, graphFrames)
}

// unrolled returns the recorded times oldest first.
func (h *frameHistory) unrolled() (sim, draw []float32) {
	start := (h.next - h.n + graphFrames) % graphFrames
	h.out[0], h.out[1] = h.out[0][:0], h.out[1][:0]
	for i := range h.n {
		j := (start + i) % graphFrames
		h.out[0] = append(h.out[0], h.sim[j])
		h.out[1] = append(h.out[1], h.draw[j])
	}
	return h.out[0], h.out[1]
}

// graphScale is the time at the top of the graph: at least 40 ms, so both
// guide lines show, and above the slowest frame, in steps of 10 ms, up to
// 200 ms (a slower frame is cut at the top).
func graphScale(sim, draw []float32) float32 {
	top := float32(40)
	for i := range sim {
		top = max(top, sim[i]+draw[i])
	}
	top = float32(math.Ceil(float64(top)/10)) * 10
	return min(top, 200)
}

// graphPanel is the frame graph with a line of the latest figures.
func (v *InspectorView) graphPanel() frame.Panel {
	sim, draw := v.history.unrolled()
	g := &frame.Graph{Sim: sim, Draw: draw, Capacity: graphFrames, ScaleMs: graphScale(sim, draw), GuidesMs: graphGuides, Rows: 7}
	p := frame.Panel{Name: "Frame graph", Title: fmt.Sprintf("Frame graph   last %d frames", graphFrames), Column: 1, Width: rightWidth, Graph: g}
	if n := len(sim); n > 0 {
		p.Rows = append(p.Rows, frame.Row{Text: fmt.Sprintf("simulation %.2f ms   draw %.2f ms   top %.0f ms", sim[n-1], draw[n-1], g.ScaleMs)})
	}
	p.Rows = append(p.Rows, frame.Row{Text: "green: simulation  blue: draw  lines: 16.7, 33.3 ms", Style: frame.Dim})
	return p
}
