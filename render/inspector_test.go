package render

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"cubefall/render/frame"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inspectorFrame is the test frame with the inspector open: a left panel
// with a title and a row with two bars (the last time full, the mean at
// half), and a right panel whose graph shows 240 frames of 5 ms of
// simulation and 10 ms of draw on a 40 ms scale.
func inspectorFrame(title string) *frame.Frame {
	f := testFrame(1280, 720)
	sim, draw := make([]float32, 240), make([]float32, 240)
	for i := range sim {
		sim[i], draw[i] = 5, 10
	}
	f.Inspector = frame.Inspector{Open: true, Panels: []frame.Panel{
		{Title: title, Column: 0, Width: 60, BarColumn: 20, BarWidth: 20, Rows: []frame.Row{
			{Text: "physics", Bars: []frame.Bar{{Fraction: 1, Kind: frame.BarLast}, {Fraction: 0.5, Kind: frame.BarMean}}, Tail: "{Transform}x1"},
			{Text: ""}, {Text: ""}, {Text: ""},
		}},
		{Title: "Frame graph", Column: 1, Width: 50, Graph: &frame.Graph{Sim: sim, Draw: draw, Capacity: 240, ScaleMs: 40, GuidesMs: []float32{1000.0 / 60}, Rows: 6}},
	}}
	return f
}

// drawInspector draws f in the 1280x720 window and returns the picture and
// the panels' rectangles.
func drawInspector(t *testing.T, r *Renderer, f *frame.Frame) (*image.RGBA, []image.Rectangle) {
	t.Helper()
	img := drawAndRead(t, r, f)
	return img, r.InspectorPanels()
}

// bright counts the near-white pixels of img inside rect: glyph pixels.
func bright(img *image.RGBA, rect image.Rectangle) int {
	n := 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if c := img.RGBAAt(x, y); c.R > 200 && c.G > 200 && c.B > 200 {
				n++
			}
		}
	}
	return n
}

func rgbaColor(c rgba) color.RGBA { return color.RGBA{R: c[0], G: c[1], B: c[2], A: 255} }

func TestInspectorDrawsPanelsBarsGraphAndText(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: 1280, Height: 720, Hidden: true})
	img, panels := drawInspector(t, r, inspectorFrame("Systems in run order"))
	require.Len(t, panels, 2)
	left, right := panels[0], panels[1]
	assert.Equal(t, 8, left.Min.X, "the left column starts at the margin")
	assert.Equal(t, 1280-8, right.Max.X, "the right column ends at the margin")
	assert.Equal(t, 3, r.Stats().OverlayCalls, "one draw call per layer: panels, shapes, text")

	a := r.insp.batch.atlas
	bg := img.RGBAAt(left.Max.X-4, left.Max.Y-4)
	assert.Less(t, int(bg.B)+40, int(sky().B), "the panel darkens the sky behind it, got %v", bg)
	assert.Greater(t, int(bg.B), int(colPanel[2])+5, "and lets some of it through (translucent), got %v", bg)

	barX := left.Min.X + panelPad + 20*a.advance
	rowTop := left.Min.Y + panelPad + a.lineH
	last := img.RGBAAt(barX+19*a.advance, rowTop+2+(a.lineH-4)/4)
	assert.True(t, near(last, rgbaColor(colLast), 12), "the full 'last' bar reaches its end, got %v", last)
	meanEnd := img.RGBAAt(barX+15*a.advance, rowTop+2+3*(a.lineH-4)/4)
	assert.True(t, near(meanEnd, rgbaColor(colTrack), 60) && !near(meanEnd, rgbaColor(colMean), 30), "the half 'mean' bar stops half-way, got %v", meanEnd)
	meanStart := img.RGBAAt(barX+3*a.advance, rowTop+2+3*(a.lineH-4)/4)
	assert.True(t, near(meanStart, rgbaColor(colMean), 12), "the 'mean' bar starts, got %v", meanStart)

	graphBottom := right.Max.Y - panelPad - 2
	simPx := img.RGBAAt(right.Max.X-panelPad-20, graphBottom-2)
	assert.True(t, near(simPx, rgbaColor(colSim), 12), "the newest frames' simulation time at the graph's bottom, got %v", simPx)
	graphH := 6 * a.lineH
	drawPx := img.RGBAAt(right.Max.X-panelPad-20, graphBottom-graphH*10/40)
	assert.True(t, near(drawPx, rgbaColor(colDraw), 12), "the draw time stacked above, got %v", drawPx)

	title := image.Rect(left.Min.X, left.Min.Y, left.Max.X, left.Min.Y+panelPad+a.lineH)
	glyphs := bright(img, title)
	assert.Greater(t, glyphs, 100, "the title's glyphs are drawn")
	again, _ := drawInspector(t, r, inspectorFrame("Systems in run order"))
	assert.Equal(t, img.Pix, again.Pix, "the same version again: the uploaded panels drawn as they were")
	f := inspectorFrame("")
	f.Inspector.Version++ // new panels
	noTitle, _ := drawInspector(t, r, f)
	assert.Less(t, bright(noTitle, title), glyphs/10, "without a title the strip has no glyph pixels")
}

func TestInspectorClosedDrawsNothing(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: 1280, Height: 720, Hidden: true})
	f := inspectorFrame("Systems")
	f.Inspector.Open = false
	img, panels := drawInspector(t, r, f)
	assert.Empty(t, panels)
	assert.Zero(t, r.Stats().OverlayCalls)
	assert.True(t, near(img.RGBAAt(20, 20), sky(), 1), "the sky where the panel would be, got %v", img.RGBAAt(20, 20))
}

