package systems

import (
	"cubefall/components"
	"cubefall/ecs"
	"cubefall/resources"
)

// GravityGun is the E key: it toggles Gravity on the cube under the
// crosshair (the [Aim] target), or, while the inspector has a cube
// selected, on that cube (see [GunTarget]): select with F, then act. A falling cube stops and hangs where it is;
// a hanging one falls again with its own gravity, kept in its
// [components.OwnGravity] meanwhile. It is a structural change of one
// entity (OwnGravity in and Gravity out, or Gravity back in): the cube
// moves to another archetype table and the physics query no longer (or
// once more) finds it.
type GravityGun struct{}

// Update fires when the player presses the gravity-gun action.
func (GravityGun) Update(w *ecs.World) {
	in := ecs.GetResource[resources.Input](w)
	keys := ecs.GetResource[resources.Bindings](w)
	if !keys.Pressed(in, resources.ActionGravityGun) {
		return
	}
	target, _ := GunTarget(w)
	if target == (ecs.Entity{}) {
		return
	}
	target = Root(w, target) // a part of a compound object moves the whole
	falls := toggleGravity(w, target)
	send(w, GravityChanged{Entity: target, HasGravity: falls, By: ByGun})
}

// GunTarget is the cube the gravity gun acts on now: the inspector's
// selection while it has one (selected is then true), else the cube under
// the crosshair; the zero Entity when there is neither. The HUD and the
// inspector name it with the same function, so what they say is what E
// does.
func GunTarget(w *ecs.World) (target ecs.Entity, selected bool) {
	if st, ok := ecs.TryResource[resources.InspectorState](w); ok && st.Open && st.Selected != (ecs.Entity{}) && w.Alive(st.Selected) {
		return st.Selected, true
	}
	if aim, ok := ecs.TryResource[Aim](w); ok && aim.Target != (ecs.Entity{}) && w.Alive(aim.Target) {
		return aim.Target, false
	}
	return ecs.Entity{}, false
}

// toggleGravity takes e's Gravity away (remembering it) or gives it back,
// and reports whether e has Gravity now.
func toggleGravity(w *ecs.World, e ecs.Entity) bool {
	if g, ok := ecs.TryGet[components.Gravity](w, e); ok {
		// Remember the force, then drop the Gravity; HangWhenWeightless
		// stops the cube.
		if own, ok := ecs.TryGet[components.OwnGravity](w, e); ok {
			own.Force = g.Force
		} else {
			ecs.Add(w, e, components.OwnGravity{Force: g.Force})
		}
		ecs.Remove[components.Gravity](w, e)
		return false
	}
	fall := components.StandardGravity()
	if own, ok := ecs.TryGet[components.OwnGravity](w, e); ok {
		fall.Force = own.Force
	}
	ecs.Add(w, e, fall)
	return true
}
