package render

import (
	"fmt"
	"image"
	"io/fs"
	"strings"

	"cubefall/render/frame"
	"cubefall/view"
)

// inspectorView draws the inspector's panels (frame.Inspector) where
// view.LayoutPanels puts them for the window: a translucent box per panel,
// its title, rows of text with their bars, and the frame graph; and, when
// the panels are split into pages, a strip naming the page shown.
type inspectorView struct {
	batch   *batch2D
	rects   []image.Rectangle // where the last layout put each panel; empty when not shown
	strip   image.Rectangle   // the page strip of the last layout; empty with one page
	version uint64            // of the panels laid out and uploaded last
	size    image.Point       // of the framebuffer they were laid out for
	page    int               // the page they were laid out for
}

// Panel geometry, in pixels.
const (
	panelMargin = view.PanelMargin // between the screen's edge and a panel, and between panels
	panelPad    = view.PanelPad    // between a panel's edge and its text
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
// uploads them when they, the page or the size changed since the last
// call, and draws what is uploaded.
func (v *inspectorView) draw(in *frame.Inspector, fbW, fbH int) error {
	if in.Version == v.version && in.Page == v.page && image.Pt(fbW, fbH) == v.size && v.batch.atlas != nil {
		v.batch.draw(fbW, fbH, false)
		return nil
	}
	if err := v.ensureAtlas(fontPixels(fbH)); err != nil {
		return err
	}
	v.version, v.page, v.size = in.Version, in.Page, image.Pt(fbW, fbH)
	b := v.batch
	b.reset()
	l := view.LayoutPanels(v.size, view.TextCell{W: b.atlas.advance, H: b.atlas.lineH}, v.boxes(in.Panels), in.Page)
	v.rects = v.rects[:0]
	for i := range in.Panels {
		v.rects = append(v.rects, l.Places[i].Rect)
		if !l.Places[i].Rect.Empty() {
			v.panel(&in.Panels[i], l.Places[i])
		}
	}
	v.strip = l.Strip
	if !l.Strip.Empty() {
		v.pageStrip(in.Panels, l)
	}
	b.draw(fbW, fbH, true)
	return nil
}

// boxes is what the layout needs of each panel: its column, width and
// lines, and its graph's height.
func (v *inspectorView) boxes(ps []frame.Panel) []view.PanelBox {
	a := v.batch.atlas
	boxes := make([]view.PanelBox, len(ps))
	for i, p := range ps {
		boxes[i] = view.PanelBox{Column: p.Column, Chars: p.Width, Lines: 1 + len(p.Rows)}
		if p.Graph != nil {
			boxes[i].GraphH = p.Graph.Rows*a.lineH + panelPad
		}
	}
	return boxes
}

// pageStrip draws the strip above a page of panels: which page of how
// many, and the panels on it.
func (v *inspectorView) pageStrip(ps []frame.Panel, l view.PanelLayout) {
	b, s := v.batch, l.Strip
	var names []string
	for i, p := range ps {
		if !l.Places[i].Rect.Empty() {
			names = append(names, p.Name)
		}
	}
	text := fmt.Sprintf("page %d of %d: %s   (turns every few seconds)", l.Page+1, l.Pages, strings.Join(names, ", "))
	b.rect(layerPanels, float32(s.Min.X), float32(s.Min.Y), float32(s.Max.X), float32(s.Max.Y), colTitleBg)
	b.text(s.Min.X+panelPad, s.Min.Y+panelPad, text, (s.Dx()-2*panelPad)/b.atlas.advance, colTitle)
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

// panel draws p in the place the layout gave it, cutting the rows that
// do not fit (the last row that fits then says how many are cut).
func (v *inspectorView) panel(p *frame.Panel, at view.PanelPlace) {
	b, a := v.batch, v.batch.atlas
	r := at.Rect
	b.rect(layerPanels, float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y), colPanel)
	b.rect(layerPanels, float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Min.Y+panelPad+a.lineH), colTitleBg)
	tx, ty := r.Min.X+panelPad, r.Min.Y+panelPad
	b.text(tx, ty, p.Title, at.Chars, colTitle)
	rows := at.Lines - 1
	for i, row := range p.Rows[:rows] {
		ty += a.lineH
		if i == rows-1 && rows < len(p.Rows) {
			b.text(tx, ty, fmt.Sprintf("... %d more rows (a taller window shows them)", len(p.Rows)-rows+1), at.Chars, colDim)
			break
		}
		v.row(p, &row, tx, ty, at.Chars)
	}
	if at.Graph {
		v.graph(p.Graph, tx, ty+a.lineH+panelPad/2, at.Chars*a.advance, p.Graph.Rows*a.lineH)
	}
}

// row draws one row's text, bars and tail with its top at (x, y), cut at
// chars characters.
func (v *inspectorView) row(p *frame.Panel, r *frame.Row, x, y, chars int) {
	b, a := v.batch, v.batch.atlas
	c := styleColor(r.Style)
	b.text(x, y, r.Text, min(p.Width, chars), c)
	if len(r.Bars) > 0 && p.BarColumn+p.BarWidth <= chars {
		v.bars(r.Bars, x+p.BarColumn*a.advance, y, p.BarWidth*a.advance)
	}
	if tailCol := p.BarColumn + p.BarWidth + 1; r.Tail != "" && tailCol < chars {
		b.text(x+tailCol*a.advance, y, r.Tail, min(p.Width, chars)-tailCol, c)
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
