package systems

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// A frustum is the camera's field of view: the truncated pyramid between
// the near and far planes. Culling asks, for each cube, whether its
// bounding sphere lies entirely outside one of the six planes; if so, the
// cube cannot appear on screen and is not sent to the renderer.
type frustum [6]plane

// A plane is the set of points p with n·p + d = 0; n points into the
// frustum and has unit length, so n·p + d is p's signed distance.
type plane struct {
	n mgl32.Vec3
	d float32
}

// frustumOf extracts the six planes from a view-projection matrix
// (Gribb and Hartmann's method): a point p is inside when, for its clip
// coordinates c = vp·p, −c.w ≤ c.x, c.y, c.z ≤ c.w; each of those six
// inequalities is a plane made of rows of vp.
func frustumOf(vp mgl32.Mat4) frustum {
	row := func(i int) mgl32.Vec4 { return vp.Row(i) }
	w := row(3)
	var f frustum
	for i, r := range [6]mgl32.Vec4{
		w.Add(row(0)), w.Sub(row(0)), // left, right
		w.Add(row(1)), w.Sub(row(1)), // bottom, top
		w.Add(row(2)), w.Sub(row(2)), // near, far
	} {
		f[i] = normalised(r)
	}
	return f
}

func normalised(r mgl32.Vec4) plane {
	n := mgl32.Vec3{r[0], r[1], r[2]}
	l := n.Len()
	if l == 0 {
		return plane{d: 1} // a degenerate plane that rejects nothing
	}
	return plane{n: n.Mul(1 / l), d: r[3] / l}
}

// sphereVisible reports whether a sphere at centre c with radius r is at
// least partly inside the frustum. It may say true for a sphere just
// outside a corner (a cheap, conservative test), never false for a visible
// one.
func (f *frustum) sphereVisible(c mgl32.Vec3, r float32) bool {
	return f.contains(c[0], c[1], c[2], r)
}

// contains is sphereVisible for a centre given as three numbers, the form
// the culling loops use: Go keeps a small array such as Vec3 in memory,
// not in registers, so a Vec3 made per cube in a loop is stores and loads,
// where three float32 locals stay in registers.
func (f *frustum) contains(x, y, z, r float32) bool {
	for k := range f {
		p := &f[k]
		if p.n[0]*x+p.n[1]*y+p.n[2]*z+p.d < -r {
			return false
		}
	}
	return true
}

// everywhere is the frustum of culling turned off: six planes that every
// sphere is inside of, so that the same loop draws everything.
func everywhere() frustum {
	var f frustum
	for i := range f {
		f[i].d = math.MaxFloat32
	}
	return f
}
