package view

import "image"

// The inspector's panels are laid out for the window they are drawn in:
// two columns where both fit side by side, otherwise one column. One
// column stacks the panels while they fit in the window's height, and
// otherwise splits them into pages (a panel taller than a page gets one
// of its own, its rows cut), shown one at a time below a one-line strip
// that says which page is up. No two boxes overlap and none leaves the
// window: text that does not fit a box's width is cut, rows that do not
// fit its height are cut too, and a box with no room for its title is not
// shown at all. The layout is plain arithmetic on pixel rectangles, so it
// is tested without a window; package render draws what it decides.

// Panel geometry, in pixels.
const (
	PanelMargin = 8 // between the window's edge and a panel, and between panels
	PanelPad    = 6 // between a panel's edge and its text
)

// TextCell is the size of one character of the monospaced font, in
// pixels: its advance and its line height.
type TextCell struct{ W, H int }

// PanelBox is what the layout needs to know of one panel.
type PanelBox struct {
	Column int // 0 for the left column, 1 for the right one
	Chars  int // the inner width it asks for, in characters
	Lines  int // lines of text: the title and the rows
	GraphH int // pixels below the rows for a graph; 0 for none
}

// PanelPlace is where the layout puts one panel. An empty Rect means the
// panel is not shown (it is on another page, or there is no room).
type PanelPlace struct {
	Rect  image.Rectangle
	Chars int  // characters of text that fit across the box
	Lines int  // lines of text drawn, the title included
	Graph bool // whether the graph fits below the lines
}

// PanelLayout is the layout of all the panels.
type PanelLayout struct {
	Places []PanelPlace // one per box, in the boxes' order
	// Pages is how many pages one column needs (1 when everything shows
	// at once); Page is the one shown, and Strip the one-line box above
	// it that says so (empty with one page).
	Pages, Page int
	Strip       image.Rectangle
}

// LayoutPanels lays boxes out in a window of size win, with text of cell
// size, showing page (taken modulo the number of pages) when one column
// needs pages.
func LayoutPanels(win image.Point, cell TextCell, boxes []PanelBox, page int) PanelLayout {
	if cell.W <= 0 || cell.H <= 0 {
		return PanelLayout{Places: make([]PanelPlace, len(boxes)), Pages: 1}
	}
	if l, ok := twoColumns(win, cell, boxes); ok {
		return l
	}
	return oneColumn(win, cell, boxes, page)
}

// boxWidth is a box's outer width in pixels for its characters, at most
// limit.
func boxWidth(b PanelBox, cell TextCell, limit int) int {
	return min(b.Chars*cell.W+2*PanelPad, limit)
}

// fullHeight is a box's outer height with every line and its graph.
func fullHeight(b PanelBox, cell TextCell) int {
	return 2*PanelPad + b.Lines*cell.H + b.GraphH
}

// leastHeight is the least height a box is worth showing at in a column
// shared with others: its title and one row (or all it has), and its graph.
func leastHeight(b PanelBox, cell TextCell) int {
	return 2*PanelPad + min(b.Lines, 2)*cell.H + b.GraphH
}

// place is a box with its top-left corner at (x, y), width w and at most
// height h: as many lines as fit, and the graph if it fits below the title.
func place(b PanelBox, cell TextCell, x, y, w, h int) PanelPlace {
	h = min(h, fullHeight(b, cell))
	if h < 2*PanelPad+cell.H || w < 2*PanelPad+cell.W {
		return PanelPlace{} // not even the title fits
	}
	p := PanelPlace{Rect: image.Rect(x, y, x+w, y+h), Chars: (w - 2*PanelPad) / cell.W}
	text := h - 2*PanelPad
	if b.GraphH > 0 && text >= cell.H+b.GraphH {
		p.Graph = true
		text -= b.GraphH
	}
	p.Lines = min(b.Lines, text/cell.H)
	return p
}

// twoColumns places the boxes in their columns, each stacked from the
// top, the left column against the left edge and the right one against
// the right edge; the last box of a column may be cut at the bottom. It
// fails when the columns do not fit side by side, or a box gets less than
// its least height.
func twoColumns(win image.Point, cell TextCell, boxes []PanelBox) (PanelLayout, bool) {
	var widths [2]int
	for _, b := range boxes {
		c := min(max(b.Column, 0), 1)
		widths[c] = max(widths[c], boxWidth(b, cell, win.X))
	}
	if widths[0]+widths[1]+3*PanelMargin > win.X {
		return PanelLayout{}, false
	}
	l := PanelLayout{Places: make([]PanelPlace, len(boxes)), Pages: 1}
	y := [2]int{PanelMargin, PanelMargin}
	for i, b := range boxes {
		c := min(max(b.Column, 0), 1)
		w := boxWidth(b, cell, win.X)
		x := PanelMargin
		if c == 1 {
			x = win.X - PanelMargin - w
		}
		room := win.Y - PanelMargin - y[c]
		if room < leastHeight(b, cell) {
			return PanelLayout{}, false
		}
		l.Places[i] = place(b, cell, x, y[c], w, room)
		y[c] = l.Places[i].Rect.Max.Y + PanelMargin
	}
	return l, true
}

// oneColumn stacks the boxes, left column first, against the left edge,
// each as wide as it asks or as the window allows; in pages below a strip
// when they do not all fit in the window's height.
func oneColumn(win image.Point, cell TextCell, boxes []PanelBox, page int) PanelLayout {
	order := columnOrder(boxes)
	top := PanelMargin
	pages := paginate(boxes, order, cell, win.Y-top-PanelMargin)
	l := PanelLayout{Places: make([]PanelPlace, len(boxes)), Pages: 1}
	if len(pages) > 1 {
		stripH := 2*PanelPad + cell.H
		top += stripH + PanelMargin
		pages = paginate(boxes, order, cell, win.Y-top-PanelMargin)
		l.Pages = len(pages)
		l.Strip = image.Rect(PanelMargin, PanelMargin, win.X-PanelMargin, PanelMargin+stripH)
		if l.Strip.Max.Y > win.Y-PanelMargin || l.Strip.Dx() < 2*PanelPad+cell.W {
			l.Strip = image.Rectangle{}
		}
	}
	l.Page = ((page % l.Pages) + l.Pages) % l.Pages
	y := top
	for _, i := range pages[l.Page] {
		w := boxWidth(boxes[i], cell, win.X-2*PanelMargin)
		l.Places[i] = place(boxes[i], cell, PanelMargin, y, w, win.Y-PanelMargin-y)
		if !l.Places[i].Rect.Empty() {
			y = l.Places[i].Rect.Max.Y + PanelMargin
		}
	}
	return l
}

// columnOrder is the boxes' indices, the left column's first, each
// column in its order.
func columnOrder(boxes []PanelBox) []int {
	var order []int
	for c := range 2 {
		for i, b := range boxes {
			if min(max(b.Column, 0), 1) == c {
				order = append(order, i)
			}
		}
	}
	return order
}

// paginate groups the boxes, in order, into pages of height room: a page
// takes boxes while their full heights fit, and a box too tall for any
// page has one of its own. There is always at least one page.
func paginate(boxes []PanelBox, order []int, cell TextCell, room int) [][]int {
	pages := [][]int{nil}
	used := 0
	for _, i := range order {
		h := fullHeight(boxes[i], cell)
		last := len(pages) - 1
		if len(pages[last]) > 0 && used+h > room {
			pages = append(pages, nil)
			last, used = last+1, 0
		}
		pages[last] = append(pages[last], i)
		used += h + PanelMargin
	}
	return pages
}
