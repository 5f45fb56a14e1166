package render

import (
	"fmt"
	"image"
	"io/fs"

	"cubefall/render/frame"
)

// inspectorView lays out the inspector's panels (frame.Inspector) in
// screen pixels and draws them with the 2D batch: a translucent box per
// panel, its title, rows of text with their bars, and the frame graph.
// Panels stack from the top of their column, the left column against the
// left edge, the right one against the right edge.
type inspectorView struct {
	batch   *batch2D
	rects   []image.Rectangle // where the last layout put each panel
	version uint64            // of the panels laid out and uploaded last
	size    image.Point       // of the framebuffer they were laid out for
}

// Panel geometry, in pixels.
const (
	panelMargin = 8 // between the screen's edge and a panel, and between panels
	panelPad    = 6 // between a panel's edge and its text
)

// Colours of the inspector: near-black panels at about three quarters
// opacity, so the cubes show through but text stays readable on white ones.
var (
	colPanel   = rgba{12, 14, 20, 190}
	colTitleBg = rgba{40, 55, 85, 220}
	colTitle   = rgba{255, 255, 255, 255}
	colText    = rgba{225, 230, 235, 255}
	colHeading = rgba{255, 210, 110, 255}
	colMarked  = rgba{255, 90, 230, 255}
	colDim     = rgba{150, 158, 170, 255}
	colTrack   = rgba{60, 64, 76, 200}
	colLast    = rgba{80, 200, 255, 255}
	colMean    = rgba{245, 150, 50, 255}
	colGraphBg = rgba{0, 0, 0, 110}
	colSim     = rgba{80, 220, 90, 255}
	colDraw    = rgba{90, 140, 255, 255}
	colGuide   = rgba{255, 255, 120, 230}
)

func newInspectorView(objs *objects, fsys fs.FS) (*inspectorView, error) {
	b, err := newBatch2D(objs, fsys)
	if err != nil {
		return nil, err
	}
	return &inspectorView{batch: b}, nil
}

// fontPixels is the text size for a framebuffer height: 14 pixels at 720
// rows, growing with the window, never below 13.
func fontPixels(fbH int) int {
	return max(13, (fbH*14+360)/720)
}

// draw draws in on a fbW x fbH framebuffer: it lays the panels out and
// uploads them when they or the size changed since the last call, and
// draws what is uploaded.
func (v *inspectorView) draw(in *frame.Inspector, fbW, fbH int) error {
	if in.Version == v.version && image.Pt(fbW, fbH) == v.size && v.batch.atlas != nil {
		v.batch.draw(fbW, fbH, false)
		return nil
	}
	if err := v.ensureAtlas(fontPixels(fbH)); err != nil {
		return err
	}
	v.version, v.size = in.Version, image.Pt(fbW, fbH)
	b := v.batch
	b.reset()
	v.rects = v.rects[:0]
	y := [2]int{panelMargin, panelMargin}
	for i := range in.Panels {
		p := &in.Panels[i]
		col := min(max(p.Column, 0), 1)
		x := panelMargin
		if col == 1 {
			x = fbW - panelMargin - v.panelWidth(p)
		}
		y[col] = v.panel(p, x, y[col], fbH) + panelMargin
	}
	b.draw(fbW, fbH, true)
	return nil
}

// ensureAtlas rasterises the font again when the size changes.
func (v *inspectorView) ensureAtlas(px int) error {
	if v.batch.atlas != nil && v.batch.atlas.size == px {
		return nil
	}
	a, err := newGlyphAtlas(px)
	if err != nil {
		return err
	}
	v.batch.setAtlas(a)
	return nil
}

// panelWidth is a panel's outer width in pixels.
func (v *inspectorView) panelWidth(p *frame.Panel) int {
	return p.Width*v.batch.atlas.advance + 2*panelPad
}

