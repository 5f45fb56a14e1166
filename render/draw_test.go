package render

import (
	"flag"
	"image"
	"image/color"
	"testing"

	"cubefall/render/frame"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var pngPath = flag.String("png", "", "write the picture of TestScreenshot to this PNG file")

const testW, testH = 320, 240

var (
	testSky   = mgl32.Vec3{0.1, 0.2, 0.4}
	testRed   = mgl32.Vec4{1, 0, 0, 1}
	testGreen = mgl32.Vec4{0, 1, 0, 1}
)

// testFrame is a camera at (0, 0, 5) looking at the origin, a light from
// above-front-left, no fog and no cubes yet.
func testFrame(w, h int) *frame.Frame {
	eye := mgl32.Vec3{0, 0, 5}
	return &frame.Frame{
		View:       mgl32.LookAtV(eye, mgl32.Vec3{}, mgl32.Vec3{0, 1, 0}),
		Projection: mgl32.Perspective(mgl32.DegToRad(60), float32(w)/float32(h), 0.1, 200),
		CameraPos:  eye,
		Clear:      testSky,
		Light: frame.Light{
			Direction: mgl32.Vec3{-0.4, -1, -0.6},
			Color:     mgl32.Vec3{0.8, 0.8, 0.8},
			Ambient:   mgl32.Vec3{0.25, 0.25, 0.25},
		},
		Instancing: true,
	}
}

// cube returns an instance of the unit cube at p, scaled by s, turned a
// little so that three faces show, in colour c.
func cube(p mgl32.Vec3, s float32, c mgl32.Vec4) frame.Instance {
	return frame.Instance{
		Position: p, Scale: mgl32.Vec3{s, s, s},
		Rotation: mgl32.Vec3{0.4, 0.6, 0}, // about X, then Y
		Color:    frame.PackColor(c),
	}
}

// drawAndRead draws f and reads it back, on the main thread.
func drawAndRead(t *testing.T, r *Renderer, f *frame.Frame) *image.RGBA {
	t.Helper()
	var img *image.RGBA
	var err error
	onMain(func() {
		r.Draw(f)
		img, err = r.ReadPixels()
	})
	require.NoError(t, err)
	return img
}

// sky is the clear colour as bytes.
func sky() color.RGBA {
	return color.RGBA{R: byteOf(testSky[0]), G: byteOf(testSky[1]), B: byteOf(testSky[2]), A: 255}
}

func byteOf(f float32) uint8 { return uint8(f*255 + 0.5) }

// near reports whether two colours differ by at most tol in every channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return abs(int(x)-int(y)) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// dominant reports which channel of c is clearly the largest: 'r', 'g', 'b'
// or 0 when none is.
func dominant(c color.RGBA) byte {
	switch {
	case int(c.R) > int(c.G)+40 && int(c.R) > int(c.B)+40:
		return 'r'
	case int(c.G) > int(c.R)+40 && int(c.G) > int(c.B)+40:
		return 'g'
	case int(c.B) > int(c.R)+40 && int(c.B) > int(c.G)+40:
		return 'b'
	}
	return 0
}

func TestDrawBackgroundAndCube(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	f.Batch("cube").Instances = append(f.Batch("cube").Instances, cube(mgl32.Vec3{}, 1, testRed))

	img := drawAndRead(t, r, f)
	require.Equal(t, image.Rect(0, 0, testW, testH), img.Bounds())
	for _, p := range []image.Point{{2, 2}, {testW - 3, 2}, {2, testH - 3}, {testW - 3, testH - 3}} {
		assert.True(t, near(img.RGBAAt(p.X, p.Y), sky(), 1), "corner %v is sky, got %v", p, img.RGBAAt(p.X, p.Y))
	}
	centre := img.RGBAAt(testW/2, testH/2)
	assert.Equal(t, byte('r'), dominant(centre), "the centre shows the red cube, got %v", centre)
	assert.Greater(t, centre.R, uint8(60), "lit, not black")

	st := r.Stats()
	assert.Equal(t, DrawStats{DrawCalls: 1, Instances: 1, UploadBytes: frame.InstanceSize, Upload: st.Upload}, st)
}

func TestDrawLightingShadesFaces(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	white := mgl32.Vec4{1, 1, 1, 1}
	f.Batch("cube").Instances = append(f.Batch("cube").Instances, cube(mgl32.Vec3{}, 2, white))
	img := drawAndRead(t, r, f)

	// Count the distinct grey levels on the cube: a lit cube shows its
	// visible faces in different brightness, an unlit one is flat.
	levels := map[uint8]int{}
	for y := testH/2 - 40; y < testH/2+40; y++ {
		for x := testW/2 - 40; x < testW/2+40; x++ {
			if c := img.RGBAAt(x, y); !near(c, sky(), 2) {
				levels[c.R/8]++
			}
		}
	}
	big := 0
	for _, n := range levels {
		if n > 200 {
			big++
		}
	}
	assert.GreaterOrEqual(t, big, 2, "at least two differently lit faces, levels %v", levels)
}

func TestDrawNearCubeHidesFarCube(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	near := cube(mgl32.Vec3{0, 0, 2}, 0.5, testRed)
	far := cube(mgl32.Vec3{0, 0, -3}, 2, testGreen)

	for _, order := range []struct {
		name string
		inst []frame.Instance
	}{
		{"near first", []frame.Instance{near, far}},
		{"far first", []frame.Instance{far, near}},
	} {
		t.Run(order.name, func(t *testing.T) {
			f := testFrame(testW, testH)
			f.Batch("cube").Instances = order.inst
			img := drawAndRead(t, r, f)
			c := img.RGBAAt(testW/2, testH/2)
			assert.Equal(t, byte('r'), dominant(c), "the near red cube covers the far green one, got %v", c)
		})
	}
	t.Run("far alone", func(t *testing.T) {
		f := testFrame(testW, testH)
		f.Batch("cube").Instances = []frame.Instance{far}
		c := drawAndRead(t, r, f).RGBAAt(testW/2, testH/2)
		assert.Equal(t, byte('g'), dominant(c), "without the red cube the centre is green, got %v", c)
	})
}

func TestDrawFogFadesFarCubesIntoTheSky(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	f.Fog = frame.Fog{Near: 10, Far: 20}
	f.Batch("cube").Instances = []frame.Instance{cube(mgl32.Vec3{0, 0, -30}, 6, testRed)}
	c := drawAndRead(t, r, f).RGBAAt(testW/2, testH/2)
	assert.True(t, near(c, sky(), 2), "a cube past Fog.Far is sky-coloured, got %v", c)

	f.Fog = frame.Fog{}
	c = drawAndRead(t, r, f).RGBAAt(testW/2, testH/2)
	assert.Equal(t, byte('r'), dominant(c), "without fog the same cube is red, got %v", c)
}

// manyCubes returns a grid of n turned cubes of many colours in front of the
// camera of testFrame.
func manyCubes(n int) []frame.Instance {
	inst := make([]frame.Instance, 0, n)
	side := 1
	for side*side < n {
		side++
	}
	for i := range n {
		x, y := i%side, i/side
		p := mgl32.Vec3{(float32(x) - float32(side-1)/2) * 0.9, (float32(y) - float32(side-1)/2) * 0.9, -float32(i%3) * 0.5}
		c := mgl32.Vec4{float32(x) / float32(side), float32(y) / float32(side), 1 - float32(x)/float32(side), 1}
		inst = append(inst, cube(p, 0.5, c))
	}
	return inst
}

func TestInstancingOffDrawsTheSamePicture(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	f.Batch("cube").Instances = manyCubes(49)

	instanced := drawAndRead(t, r, f)
	assert.Equal(t, 1, r.Stats().DrawCalls)
	f.Instancing = false
	naive := drawAndRead(t, r, f)
	assert.Equal(t, DrawStats{DrawCalls: 49, Instances: 49}, r.Stats(), "naive: one call per cube, no buffer upload")

	differ := 0
	for i := range instanced.Pix {
		if abs(int(instanced.Pix[i])-int(naive.Pix[i])) > 2 {
			differ++
		}
	}
	assert.LessOrEqual(t, differ, len(instanced.Pix)/1000, "instanced and naive pictures match")
	assert.Greater(t, countNot(instanced, sky()), testW*testH/10, "the cubes cover a good part of the picture")
}

// countNot counts the pixels of img that are not (near) c.
func countNot(img *image.RGBA, c color.RGBA) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if !near(img.RGBAAt(x, y), c, 2) {
				n++
			}
		}
	}
	return n
}

