package systems

import (
	"cubefall/components"
	"cubefall/ecs"
	"cubefall/resources"
)

// GravitySwap is the G key, the demo's one big idea: gravity is a
// component, so "who falls" is a question of which entities carry it.
//
// While the cubes fall, G takes Gravity away from every cube in one batch
// (ecs.RemoveAll) and gives the camera a Gravity and a RigidBody: the cubes
// hang still and the same physics system now drops the camera through them.
// G again gives every cube a Gravity back (ecs.AddAll), restores each cube's
// own value from its [components.OwnGravity], and stops the camera.
//
// Which way to swap is read from the world each time (does the camera have
// Gravity?), not kept in the system, so it is right after a scene reload
// and for scenes where the camera starts out falling.
type GravitySwap struct {
	cameras  *ecs.Query2[components.Transform, components.Camera]
	falling  *ecs.Query2[components.Gravity, components.OwnGravity]
	gravNoOG *ecs.Query1[components.Gravity]
}

// Init builds the queries. All of them select cubes except cameras.
func (g *GravitySwap) Init(w *ecs.World) error {
	cube := ecs.With[components.Cube]()
	g.cameras = ecs.NewQuery2[components.Transform, components.Camera](w)
	g.falling = ecs.NewQuery2[components.Gravity, components.OwnGravity](w, cube)
	g.gravNoOG = ecs.NewQuery1[components.Gravity](w, cube, ecs.Without[components.OwnGravity]())
	return nil
}

// Update swaps when the player presses the swap action.
func (g *GravitySwap) Update(w *ecs.World) {
	in := ecs.GetResource[resources.Input](w)
	keys := ecs.GetResource[resources.Bindings](w)
	if !keys.Pressed(in, resources.ActionSwapGravity) {
		return
	}
	cam, ok := FindCamera(g.cameras)
	if !ok {
		return
	}
	if ecs.Has[components.Gravity](w, cam.Entity) {
		g.toCubes(w, cam.Entity)
	} else {
		g.toCamera(w, cam.Entity)
	}
}

// toCamera makes the cubes hang still and the camera fall.
func (g *GravitySwap) toCamera(w *ecs.World, cam ecs.Entity) {
	g.rememberOwnGravity(w)
	cubes := ecs.RemoveAll[components.Gravity](w, ecs.With[components.Cube]()) // HangWhenWeightless stops them
	fall := components.StandardGravity()
	if own, ok := ecs.TryGet[components.OwnGravity](w, cam); ok {
		fall.Force = own.Force
	}
	ecs.Add(w, cam, fall)
	if !ecs.Has[components.RigidBody](w, cam) {
		ecs.Add(w, cam, components.RigidBody{})
	}
	send(w, GravityChanged{Entity: cam, HasGravity: true, By: BySwap, Others: cubes})
}

// toCubes gives every cube its own gravity back and stops the camera.
func (g *GravitySwap) toCubes(w *ecs.World, cam ecs.Entity) {
	cubes := ecs.AddAll(w, components.StandardGravity(), ecs.With[components.Cube]())
	for _, r := range g.falling.All() {
		grav, own := r.Get()
		grav.Force = own.Force
	}
	ecs.Remove[components.Gravity](w, cam) // HangWhenWeightless stops it
	send(w, GravityChanged{Entity: cam, HasGravity: false, By: BySwap, Others: cubes})
}

// rememberOwnGravity makes sure every falling cube has an OwnGravity that
// holds its current Gravity before the Gravity is taken away. Scenes
// normally give cubes both; this covers cubes that came without one.
func (g *GravitySwap) rememberOwnGravity(w *ecs.World) {
	var missing []ecs.Entity
	var forces []components.Gravity
	for e, grav := range g.gravNoOG.All() {
		missing = append(missing, e)
		forces = append(forces, *grav)
	}
	for i, e := range missing {
		ecs.Add(w, e, components.OwnGravity{Force: forces[i].Force})
	}
}
