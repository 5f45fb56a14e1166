package render

import (
	"fmt"
	"image"
	"image/draw"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// glyphAtlas is the printable ASCII characters of the Go Mono font
// (golang.org/x/image/font/gofont, the Go project's own fonts, embedded in
// that module as TrueType data, so no font file ships with Cubefall),
// rasterised once on the CPU into one coverage image. The renderer uploads
// the image as a single-channel texture and draws every character as a
// textured rectangle cut from it, so a whole screen of text is one draw
// call. A 2x2 block of full coverage in the corner serves the filled
// rectangles of the same batch.
//
// Go Mono is monospaced: every character advances the pen by the same
// whole number of pixels (the face is hinted), which keeps the inspector's
// columns aligned and every glyph on exact pixels.
type glyphAtlas struct {
	img     *image.Alpha
	size    int // the font size in pixels
	advance int // pen advance per character, pixels
	ascent  int // baseline below the line's top, pixels
	lineH   int // distance between baselines, pixels
	glyphs  [glyphLast + 1]glyph
}

// glyph is where one character lies in the atlas, and where its box goes
// relative to the pen on the baseline.
type glyph struct {
	atlas  image.Rectangle // in the atlas image; empty for a blank (space)
	offset image.Point     // of the box's top-left from the pen
}

// The characters in the atlas: printable ASCII. Others draw as '?'.
const (
	glyphFirst = ' '
	glyphLast  = '~'
)

// atlasWidth is the atlas image's width in pixels; its height follows from
// the font size.
const atlasWidth = 512

// newGlyphAtlas rasterises the characters at size pixels.
func newGlyphAtlas(size int) (*glyphAtlas, error) {
	f, err := opentype.Parse(gomono.TTF)
	if err != nil {
		return nil, fmt.Errorf("render: parse Go Mono: %w", err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil, fmt.Errorf("render: Go Mono at %d px: %w", size, err)
	}
	defer face.Close()
	m := face.Metrics()
	adv, _ := face.GlyphAdvance('M')
	a := &glyphAtlas{size: size, advance: adv.Round(), ascent: m.Ascent.Ceil(), lineH: m.Height.Ceil()}
	a.layout(face)
	return a, nil
}

// layout draws every character into cells of the atlas, in rows, after
// the 2x2 white block.
func (a *glyphAtlas) layout(face font.Face) {
	cellW, cellH := a.advance+4, a.lineH+4 // room for glyphs that overhang their advance
	perRow := atlasWidth / cellW
	n := int(glyphLast-glyphFirst) + 2 // the white block takes the first cell
	a.img = image.NewAlpha(image.Rect(0, 0, atlasWidth, ((n+perRow-1)/perRow)*cellH))
	draw.Draw(a.img, image.Rect(0, 0, 2, 2), image.Opaque, image.Point{}, draw.Src)
	for r := rune(glyphFirst); r <= glyphLast; r++ {
		cell := int(r-glyphFirst) + 1
		origin := image.Pt((cell%perRow)*cellW+2, (cell/perRow)*cellH+2+a.ascent)
		dr, mask, mp, _, ok := face.Glyph(fixed.P(origin.X, origin.Y), r)
		if !ok || dr.Empty() {
			continue
		}
		draw.DrawMask(a.img, dr, image.Opaque, image.Point{}, mask, mp, draw.Over)
		a.glyphs[r] = glyph{atlas: dr, offset: dr.Min.Sub(origin)}
	}
}

// glyphFor returns the glyph of r, '?' for a character outside the atlas.
func (a *glyphAtlas) glyphFor(r rune) glyph {
	if r < glyphFirst || r > glyphLast {
		r = '?'
	}
	return a.glyphs[r]
}
