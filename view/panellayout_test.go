package view

import (
	"fmt"
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inspectorBoxes are boxes shaped like the inspector's panels at a font
// whose lines are cell.H high: Tables and Systems on the left, Entity, the
// frame graph and Events on the right.
func inspectorBoxes(cell TextCell) []PanelBox {
	return []PanelBox{
		{Column: 0, Chars: 76, Lines: 10},
		{Column: 0, Chars: 76, Lines: 34},
		{Column: 1, Chars: 62, Lines: 12},
		{Column: 1, Chars: 62, Lines: 3, GraphH: 7*cell.H + PanelPad},
		{Column: 1, Chars: 62, Lines: 9},
	}
}

// layoutSizes are the window sizes the layout is checked at, with the
// text cell package render's Go Mono has at each height.
var layoutSizes = []struct {
	win  image.Point
	cell TextCell
}{
	{image.Pt(1280, 720), TextCell{8, 17}},
	{image.Pt(1000, 700), TextCell{8, 17}},
	{image.Pt(800, 450), TextCell{8, 16}},
	{image.Pt(480, 300), TextCell{8, 16}},
	{image.Pt(400, 700), TextCell{8, 17}},
	{image.Pt(1920, 1080), TextCell{12, 24}},
}

// shown is the non-empty boxes of a layout: the strip and the panels.
func shown(l PanelLayout) []image.Rectangle {
	var rs []image.Rectangle
	if !l.Strip.Empty() {
		rs = append(rs, l.Strip)
	}
	for _, p := range l.Places {
		if !p.Rect.Empty() {
			rs = append(rs, p.Rect)
		}
	}
	return rs
}

func TestPanelsNeitherOverlapNorLeaveTheWindow(t *testing.T) {
	for _, sz := range layoutSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.win.X, sz.win.Y), func(t *testing.T) {
			boxes := inspectorBoxes(sz.cell)
			everShown := make([]bool, len(boxes))
			pages := LayoutPanels(sz.win, sz.cell, boxes, 0).Pages
			for page := range pages {
				l := LayoutPanels(sz.win, sz.cell, boxes, page)
				require.Equal(t, page, l.Page)
				rs := shown(l)
				require.NotEmpty(t, rs)
				window := image.Rectangle{Max: sz.win}
				for i, r := range rs {
					assert.True(t, r.In(window), "box %v lies in the window %v", r, window)
					for _, o := range rs[i+1:] {
						assert.False(t, r.Overlaps(o), "boxes %v and %v overlap", r, o)
					}
				}
				for i, p := range l.Places {
					if p.Rect.Empty() {
						continue
					}
					everShown[i] = true
					assert.LessOrEqual(t, 2*PanelPad+p.Chars*sz.cell.W, p.Rect.Dx(), "the text fits across box %d", i)
					text := p.Lines * sz.cell.H
					if p.Graph {
						text += boxes[i].GraphH
					}
					assert.LessOrEqual(t, 2*PanelPad+text, p.Rect.Dy(), "the lines fit down box %d", i)
					assert.GreaterOrEqual(t, p.Lines, 2, "box %d shows its title and a row at least", i)
				}
			}
			for i, ok := range everShown {
				assert.True(t, ok, "box %d is on some page", i)
			}
		})
	}
}

func TestTwoColumnsWhereTheyFitOneColumnElse(t *testing.T) {
	cell := TextCell{8, 17}
	wide := LayoutPanels(image.Pt(1280, 720), cell, inspectorBoxes(cell), 0)
	assert.Equal(t, 1, wide.Pages)
	assert.Equal(t, PanelMargin, wide.Places[0].Rect.Min.X, "the left column at the left edge")
	assert.Equal(t, 1280-PanelMargin, wide.Places[2].Rect.Max.X, "the right column at the right edge")
	for _, p := range wide.Places {
		assert.False(t, p.Rect.Empty(), "every panel shows at once")
	}
	assert.Equal(t, 76, wide.Places[0].Chars)

	narrow := LayoutPanels(image.Pt(1000, 700), cell, inspectorBoxes(cell), 0)
	assert.Greater(t, narrow.Pages, 1, "one column, in pages")
	assert.False(t, narrow.Strip.Empty(), "a strip says which page")
	for _, p := range narrow.Places {
		if !p.Rect.Empty() {
			assert.Equal(t, PanelMargin, p.Rect.Min.X, "one column, at the left edge")
		}
	}
	again := LayoutPanels(image.Pt(1000, 700), cell, inspectorBoxes(cell), narrow.Pages)
	assert.Equal(t, 0, again.Page, "pages come round again")

	tiny := LayoutPanels(image.Pt(480, 300), cell, inspectorBoxes(cell), 0)
	assert.Equal(t, (480-2*PanelMargin-2*PanelPad)/cell.W, tiny.Places[0].Chars, "text cut to the window's width")
}

func TestShortPanelsStackInOneColumnWithoutPages(t *testing.T) {
	cell := TextCell{8, 16}
	boxes := []PanelBox{{Column: 0, Chars: 60, Lines: 3}, {Column: 1, Chars: 60, Lines: 3}}
	l := LayoutPanels(image.Pt(600, 400), cell, boxes, 0)
	assert.Equal(t, 1, l.Pages)
	assert.True(t, l.Strip.Empty())
	assert.Equal(t, l.Places[0].Rect.Max.Y+PanelMargin, l.Places[1].Rect.Min.Y, "stacked")
}

func TestATinyWindowShowsNoBoxRatherThanOneThatLeavesIt(t *testing.T) {
	l := LayoutPanels(image.Pt(20, 20), TextCell{8, 16}, []PanelBox{{Chars: 10, Lines: 4}}, 0)
	assert.Empty(t, shown(l))
}