func TestDrawZeroSizeDrawsNothing(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true, DebugGL: true})
	f := testFrame(testW, testH)
	zero := float32(0)
	f.Projection = mgl32.Perspective(mgl32.DegToRad(60), zero/zero, 0.1, 100) // NaN aspect, as 0/0 would give
	f.Batch("cube").Instances = manyCubes(10)
	f.HUD = []string{"minimised"}
	f.Crosshair = true
	for _, size := range []image.Point{{0, 0}, {0, testH}, {testW, 0}} {
		var err error
		var errs []string
		onMain(func() {
			r.draw(f, size.X, size.Y)
			_, err = r.readPixels(size.X, size.Y)
			errs = r.GLErrors()
		})
		assert.Equal(t, DrawStats{}, r.Stats(), "size %v: nothing drawn", size)
		assert.ErrorContains(t, err, "render: read pixels: the framebuffer is", "size %v", size)
		assert.Empty(t, errs, "size %v", size)
	}
}

func TestHUDTextInTheTopLeftCorner(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	f.HUD = []string{"fps 60.0  frame 16.7 ms", "entities 10000"}
	img := drawAndRead(t, r, f)

	corner := img.SubImage(image.Rect(0, 0, testW/2, 50)).(*image.RGBA)
	bright, dark := 0, 0
	for y := corner.Rect.Min.Y; y < corner.Rect.Max.Y; y++ {
		for x := corner.Rect.Min.X; x < corner.Rect.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if c.R > 200 && c.G > 200 && c.B > 200 {
				bright++
			}
			if int(c.B) < int(sky().B)/2 {
				dark++
			}
		}
	}
	assert.Greater(t, bright, 100, "white text pixels in the corner")
	assert.Greater(t, dark, 1000, "a dark backdrop behind the text")
	rest := img.SubImage(image.Rect(0, testH/2, testW, testH)).(*image.RGBA)
	assert.Zero(t, countNot(rest, sky()), "the rest of the screen is sky")

	onMain(func() { r.Draw(f) }) // same text: no re-rasterising
	assert.Equal(t, f.HUD, r.hud.lines)
	f.HUD = append(f.HUD, "paused")
	img2 := drawAndRead(t, r, f)
	assert.Greater(t, countNot(img2, sky()), countNot(img, sky()), "a third line makes the box taller")
}

