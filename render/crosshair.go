package render

import (
	"io/fs"
	"unsafe"

	"cubefall/render/gl"
)

// Crosshair size in pixels: arm length from the centre, and line widths of
// the white cross and its dark outline (which keeps it visible on a white
// cube or a pale sky).
const (
	crossArm     = 9
	crossHalf    = 1 // half the white line width
	crossOutline = 1 // dark border around it
)

// crosshair draws a small cross at the centre of the screen. Its geometry
// is fixed, in pixels around the centre; the shader divides by the viewport
// size, so nothing is uploaded per frame.
type crosshair struct {
	program  uint32
	viewport int32
	vao, vbo uint32
	vertices int32
	objs     *objects
}

func newCrosshair(objs *objects, fsys fs.FS) (*crosshair, error) {
	id, err := loadProgram(objs, fsys, "crosshair.vert", "crosshair.frag")
	if err != nil {
		return nil, err
	}
	c := &crosshair{program: id, objs: objs}
	u := uniforms{program: id, name: "crosshair.vert + crosshair.frag"}
	c.viewport = u.find("uViewport")
	if err := u.err(); err != nil {
		c.Delete()
		return nil, err
	}
	verts := crossVertices()
	c.vertices = int32(len(verts) / 6)
	c.vao = objs.genVertexArray()
	gl.BindVertexArray(c.vao)
	c.vbo = objs.genBuffer()
	gl.BindBuffer(gl.ARRAY_BUFFER, c.vbo)
	gl.BufferData(gl.ARRAY_BUFFER, len(verts)*4, unsafe.Pointer(&verts[0]), gl.STATIC_DRAW)
	gl.EnableVertexAttribArray(0)
	gl.VertexAttribPointerWithOffset(0, 2, gl.FLOAT, false, 24, 0)
	gl.EnableVertexAttribArray(1)
	gl.VertexAttribPointerWithOffset(1, 4, gl.FLOAT, false, 24, 8)
	gl.BindVertexArray(0)
	return c, nil
}

// crossVertices returns two dark bars and then two white bars on top, as
// triangles of (x, y, r, g, b, a) vertices.
func crossVertices() []float32 {
	var v []float32
	dark := [4]float32{0, 0, 0, 1}
	white := [4]float32{1, 1, 1, 1}
	o := float32(crossHalf + crossOutline)
	v = appendRect(v, -crossArm-crossOutline, -o, crossArm+crossOutline, o, dark)
	v = appendRect(v, -o, -crossArm-crossOutline, o, crossArm+crossOutline, dark)
	v = appendRect(v, -crossArm, -crossHalf, crossArm, crossHalf, white)
	v = appendRect(v, -crossHalf, -crossArm, crossHalf, crossArm, white)
	return v
}

// appendRect appends the rectangle (x0,y0)-(x1,y1) as two triangles.
func appendRect(v []float32, x0, y0, x1, y1 float32, c [4]float32) []float32 {
	for _, p := range [6][2]float32{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y0}, {x1, y1}, {x0, y1}} {
		v = append(v, p[0], p[1], c[0], c[1], c[2], c[3])
	}
	return v
}

// draw shows the cross at the centre of a fbW x fbH framebuffer.
func (c *crosshair) draw(fbW, fbH int) {
	gl.Disable(gl.DEPTH_TEST)
	gl.UseProgram(c.program)
	gl.Uniform2f(c.viewport, float32(fbW), float32(fbH))
	gl.BindVertexArray(c.vao)
	gl.DrawArrays(gl.TRIANGLES, 0, c.vertices)
	gl.BindVertexArray(0)
}

// Delete frees the program and the geometry.
func (c *crosshair) Delete() {
	c.objs.deleteProgram(&c.program)
	c.objs.deleteBuffer(&c.vbo)
	c.objs.deleteVertexArray(&c.vao)
}
