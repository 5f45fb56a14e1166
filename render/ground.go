package render

import (
	"io/fs"
	"unsafe"

	"cubefall/render/frame"

	"cubefall/render/gl"
)

// groundView draws the frame's grounds: the second mesh of the renderer,
// a unit square that shaders/ground.vert scales to each ground's size and
// height, with the grid made in shaders/ground.frag. It is drawn after the
// cubes, with the same depth test, so the cubes standing on it hide the
// parts behind them.
type groundView struct {
	program            uint32
	lit                litUniforms
	size, height, cell int32
	color, lineColor   int32
	vao, vbo           uint32
	objs               *objects
}

// groundCorners are the square's two triangles, counter-clockwise seen
// from above (x, z).
var groundCorners = [12]float32{
	-0.5, 0.5, 0.5, 0.5, 0.5, -0.5,
	-0.5, 0.5, 0.5, -0.5, -0.5, -0.5,
}

func newGroundView(objs *objects, fsys fs.FS) (*groundView, error) {
	id, err := loadProgram(objs, fsys, "ground.vert", "ground.frag")
	if err != nil {
		return nil, err
	}
	g := &groundView{program: id, objs: objs}
	u := uniforms{program: id, name: "ground.vert + ground.frag"}
	g.lit = findLitUniforms(&u)
	g.size, g.height, g.cell = u.find("uSize"), u.find("uHeight"), u.find("uCell")
	g.color, g.lineColor = u.find("uColor"), u.find("uLineColor")
	if err := u.err(); err != nil {
		g.Delete()
		return nil, err
	}
	g.vao = objs.genVertexArray()
	gl.BindVertexArray(g.vao)
	g.vbo = objs.genBuffer()
	gl.BindBuffer(gl.ARRAY_BUFFER, g.vbo)
	gl.BufferData(gl.ARRAY_BUFFER, len(groundCorners)*4, unsafe.Pointer(&groundCorners[0]), gl.STATIC_DRAW)
	gl.EnableVertexAttribArray(0)
	gl.VertexAttribPointerWithOffset(0, 2, gl.FLOAT, false, 8, 0)
	gl.BindVertexArray(0)
	return g, nil
}

// draw draws every ground of f, one call each.
func (g *groundView) draw(f *frame.Frame) {
	gl.UseProgram(g.program)
	g.lit.set(f)
	gl.BindVertexArray(g.vao)
	for i := range f.Grounds {
		gr := &f.Grounds[i]
		gl.Uniform1f(g.size, gr.Size)
		gl.Uniform1f(g.height, gr.Height)
		gl.Uniform1f(g.cell, gr.Cell)
		gl.Uniform3fv(g.color, 1, &gr.Color[0])
		gl.Uniform3fv(g.lineColor, 1, &gr.LineColor[0])
		gl.DrawArrays(gl.TRIANGLES, 0, int32(len(groundCorners)/2))
	}
	gl.BindVertexArray(0)
}

// Delete frees the program and the square.
func (g *groundView) Delete() {
	g.objs.deleteBuffer(&g.vbo)
	g.objs.deleteVertexArray(&g.vao)
	g.objs.deleteProgram(&g.program)
}
