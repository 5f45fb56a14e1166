package systems

import (
	"cubefall/components"

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

// cullStill sets bit i of visible for each entity ts[i] whose bounding
// sphere is at least partly inside the frustum, and returns how many it
// set: the culling of a table whose entities are drawn where they are.
//
// It and cullBlended are the inner loops of the render collection, over
// every cube, so they are written for the compiler: the planes are copied
// into a local, and the centre is three float32 locals rather than a
// mathgl Vec3. (Go keeps a small array such as Vec3 in memory, not in
// registers, so every Vec3 made in a loop is stores and loads; three
// scalars stay in registers. The difference is most of this loop's time.)
func (f *frustum) cullStill(ts []components.Transform, visible []uint64) int {
	view, count := *f, 0
	for i := range ts {
		t := &ts[i]
		if view.contains(t.Position[0], t.Position[1], t.Position[2], boundingRadius(t.Scale)) {
			visible[i/64] |= 1 << (i % 64)
			count++
		}
	}
	return count
}

// cullBlended is cullStill for a table that records where its entities
// were at the start of the last fixed step: each sphere is tested where
// the entity is drawn, blended alpha of the way from there to where it is
// now (what [components.Interpolated.BlendPosition] returns).
func (f *frustum) cullBlended(ts []components.Transform, ips []components.Interpolated, visible []uint64, lastStep uint64, alpha float32) int {
	view, count, step := *f, 0, uint32(lastStep)
	ips = ips[:len(ts)]
	for i := range ts {
		t, ip := &ts[i], &ips[i]
		x, y, z := t.Position[0], t.Position[1], t.Position[2]
		if ip.Step != 0 && ip.Step == step {
			from := &ip.Position
			x, y, z = from[0]+(x-from[0])*alpha, from[1]+(y-from[1])*alpha, from[2]+(z-from[2])*alpha
		}
		if view.contains(x, y, z, boundingRadius(t.Scale)) {
			visible[i/64] |= 1 << (i % 64)
			count++
		}
	}
	return count
}

// contains is sphereVisible for a centre given as three numbers, the form
// the culling loops use.
func (f *frustum) contains(x, y, z, r float32) bool {
	for k := range f {
		p := &f[k]
		if p.n[0]*x+p.n[1]*y+p.n[2]*z+p.d < -r {
			return false
		}
	}
	return true
}
