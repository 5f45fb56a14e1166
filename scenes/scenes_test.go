package scenes_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
)

// TestShippedScenesLoadAndSpawn loads every shipped scene by name and
// spawns it: the count must match EntityCount and every scene must say
// what it is for.
func TestShippedScenesLoadAndSpawn(t *testing.T) {
	for _, name := range scenes.Names() {
		t.Run(name, func(t *testing.T) {
			s, err := scenes.Open(name)
			require.NoError(t, err)
			assert.NotEmpty(t, s.Description)
			assert.Equal(t, name, s.Name)
			o := scenes.NoOverrides()
			if s.EntityCount(o) > 20_000 {
				o.Cubes = 1000 // keep the test fast; TestCubesOverride checks the semantics
			}
			w := ecs.NewWorld()
			require.NoError(t, s.Spawn(w, o))
			assert.Equal(t, s.EntityCount(o), w.Len())
			assert.Equal(t, 1, ecs.NewQuery2[components.Camera, components.Transform](w).Count(), "one camera")
		})
	}
}

// TestFallingCameraGravity checks the point of the falling-camera scene:
// the camera, and only the camera, has Gravity; the cubes keep theirs in
// OwnGravity so the gravity swap can give it back.
func TestFallingCameraGravity(t *testing.T) {
	s, err := scenes.Open("falling-camera")
	require.NoError(t, err)
	w := ecs.NewWorld()
	sp, err := s.SpawnEntities(w, scenes.NoOverrides())
	require.NoError(t, err)

	camera := sp.Named["camera"]
	assert.True(t, ecs.Has[components.Camera](w, camera))
	assert.True(t, ecs.Has[components.RigidBody](w, camera))
	assert.Equal(t, 1, ecs.NewQuery1[components.Gravity](w).Count(), "only one entity has Gravity")
	assert.True(t, ecs.Has[components.Gravity](w, camera), "and it is the camera")
	assert.Equal(t, 10_000, ecs.NewQuery1[components.OwnGravity](w, ecs.With[components.Cube](), ecs.Without[components.Gravity]()).Count())
}

// TestFallingCubesGravity checks the default scene: every cube falls under
// its own gravity, drawn from the scene's range, and remembers it in
// OwnGravity; the camera does not fall.
func TestFallingCubesGravity(t *testing.T) {
	s, err := scenes.Open("")
	require.NoError(t, err)
	assert.Equal(t, scenes.Default, s.Name)
	w := ecs.NewWorld()
	sp, err := s.SpawnEntities(w, scenes.NoOverrides())
	require.NoError(t, err)
	assert.False(t, ecs.Has[components.Gravity](w, sp.Named["camera"]))

	q := ecs.NewQuery3[components.Gravity, components.OwnGravity, components.Transform](w, ecs.With[components.Cube]())
	assert.Equal(t, 10_000, q.Count())
	distinct := map[float32]bool{}
	for _, r := range q.All() {
		g, own, tr := r.Get()
		require.Equal(t, g.Force, own.Force, "OwnGravity is the same as Gravity")
		require.True(t, g.Force.Y() >= -12 && g.Force.Y() <= -2, "force %v in range", g.Force)
		require.Zero(t, g.Force.X())
		require.Equal(t, tr.Scale.X(), tr.Scale.Z(), "scalar bounds give a uniform scale")
		distinct[g.Force.Y()] = true
	}
	assert.Greater(t, len(distinct), 9000, "each cube draws its own gravity")
}
