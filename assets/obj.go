package assets

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// ParseOBJ reads a mesh in Wavefront OBJ format from r. file names the input
// in error messages ("assets: cube.obj:12: ...").
//
// It understands the statements that describe a shape:
//
//	v x y z        a position (anything after z, such as w or a colour, is ignored)
//	vn x y z       a normal
//	vt u v         a texture coordinate (counted, so indices stay right; not used)
//	f a b c ...    a polygon: each corner is p, p/t, p//n or p/t/n
//
// Indices count from 1; negative indices count back from the latest entry,
// as the format allows. Polygons with more than three corners are cut into a
// fan of triangles. A corner without a normal gets the flat normal of its
// triangle. Every other statement (o, g, s, usemtl, mtllib, ...) is skipped,
// and # starts a comment. A file without any face is an error.
func ParseOBJ(r io.Reader, file string) (*Mesh, error) {
	p := objParser{file: file}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		p.line++
		if err := p.parseLine(sc.Text()); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("assets: %s: %w", file, err)
	}
	if len(p.mesh.Vertices) == 0 {
		return nil, fmt.Errorf("assets: %s: no faces (a mesh needs at least one \"f\" line)", file)
	}
	return &p.mesh, nil
}

// objParser is the state of one ParseOBJ call: what has been read so far.
type objParser struct {
	file      string
	line      int
	positions [][3]float32
	normals   [][3]float32
	texcoords int
	mesh      Mesh
}

// corner is one corner of a face: indices into positions and normals, with
// normal -1 when the file gave none.
type corner struct {
	position, normal int
}

func (p *objParser) errorf(format string, args ...any) error {
	return fmt.Errorf("assets: %s:%d: "+format, append([]any{p.file, p.line}, args...)...)
}

func (p *objParser) parseLine(text string) error {
	text, _, _ = strings.Cut(text, "#")
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return nil
	}
	switch fields[0] {
	case "v":
		v, err := p.vec3(fields)
		p.positions = append(p.positions, v)
		return err
	case "vn":
		v, err := p.vec3(fields)
		p.normals = append(p.normals, v)
		return err
	case "vt":
		p.texcoords++
	case "f":
		return p.face(fields[1:])
	}
	return nil
}

// vec3 parses the three numbers after a "v" or "vn" keyword.
func (p *objParser) vec3(fields []string) ([3]float32, error) {
	var v [3]float32
	if len(fields) < 4 {
		return v, p.errorf("%s needs 3 numbers, got %d", fields[0], len(fields)-1)
	}
	for i := range 3 {
		f, err := strconv.ParseFloat(fields[i+1], 32)
		if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return v, p.errorf("%s: %q is not a finite number", fields[0], fields[i+1])
		}
		v[i] = float32(f)
	}
	return v, nil
}

// face parses a polygon and appends it to the mesh as a fan of triangles.
func (p *objParser) face(fields []string) error {
	if len(fields) < 3 {
		return p.errorf("f needs at least 3 corners, got %d", len(fields))
	}
	corners := make([]corner, len(fields))
	for i, field := range fields {
		c, err := p.corner(field)
		if err != nil {
			return err
		}
		corners[i] = c
	}
	for i := 1; i+1 < len(corners); i++ {
		p.triangle(corners[0], corners[i], corners[i+1])
	}
	return nil
}

// corner parses one "p", "p/t", "p//n" or "p/t/n" corner of a face.
func (p *objParser) corner(field string) (corner, error) {
	parts := strings.Split(field, "/")
	if len(parts) > 3 {
		return corner{}, p.errorf("f: corner %q has more than 3 parts", field)
	}
	c := corner{normal: -1}
	var err error
	if c.position, err = p.index(parts[0], "position", len(p.positions)); err != nil {
		return c, err
	}
	if len(parts) > 1 && parts[1] != "" {
		if _, err = p.index(parts[1], "texture coordinate", p.texcoords); err != nil {
			return c, err
		}
	}
	if len(parts) > 2 && parts[2] != "" {
		c.normal, err = p.index(parts[2], "normal", len(p.normals))
	}
	return c, err
}

// index turns a 1-based (or negative, relative) OBJ index into a 0-based one
// and checks that it refers to an entry read before it.
func (p *objParser) index(s, what string, count int) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, p.errorf("f: %s index %q is not an integer", what, s)
	}
	i := n - 1
	if n < 0 {
		i = count + n
	}
	if n == 0 || i < 0 || i >= count {
		return 0, p.errorf("f: %s index %d out of range (%d %ss so far; indices start at 1)", what, n, count, what)
	}
	return i, nil
}

// triangle appends one triangle, giving corners without a normal the flat
// normal of the triangle.
func (p *objParser) triangle(a, b, c corner) {
	pa, pb, pc := p.positions[a.position], p.positions[b.position], p.positions[c.position]
	flat := faceNormal(pa, pb, pc)
	for _, k := range [3]corner{a, b, c} {
		v := Vertex{Position: p.positions[k.position], Normal: flat}
		if k.normal >= 0 {
			v.Normal = p.normals[k.normal]
		}
		p.mesh.Vertices = append(p.mesh.Vertices, v)
	}
}

// faceNormal returns the unit normal of the counter-clockwise triangle a, b,
// c, or zero if the triangle has no area.
func faceNormal(a, b, c [3]float32) [3]float32 {
	u := [3]float32{b[0] - a[0], b[1] - a[1], b[2] - a[2]}
	v := [3]float32{c[0] - a[0], c[1] - a[1], c[2] - a[2]}
	n := [3]float32{u[1]*v[2] - u[2]*v[1], u[2]*v[0] - u[0]*v[2], u[0]*v[1] - u[1]*v[0]}
	l := float32(math.Sqrt(float64(n[0]*n[0] + n[1]*n[1] + n[2]*n[2])))
	if l == 0 || math.IsInf(float64(l), 0) {
		return [3]float32{}
	}
	return [3]float32{n[0] / l, n[1] / l, n[2] / l}
}
