package systems

import (
	"math"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// Aim is the resource that says what the gravity gun would hit now: the
// cube nearest to the crosshair ray within [AssistAngle], or the zero
// Entity for none. The render collection (package view) finds it every
// frame, while it culls, scoring the cubes it draws with [AimRay.Score],
// and highlights it; [GravityGun] acts on it in the next frame, on the
// cube the player saw highlighted; the HUD says "no cube in sight" while
// Target is zero.
type Aim struct {
	Target ecs.Entity
	// Distance is how far along the ray the target lies: to the box
	// drawn when the ray goes through it, to its centre when it is picked
	// by the assist.
	Distance float32
	// Offset is the angle in radians between the ray and the box drawn:
	// 0 when the ray goes through it.
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

// AssistTan is the tangent of [AssistAngle]: how much the cone around the
// crosshair ray widens per unit of distance along it.
func AssistTan() float32 { return assistTan }

// NoAim is the score to beat: worse than any cube's.
func NoAim() AimScore { return AimScore{Offset: math.MaxFloat32} }

// AimRay is a ray the player aims along: from the camera, along a unit
// direction, up to the camera's far plane.
type AimRay struct {
	Origin, Dir mgl32.Vec3
	Far         float32
}

// AimScore ranks candidates: the smaller angle off the ray first, and
// among cubes the ray goes through (Offset 0) the nearer one. Offset is
// the angle in radians between the ray and the cube (its bounding sphere
// for [AimRay.Score], the box drawn for [AimRay.ScoreDrawn]), Distance how
// far along the ray the cube lies (see [Aim]).
type AimScore struct {
	Offset, Distance float32
}

// Better reports whether s ranks before than.
func (s AimScore) Better(than AimScore) bool {
	return s.Offset < than.Offset || (s.Offset == than.Offset && s.Distance < than.Distance)
}

// CrosshairRay is the ray through the centre of the screen: from the
// camera along the direction it looks, as far as its far plane.
func CrosshairRay(cam CameraRef) AimRay {
	return AimRay{Origin: cam.Transform.Position, Dir: LookDirection(cam.Transform.Rotation), Far: cam.Camera.Far}
}

// Nearest returns the index of the best cube in ts that beats best, and
// its score (see [AimRay.ScoreDrawn]); −1 when none does.
func (r *AimRay) Nearest(ts []components.Transform, best AimScore) (int, AimScore) {
	hit := -1
	for i := range ts {
		c := &ts[i].Position
		radius := BoundingRadius(&ts[i].Scale)
		if !r.inCone(c[0], c[1], c[2], radius) {
			continue
		}
		if s, ok := r.ScoreDrawn(c[0], c[1], c[2], &ts[i].Rotation, &ts[i].Scale, best); ok {
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
// registers. (The render collection's loops, which have each centre in
// the camera's frame already, use a cheaper test of their own.)
func (r *AimRay) inCone(x, y, z, radius float32) bool {
	x, y, z = x-r.Origin[0], y-r.Origin[1], z-r.Origin[2] // from the camera
	along := x*r.Dir[0] + y*r.Dir[1] + z*r.Dir[2]         // depth of the centre along the ray
	reach := along*assistTan + radius
	return x*x+y*y+z*z-along*along <= reach*reach
}

// Score is the score of a cube with its centre at (x, y, z) and bounding
// radius radius, and false for a cube outside the cone, behind the camera
// or past the far plane. It takes a square root or two: callers first
// sort out the cubes far from the ray with a cheaper test.
func (r *AimRay) Score(x, y, z, radius float32) (AimScore, bool) {
	o, d := &r.Origin, &r.Dir
	ox, oy, oz := x-o[0], y-o[1], z-o[2]
	along := ox*d[0] + oy*d[1] + oz*d[2]      // depth of the centre along the ray
	d2 := ox*ox + oy*oy + oz*oz - along*along // squared distance from the ray
	reach := along*assistTan + radius
	if d2 > reach*reach {
		return AimScore{}, false // outside the cone (or its mirror behind the camera)
	}
	if along < -radius || along-radius > r.Far {
		return AimScore{}, false // behind the camera or past the far plane
	}
	return scoreInCone(along, d2, radius), true
}

// scoreInCone scores a cube inside the cone whose centre lies along units
// down the ray and d2 (squared) from it: the angle between the ray and its
// bounding sphere, and the distance to the sphere's surface when the ray
// goes through it, to its centre when not.
func scoreInCone(along, d2, radius float32) AimScore {
	if d2 <= radius*radius {
		half := float32(math.Sqrt(float64(radius*radius - d2)))
		return AimScore{Distance: max(along-half, 0)}
	}
	off := float32(math.Sqrt(float64(d2))) - radius
	return AimScore{Offset: off / max(along, radius), Distance: along}
}
