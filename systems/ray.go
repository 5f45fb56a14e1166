package systems

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// raySphere returns the distance along the ray from origin in the unit
// direction dir to the first point of the sphere (centre c, radius r), and
// false when the ray misses it or the sphere lies behind the origin. An
// origin inside the sphere hits at distance 0.
//
// It runs once per cube per frame, so it is written with scalars rather
// than mgl32's Vec3 methods (see integrateFalling for why).
func raySphere(origin, dir, c mgl32.Vec3, r float32) (float32, bool) {
	ox, oy, oz := c[0]-origin[0], c[1]-origin[1], c[2]-origin[2]
	along := ox*dir[0] + oy*dir[1] + oz*dir[2] // distance to the point of the ray nearest c
	if along < -r {
		return 0, false // wholly behind the origin: skip the rest
	}
	d2 := ox*ox + oy*oy + oz*oz - along*along
	r2 := r * r
	if d2 > r2 {
		return 0, false
	}
	half := float32(math.Sqrt(float64(r2 - d2)))
	switch {
	case along-half >= 0:
		return along - half, true
	case along+half >= 0:
		return 0, true // inside the sphere
	default:
		return 0, false
	}
}
