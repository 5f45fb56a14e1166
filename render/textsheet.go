package render

import "image"

// textSheet is the texture the 2D batch draws from: the glyph atlas in its
// top-left corner, and below it, packed in shelves, every run of text of
// the current layout already spelled out, its glyphs copied from the atlas
// side by side. A run then draws as one textured rectangle instead of one
// per character, so the driver sets up two triangles for a row of text
// rather than two for each of its letters; that per-triangle work is what
// a software renderer spends its time on when it draws a screen of small
// glyphs.
//
// The sheet is rebuilt with each layout and uploaded with the vertices.
type textSheet struct {
	img    *image.Alpha
	atlas  *glyphAtlas // the atlas in the corner
	x, y   int         // where the next run goes on the current shelf
	shelfH int         // height of the current shelf's tallest run
	glyphs []placed    // the run being spelled out
	pieces []piece     // what it was spelled out as
}

// piece is a rectangle of the sheet holding glyphs side by side, and
// where it goes relative to the pen at the run's top-left.
type piece struct {
	box image.Rectangle
	at  image.Rectangle
}

// placed is one glyph of a run: its box relative to the pen at the run's
// top-left, and where its shape lies in the atlas.
type placed struct {
	box   image.Rectangle
	atlas image.Rectangle
}

// sheetColumns is the sheet's width in characters of the font: a little
// more than the inspector's widest panel, so most shelves hold one long
// row or a few short ones and little of the sheet is left empty. A run
// wider than this is spelled out in several pieces.
const sheetColumns = 80

// reset empties the sheet and puts atlas a in its corner.
func (s *textSheet) reset(a *glyphAtlas) {
	ar := a.img.Bounds()
	if s.atlas != a {
		s.img = image.NewAlpha(image.Rect(0, 0, max(sheetColumns*a.advance, ar.Dx()), 2*ar.Dy()))
		for y := range ar.Dy() {
			copy(s.img.Pix[y*s.img.Stride:], a.img.Pix[y*a.img.Stride:][:ar.Dx()])
		}
		s.atlas, s.y, s.shelfH = a, ar.Dy(), 0
	}
	clear(s.img.Pix[ar.Dy()*s.img.Stride : s.used()*s.img.Stride])
	s.x, s.y, s.shelfH = 0, ar.Dy(), 0
}

// used is how many rows of the sheet hold something.
func (s *textSheet) used() int {
	return min(s.y+s.shelfH, s.img.Bounds().Dy())
}

// spell lays out at most maxChars characters of str as pieces of the
// sheet (s.pieces) and returns how many characters it took. A run is one
// piece unless two of its glyphs cover one pixel: the screen blends such
// a pixel twice, which one copy cannot reproduce, so the piece ends before
// the second glyph and the next piece starts with it.
func (s *textSheet) spell(str string, maxChars int) int {
	n := s.place(str, maxChars)
	s.pieces = s.pieces[:0]
	for rest := s.glyphs; len(rest) > 0; {
		k, p := s.copyRun(rest)
		s.pieces = append(s.pieces, p)
		rest = rest[k:]
	}
	return n
}

// place puts the glyphs of at most maxChars characters of str in
// s.glyphs, side by side from the pen, and returns how many characters it
// took; blanks take their place but have no glyph.
func (s *textSheet) place(str string, maxChars int) int {
	a, n := s.atlas, 0
	s.glyphs = s.glyphs[:0]
	for _, r := range str {
		if n >= maxChars {
			break
		}
		if g := a.glyphFor(r); !g.atlas.Empty() {
			box := g.atlas.Sub(g.atlas.Min).Add(image.Pt(n*a.advance, a.ascent).Add(g.offset))
			s.glyphs = append(s.glyphs, placed{box: box, atlas: g.atlas})
		}
		n++
	}
	return n
}

// copyRun copies the longest start of gs that fits across the sheet and
// has no two glyphs covering one pixel into a new piece, and returns how
// many glyphs it took and the piece.
func (s *textSheet) copyRun(gs []placed) (int, piece) {
	box, fit := image.Rectangle{}, 0
	for _, g := range gs {
		if u := box.Union(g.box); fit == 0 || u.Dx() <= s.img.Bounds().Dx() {
			box, fit = u, fit+1
			continue
		}
		break
	}
	at := s.allocate(box.Size())
	d := at.Min.Sub(box.Min)
	covered := at.Min.X // right edge of the glyphs copied so far
	var done image.Rectangle
	k := 0
	for ; k < fit; k++ {
		to := gs[k].box.Add(d)
		split := min(max(covered-to.Min.X, 0), to.Dx()) // columns an earlier glyph may cover
		if s.clashes(gs[k].atlas, to, split) {
			break
		}
		s.copyGlyph(gs[k].atlas, to, split)
		covered = max(covered, to.Max.X)
		done = done.Union(gs[k].box)
	}
	s.x = done.Max.X + d.X // the columns after the piece stay free
	return k, piece{box: done, at: done.Add(d)}
}

// clashes reports whether the glyph at src in the atlas, copied to the
// sheet's rectangle to, covers a pixel already covered in its first split
// columns.
func (s *textSheet) clashes(src, to image.Rectangle, split int) bool {
	if split == 0 {
		return false
	}
	p, w := s.img.Pix, s.img.Stride // the atlas is the sheet's corner
	from, into := src.Min.Y*w+src.Min.X, to.Min.Y*w+to.Min.X
	for range to.Dy() {
		f, t := p[from:from+split], p[into:into+split]
		for i, v := range f {
			if v != 0 && t[i] != 0 {
				return true
			}
		}
		from, into = from+w, into+w
	}
	return false
}

// copyGlyph copies the glyph at src in the atlas to the sheet's rectangle
// to, keeping what is already covered in its first split columns.
func (s *textSheet) copyGlyph(src, to image.Rectangle, split int) {
	p, w, dx := s.img.Pix, s.img.Stride, to.Dx()
	from, into := src.Min.Y*w+src.Min.X, to.Min.Y*w+to.Min.X
	for range to.Dy() {
		f, t := p[from:from+dx], p[into:into+dx]
		for i, v := range f[:split] {
			t[i] |= v // one of the two is zero: clashes said so
		}
		copy(t[split:], f[split:])
		from, into = from+w, into+w
	}
}

// allocate reserves a size.X x size.Y rectangle of the sheet, starting a
// new shelf when the current one is full and growing the sheet when it
// runs out of rows.
func (s *textSheet) allocate(size image.Point) image.Rectangle {
	if s.x+size.X > s.img.Bounds().Dx() {
		s.x, s.y, s.shelfH = 0, s.y+s.shelfH, 0
	}
	if need := s.y + size.Y; need > s.img.Bounds().Dy() {
		s.grow(need)
	}
	at := image.Rectangle{Min: image.Pt(s.x, s.y), Max: image.Pt(s.x, s.y).Add(size)}
	s.x += size.X
	s.shelfH = max(s.shelfH, size.Y)
	return at
}

// grow makes the sheet at least rows tall, keeping what it holds.
func (s *textSheet) grow(rows int) {
	r := s.img.Bounds()
	bigger := image.NewAlpha(image.Rect(0, 0, r.Dx(), max(rows, 2*r.Dy())))
	copy(bigger.Pix, s.img.Pix)
	s.img = bigger
}