// panel draws p with its top-left corner at (x, y), cutting rows that would
// pass the bottom of the screen (the last row that fits then says how many
// are cut), and returns the y of its bottom edge.
func (v *inspectorView) panel(p *frame.Panel, x, y, fbH int) int {
	b, a := v.batch, v.batch.atlas
	w := v.panelWidth(p)
	graphH := 0
	if p.Graph != nil {
		graphH = p.Graph.Rows*a.lineH + panelPad
	}
	rows := min(len(p.Rows), max(0, (fbH-panelMargin-y-2*panelPad-graphH)/a.lineH-1))
	h := 2*panelPad + (1+rows)*a.lineH + graphH
	b.rect(layerPanels, float32(x), float32(y), float32(x+w), float32(y+h), colPanel)
	b.rect(layerPanels, float32(x), float32(y), float32(x+w), float32(y+panelPad+a.lineH), colTitleBg)
	v.rects = append(v.rects, image.Rect(x, y, x+w, y+h))
	tx, ty := x+panelPad, y+panelPad
	b.text(tx, ty, p.Title, p.Width, colTitle)
	for i, r := range p.Rows[:rows] {
		ty += a.lineH
		if i == rows-1 && rows < len(p.Rows) {
			b.text(tx, ty, fmt.Sprintf("... %d more rows (a taller window shows them)", len(p.Rows)-rows+1), p.Width, colDim)
			break
		}
		v.row(p, &r, tx, ty)
	}
	if p.Graph != nil {
		v.graph(p.Graph, tx, ty+a.lineH+panelPad/2, p.Width*a.advance, p.Graph.Rows*a.lineH)
	}
	return y + h
}

// row draws one row's text, bars and tail with its top at (x, y).
func (v *inspectorView) row(p *frame.Panel, r *frame.Row, x, y int) {
	b, a := v.batch, v.batch.atlas
	c := styleColor(r.Style)
	b.text(x, y, r.Text, p.Width, c)
	if len(r.Bars) > 0 {
		v.bars(r.Bars, x+p.BarColumn*a.advance, y, p.BarWidth*a.advance)
	}
	if r.Tail != "" {
		tailCol := p.BarColumn + p.BarWidth + 1
		b.text(x+tailCol*a.advance, y, r.Tail, p.Width-tailCol, c)
	}
}

// bars draws a row's bars one above the other on a dark track.
func (v *inspectorView) bars(bars []frame.Bar, x, y, width int) {
	b, a := v.batch, v.batch.atlas
	top, h := float32(y+2), float32(a.lineH-4)
	b.rect(layerShapes, float32(x), top, float32(x+width), top+h, colTrack)
	each := h / float32(len(bars))
	for i, bar := range bars {
		f := min(max(bar.Fraction, 0), 1)
		y0 := top + float32(i)*each
		b.rect(layerShapes, float32(x), y0, float32(x)+f*float32(width), y0+each-1, barColor(bar.Kind))
	}
}

// graph draws the frame graph in the box (x, y, w, h): one column per
// frame, newest at the right, the simulation time at the bottom and the
// draw time on top of it, and a line at each guide time.
func (v *inspectorView) graph(g *frame.Graph, x, y, w, h int) {
	b := v.batch
	b.rect(layerShapes, float32(x), float32(y), float32(x+w), float32(y+h), colGraphBg)
	if g.ScaleMs <= 0 || g.Capacity <= 0 {
		return
	}
	colW := float32(w) / float32(g.Capacity)
	perMs := float32(h) / g.ScaleMs
	bottom := float32(y + h)
	first := g.Capacity - len(g.Sim)
	for i := range g.Sim {
		x0 := float32(x) + float32(first+i)*colW
		x1 := x0 + max(colW-0.5, 1)
		sim := min(g.Sim[i]*perMs, float32(h))
		draw := min(g.Draw[i]*perMs, float32(h)-sim)
		b.rect(layerShapes, x0, bottom-sim, x1, bottom, colSim)
		b.rect(layerShapes, x0, bottom-sim-draw, x1, bottom-sim, colDraw)
	}
	for _, ms := range g.GuidesMs {
		if gy := bottom - ms*perMs; gy > float32(y) {
			b.rect(layerShapes, float32(x), gy, float32(x+w), gy+1, colGuide)
		}
	}
}

func styleColor(s frame.RowStyle) rgba {
	switch s {
	case frame.Heading:
		return colHeading
	case frame.Marked:
		return colMarked
	case frame.Dim:
		return colDim
	}
	return colText
}

func barColor(k frame.BarKind) rgba {
	if k == frame.BarMean {
		return colMean
	}
	return colLast
}

// Delete frees the batch.
func (v *inspectorView) Delete() {
	v.batch.Delete()
}
