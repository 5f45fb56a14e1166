package scenes_test

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
)

// snapshot spawns s into a new world and writes down every component of
// every entity, with floats as their bit patterns, so two snapshots are
// equal only if the worlds are equal bit for bit.
func snapshot(t *testing.T, s *scenes.Scene, o scenes.Overrides) []string {
	t.Helper()
	w := ecs.NewWorld()
	sp, err := s.SpawnEntities(w, o)
	require.NoError(t, err)
	return snapshotOf(w, sp)
}

// writeBits writes v with every float as its IEEE bits.
func writeBits(b *strings.Builder, v reflect.Value) {
	switch v.Kind() {
	case reflect.Float32:
		fmt.Fprintf(b, "%08x ", math.Float32bits(float32(v.Float())))
	case reflect.Float64:
		fmt.Fprintf(b, "%016x ", math.Float64bits(v.Float()))
	case reflect.Array, reflect.Slice:
		for i := range v.Len() {
			writeBits(b, v.Index(i))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			writeBits(b, v.Field(i))
		}
	default:
		fmt.Fprintf(b, "%v ", v.Interface())
	}
}

// TestDeterminism spawns each shipped scene twice, from two separate
// loads, and compares the worlds bit for bit; a different seed must give a
// different world.
func TestDeterminism(t *testing.T) {
	o := scenes.Overrides{Cubes: 500}
	for _, name := range scenes.Names() {
		a, err := scenes.Open(name)
		require.NoError(t, err)
		b, err := scenes.Open(name)
		require.NoError(t, err)
		first := snapshot(t, a, o)
		assert.Equal(t, first, snapshot(t, b, o), name)

		seed := a.Seed + 1
		o2 := o
		o2.Seed = &seed
		assert.NotEqual(t, first, snapshot(t, a, o2), "%s with another seed", name)
	}
}

// TestSeedOverrideEqualsFileSeed checks that -seed N is the same as
// writing "seed": N in the file.
func TestSeedOverrideEqualsFileSeed(t *testing.T) {
	s, err := scenes.Open("ten-cubes")
	require.NoError(t, err)
	seed := s.Seed
	o := scenes.NoOverrides()
	o.Seed = &seed
	assert.Equal(t, snapshot(t, s, scenes.NoOverrides()), snapshot(t, s, o))
}

// TestCubesOverride checks -cubes: it replaces every spawner's count
// (named entities stay), caps at MaxCount, and — because each spawner has
// its own random stream — the first N cubes are the same whatever N is.
func TestCubesOverride(t *testing.T) {
	s, err := scenes.Open("some-fall") // two spawners, two named entities
	require.NoError(t, err)
	assert.Equal(t, 10_002, s.EntityCount(scenes.NoOverrides()))
	assert.Equal(t, 10_002, s.EntityCount(scenes.Overrides{Cubes: -5}))
	assert.Equal(t, 2+2*3, s.EntityCount(scenes.Overrides{Cubes: 3}))
	assert.Equal(t, 2, s.EntityCount(scenes.Overrides{Cubes: 0}))

	w := ecs.NewWorld()
	require.NoError(t, s.Spawn(w, scenes.Overrides{Cubes: 3}))
	assert.Equal(t, 8, w.Len())
	assert.Equal(t, 3, ecs.NewQuery1[components.Gravity](w).Count(), "3 falling cubes")

	few, many := snapshot(t, s, scenes.Overrides{Cubes: 5}), snapshot(t, s, scenes.Overrides{Cubes: 50})
	assert.Equal(t, few[:2+5], many[:2+5], "named entities and the first spawner's first 5 cubes")
	assert.Equal(t, few[2+5:], many[2+50:2+50+5], "the second spawner's first 5 cubes")

	w = ecs.NewWorld()
	err = s.Spawn(w, scenes.Overrides{Cubes: scenes.MaxCount + 1})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "-cubes 2000001 is over the cap of 2000000")
	err = s.Spawn(w, scenes.Overrides{Cubes: scenes.MaxCount})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "-cubes 2000000 with 2 spawners makes 4000000 entities")
	assert.Zero(t, w.Len(), "a refused spawn creates nothing")
}

