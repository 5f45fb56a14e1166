package render

import (
	"image"
	"image/color"
	"testing"

	"cubefall/render/frame"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
)

// TestGroundDrawsItsGridLitAndFogged looks down on a green ground with
// dark lines from 5 units above: the picture is ground, not sky; it holds
// both the ground's colour and the darker lines; a cube standing in front
// hides the ground behind it; and behind a fog that ends before the
// ground starts, the ground is sky.
func TestGroundDrawsItsGridLitAndFogged(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	eye := mgl32.Vec3{0, 5, 0.01}
	f.View = mgl32.LookAtV(eye, mgl32.Vec3{}, mgl32.Vec3{0, 1, 0})
	f.CameraPos = eye
	f.Grounds = []frame.Ground{{Height: 0, Size: 100, Cell: 1, Color: mgl32.Vec3{0.2, 0.8, 0.2}, LineColor: mgl32.Vec3{0.02, 0.1, 0.02}}}
	img := drawAndRead(t, r, f)
	assert.Zero(t, countOf(img, sky()), "the ground fills the view")
	bright, dark := 0, 0
	for y := 0; y < testH; y++ {
		for x := 0; x < testW; x++ {
			if g := img.RGBAAt(x, y).G; g > 100 {
				bright++
			} else if g < 40 {
				dark++
			}
		}
	}
	assert.Greater(t, bright, testW*testH/2, "mostly the ground's colour, lit")
	assert.Positive(t, dark, "and grid lines")

	f.Batch("cube").Instances = []frame.Instance{cube(mgl32.Vec3{0, 1, 0}, 1, testRed)}
	c := drawAndRead(t, r, f).RGBAAt(testW/2, testH/2)
	assert.Equal(t, byte('r'), dominant(c), "a cube on the ground hides it, got %v", c)

	f.Batch("cube").Instances = nil
	f.Fog = frame.Fog{Near: 1, Far: 2}
	c = drawAndRead(t, r, f).RGBAAt(testW/2, testH/2)
	assert.True(t, near(c, sky(), 2), "past Fog.Far the ground is sky-coloured, got %v", c)
}

// countOf counts the pixels of colour c.
func countOf(img *image.RGBA, c color.RGBA) int {
	return img.Bounds().Dx()*img.Bounds().Dy() - countNot(img, c)
}
