package systems

import (
	"math"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// Aim is the resource that says what the gravity gun would hit now: the
// cube nearest to the crosshair ray within [AssistAngle], or the zero
// Entity for none. [AimSystem] writes it every frame; [GravityGun] acts on
// it, [Collect] highlights it and the HUD says "no cube in sight" while
// Target is zero.
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

// AimSystem casts the crosshair's cone every frame and keeps the highlight
// live, so the player sees which cube E will hit before pressing it.
//
// It visits every cube, so the test each cube meets first is a cone test
// of a few multiplications and no square root: the squared distance of the
// cube's centre from the ray against the squared radius of the cone at
// that depth plus the cube's own radius. Only the few cubes inside the
// cone are scored (see [aimScore]).
//
// At a million cubes that is still milliseconds, so the cubes are cut into
// pieces of at most ecs.ChunkRows rows, numbered in table order, which the
// worker pool scans side by side, each piece finding its own best cube.
// The pieces' answers are then compared in order, a later one winning
// only when strictly better: the cube a single loop over every table
// would find, whatever the number of workers.
type AimSystem struct {
	cameras *ecs.Query2[components.Transform, components.Camera]
	cubes   *ecs.Query1[components.Transform]
	pieces  []aimPiece
	ray     aimRay
	scan    func(int) // a.scanPiece, made once
}

// aimPiece is rows of one table of cubes and the best of them.
type aimPiece struct {
	es    []ecs.Entity
	ts    []components.Transform
	hit   int // index of the best row, or −1
	score aimScore
}

// Init builds the queries and adds the Aim resource if it is missing.
func (a *AimSystem) Init(w *ecs.World) error {
	a.cameras = ecs.NewQuery2[components.Transform, components.Camera](w)
	a.cubes = ecs.NewQuery1[components.Transform](w, ecs.With[components.Cube]())
	a.scan = a.scanPiece
	if !ecs.HasResource[Aim](w) {
		ecs.AddResource(w, &Aim{})
	}
	return nil
}

// Update finds the cube nearest to the crosshair ray.
func (a *AimSystem) Update(w *ecs.World) {
	aim := ecs.GetResource[Aim](w)
	*aim = Aim{}
	cam, ok := findCamera(a.cameras)
	if !ok {
		return
	}
	a.ray = aimRay{origin: cam.t.Position, dir: lookDirection(cam.t.Rotation), far: cam.c.Far}
	a.pieces = a.pieces[:0]
	for t := range a.cubes.Tables() {
		es, ts := t.Entities(), t.Columns()
		for lo := 0; lo < len(ts); lo += ecs.ChunkRows {
			hi := min(lo+ecs.ChunkRows, len(ts))
			a.pieces = append(a.pieces, aimPiece{es: es[lo:hi], ts: ts[lo:hi]})
		}
	}
	workersOf(w).For(len(a.pieces), a.scan)
	best := noAim
	for _, p := range a.pieces {
		if p.hit >= 0 && p.score.better(best) {
			aim.Target, aim.Distance, aim.Offset, best = p.es[p.hit], p.score.distance, p.score.offset, p.score
		}
	}
}

// noAim is the score to beat: worse than any cube's.
var noAim = aimScore{offset: math.MaxFloat32}

// scanPiece finds piece n's best cube.
func (a *AimSystem) scanPiece(n int) {
	p := &a.pieces[n]
	p.hit, p.score = a.ray.nearest(p.ts, noAim)
}

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

// nearest returns the index of the best cube in ts that beats best, and
// its score; −1 when none does. Written with scalars, as raySphere is: it
// runs once per cube per frame.
func (r aimRay) nearest(ts []components.Transform, best aimScore) (int, aimScore) {
	hit := -1
	o, d := r.origin, r.dir
	for i := range ts {
		c := &ts[i].Position
		ox, oy, oz := c[0]-o[0], c[1]-o[1], c[2]-o[2]
		along := ox*d[0] + oy*d[1] + oz*d[2]      // depth of the centre along the ray
		d2 := ox*ox + oy*oy + oz*oz - along*along // squared distance from the ray
		radius := boundingRadius(ts[i].Scale)
		reach := along*assistTan + radius
		if d2 > reach*reach {
			continue // outside the cone (or its mirror behind the camera): most cubes stop here
		}
		if along < -radius || along-radius > r.far {
			continue // behind the camera or past the far plane
		}
		if s := scoreInCone(along, d2, radius); s.better(best) {
			hit, best = i, s
		}
	}
	return hit, best
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
