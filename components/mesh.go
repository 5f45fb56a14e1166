package components

import "github.com/go-gl/mathgl/mgl32"

// Mesh says what an entity looks like: which shape to draw and in which
// colour. Name refers to a mesh loaded by the renderer from assets/ (for
// example "cube"); Color is linear RGB in [0,1].
//
// Entities that share a mesh are drawn together with one instanced draw call.
type Mesh struct {
	Name  string
	Color mgl32.Vec3
}

// Cube tags the entities that make up the falling snow of cubes. It is a
// zero-size component: it costs no memory per entity and exists only so that
// queries can select (or skip) cubes.
type Cube struct{}
