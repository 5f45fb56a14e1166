package render

import (
	"image"
	"image/color"
	"image/draw"
	"io/fs"
	"slices"
	"unsafe"

	"cubefall/render/frame"

	"cubefall/render/gl"
	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"
)

// HUD text layout, in texture pixels (before hudScale).
const (
	hudPadding = 4 // between the backdrop's edge and the text
	hudMargin  = 8 // between the window's corner and the backdrop, in screen pixels
	hudLineGap = 2 // extra space between lines

	// hudBackdropAlpha is the opacity of the dark box behind the text, so
	// white text stays readable over white cubes.
	hudBackdropAlpha = 170
)

// hudText draws lines of text in the top-left corner.
//
// The text is drawn on the CPU with Go's basicfont (a 7x13 bitmap font
// that ships with golang.org/x/image, so no font file is needed) into an
// image, and the image is uploaded as a texture and shown as one textured
// rectangle. The texture is rebuilt only when the lines change — the HUD's
// numbers change a few times a second, the frame rate is much higher.
type hudText struct {
	program        uint32
	viewport, rect int32
	opacity        int32
	vao, vbo, tex  uint32
	lines          []string    // what the texture shows now, as asked for
	cols           int         // the width in characters they were fitted to
	img            *image.RGBA // reused while the size stays the same
	texW, texH     int         // size of the texture's storage
	objs           *objects
}

func newHUDText(objs *objects, fsys fs.FS) (*hudText, error) {
	id, err := loadProgram(objs, fsys, "hud.vert", "hud.frag")
	if err != nil {
		return nil, err
	}
	t := &hudText{program: id, objs: objs}
	u := uniforms{program: id, name: "hud.vert + hud.frag"}
	t.viewport, t.rect, t.opacity = u.find("uViewport"), u.find("uRect"), u.find("uOpacity")
	u.find("uText")
	if err := u.err(); err != nil {
		t.Delete()
		return nil, err
	}
	t.vao, t.vbo = unitQuad(objs)
	t.tex = objs.genTexture()
	gl.BindTexture(gl.TEXTURE_2D, t.tex)
	gl.TexParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST) // crisp pixels
	gl.TexParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST)
	gl.TexParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE)
	gl.TexParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE)
	return t, nil
}

// unitQuad makes a vertex array of the corners (0,0), (1,0), (0,1), (1,1),
// drawn as a triangle strip.
func unitQuad(objs *objects) (vao, vbo uint32) {
	corners := [8]float32{0, 0, 1, 0, 0, 1, 1, 1}
	vao = objs.genVertexArray()
	gl.BindVertexArray(vao)
	vbo = objs.genBuffer()
	gl.BindBuffer(gl.ARRAY_BUFFER, vbo)
	gl.BufferData(gl.ARRAY_BUFFER, len(corners)*4, unsafe.Pointer(&corners[0]), gl.STATIC_DRAW)
	gl.EnableVertexAttribArray(0)
	gl.VertexAttribPointerWithOffset(0, 2, gl.FLOAT, false, 8, 0)
	gl.BindVertexArray(0)
	return vao, vbo
}

// hudScale is the integer zoom of the 7x13 font: 1 up to 1199 pixels of
// height, 2 from there, so the text stays readable on large screens.
func hudScale(fbHeight int) int {
	return max(1, fbHeight/600)
}

// draw shows lines in the top-left corner of a fbW x fbH framebuffer,
// each broken into several where it would not fit across the window.
func (t *hudText) draw(lines []string, fbW, fbH int) {
	s := hudScale(fbH)
	t.update(lines, hudColumns(fbW, s))
	t.show(hudMargin, hudMargin, s, 1, fbW, fbH)
}

