package systems

import (
	"math"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGravitySwapMovesGravityAndRestoresEachCubesOwn(t *testing.T) {
	w := newWorld()
	HangWhenWeightless{}.Update(w)
	g := &GravitySwap{}
	testworld.InitSystem(t, w, g)
	cam := testworld.Camera(w, mgl32.Vec3{0, 5, 20})
	forces := []float32{-9.81, -2, -15}
	cubes := make([]ecs.Entity, len(forces))
	for i, f := range forces {
		cubes[i] = testworld.Cube(w, mgl32.Vec3{float32(i), 0, 0}, f)
		ecs.Get[components.RigidBody](w, cubes[i]).Velocity = mgl32.Vec3{0, -7, 0}
	}
	// A cube without an OwnGravity must get one holding its value.
	bare := w.NewEntity(ecs.Box(components.NewTransform(mgl32.Vec3{})), ecs.Box(components.RigidBody{}),
		ecs.Box(components.Gravity{Force: mgl32.Vec3{0, -4, 0}}), ecs.Box(components.Cube{}))
	cubes, forces = append(cubes, bare), append(forces, -4)

	testworld.Press(w, resources.KeyG)
	g.Update(w)
	for _, c := range cubes {
		assert.False(t, ecs.Has[components.Gravity](w, c), "cube %v keeps Gravity", c)
		assert.Equal(t, mgl32.Vec3{}, ecs.Get[components.RigidBody](w, c).Velocity, "cube %v should hang still", c)
	}
	require.True(t, ecs.Has[components.Gravity](w, cam), "the camera gets Gravity")
	assert.Equal(t, components.StandardGravity(), *ecs.Get[components.Gravity](w, cam))
	require.True(t, ecs.Has[components.RigidBody](w, cam), "the camera gets a RigidBody")

	ecs.Get[components.RigidBody](w, cam).Velocity = mgl32.Vec3{0, -12, 0} // it has been falling
	ecs.GetResource[resources.Input](w).EndFrame()
	testworld.Press(w, resources.KeyG)
	g.Update(w)
	for i, c := range cubes {
		require.True(t, ecs.Has[components.Gravity](w, c))
		assert.Equal(t, forces[i], ecs.Get[components.Gravity](w, c).Force.Y(), "cube %d gets its own gravity back", i)
	}
	assert.False(t, ecs.Has[components.Gravity](w, cam), "the camera stops falling")
	assert.Equal(t, mgl32.Vec3{}, ecs.Get[components.RigidBody](w, cam).Velocity, "the camera stops")
}

func TestGravitySwapNeedsTheKey(t *testing.T) {
	w := newWorld()
	g := &GravitySwap{}
	testworld.InitSystem(t, w, g)
	testworld.Camera(w, mgl32.Vec3{})
	c := testworld.Cube(w, mgl32.Vec3{}, -9.81)
	g.Update(w)
	assert.True(t, ecs.Has[components.Gravity](w, c))
}

// gunSetup is a camera at the origin looking down −Z, a near and a far cube
// on its line of sight, and one cube off to the side.
func gunSetup(t *testing.T) (w *ecs.World, cam, near, far, side ecs.Entity, aim *crosshair) {
	w = newWorld()
	HangWhenWeightless{}.Update(w)
	aim = &crosshair{} // the render collection's pick, as the gun finds it in a running game
	testworld.InitSystem(t, w, aim)
	cam = testworld.Camera(w, mgl32.Vec3{})
	far = testworld.Cube(w, mgl32.Vec3{0.3, 0, -20}, -5)
	near = testworld.Cube(w, mgl32.Vec3{-0.2, 0.1, -8}, -3)
	side = testworld.Cube(w, mgl32.Vec3{6, 0, -8}, -9.81)
	return
}

func TestAimFindsTheNearestCubeOnTheRay(t *testing.T) {
	w, _, near, _, _, aim := gunSetup(t)
	aim.Update(w)
	got := ecs.GetResource[Aim](w)
	assert.Equal(t, near, got.Target)
	assert.InDelta(t, 8-0.5, got.Distance, 0.05, "to its near face")
}

func TestAimMissesWhenLookingAway(t *testing.T) {
	w, cam, _, _, _, aim := gunSetup(t)
	ecs.Get[components.Transform](w, cam).Rotation[1] = 3.14159 // turn round
	aim.Update(w)
	assert.True(t, ecs.GetResource[Aim](w).Target == (ecs.Entity{}))
}

func TestAimSeesTheSideCubeWhenTurnedToIt(t *testing.T) {
	w, cam, _, _, side, aim := gunSetup(t)
	// Yaw turns left for positive angles; the side cube is to the right.
	ecs.Get[components.Transform](w, cam).Rotation[1] = -float32(math.Atan2(6, 8))
	aim.Update(w)
	assert.Equal(t, side, ecs.GetResource[Aim](w).Target)
}

func TestGravityGunTogglesGravityOnTheTarget(t *testing.T) {
	w, _, near, far, _, aim := gunSetup(t)
	gun := GravityGun{}
	aim.Update(w)
	ecs.Get[components.RigidBody](w, near).Velocity = mgl32.Vec3{0, -4, 0}
	testworld.Press(w, resources.KeyE)
	gun.Update(w)
	assert.False(t, ecs.Has[components.Gravity](w, near), "E takes the target's gravity")
	assert.Equal(t, mgl32.Vec3{}, ecs.Get[components.RigidBody](w, near).Velocity, "and it hangs still")
	assert.True(t, ecs.Has[components.Gravity](w, far), "the cube behind is untouched")

	ecs.GetResource[resources.Input](w).EndFrame()
	aim.Update(w)
	testworld.Press(w, resources.KeyE)
	gun.Update(w)
	require.True(t, ecs.Has[components.Gravity](w, near), "E again gives it back")
	assert.Equal(t, float32(-3), ecs.Get[components.Gravity](w, near).Force.Y(), "its own value")
}

func TestGravityGunDoesNothingWithoutATarget(t *testing.T) {
	w, cam, near, far, side, aim := gunSetup(t)
	ecs.Get[components.Transform](w, cam).Rotation[0] = 1.5 // look up
	aim.Update(w)
	testworld.Press(w, resources.KeyE)
	GravityGun{}.Update(w)
	for _, c := range []ecs.Entity{near, far, side} {
		assert.True(t, ecs.Has[components.Gravity](w, c))
	}
}

// TestWeightlessEntitiesHang checks the observer alone: however Gravity is
// taken away, the entity stops, and an entity without a RigidBody is left
// alone.
func TestWeightlessEntitiesHang(t *testing.T) {
	w := newWorld()
	HangWhenWeightless{}.Update(w)
	moving := func() ecs.Entity {
		e := testworld.Cube(w, mgl32.Vec3{}, -9.81)
		ecs.Get[components.RigidBody](w, e).Velocity = mgl32.Vec3{1, -5, 0}
		return e
	}
	one, batch, command := moving(), moving(), moving()
	still := func(e ecs.Entity) bool { return ecs.Get[components.RigidBody](w, e).Velocity == mgl32.Vec3{} }

	ecs.Remove[components.Gravity](w, one)
	assert.True(t, still(one), "Remove")
	assert.False(t, still(batch))
	w.Commands().Remove(command, ecs.Type[components.Gravity]())
	w.ApplyCommands()
	assert.True(t, still(command), "an applied command")
	ecs.RemoveAll[components.Gravity](w)
	assert.True(t, still(batch), "RemoveAll")
	bare := w.NewEntity(ecs.Box(components.Gravity{}))
	assert.NotPanics(t, func() { ecs.Remove[components.Gravity](w, bare) })
}

// crosshair makes the crosshair's pick as the render collection (package
// view) makes it for the cubes in sight: the cube nearest the crosshair
// ray, the first of those that tie, written to the Aim resource.
type crosshair struct {
	cameras *ecs.Query2[components.Transform, components.Camera]
	cubes   *ecs.Query1[components.Transform]
}

func (c *crosshair) Init(w *ecs.World) error {
	c.cameras = ecs.NewQuery2[components.Transform, components.Camera](w)
	c.cubes = ecs.NewQuery1[components.Transform](w, ecs.With[components.Cube]())
	return nil
}

func (c *crosshair) Update(w *ecs.World) {
	aim := Aim{}
	if cam, ok := FindCamera(c.cameras); ok {
		ray, best := CrosshairRay(cam), NoAim()
		for tb := range c.cubes.Tables() {
			if i, s := ray.Nearest(tb.Columns(), best); i >= 0 {
				best, aim = s, Aim{Target: tb.Entities()[i], Distance: s.Distance, Offset: s.Offset}
			}
		}
	}
	*ecs.GetResource[Aim](w) = aim
}

func TestGunSendsGravityChanged(t *testing.T) {
	w, _, near, _, _, aim := gunSetup(t)
	r := ecs.GetResource[ecs.Messages[GravityChanged]](w).Reader()
	aim.Update(w)
	testworld.Press(w, resources.KeyE)
	GravityGun{}.Update(w)
	var got []GravityChanged
	for m := range r.Read() {
		got = append(got, m)
	}
	assert.Equal(t, []GravityChanged{{Entity: near, HasGravity: false, By: ByGun}}, got)
}

// Select, then act: while the inspector has a cube selected, E toggles the
// selected cube's gravity, not the aimed one's; with the inspector closed
// it is the aimed cube's again.
func TestGravityGunActsOnTheSelectedCube(t *testing.T) {
	w, _, near, _, side, aim := gunSetup(t)
	aim.Update(w)
	require.Equal(t, near, ecs.GetResource[Aim](w).Target, "the crosshair is on the near cube")
	st := &resources.InspectorState{Open: true, Selected: side}
	ecs.AddResource(w, st)
	got, selected := GunTarget(w)
	assert.Equal(t, side, got)
	assert.True(t, selected)
	testworld.Press(w, resources.KeyE)
	GravityGun{}.Update(w)
	assert.False(t, ecs.Has[components.Gravity](w, side), "E acts on the selected cube")
	assert.True(t, ecs.Has[components.Gravity](w, near), "not on the aimed one")

	ecs.GetResource[resources.Input](w).EndFrame()
	*st = resources.InspectorState{}
	got, selected = GunTarget(w)
	assert.Equal(t, near, got, "no selection: the aimed cube")
	assert.False(t, selected)
	testworld.Press(w, resources.KeyE)
	GravityGun{}.Update(w)
	assert.False(t, ecs.Has[components.Gravity](w, near))
}