// TestRangesStayInBounds spawns many cubes and checks every drawn value
// against the default scene's ranges.
func TestRangesStayInBounds(t *testing.T) {
	s, err := scenes.Open(scenes.Default)
	require.NoError(t, err)
	w := ecs.NewWorld()
	require.NoError(t, s.Spawn(w, scenes.NoOverrides()))
	colours := map[[3]float32]bool{}
	q := ecs.NewQuery3[components.Transform, components.Spin, components.Mesh](w)
	for _, r := range q.All() {
		tr, spin, mesh := r.Get()
		for i := range 3 {
			require.True(t, tr.Position[i] >= -50 && tr.Position[i] <= 100, "%v", tr.Position)
			require.True(t, tr.Rotation[i] >= 0 && tr.Rotation[i] <= 6.2832, "%v", tr.Rotation)
			require.True(t, spin.AngularVelocity[i] >= -1.5 && spin.AngularVelocity[i] <= 1.5)
		}
		require.True(t, tr.Scale[0] >= 0.5 && tr.Scale[0] <= 1.2)
		require.Equal(t, "cube", mesh.Name)
		colours[mesh.Color] = true
	}
	assert.Len(t, colours, 6, "every palette colour is used, and only those")
}

// TestRespawnAfterDestroyAll is the reload path: the world is emptied and
// the scene spawned again into the same world, giving the same values as
// a fresh world.
func TestRespawnAfterDestroyAll(t *testing.T) {
	s, err := scenes.Open("ten-cubes")
	require.NoError(t, err)
	w := ecs.NewWorld()
	require.NoError(t, s.Spawn(w, scenes.NoOverrides()))
	w.DestroyAll()
	sp, err := s.SpawnEntities(w, scenes.NoOverrides())
	require.NoError(t, err)
	assert.Equal(t, 12, w.Len())
	for _, e := range sp.Entities {
		require.True(t, w.Alive(e))
	}
	assert.Equal(t, snapshot(t, s, scenes.NoOverrides()), snapshotOf(w, sp))
}

// snapshotOf writes down the entities of sp in w, like snapshot.
func snapshotOf(w *ecs.World, sp *scenes.Spawned) []string {
	reg := scenes.DefaultRegistry()
	var out []string
	for _, e := range sp.Entities {
		var b strings.Builder
		for _, v := range reg.Values(w, e) {
			fmt.Fprintf(&b, "%s{", v.Name)
			writeBits(&b, reflect.ValueOf(v.Value))
			b.WriteString("} ")
		}
		out = append(out, b.String())
	}
	return out
}

// TestCheckIsWhatSpawnDoes checks that Check refuses exactly what Spawn
// refuses, with the same error, and that a refused spawn creates nothing:
// -check and the R key rely on it to say what a run would do.
func TestCheckIsWhatSpawnDoes(t *testing.T) {
	spawnerCamera := []byte(`{"name": "sc", "spawners": [{"name": "cams", "count": 1,
		"components": {"Camera": {}, "Transform": {}}}]}`)
	sc, err := scenes.Parse("sc.json", spawnerCamera)
	require.NoError(t, err)
	someFall, err := scenes.Open("some-fall")
	require.NoError(t, err)
	seed := int64(-1 << 63)
	for _, c := range []struct {
		name  string
		scene *scenes.Scene
		o     scenes.Overrides
		want  string // "" for no error
	}{
		{"scene as written", someFall, scenes.NoOverrides(), ""},
		{"lowest seed", someFall, scenes.Overrides{Cubes: 1, Seed: &seed}, ""},
		{"cap for one spawner", someFall, scenes.Overrides{Cubes: scenes.MaxCount + 1}, "scenes: -cubes 2000001 is over the cap of 2000000"},
		{"cap for all spawners", someFall, scenes.Overrides{Cubes: scenes.MaxCount}, "scenes: -cubes 2000000 with 2 spawners makes 4000000 entities, over the cap of 2000000 (scenes.MaxCount; lower -cubes to 1000000 or less)"},
		{"half the cap for two spawners", someFall, scenes.Overrides{Cubes: scenes.MaxCount / 2}, ""},
		{"no camera left", sc, scenes.Overrides{Cubes: 0}, "scenes: -cubes 0 leaves no entity with a Camera: every camera of sc.json comes from a spawner"},
		{"camera kept", sc, scenes.Overrides{Cubes: 1}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			checkErr := c.scene.Check(c.o)
			if c.want == "" {
				require.NoError(t, checkErr)
				if c.scene.EntityCount(c.o) > 100_000 {
					return // spawning a million cubes adds nothing here
				}
			} else {
				require.Error(t, checkErr)
				assert.Contains(t, checkErr.Error(), c.want)
			}
			w := ecs.NewWorld()
			spawnErr := c.scene.Spawn(w, c.o)
			assert.Equal(t, checkErr, spawnErr, "Spawn fails exactly when Check does")
			if spawnErr != nil {
				assert.Zero(t, w.Len(), "a refused spawn creates nothing")
			}
		})
	}
}
