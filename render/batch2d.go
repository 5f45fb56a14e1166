package render

import (
	"image"
	"io/fs"
	"unsafe"

	"cubefall/render/gl"
)

// batch2D collects filled rectangles and text as quads in screen pixels
// (four corners each, drawn as two triangles through a fixed index
// pattern), sorted into layers, and draws each layer with one draw call:
// the inspector's panel backgrounds, then every bar and graph column, then
// every run of text, however many there are. Text and rectangles share one
// shader and one texture, the text sheet: the glyph atlas, whose white
// block gives the rectangles their solid colour, and the layout's runs of
// text spelled out below it, one rectangle each.
type batch2D struct {
	program  uint32
	viewport int32
	vao, vbo uint32
	ebo      uint32 // indices 0,1,2, 0,2,3 for every quad, grown with the buffer
	tex      uint32
	atlas    *glyphAtlas
	sheet    textSheet
	layers   [layerCount][]vertex2D
	all      []vertex2D // the layers end to end, as uploaded
	capacity int        // quads the buffers' storage holds
	calls    int        // draw calls in the last draw
	glyphs   int        // characters with a shape in the last layout
	objs     *objects
}

// vertex2D is one corner: position in pixels, texture coordinate in the
// sheet's pixels, colour.
// 20 bytes, the layout overlay.vert reads.
type vertex2D struct {
	X, Y, U, V float32
	C          rgba
}

// rgba is a colour as 4 bytes, straight (not premultiplied) alpha.
type rgba [4]uint8

// The layers of the batch, drawn in this order.
const (
	layerPanels = iota // panel backgrounds
	layerShapes        // bars, graph columns, guide lines
	layerText          // characters
	layerCount
)

func newBatch2D(objs *objects, fsys fs.FS) (*batch2D, error) {
	id, err := loadProgram(objs, fsys, "overlay.vert", "overlay.frag")
	if err != nil {
		return nil, err
	}
	b := &batch2D{program: id, objs: objs}
	u := uniforms{program: id, name: "overlay.vert + overlay.frag"}
	b.viewport = u.find("uViewport")
	u.find("uAtlas")
	if err := u.err(); err != nil {
		b.Delete()
		return nil, err
	}
	b.vao = objs.genVertexArray()
	gl.BindVertexArray(b.vao)
	b.vbo = objs.genBuffer()
	gl.BindBuffer(gl.ARRAY_BUFFER, b.vbo)
	gl.EnableVertexAttribArray(0)
	gl.VertexAttribPointerWithOffset(0, 2, gl.FLOAT, false, 20, 0)
	gl.EnableVertexAttribArray(1)
	gl.VertexAttribPointerWithOffset(1, 2, gl.FLOAT, false, 20, 8)
	gl.EnableVertexAttribArray(2)
	gl.VertexAttribPointerWithOffset(2, 4, gl.UNSIGNED_BYTE, true, 20, 16)
	b.ebo = objs.genBuffer()
	gl.BindBuffer(gl.ELEMENT_ARRAY_BUFFER, b.ebo) // recorded in the vertex array
	gl.BindVertexArray(0)
	b.tex = objs.genTexture()
	gl.BindTexture(gl.TEXTURE_2D, b.tex)
	gl.TexParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST) // complete without mipmaps
	gl.TexParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST)
	return b, nil
}

// setAtlas makes a the glyph atlas the batch spells text with.
func (b *batch2D) setAtlas(a *glyphAtlas) {
	b.atlas = a
}

// reset empties every layer, keeping their storage, and the text sheet.
func (b *batch2D) reset() {
	for i := range b.layers {
		b.layers[i] = b.layers[i][:0]
	}
	b.glyphs = 0
	b.sheet.reset(b.atlas)
}

// rect adds a filled rectangle from (x0, y0) to (x1, y1) to a layer.
func (b *batch2D) rect(layer int, x0, y0, x1, y1 float32, c rgba) {
	b.quad(layer, x0, y0, x1, y1, 1, 1, 1, 1, c) // the middle of the 2x2 white block
}

// quad adds a rectangle textured with the sheet from (u0, v0) to (u1, v1),
// in sheet pixels: its four corners, clockwise from the top-left.
func (b *batch2D) quad(layer int, x0, y0, x1, y1, u0, v0, u1, v1 float32, c rgba) {
	b.layers[layer] = append(b.layers[layer],
		vertex2D{x0, y0, u0, v0, c}, vertex2D{x1, y0, u1, v0, c}, vertex2D{x1, y1, u1, v1, c}, vertex2D{x0, y1, u0, v1, c})
}

