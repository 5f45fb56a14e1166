package render

import (
	"unsafe"

	"cubefall/assets"

	"cubefall/render/gl"
)

// Attribute locations shared by the Go code and shaders/cube.vert (which
// declares them with layout(location = N)).
const (
	attrPosition = 0 // vec3, per vertex
	attrNormal   = 1 // vec3, per vertex
	attrOffset   = 2 // vec3, per instance: the position
	attrScale    = 3 // vec3, per instance
	attrRotation = 4 // vec3, per instance: Euler angles about X, Y, Z
	attrColor    = 5 // vec4, per instance, from four normalised bytes
)

// mesh is one shape on the GPU: its triangles in a vertex buffer, the
// instance buffer its copies are drawn from, and the vertex array object
// (VAO) that records how cube.vert reads both. Binding the VAO is all a draw
// needs.
type mesh struct {
	name      string
	vao, vbo  uint32
	count     int32 // vertices to draw per instance
	instances instanceBuffer
	objs      *objects
}

// newMesh uploads m once (its vertices never change) and wires the
// attributes of cube.vert to the vertex and instance buffers.
func newMesh(objs *objects, m *assets.Mesh) *mesh {
	g := &mesh{name: m.Name, count: int32(len(m.Vertices)), objs: objs}
	g.vao = objs.genVertexArray()
	gl.BindVertexArray(g.vao)

	g.vbo = objs.genBuffer()
	gl.BindBuffer(gl.ARRAY_BUFFER, g.vbo)
	gl.BufferData(gl.ARRAY_BUFFER, len(m.Vertices)*assets.VertexSize, unsafe.Pointer(&m.Vertices[0]), gl.STATIC_DRAW)
	gl.EnableVertexAttribArray(attrPosition)
	gl.VertexAttribPointerWithOffset(attrPosition, 3, gl.FLOAT, false, assets.VertexSize, unsafe.Offsetof(assets.Vertex{}.Position))
	gl.EnableVertexAttribArray(attrNormal)
	gl.VertexAttribPointerWithOffset(attrNormal, 3, gl.FLOAT, false, assets.VertexSize, unsafe.Offsetof(assets.Vertex{}.Normal))

	g.instances = newInstanceBuffer(objs) // attaches to the bound VAO
	gl.BindVertexArray(0)
	return g
}

// Delete frees the mesh's GL objects. It is safe to call twice.
func (g *mesh) Delete() {
	g.instances.Delete()
	g.objs.deleteBuffer(&g.vbo)
	g.objs.deleteVertexArray(&g.vao)
}
