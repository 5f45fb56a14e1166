package assets

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseOBJErrors(t *testing.T) {
	tests := []struct {
		name, input, wantErr string
	}{
		{"empty", "", "assets: bad.obj: no faces"},
		{"only comments", "# nothing\no thing\n", "assets: bad.obj: no faces"},
		{"short vertex", "v 1 2\n", "assets: bad.obj:1: v needs 3 numbers, got 2"},
		{"word for number", "v 1 two 3\n", `assets: bad.obj:1: v: "two" is not a finite number`},
		{"NaN", "vn 0 NaN 1\n", `assets: bad.obj:1: vn: "NaN" is not a finite number`},
		{"infinity", "v 1e99 0 0\n", `assets: bad.obj:1: v: "1e99" is not a finite number`},
		{"two corners", "v 0 0 0\nv 1 0 0\nf 1 2\n", "assets: bad.obj:3: f needs at least 3 corners, got 2"},
		{"index zero", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 0 1 2\n", "assets: bad.obj:4: f: position index 0 out of range (3 positions so far; indices start at 1)"},
		{"index past end", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 4\n", "position index 4 out of range"},
		{"relative too far", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf -4 1 2\n", "position index -4 out of range"},
		{"missing normal", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1//1 2//1 3//1\n", "bad.obj:4: f: normal index 1 out of range (0 normals so far"},
		{"bad texcoord", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1/x 2 3\n", `f: texture coordinate index "x" is not an integer`},
		{"too many slashes", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1/1/1/1 2 3\n", `f: corner "1/1/1/1" has more than 3 parts`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := ParseOBJ(strings.NewReader(tt.input), "bad.obj")
			require.Error(t, err)
			assert.Nil(t, m)
			assert.Contains(t, err.Error(), tt.wantErr)
		})
	}
}

func TestParseOBJQuadBecomesTwoTriangles(t *testing.T) {
	src := "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4 # a square, no normals\n"
	m, err := ParseOBJ(strings.NewReader(src), "quad.obj")
	require.NoError(t, err)
	require.Equal(t, 2, m.Triangles())
	for _, v := range m.Vertices {
		assert.Equal(t, [3]float32{0, 0, 1}, v.Normal, "flat normal of a counter-clockwise square in z=0")
	}
	assert.Equal(t, [3]float32{0, 0, 0}, m.Vertices[3].Position, "fan starts at the first corner")
}

func TestParseOBJRelativeIndices(t *testing.T) {
	src := "v 0 0 0\nv 1 0 0\nv 0 1 0\nvn 0 0 -1\nvt 0 0\nf -3/1/-1 -2/1/-1 -1/1/-1\n"
	m, err := ParseOBJ(strings.NewReader(src), "rel.obj")
	require.NoError(t, err)
	require.Len(t, m.Vertices, 3)
	assert.Equal(t, [3]float32{1, 0, 0}, m.Vertices[1].Position)
	assert.Equal(t, [3]float32{0, 0, -1}, m.Vertices[2].Normal, "the file's normal wins over the flat one")
}

// TestCubeMesh checks the shipped cube the way the renderer relies on it:
// 36 vertices, unit normals pointing out of the cube, and counter-clockwise
// winding seen from outside (back-face culling drops the other side).
func TestCubeMesh(t *testing.T) {
	m, err := LoadMesh("cube")
	require.NoError(t, err)
	assert.Equal(t, "cube", m.Name)
	require.Len(t, m.Vertices, 36)
	assert.InDelta(t, math.Sqrt(3)/2, m.Radius(), 1e-6)
	for i := 0; i < len(m.Vertices); i += 3 {
		a, b, c := m.Vertices[i], m.Vertices[i+1], m.Vertices[i+2]
		n := a.Normal
		assert.InDelta(t, 1, dot(n, n), 1e-6, "triangle %d: unit normal", i/3)
		assert.Equal(t, n, b.Normal, "triangle %d: flat shading", i/3)
		assert.Equal(t, n, c.Normal, "triangle %d: flat shading", i/3)
		centre := [3]float32{
			(a.Position[0] + b.Position[0] + c.Position[0]) / 3,
			(a.Position[1] + b.Position[1] + c.Position[1]) / 3,
			(a.Position[2] + b.Position[2] + c.Position[2]) / 3,
		}
		assert.Greater(t, dot(n, centre), float32(0), "triangle %d: normal points outwards", i/3)
		assert.Equal(t, n, faceNormal(a.Position, b.Position, c.Position),
			"triangle %d: wound counter-clockwise seen from outside", i/3)
	}
}

func TestLoadMeshUnknown(t *testing.T) {
	_, err := LoadMesh("teapot")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `assets: no mesh "teapot" (have [cube`)
}

func dot(a, b [3]float32) float32 {
	return a[0]*b[0] + a[1]*b[1] + a[2]*b[2]
}

// FuzzParseOBJ feeds the parser arbitrary text: it must never panic, and a
// mesh it accepts must be whole triangles with finite numbers.
func FuzzParseOBJ(f *testing.F) {
	cube, err := meshFiles.ReadFile("meshes/cube.obj")
	require.NoError(f, err)
	f.Add(string(cube))
	f.Add("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n")
	f.Add("v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf -4 -3 -2 -1\n")
	f.Fuzz(func(t *testing.T, src string) {
		m, err := ParseOBJ(strings.NewReader(src), "fuzz.obj")
		if err != nil {
			require.Nil(t, m)
			require.True(t, strings.HasPrefix(err.Error(), "assets: fuzz.obj"), err.Error())
			return
		}
		require.NotEmpty(t, m.Vertices)
		require.Zero(t, len(m.Vertices)%3)
		for _, v := range m.Vertices {
			for _, x := range append(v.Position[:], v.Normal[:]...) {
				require.False(t, math.IsNaN(float64(x)) || math.IsInf(float64(x), 0))
			}
		}
	})
}
