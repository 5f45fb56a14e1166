package main

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
)

// maxCounted is where check stops counting distinct colours: the summary
// only needs to show "a few" against "many".
const maxCounted = 1000

// errBlank reports a picture in which every pixel has the same colour.
var errBlank = errors.New("blank image: every pixel has the same colour")

// summary describes a decoded picture.
type summary struct {
	width, height int
	colours       int // distinct colours, counted up to maxCounted
}

// String formats the summary for the one-line report.
func (s summary) String() string {
	more := ""
	if s.colours >= maxCounted {
		more = "+"
	}
	return fmt.Sprintf("%dx%d, %d%s distinct colours", s.width, s.height, s.colours, more)
}

// check decodes a PNG from r and returns its summary, or an error if it
// cannot be decoded (the decoder also refuses a 0×0 picture) or is a
// single flat colour.
func check(r io.Reader) (summary, error) {
	img, err := png.Decode(r)
	if err != nil {
		return summary{}, err
	}
	b := img.Bounds()
	s := summary{width: b.Dx(), height: b.Dy()}
	s.colours = countColours(img, maxCounted)
	if s.colours < 2 {
		return s, errBlank
	}
	return s, nil
}

// countColours counts the distinct colours of img, stopping at limit.
func countColours(img image.Image, limit int) int {
	type rgba struct{ r, g, b, a uint32 }
	seen := make(map[rgba]struct{})
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[rgba{r, g, bl, a}] = struct{}{}
			if len(seen) >= limit {
				return len(seen)
			}
		}
	}
	return len(seen)
}
