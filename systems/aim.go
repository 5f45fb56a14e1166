package systems

import (
	"math"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// Aim is the resource that says what the gravity gun would hit now: the
// cube nearest to the crosshair ray within [AssistAngle], or the zero
// Entity for none. [Collect] finds it every frame, while it culls (see
// [crosshairPick]), and highlights it; [GravityGun] acts on it in the next
// frame, on the cube the player saw highlighted; the HUD says "no cube in
// sight" while Target is zero.
type Aim struct {
	Target ecs.Entity
	// Distance is how far along the ray the target lies: to its bounding
	// sphere when the ray goes through it, to its centre when it is picked
	// by the assist.
	Distance float32
	// Offset is the angle in radians between the ray and the target's
	// bounding sphere: 0 when the ray goes through it.
	Offset float32
}

// AssistAngle is how far from the crosshair ray, in radians, a cube's
// bounding sphere may lie and still be picked (about 3 degrees, a few
// cube widths at the distances the demo is played at). Cubes fall fast: by
// the time a player has aimed at one and pressed E, the exact ray through
// the centre of the screen has usually lost it, so the gun picks the cube
// nearest to the ray instead of demanding a hit.
const AssistAngle = 0.05

// assistTan is the tangent of AssistAngle, the widening of the cone per
// unit of distance along the ray.
var assistTan = float32(math.Tan(AssistAngle))

// noAim is the score to beat: worse than any cube's.
var noAim = aimScore{offset: math.MaxFloat32}

// aimRay is the crosshair ray: from the camera, along the unit direction
// it looks, up to its far plane.
type aimRay struct {
	origin, dir mgl32.Vec3
	far         float32
}

// aimScore ranks candidates: the smaller angle off the ray first, and
// among cubes the ray goes through (offset 0) the nearer one.
type aimScore struct {
	offset, distance float32
}

func (s aimScore) better(than aimScore) bool {
	return s.offset < than.offset || (s.offset == than.offset && s.distance < than.distance)
}

// crosshairRay is the ray through the centre of the screen: from the
// camera along the direction it looks, as far as its far plane.
func crosshairRay(cam cameraRef) aimRay {
	return aimRay{origin: cam.t.Position, dir: lookDirection(cam.t.Rotation), far: cam.c.Far}
}

// nearest returns the index of the best cube in ts that beats best, and
// its score; −1 when none does.
func (r *aimRay) nearest(ts []components.Transform, best aimScore) (int, aimScore) {
	hit := -1
	for i := range ts {
		c := &ts[i].Position
		radius := boundingRadius(&ts[i].Scale)
		if !r.inCone(c[0], c[1], c[2], radius) {
			continue
		}
		if s, ok := r.score(c[0], c[1], c[2], radius); ok && s.better(best) {
			hit, best = i, s
		}
	}
	return hit, best
}

// inCone reports whether a cube with its centre at (x, y, z) and bounding
// radius radius may lie inside the cone: false for nearly every cube, and
// cheap to say so, a test of a few multiplications and no square root,
// small enough to be inlined: the squared distance of the centre from the
// ray against the squared radius of the cone at that depth plus the cube's
// own radius. The centre comes as three numbers, not a Vec3, to stay in
// registers. (The collection's loops, which have each centre in the
// camera's frame already, use the cheaper [nearAxis] instead.)
func (r *aimRay) inCone(x, y, z, radius float32) bool {
	x, y, z = x-r.origin[0], y-r.origin[1], z-r.origin[2] // from the camera
	along := x*r.dir[0] + y*r.dir[1] + z*r.dir[2]         // depth of the centre along the ray
	reach := along*assistTan + radius
	return x*x+y*y+z*z-along*along <= reach*reach
}

// score is the score of a cube with its centre at (x, y, z) and bounding
// radius radius, and false for a cube outside the cone, behind the camera
// or past the far plane. Callers try [aimRay.inCone] or [nearAxis] first.
func (r *aimRay) score(x, y, z, radius float32) (aimScore, bool) {
	o, d := &r.origin, &r.dir
	ox, oy, oz := x-o[0], y-o[1], z-o[2]
	along := ox*d[0] + oy*d[1] + oz*d[2]      // depth of the centre along the ray
	d2 := ox*ox + oy*oy + oz*oz - along*along // squared distance from the ray
	reach := along*assistTan + radius
	if d2 > reach*reach {
		return aimScore{}, false // outside the cone (or its mirror behind the camera)
	}
	if along < -radius || along-radius > r.far {
		return aimScore{}, false // behind the camera or past the far plane
	}
	return scoreInCone(along, d2, radius), true
}

// scoreInCone scores a cube inside the cone whose centre lies along units
// down the ray and d2 (squared) from it: the angle between the ray and its
// bounding sphere, and the distance to the sphere's surface when the ray
// goes through it, to its centre when not.
func scoreInCone(along, d2, radius float32) aimScore {
	if d2 <= radius*radius {
		half := float32(math.Sqrt(float64(radius*radius - d2)))
		return aimScore{distance: max(along-half, 0)}
	}
	off := float32(math.Sqrt(float64(d2))) - radius
	return aimScore{offset: off / max(along, radius), distance: along}
}
