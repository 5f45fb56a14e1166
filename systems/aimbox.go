package systems

import (
	"math"

	"cubefall/components"

	"github.com/go-gl/mathgl/mgl32"
)

// Aiming at the boxes drawn. A bounding sphere is a cheap first test,
// and the only one for a cube seen from afar, but it is a poor picture of
// a long thin box: the sphere around a bar eight units long is eight
// units wide, and a ray that passes a metre from the bar goes through it.
// Scored by spheres, such a bar in front of a cube wins the crosshair
// from the cube the ray really meets. So a candidate that passes the
// sphere's test is scored by its box: the ray in the box's own frame,
// tested against the box's faces (the slab test), and for a ray that
// misses it, how close the ray comes to the box.

// ScoreDrawn is the score of a unit cube drawn with its centre at
// (x, y, z), turned by rotation and stretched by scale: Offset 0 and the
// distance to the box where the ray goes through it; otherwise the angle
// between the ray and the box, and the distance to its centre. It reports
// false for a cube whose box lies outside the cone (AssistAngle), behind
// the camera or past the far plane, and for one whose score would not be
// [AimScore.Better] than best (pass [NoAim] to score every cube in the
// cone).
//
// A cube that cannot beat best is turned away before its box is looked
// at (sphereBound): in a dense crowd many cubes lie in the cone, and
// scoring the box of each, a slab test and a search for the ray's nearest
// approach, would cost the render collection more than culling every
// cube.
func (r *AimRay) ScoreDrawn(x, y, z float32, rotation, scale *mgl32.Vec3, best AimScore) (AimScore, bool) {
	radius := BoundingRadius(scale)
	if r.sphereBound(x, y, z, radius) > best.Offset {
		return AimScore{}, false
	}
	if _, ok := r.Score(x, y, z, radius); !ok {
		return AimScore{}, false
	}
	s, ok := r.scoreBox(x, y, z, radius, rotation, scale)
	return s, ok && s.Better(best)
}

// sphereBound is a little less than the least Offset a box inside the
// bounding sphere of radius radius around (x, y, z) can score: the
// ray's distance from the sphere over the depth scoreBox divides by. The
// box lies inside the sphere, so no point of it, and no point of the ray
// near it, is nearer the ray than the sphere is. The margin, a ten
// thousandth of the distances, is far more than float32's rounding in
// either computation, so a box whose score ties with or beats another
// never has a bound above that score.
func (r *AimRay) sphereBound(x, y, z, radius float32) float32 {
	ox, oy, oz := x-r.Origin[0], y-r.Origin[1], z-r.Origin[2]
	d := &r.Dir
	cx, cy, cz := oy*d[2]-oz*d[1], oz*d[0]-ox*d[2], ox*d[1]-oy*d[0] // |o × d|: the distance from the ray, without cancelling
	off := float32(math.Sqrt(float64(cx*cx + cy*cy + cz*cz)))
	along := ox*d[0] + oy*d[1] + oz*d[2]
	far := off + abs32(along) + radius
	return (off - radius - 1e-4*far) / (max(along, radius) + 1e-4*far)
}

// scoreBox is ScoreDrawn's score of a cube inside the cone, by its box.
func (r *AimRay) scoreBox(x, y, z, radius float32, rotation, scale *mgl32.Vec3) (AimScore, bool) {
	inv := components.RotationMatrix(*rotation).Transpose() // turns the world into the box's frame
	o := inv.Mul3x1(r.Origin.Sub(mgl32.Vec3{x, y, z}))
	d := inv.Mul3x1(r.Dir)
	half := mgl32.Vec3{abs32(scale[0]) / 2, abs32(scale[1]) / 2, abs32(scale[2]) / 2}
	if enter, ok := slabHit(o, d, half); ok && enter <= r.Far {
		return AimScore{Distance: max(enter, 0)}, true
	}
	along := -o.Dot(d) // depth of the centre along the ray
	gap := nearestApproach(o, d, half, max(0, along-radius), along+radius)
	if gap > max(along, 0)*assistTan {
		return AimScore{}, false
	}
	return AimScore{Offset: gap / max(along, radius), Distance: along}, true
}

// slabHit reports whether the ray from o along d (in the box's frame)
// meets the box of half size half around the origin ahead of o, and how
// far along it enters (negative when o is inside).
func slabHit(o, d, half mgl32.Vec3) (enter float32, hit bool) {
	near, far := float32(-math.MaxFloat32), float32(math.MaxFloat32)
	for k := range 3 {
		if d[k] == 0 {
			if abs32(o[k]) > half[k] {
				return 0, false
			}
			continue
		}
		t0, t1 := (-half[k]-o[k])/d[k], (half[k]-o[k])/d[k]
		near, far = max(near, min(t0, t1)), min(far, max(t0, t1))
	}
	return near, near <= far && far >= 0
}

// nearestApproach is how close the ray from o along d (in the box's
// frame) comes to the box of half size half around the origin, between
// from and to along it. The distance from a point moving along a line to
// a box is convex in how far it went, so halving the range about thirty
// times finds it to a few millionths of the range.
func nearestApproach(o, d, half mgl32.Vec3, from, to float32) float32 {
	gap := func(t float32) float32 {
		var s float32
		for k := range 3 {
			p := o[k] + t*d[k]
			e := max(abs32(p)-half[k], 0)
			s += e * e
		}
		return s
	}
	for range 30 {
		a, b := from+(to-from)/3, to-(to-from)/3
		if gap(a) < gap(b) {
			to = b
		} else {
			from = a
		}
	}
	return float32(math.Sqrt(float64(gap((from + to) / 2))))
}
