package render

import (
	"io/fs"
	"unsafe"

	"cubefall/render/frame"

	"cubefall/render/gl"
)

// shadowView draws the frame's blob shadows with one instanced call: a
// square per shadow, each with its centre, radius and darkness from the
// instance buffer (the []frame.Shadow as it is), blended over the ground
// after it is drawn, without writing depth.
type shadowView struct {
	program                    uint32
	view, projection           int32
	cameraPos, fogNear, fogFar int32
	vao, corners, instances    uint32
	capacity                   int
	objs                       *objects
}

var shadowCorners = [12]float32{-1, 1, 1, 1, 1, -1, -1, 1, 1, -1, -1, -1}

func newShadowView(objs *objects, fsys fs.FS) (*shadowView, error) {
	id, err := loadProgram(objs, fsys, "shadow.vert", "shadow.frag")
	if err != nil {
		return nil, err
	}
	v := &shadowView{program: id, objs: objs}
	u := uniforms{program: id, name: "shadow.vert + shadow.frag"}
	v.view, v.projection = u.find("uView"), u.find("uProjection")
	v.cameraPos, v.fogNear, v.fogFar = u.find("uCameraPos"), u.find("uFogNear"), u.find("uFogFar")
	if err := u.err(); err != nil {
		v.Delete()
		return nil, err
	}
	v.vao = objs.genVertexArray()
	gl.BindVertexArray(v.vao)
	v.corners = objs.genBuffer()
	gl.BindBuffer(gl.ARRAY_BUFFER, v.corners)
	gl.BufferData(gl.ARRAY_BUFFER, len(shadowCorners)*4, unsafe.Pointer(&shadowCorners[0]), gl.STATIC_DRAW)
	gl.EnableVertexAttribArray(0)
	gl.VertexAttribPointerWithOffset(0, 2, gl.FLOAT, false, 8, 0)
	v.instances = objs.genBuffer()
	gl.BindBuffer(gl.ARRAY_BUFFER, v.instances)
	gl.EnableVertexAttribArray(1)
	gl.VertexAttribPointerWithOffset(1, 4, gl.FLOAT, false, frame.ShadowSize, 0)
	gl.VertexAttribDivisor(1, 1)
	gl.EnableVertexAttribArray(2)
	gl.VertexAttribPointerWithOffset(2, 1, gl.FLOAT, false, frame.ShadowSize, unsafe.Offsetof(frame.Shadow{}.Darkness))
	gl.VertexAttribDivisor(2, 1)
	gl.BindVertexArray(0)
	return v, nil
}

// draw uploads and draws every shadow of f.
func (v *shadowView) draw(f *frame.Frame) {
	n := len(f.Shadows)
	gl.BindBuffer(gl.ARRAY_BUFFER, v.instances)
	if n > v.capacity {
		v.capacity = max(2*v.capacity, n, 64)
		gl.BufferData(gl.ARRAY_BUFFER, v.capacity*frame.ShadowSize, nil, gl.DYNAMIC_DRAW)
	}
	gl.BufferSubData(gl.ARRAY_BUFFER, 0, n*frame.ShadowSize, unsafe.Pointer(&f.Shadows[0]))
	gl.UseProgram(v.program)
	gl.UniformMatrix4fv(v.view, 1, false, &f.View[0])
	gl.UniformMatrix4fv(v.projection, 1, false, &f.Projection[0])
	gl.Uniform3fv(v.cameraPos, 1, &f.CameraPos[0])
	gl.Uniform1f(v.fogNear, f.Fog.Near)
	gl.Uniform1f(v.fogFar, f.Fog.Far)
	gl.Enable(gl.BLEND)
	gl.BlendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA)
	gl.DepthMask(false)
	gl.BindVertexArray(v.vao)
	gl.DrawArraysInstanced(gl.TRIANGLES, 0, int32(len(shadowCorners)/2), int32(n))
	gl.BindVertexArray(0)
	gl.DepthMask(true)
	gl.Disable(gl.BLEND)
}

// Delete frees the program and the buffers.
func (v *shadowView) Delete() {
	v.objs.deleteBuffer(&v.instances)
	v.objs.deleteBuffer(&v.corners)
	v.objs.deleteVertexArray(&v.vao)
	v.objs.deleteProgram(&v.program)
	v.capacity = 0
}
