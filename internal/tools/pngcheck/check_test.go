package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// encode returns img as PNG bytes.
func encode(t *testing.T, img image.Image) *bytes.Buffer {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	return &buf
}

// flat returns a w×h picture filled with c.
func flat(w, h int, c color.Color) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, c)
		}
	}
	return img
}

func TestCheckRejectsFlatPicture(t *testing.T) {
	_, err := check(encode(t, flat(8, 4, color.RGBA{20, 30, 40, 255})))
	assert.ErrorIs(t, err, errBlank)
}

func TestCheckAcceptsOneDifferentPixel(t *testing.T) {
	img := flat(8, 4, color.Black)
	img.Set(7, 3, color.White)
	s, err := check(encode(t, img))
	require.NoError(t, err)
	assert.Equal(t, summary{width: 8, height: 4, colours: 2}, s)
	assert.Equal(t, "8x4, 2 distinct colours", s.String())
}

func TestCheckRejectsWhatIsNotPNG(t *testing.T) {
	_, err := check(strings.NewReader("not a png"))
	assert.Error(t, err)
}

func TestCountColoursStopsAtLimit(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 256, 1))
	for x := range 256 {
		img.SetGray(x, 0, color.Gray{Y: uint8(x)})
	}
	assert.Equal(t, 10, countColours(img, 10))
	assert.Equal(t, 256, countColours(img, 1000))
}