func TestGlyphAtlasIsMonospacedWithAWhiteBlock(t *testing.T) {
	a, err := newGlyphAtlas(14)
	require.NoError(t, err)
	assert.Equal(t, uint8(255), a.img.AlphaAt(0, 0).A, "the white block for filled rectangles")
	assert.Equal(t, uint8(255), a.img.AlphaAt(1, 1).A)
	assert.Positive(t, a.advance)
	assert.GreaterOrEqual(t, a.lineH, 14)
	for _, r := range "AMgi~|" {
		g := a.glyphFor(r)
		assert.False(t, g.atlas.Empty(), "%q has a shape", r)
		assert.LessOrEqual(t, g.atlas.Dx(), a.advance+2, "%q fits its cell", r)
	}
	assert.True(t, a.glyphFor(' ').atlas.Empty(), "a space is blank")
	assert.Equal(t, a.glyphFor('?'), a.glyphFor('é'), "characters outside ASCII show as '?'")
}

func TestInspectorCutsRowsThatDoNotFitAndSaysSo(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	p := frame.Panel{Title: "Systems", Width: 30}
	for range 40 {
		p.Rows = append(p.Rows, frame.Row{Text: "a row"})
	}
	f.Inspector = frame.Inspector{Open: true, Panels: []frame.Panel{p}}
	drawInspector(t, r, f)
	panels := r.InspectorPanels()
	require.Len(t, panels, 1)
	assert.LessOrEqual(t, panels[0].Max.Y, testH-panelMargin, "the panel ends above the screen's bottom margin")
	lines := (panels[0].Dy()-2*panelPad)/r.insp.batch.atlas.lineH - 1 // rows drawn below the title
	require.Less(t, lines, 40)
	note := fmt.Sprintf("... %d more rows (a taller window shows them)", 40-lines+1)
	glyphs := func(s string) int { return len(strings.ReplaceAll(s, " ", "")) }
	want := glyphs("Systems") + (lines-1)*glyphs("a row") + glyphs(note[:30]) // cut at the panel's width
	assert.Equal(t, want, r.insp.batch.glyphs, "the rows that fit, then %q", note)
}

// fullInspector is a frame with panels shaped like the inspector's, every
// row longer than its panel, so that text not cut would show outside.
func fullInspector(w, h int) *frame.Frame {
	f := testFrame(w, h)
	long := strings.Repeat("worldtransforms ", 20)
	rows := func(n int) []frame.Row {
		rs := make([]frame.Row, n)
		for i := range rs {
			rs[i] = frame.Row{Text: long, Bars: []frame.Bar{{Fraction: 1}}, Tail: long}
		}
		return rs
	}
	f.Inspector = frame.Inspector{Open: true, Panels: []frame.Panel{
		{Name: "Tables", Title: long, Column: 0, Width: 76, Rows: rows(9)},
		{Name: "Systems", Title: long, Column: 0, Width: 76, BarColumn: 32, BarWidth: 9, Rows: rows(33)},
		{Name: "Entity", Title: long, Column: 1, Width: 62, Rows: rows(11)},
		{Name: "Frame graph", Title: long, Column: 1, Width: 62, Rows: rows(2), Graph: &frame.Graph{Capacity: 240, ScaleMs: 40, Rows: 7}},
		{Name: "Events", Title: long, Column: 1, Width: 62, Rows: rows(8)},
	}}
	return f
}

// At every size, on every page, the boxes drawn neither overlap nor leave
// the window, every panel is on some page, and the picture outside the
// boxes is the sky alone: no text runs out of its box.
func TestInspectorFitsTheWindowAtEverySize(t *testing.T) {
	for _, size := range []image.Point{{1280, 720}, {1000, 700}, {800, 450}, {480, 300}} {
		t.Run(fmt.Sprintf("%dx%d", size.X, size.Y), func(t *testing.T) {
			_, r := openRenderer(t, WindowOptions{Width: size.X, Height: size.Y, Hidden: true})
			f := fullInspector(size.X, size.Y)
			seen := map[int]bool{}
			for page := range 6 {
				f.Inspector.Page = page
				img := drawAndRead(t, r, f)
				require.Equal(t, size, img.Bounds().Size())
				boxes := r.InspectorPanels()
				require.Len(t, boxes, len(f.Inspector.Panels))
				if s := r.InspectorStrip(); !s.Empty() {
					boxes = append(boxes, s)
				}
				window := image.Rectangle{Max: size}
				for i, b := range boxes {
					if b.Empty() {
						continue
					}
					seen[i] = true
					assert.True(t, b.In(window), "box %d %v lies in the window", i, b)
					for j, o := range boxes[i+1:] {
						assert.False(t, b.Overlaps(o), "boxes %d %v and %d %v overlap", i, b, i+1+j, o)
					}
				}
				outside := 0
				for y := range size.Y {
					for x := range size.X {
						if !inAny(image.Pt(x, y), boxes) && !near(img.RGBAAt(x, y), sky(), 1) {
							outside++
						}
					}
				}
				assert.Zero(t, outside, "pixels drawn outside the boxes on page %d", page)
			}
			for i := range f.Inspector.Panels {
				assert.True(t, seen[i], "panel %s is shown on some page", f.Inspector.Panels[i].Name)
			}
		})
	}
}

func inAny(p image.Point, rs []image.Rectangle) bool {
	for _, r := range rs {
		if p.In(r) {
			return true
		}
	}
	return false
}
