// Package assets holds Cubefall's meshes as files and turns them into vertex
// data.
//
// A mesh is a text file in Wavefront OBJ format under meshes/ (meshes/cube.obj
// is the falling cube). Keeping shapes in files rather than in Go arrays means
// a learner can open one in any 3D tool, and adding a shape is adding a file:
// the renderer loads every embedded mesh by name ("cube" for cube.obj).
//
// The files are embedded with //go:embed, so the binary needs nothing on disk
// and runs from any directory.
//
// [ParseOBJ] reads the small, common subset of OBJ the game needs —
// positions, normals and polygon faces — and reports bad input with the file
// name and line number. The package has no cgo and no GL: package render
// uploads the [Mesh] it returns.
package assets
