package assets_test

import (
	"fmt"
	"strings"

	"cubefall/assets"
)

func ExampleLoadMesh() {
	cube, err := assets.LoadMesh("cube")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(cube.Name, len(cube.Vertices), "vertices,", cube.Triangles(), "triangles")
	fmt.Printf("bounding radius %.3f\n", cube.Radius())
	// Output:
	// cube 36 vertices, 12 triangles
	// bounding radius 0.866
}

func ExampleParseOBJ() {
	src := `# one triangle facing +z
v 0 0 0
v 1 0 0
v 0 1 0
f 1 2 3
`
	m, err := assets.ParseOBJ(strings.NewReader(src), "triangle.obj")
	fmt.Println(len(m.Vertices), m.Vertices[0].Normal, err)

	_, err = assets.ParseOBJ(strings.NewReader("v 0 0\n"), "broken.obj")
	fmt.Println(err)
	// Output:
	// 3 [0 0 1] <nil>
	// assets: broken.obj:1: v needs 3 numbers, got 2
}

func ExampleMeshNames() {
	fmt.Println(assets.MeshNames())
	// Output: [cube]
}