// TestNoticeCentredAndFaded: an opaque panel darkens the middle of the
// screen and leaves the corners to the sky; the same notice at the bottom
// leaves the middle alone; half opacity darkens half as much; opacity 0
// draws nothing.
func TestNoticeCentredAndFaded(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	f.Notice = frame.Notice{Lines: []string{"PAUSED", "", "Q   quit"}, Opacity: 1, Place: frame.Centre}
	img := drawAndRead(t, r, f)
	mid := img.RGBAAt(testW/2-20, testH/2)
	assert.Less(t, int(mid.B), int(sky().B)/2, "a dark backdrop in the middle: %v", mid)
	assert.Equal(t, sky(), img.RGBAAt(2, 2), "the corners stay sky")

	f.Notice.Place, f.Notice.Lines = frame.Bottom, []string{"G swaps gravity"}
	img = drawAndRead(t, r, f)
	assert.Equal(t, sky(), img.RGBAAt(testW/2-20, testH/2), "at the bottom, clear of the middle")
	assert.Less(t, countNot(img.SubImage(image.Rect(0, 0, testW, testH/2)).(*image.RGBA), sky()), 1, "nothing in the top half")
	assert.Greater(t, countNot(img.SubImage(image.Rect(0, testH/2, testW, testH)).(*image.RGBA), sky()), 500)

	f.Notice.Place, f.Notice.Opacity = frame.Centre, 0.5
	f.Notice.Lines = []string{"PAUSED", "", "Q   quit"}
	half := drawAndRead(t, r, f).RGBAAt(testW/2-20, testH/2)
	assert.Greater(t, int(half.B), int(mid.B)+20, "half opacity darkens less: %v vs %v", half, mid)
	assert.Less(t, int(half.B), int(sky().B)-20)

	f.Notice.Opacity = 0
	assert.Zero(t, countNot(drawAndRead(t, r, f), sky()), "opacity 0: nothing")
}

