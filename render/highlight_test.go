package render

import (
	"image"
	"testing"

	"cubefall/render/frame"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// The highlighted cube stands out on every colour: drawn once plain and
// once highlighted, a cube of each colour shows black edges it did not
// have and a body no darker, and a coloured cube keeps its hue rather
// than turning grey.
func TestHighlightStandsOutOnEveryColour(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	colours := map[string]mgl32.Vec4{
		"red": {0.9, 0.15, 0.1, 1}, "green": {0.1, 0.8, 0.2, 1}, "blue": {0.15, 0.3, 0.9, 1},
		"grey": {0.5, 0.5, 0.5, 1}, "white": {1, 1, 1, 1}, "black": {0.03, 0.03, 0.03, 1},
	}
	box := image.Rect(testW/2-70, testH/2-70, testW/2+70, testH/2+70)
	for name, c := range colours {
		f := testFrame(testW, testH)
		in := cube(mgl32.Vec3{}, 2, c)
		f.Batch("cube").Instances = []frame.Instance{in}
		plain := drawAndRead(t, r, f)
		in.Color = frame.Highlight(in.Color)
		f.Batch("cube").Instances = []frame.Instance{in}
		lit := drawAndRead(t, r, f)

		cubePx, outline, darker := 0, 0, 0
		for y := box.Min.Y; y < box.Max.Y; y++ {
			for x := box.Min.X; x < box.Max.X; x++ {
				p, h := plain.RGBAAt(x, y), lit.RGBAAt(x, y)
				if near(p, sky(), 2) {
					continue
				}
				cubePx++
				if h.R < 25 && h.G < 25 && h.B < 25 {
					outline++
				} else if int(h.R)+int(h.G)+int(h.B) < int(p.R)+int(p.G)+int(p.B)-6 {
					darker++
				}
			}
		}
		assert.Greater(t, cubePx, 2000, "%s: the cube is in the box", name)
		assert.Greater(t, outline, cubePx/30, "%s: black edges outline the highlighted cube", name)
		assert.Less(t, darker, cubePx/50, "%s: the body is no darker", name)
		centre, was := lit.RGBAAt(testW/2, testH/2), plain.RGBAAt(testW/2, testH/2)
		if d := dominant(was); d != 0 {
			assert.Equal(t, d, dominant(centre), "%s: keeps its hue (%v, was %v)", name, centre, was)
		}
		if name == "black" || name == "grey" {
			assert.Greater(t, int(centre.R), int(was.R)+40, "%s: brightened (%v, was %v)", name, centre, was)
		}
	}
}
