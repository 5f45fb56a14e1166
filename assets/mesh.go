package assets

import "math"

// Vertex is one corner of one triangle as the GPU sees it: a position and
// the normal of the surface there. Render uploads a []Vertex as it is, so the
// layout (6 float32, 24 bytes) is part of the contract.
type Vertex struct {
	Position [3]float32
	Normal   [3]float32
}

// VertexSize is the size of a Vertex in bytes, the stride of a mesh's vertex
// buffer.
const VertexSize = 24

// Mesh is a list of triangles: every three Vertices form one triangle, wound
// counter-clockwise when seen from the side its normals point to.
type Mesh struct {
	Name     string
	Vertices []Vertex
}

// Triangles returns the number of triangles in m.
func (m *Mesh) Triangles() int {
	return len(m.Vertices) / 3
}

// Radius returns the radius of the smallest sphere around the origin that
// holds every vertex: the bounding sphere used for frustum culling and
// picking. For the unit cube it is √3/2 ≈ 0.866.
func (m *Mesh) Radius() float32 {
	var r2 float32
	for _, v := range m.Vertices {
		p := v.Position
		r2 = max(r2, p[0]*p[0]+p[1]*p[1]+p[2]*p[2])
	}
	return float32(math.Sqrt(float64(r2)))
}