func TestCrosshairAtTheCentre(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	f.Crosshair = true
	img := drawAndRead(t, r, f)
	assert.Equal(t, color.RGBA{255, 255, 255, 255}, img.RGBAAt(testW/2, testH/2))
	assert.Equal(t, color.RGBA{0, 0, 0, 255}, img.RGBAAt(testW/2+crossArm, testH/2+crossHalf), "dark outline")
	assert.True(t, near(img.RGBAAt(testW/2+crossArm+5, testH/2), sky(), 1))

	f.Crosshair = false
	img = drawAndRead(t, r, f)
	assert.True(t, near(img.RGBAAt(testW/2, testH/2), sky(), 1))
}

// TestScreenshot draws a small scene with everything on. With -png PATH it
// keeps the picture, for looking at it.
func TestScreenshot(t *testing.T) {
	const w, h = 640, 360
	_, r := openRenderer(t, WindowOptions{Width: w, Height: h, Hidden: true})
	f := testFrame(w, h)
	eye := mgl32.Vec3{4, 3, 9}
	f.View, f.CameraPos = mgl32.LookAtV(eye, mgl32.Vec3{0, 0, -4}, mgl32.Vec3{0, 1, 0}), eye
	f.Fog = frame.Fog{Near: 8, Far: 30}
	f.Batch("cube").Instances = manyCubes(400)
	f.Crosshair = true
	f.HUD = []string{"Cubefall render test", "400 cubes, 1 draw call", "fog 8..30"}
	img := drawAndRead(t, r, f)
	if *pngPath != "" {
		require.NoError(t, SavePNG(*pngPath, img))
		t.Logf("wrote %s", *pngPath)
	}
	assert.Greater(t, countNot(img, sky()), w*h/4)
}

func TestSavePNGErrorNamesThePath(t *testing.T) {
	err := SavePNG("/nonexistent-dir/shot.png", image.NewRGBA(image.Rect(0, 0, 1, 1)))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "render: save screenshot: open /nonexistent-dir/shot.png")
}

func TestFlipRows(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 1, 3))
	for y := range 3 {
		img.SetRGBA(0, y, color.RGBA{R: uint8(y), A: 255})
	}
	flipRows(img)
	for y := range 3 {
		assert.Equal(t, uint8(2-y), img.RGBAAt(0, y).R)
	}
}

// turned returns an instance at p with per-axis scale s, turned by the
// Euler angles rot (about X, then Y, then Z), in colour c.
func turned(p, s, rot mgl32.Vec3, c mgl32.Vec4) frame.Instance {
	return frame.Instance{Position: p, Scale: s, Rotation: rot, Color: frame.PackColor(c)}
}

