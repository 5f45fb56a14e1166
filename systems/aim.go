package systems

import (
	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
)

// Aim is the resource that says what the crosshair points at: the nearest
// cube whose bounding sphere the ray from the camera through the centre of
// the screen hits, or the zero Entity for none. [AimSystem] writes it every
// frame; [GravityGun] acts on it and [Collect] highlights it.
type Aim struct {
	Target   ecs.Entity
	Distance float32
}

// AimSystem casts the crosshair ray every frame. Testing 10,000 spheres
// costs a few tens of microseconds, cheap enough to keep the highlight
// live, so the player sees which cube E will hit before pressing it.
type AimSystem struct {
	cameras *ecs.Query2[components.Transform, components.Camera]
	cubes   *ecs.Query1[components.Transform]
}

// Init builds the queries and adds the Aim resource if it is missing.
func (a *AimSystem) Init(w *ecs.World) error {
	a.cameras = ecs.NewQuery2[components.Transform, components.Camera](w)
	a.cubes = ecs.NewQuery1[components.Transform](w, ecs.With[components.Cube]())
	if !ecs.HasResource[Aim](w) {
		ecs.AddResource(w, &Aim{})
	}
	return nil
}

// Update finds the nearest cube on the crosshair ray.
func (a *AimSystem) Update(w *ecs.World) {
	aim := ecs.GetResource[Aim](w)
	*aim = Aim{}
	cam, ok := findCamera(a.cameras)
	if !ok {
		return
	}
	origin, dir := cam.t.Position, lookDirection(cam.t.Rotation)
	best := cam.c.Far
	a.cubes.EachTable(func(es []ecs.Entity, ts []components.Transform) {
		if i, d := nearestHit(ts, origin, dir, best); i >= 0 {
			aim.Target, aim.Distance, best = es[i], d, d
		}
	})
}

// nearestHit returns the index of the nearest sphere in ts hit by the ray
// closer than limit, and its distance; −1 when there is none.
func nearestHit(ts []components.Transform, origin, dir mgl32.Vec3, limit float32) (int, float32) {
	hit := -1
	for i := range ts {
		d, ok := raySphere(origin, dir, ts[i].Position, boundingRadius(ts[i].Scale))
		if ok && d < limit {
			hit, limit = i, d
		}
	}
	return hit, limit
}
