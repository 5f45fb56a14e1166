package render

import (
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// blends is what the screen blends at each pixel of a run, in order: the
// coverage of every rectangle drawn over it that covers it at all.
type blends map[image.Point][]uint8

// add records a rectangle drawn at box whose coverage is img's pixels at
// from (the same size).
func (bl blends) add(img *image.Alpha, from, box image.Rectangle) {
	for y := range box.Dy() {
		for x := range box.Dx() {
			if v := img.AlphaAt(from.Min.X+x, from.Min.Y+y).A; v != 0 {
				p := box.Min.Add(image.Pt(x, y))
				bl[p] = append(bl[p], v)
			}
		}
	}
}

// A run spelled out in pieces blends every pixel with the same coverages,
// in the same order, as drawing it glyph by glyph, in far fewer
// rectangles; at 14 pixels Go Mono's glyphs overhang their advance, so
// some neighbours cover one pixel and split the run.
func TestTextSheetPiecesBlendLikeGlyphs(t *testing.T) {
	for _, px := range []int{13, 14, 21, 28} {
		a, err := newGlyphAtlas(px)
		require.NoError(t, err)
		var s textSheet
		s.reset(a)
		var all strings.Builder
		for r := rune(glyphFirst); r <= glyphLast; r++ {
			all.WriteRune(r)
		}
		text := strings.Repeat(all.String(), 3)
		for range 2 { // the second run goes where the first left the sheet
			n := s.spell(text, 250)
			assert.Equal(t, 250, n, "%d px: characters taken", px)
			glyphs, pieces := make(blends), make(blends)
			for _, g := range s.glyphs {
				glyphs.add(a.img, g.atlas, g.box)
			}
			for _, p := range s.pieces {
				pieces.add(s.img, p.at, p.box)
			}
			require.Equal(t, len(glyphs), len(pieces), "%d px: pixels covered", px)
			for p, want := range glyphs {
				assert.True(t, slices.Equal(want, pieces[p]), "%d px: at %v, glyphs blend %v, pieces %v", px, p, want, pieces[p])
			}
			assert.Less(t, 4*len(s.pieces), len(s.glyphs), "%d px: pieces for %d glyphs", px, len(s.glyphs))
		}
	}
}

// A run wider than the sheet is spelled out across several shelves, and
// reset gives the sheet back empty below the atlas.
func TestTextSheetWrapsWideRunsAndResets(t *testing.T) {
	a, err := newGlyphAtlas(40)
	require.NoError(t, err)
	var s textSheet
	s.reset(a)
	text := strings.Repeat("o", 200)
	s.spell(text, len(text))
	require.Greater(t, len(s.pieces), 1)
	for _, p := range s.pieces {
		assert.LessOrEqual(t, p.at.Max.X, s.img.Bounds().Dx(), "piece %v inside the sheet", p.at)
	}
	assert.Greater(t, s.used(), a.img.Bounds().Dy()+a.lineH)
	s.reset(a)
	assert.Equal(t, a.img.Bounds().Dy(), s.used())
	below := s.img.Pix[a.img.Bounds().Dy()*s.img.Stride:]
	assert.Equal(t, -1, slices.IndexFunc(below, func(v uint8) bool { return v != 0 }), "nothing left below the atlas")
}