// text adds s with its first line's top at (x, y), at most maxChars
// characters of it, and returns how many it drew: a rectangle for each
// piece of the sheet the run is spelled out as.
func (b *batch2D) text(x, y int, s string, maxChars int, c rgba) int {
	n := b.sheet.spell(s, maxChars)
	b.glyphs += len(b.sheet.glyphs)
	for _, p := range b.sheet.pieces {
		b.textQuad(p.box.Add(image.Pt(x, y)), p.at, c)
	}
	return n
}

// textQuad adds the screen rectangle to with the sheet's pixels at from.
func (b *batch2D) textQuad(to, from image.Rectangle, c rgba) {
	b.quad(layerText, float32(to.Min.X), float32(to.Min.Y), float32(to.Max.X), float32(to.Max.Y),
		float32(from.Min.X), float32(from.Min.Y), float32(from.Max.X), float32(from.Max.Y), c)
}

// draw draws each non-empty layer with one call, blended over what is on
// screen, on a fbW x fbH framebuffer. With upload, it first copies every
// layer into the buffer and the sheet into the texture; without, it draws
// what the last upload copied.
func (b *batch2D) draw(fbW, fbH int, upload bool) {
	if upload {
		b.all = b.all[:0]
		for _, l := range b.layers {
			b.all = append(b.all, l...)
		}
	}
	b.calls = 0
	if len(b.all) == 0 {
		return
	}
	gl.Disable(gl.DEPTH_TEST)
	gl.Enable(gl.BLEND)
	gl.BlendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA)
	gl.UseProgram(b.program)
	gl.Uniform2f(b.viewport, float32(fbW), float32(fbH))
	gl.ActiveTexture(gl.TEXTURE0)
	gl.BindTexture(gl.TEXTURE_2D, b.tex)
	gl.BindVertexArray(b.vao)
	if upload {
		b.upload()
		b.uploadSheet()
	}
	first := 0 // quads before this layer
	for _, l := range b.layers {
		if quads := len(l) / 4; quads > 0 {
			gl.DrawElementsWithOffset(gl.TRIANGLES, int32(6*quads), gl.UNSIGNED_INT, uintptr(6*4*first))
			b.calls++
		}
		first += len(l) / 4
	}
	gl.BindVertexArray(0)
	gl.Disable(gl.BLEND)
}

// upload copies the vertices into the buffer. It gives the buffer new
// storage first (orphaning: glBufferData with no data), so the driver
// need not wait until the previous frame's draw has finished reading the
// old storage before the copy; at the batch's size, a few hundred
// kilobytes, that costs less than the wait. When the quads do not fit,
// the storage grows to twice what is needed, and the index buffer with it.
func (b *batch2D) upload() {
	gl.BindBuffer(gl.ARRAY_BUFFER, b.vbo)
	stride := int(unsafe.Sizeof(vertex2D{}))
	if quads := len(b.all) / 4; quads > b.capacity {
		b.capacity = 2 * quads
		b.uploadIndices()
	}
	gl.BufferData(gl.ARRAY_BUFFER, 4*b.capacity*stride, nil, gl.STREAM_DRAW)
	gl.BufferSubData(gl.ARRAY_BUFFER, 0, len(b.all)*stride, unsafe.Pointer(&b.all[0]))
}

// uploadSheet copies the used rows of the text sheet into the texture,
// with new storage each time for the same reason as the vertices.
func (b *batch2D) uploadSheet() {
	img, rows := b.sheet.img, b.sheet.used()
	gl.BindTexture(gl.TEXTURE_2D, b.tex)
	gl.PixelStorei(gl.UNPACK_ALIGNMENT, 1)
	gl.TexImage2D(gl.TEXTURE_2D, 0, gl.R8, int32(img.Bounds().Dx()), int32(rows), 0, gl.RED, gl.UNSIGNED_BYTE, unsafe.Pointer(&img.Pix[0]))
}

// uploadIndices fills the index buffer for b.capacity quads: quad q is the
// triangles (4q, 4q+1, 4q+2) and (4q, 4q+2, 4q+3). The vertex array,
// bound by the caller, holds the binding.
func (b *batch2D) uploadIndices() {
	idx := make([]uint32, 0, 6*b.capacity)
	for q := range uint32(b.capacity) {
		idx = append(idx, 4*q, 4*q+1, 4*q+2, 4*q, 4*q+2, 4*q+3)
	}
	gl.BindBuffer(gl.ELEMENT_ARRAY_BUFFER, b.ebo)
	gl.BufferData(gl.ELEMENT_ARRAY_BUFFER, len(idx)*4, unsafe.Pointer(&idx[0]), gl.STATIC_DRAW)
}

// Delete frees the program, the buffer and the atlas texture.
func (b *batch2D) Delete() {
	b.objs.deleteProgram(&b.program)
	b.objs.deleteBuffer(&b.vbo)
	b.objs.deleteBuffer(&b.ebo)
	b.objs.deleteVertexArray(&b.vao)
	b.objs.deleteTexture(&b.tex)
}