// drawNotice shows a notice's lines centred across a fbW x fbH
// framebuffer, one zoom step larger than the HUD, in the middle of the
// screen or near its bottom edge, faded by the notice's opacity. In a
// window too narrow for the notice at that size it takes the HUD's size,
// and lines that still do not fit are broken.
func (t *hudText) drawNotice(p *frame.Notice, fbW, fbH int) {
	s := hudScale(fbH) + 1
	if widest(p.Lines) > hudColumns(fbW, s) {
		s--
	}
	t.update(p.Lines, hudColumns(fbW, s))
	w, h := t.img.Bounds().Dx()*s, t.img.Bounds().Dy()*s
	y := (fbH - h) / 2
	if p.Place == frame.Bottom {
		y = fbH - h - fbH/8
	}
	t.show((fbW-w)/2, y, s, p.Opacity, fbW, fbH)
}

// show draws the current text image at (x, y) pixels from the top-left,
// zoomed by scale, faded by opacity.
func (t *hudText) show(x, y, scale int, opacity float32, fbW, fbH int) {
	gl.Disable(gl.DEPTH_TEST)
	gl.Enable(gl.BLEND)
	gl.BlendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA) // premultiplied alpha
	gl.UseProgram(t.program)
	gl.Uniform2f(t.viewport, float32(fbW), float32(fbH))
	w, h := t.img.Bounds().Dx(), t.img.Bounds().Dy()
	gl.Uniform4f(t.rect, float32(x), float32(y), float32(w*scale), float32(h*scale))
	gl.Uniform1f(t.opacity, opacity)
	gl.ActiveTexture(gl.TEXTURE0) // uText is texture unit 0, the default
	gl.BindTexture(gl.TEXTURE_2D, t.tex)
	gl.BindVertexArray(t.vao)
	gl.DrawArrays(gl.TRIANGLE_STRIP, 0, 4)
	gl.BindVertexArray(0)
	gl.Disable(gl.BLEND)
}

// update re-rasterises and re-uploads the text if it changed, with its
// lines fitted to cols characters.
func (t *hudText) update(lines []string, cols int) {
	if t.img != nil && cols == t.cols && slices.Equal(lines, t.lines) {
		return
	}
	t.lines = append(t.lines[:0], lines...)
	t.cols = cols
	t.img = rasterise(fitColumns(lines, cols), t.img)
	b := t.img.Bounds()
	gl.BindTexture(gl.TEXTURE_2D, t.tex)
	gl.PixelStorei(gl.UNPACK_ALIGNMENT, 1)
	if b.Dx() == t.texW && b.Dy() == t.texH {
		gl.TexSubImage2D(gl.TEXTURE_2D, 0, 0, 0, int32(b.Dx()), int32(b.Dy()), gl.RGBA, gl.UNSIGNED_BYTE, unsafe.Pointer(&t.img.Pix[0]))
		return
	}
	gl.TexImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, int32(b.Dx()), int32(b.Dy()), 0, gl.RGBA, gl.UNSIGNED_BYTE, unsafe.Pointer(&t.img.Pix[0]))
	t.texW, t.texH = b.Dx(), b.Dy()
}

// rasterise draws white lines of text on the dark backdrop. It reuses img
// when it has the right size, so a HUD whose numbers change every frame
// does not allocate every frame.
func rasterise(lines []string, img *image.RGBA) *image.RGBA {
	face := basicfont.Face7x13
	lineH := face.Height + hudLineGap
	w := 0
	for _, l := range lines {
		w = max(w, font.MeasureString(face, l).Ceil())
	}
	size := image.Rect(0, 0, w+2*hudPadding, len(lines)*lineH-hudLineGap+2*hudPadding)
	if img == nil || img.Bounds() != size {
		img = image.NewRGBA(size)
	}
	backdrop := image.NewUniform(color.RGBA{A: hudBackdropAlpha}) // black, premultiplied
	draw.Draw(img, size, backdrop, image.Point{}, draw.Src)
	d := font.Drawer{Dst: img, Src: image.White, Face: face}
	for i, l := range lines {
		d.Dot = fixed.P(hudPadding, hudPadding+i*lineH+face.Ascent)
		d.DrawString(l)
	}
	return img
}

// Delete frees the program, the quad and the texture.
func (t *hudText) Delete() {
	t.objs.deleteProgram(&t.program)
	t.objs.deleteBuffer(&t.vbo)
	t.objs.deleteVertexArray(&t.vao)
	t.objs.deleteTexture(&t.tex)
}
