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

// TestShadowDarkensTheGround puts one blob shadow at the centre of the
// view: the ground there is darker than at the edge of the picture, and
// darkest at the disc's centre.
func TestShadowDarkensTheGround(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	eye := mgl32.Vec3{0, 5, 0.01}
	f.View = mgl32.LookAtV(eye, mgl32.Vec3{}, mgl32.Vec3{0, 1, 0})
	f.CameraPos = eye
	f.Grounds = []frame.Ground{{Size: 100, Cell: 50, Color: mgl32.Vec3{0.8, 0.8, 0.8}, LineColor: mgl32.Vec3{0.8, 0.8, 0.8}}}
	plain := drawAndRead(t, r, f).RGBAAt(testW/2, testH/2)
	f.Shadows = []frame.Shadow{{Radius: 1, Darkness: 0.6}}
	img := drawAndRead(t, r, f)
	centre, edge := img.RGBAAt(testW/2, testH/2), img.RGBAAt(5, 5)
	assert.Less(t, int(centre.R)+30, int(plain.R), "the shadow darkens the ground: %v, without it %v", centre, plain)
	assert.True(t, near(edge, plain, 3), "away from it the ground is as before: %v", edge)
}