// TestInstanceIsTurnedScaledAndPlaced draws a long bar (3 × 0.4 × 0.4)
// turned a quarter turn about Z, so that it stands upright, half a unit
// right of the centre: the shader must scale, then turn, then move.
func TestInstanceIsTurnedScaledAndPlaced(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	f.Batch("cube").Instances = []frame.Instance{
		turned(mgl32.Vec3{0.5, 0, 0}, mgl32.Vec3{3, 0.4, 0.4}, mgl32.Vec3{0, 0, mgl32.DegToRad(90)}, testRed),
	}
	img := drawAndRead(t, r, f)
	// At z = 0 the camera, 5 units away with a 60° field of view, sees
	// 2·5·tan 30° units over 240 pixels: about 41.6 pixels per unit.
	px := func(x, y float32) image.Point {
		const perUnit = testH / (2 * 5 * 0.57735)
		return image.Pt(testW/2+int(x*perUnit), testH/2-int(y*perUnit))
	}
	for _, p := range []mgl32.Vec2{{0.5, 0}, {0.5, 1.2}, {0.5, -1.2}} {
		at := px(p[0], p[1])
		assert.Equal(t, byte('r'), dominant(img.RGBAAt(at.X, at.Y)), "the upright bar covers %v (pixel %v)", p, at)
	}
	for _, p := range []mgl32.Vec2{{-1, 0}, {1.5, 0}, {0.5, 1.8}} {
		at := px(p[0], p[1])
		assert.True(t, near(img.RGBAAt(at.X, at.Y), sky(), 2), "%v (pixel %v) is sky, got %v", p, at, img.RGBAAt(at.X, at.Y))
	}
}

// TestInstanceNormalsTurnWithTheCube lights a flat slab from the right and
// turns it a little to either side: turned towards the light (a positive
// turn about Y) its face is brighter than turned away.
func TestInstanceNormalsTurnWithTheCube(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	f := testFrame(testW, testH)
	f.Light.Direction = mgl32.Vec3{-1, 0, 0}
	white := mgl32.Vec4{1, 1, 1, 1}
	brightness := func(angle float32) int {
		f.Batch("cube").Instances = []frame.Instance{turned(mgl32.Vec3{}, mgl32.Vec3{2, 2, 0.1}, mgl32.Vec3{0, angle, 0}, white)}
		c := drawAndRead(t, r, f).RGBAAt(testW/2, testH/2)
		require.False(t, near(c, sky(), 2), "the slab covers the centre")
		return int(c.R)
	}
	towards, away := brightness(0.6), brightness(-0.6)
	assert.Greater(t, towards, away+60, "turned towards the light %d, away %d", towards, away)
}

// A batch in segments (as the collection fills a million cubes: runs with
// left-overs between them) draws its runs and nothing else, in one call
// with instancing on and one per cube with it off: the picture of the same
// cubes in one slice. The left-overs are large white cubes in front of
// the others, which would cover much of the picture if drawn.
func TestSegmentedBatchDrawsOnlyItsRuns(t *testing.T) {
	_, r := openRenderer(t, WindowOptions{Width: testW, Height: testH, Hidden: true})
	cubes := manyCubes(49)
	f := testFrame(testW, testH)
	f.Batch("cube").Instances = cubes
	want := drawAndRead(t, r, f)

	leftover := cube(mgl32.Vec3{0, 0, 1}, 1.5, mgl32.Vec4{1, 1, 1, 1})
	var b frame.Batch
	at := 0
	for _, n := range []int{10, 0, 20, 19} {
		start := len(b.Instances)
		b.Instances = append(b.Instances, cubes[at:at+n]...)
		b.AddSegment(start, start+n)
		b.Instances = append(b.Instances, leftover, leftover, leftover)
		at += n
	}
	require.Len(t, b.Segments, 3)
	f.Batch("cube").Instances, f.Batch("cube").Segments = b.Instances, b.Segments
	for _, instancing := range []bool{true, false} {
		f.Instancing = instancing
		got := drawAndRead(t, r, f)
		assert.Equal(t, 49, r.Stats().Instances, "instancing=%v", instancing)
		if instancing {
			assert.Equal(t, 1, r.Stats().DrawCalls)
			assert.Equal(t, 49*frame.InstanceSize, r.Stats().UploadBytes)
		}
		differ := 0
		for i := range want.Pix {
			if abs(int(want.Pix[i])-int(got.Pix[i])) > 2 {
				differ++
			}
		}
		assert.LessOrEqual(t, differ, len(want.Pix)/1000, "instancing=%v: the runs' picture", instancing)
	}
}
