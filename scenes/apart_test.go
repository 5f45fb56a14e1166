package scenes_test

import (
	"cmp"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/scenes"
)

// sphere is a spawned box's enclosing sphere.
type sphere struct {
	centre [3]float32
	radius float32
}

// spheresOf lists the enclosing sphere of every body with a Collider that
// meets other boxes.
func spheresOf(w *ecs.World) []sphere {
	var out []sphere
	q := ecs.NewQuery2[components.Transform, components.Collider](w)
	for _, r := range q.All() {
		tr, c := r.Get()
		if c.GroundOnly {
			continue
		}
		var r2 float32
		for a := range 3 {
			h := c.HalfExtents[a] * tr.Scale[a]
			r2 += h * h
		}
		out = append(out, sphere{tr.Position, sqrt32(r2)})
	}
	return out
}

// meeting counts the spheres that meet at least one other, by a plain
// sort along X (no grid: a check independent of the spawner's).
func meeting(ss []sphere) int {
	sortByX(ss)
	met := make([]bool, len(ss))
	for i := range ss {
		for j := i + 1; j < len(ss) && ss[j].centre[0]-ss[i].centre[0] < ss[i].radius+3; j++ {
			var d2 float32
			for a := range 3 {
				d := ss[i].centre[a] - ss[j].centre[a]
				d2 += d * d
			}
			if s := ss[i].radius + ss[j].radius; d2 < s*s {
				met[i], met[j] = true, true
			}
		}
	}
	n := 0
	for _, m := range met {
		if m {
			n++
		}
	}
	return n
}

// spawnIn spawns s with o into a new world.
func spawnIn(t *testing.T, s *scenes.Scene, o scenes.Overrides) *ecs.World {
	t.Helper()
	w := ecs.NewWorld()
	require.NoError(t, s.Spawn(w, o))
	return w
}

// The default scene's cubes start apart: at its own 10,000 cubes no box's
// enclosing sphere meets another's (drawn at random, about one cube in
// eight would), and at 100,000, where the spawner gives up on a few after its
// tries, fewer than one in twenty does (drawn at random, most would).
func TestSpawnedBoxesStartApart(t *testing.T) {
	s, err := scenes.Open(scenes.Default)
	require.NoError(t, err)
	assert.Zero(t, meeting(spheresOf(spawnIn(t, s, scenes.NoOverrides()))), "10,000 cubes")
	many := spheresOf(spawnIn(t, s, scenes.Overrides{Cubes: 100_000}))
	require.Len(t, many, 100_000)
	assert.Less(t, meeting(many), 5_000, "100,000 cubes")
}

// withGroundOnly parses a shipped scene file with its spawner's Collider
// made groundOnly, a recipe the spawner never places apart.
func withGroundOnly(t *testing.T, file string) *scenes.Scene {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	text := strings.Replace(string(data), `"Collider": {},`, `"Collider": {"groundOnly": true},`, 1)
	require.NotEqual(t, string(data), text, "the spawner's Collider is written as {}")
	s, err := scenes.Parse(file, []byte(text))
	require.NoError(t, err)
	return s
}

// positions lists the Transform.position of every entity with a Collider.
func positions(w *ecs.World) [][3]float32 {
	var out [][3]float32
	q := ecs.NewQuery2[components.Transform, components.Collider](w)
	for _, r := range q.All() {
		tr, _ := r.Get()
		out = append(out, tr.Position)
	}
	return out
}

// Placing apart moves only what it must: the default scene's cubes are
// where a groundOnly recipe draws them, but for those that would start
// inside another; pile, which pours 3,000 cubes into a column too narrow
// to hold them apart, is left exactly as drawn.
func TestPlacingApartMovesOnlyWhatItMust(t *testing.T) {
	o := scenes.NoOverrides()
	placed, err := scenes.Open(scenes.Default)
	require.NoError(t, err)
	got, drawn := positions(spawnIn(t, placed, o)), positions(spawnIn(t, withGroundOnly(t, "falling-cubes.json"), o))
	require.Equal(t, len(drawn), len(got))
	moved := 0
	for i := range got {
		if got[i] != drawn[i] {
			moved++
		}
	}
	assert.Positive(t, moved, "some of the 10,000 cubes were drawn inside another")
	assert.Less(t, moved, len(got)/4, "most cubes stay where they were drawn")

	pile, err := scenes.Open("pile")
	require.NoError(t, err)
	assert.Equal(t, positions(spawnIn(t, withGroundOnly(t, "pile.json"), o)), positions(spawnIn(t, pile, o)), "pile")
	assert.Positive(t, meeting(spheresOf(spawnIn(t, pile, o))), "pile's cubes still start packed")
}

// A spawner's first entities are the same whatever its count, placement
// included (as long as the count leaves the recipe sparse enough to be
// placed apart).
func TestPlacingApartKeepsTheFirstEntities(t *testing.T) {
	s, err := scenes.Open(scenes.Default)
	require.NoError(t, err)
	few := positions(spawnIn(t, s, scenes.Overrides{Cubes: 3_000}))
	many := positions(spawnIn(t, s, scenes.Overrides{Cubes: 30_000}))
	assert.Equal(t, few, many[:len(few)])
}

// A field copied from the position ("sameAs") follows a cube that was
// placed again.
func TestCopiesFollowAPlacedPosition(t *testing.T) {
	const text = `{"name": "crowd", "entities": [{"name": "camera", "components": {"Transform": {}, "Camera": {}}}],
 "spawners": [{"name": "cubes", "count": 800, "components": {
  "Transform": {"position": {"min": [0, 0, 0], "max": [30, 30, 30]}},
  "RigidBody": {"velocity": {"sameAs": "Transform.position"}},
  "Collider": {}}}]}`
	s, err := scenes.Parse("crowd.json", []byte(text))
	require.NoError(t, err)
	w := spawnIn(t, s, scenes.NoOverrides())
	assert.Zero(t, meeting(spheresOf(w)))
	q := ecs.NewQuery2[components.Transform, components.RigidBody](w)
	for _, r := range q.All() {
		tr, rb := r.Get()
		require.Equal(t, tr.Position, rb.Velocity)
	}
}

func sqrt32(x float32) float32 { return float32(math.Sqrt(float64(x))) }

func sortByX(ss []sphere) {
	slices.SortFunc(ss, func(a, b sphere) int { return cmp.Compare(a.centre[0], b.centre[0]) })
}

// A spawner far from the origin places its cubes apart on a grid over
// the box of its own draws: the grid once reached from the origin to the
// draws, so a range near −100,000 asked for more cells than a slice can
// hold, and spawning panicked.
func TestPlacingApartFarFromTheOrigin(t *testing.T) {
	const text = `{"name": "far", "entities": [{"name": "camera", "components": {"Transform": {}, "Camera": {}}}],
 "spawners": [{"name": "cubes", "count": 300, "components": {
  "Transform": {"position": {"min": [-100000, -100000, -100000], "max": [-99980, -99980, -99980]}},
  "Collider": {}}}]}`
	s, err := scenes.Parse("far.json", []byte(text))
	require.NoError(t, err)
	w := spawnIn(t, s, scenes.NoOverrides())
	assert.Zero(t, meeting(spheresOf(w)))
}

// everythingButPosition lists, per entity with a Collider, every field of
// its components but Transform.position, as text.
func everythingButPosition(w *ecs.World) []string {
	var out []string
	q := ecs.NewQuery7[components.Transform, components.RigidBody, components.Gravity, components.OwnGravity,
		components.Spin, components.Respawn, components.Mesh](w, ecs.With[components.Collider]())
	for _, row := range q.All() {
		t, rb, g, og, sp, r, m := row.Get()
		tr := *t // a copy: the world's position stays
		tr.Position = [3]float32{}
		out = append(out, fmt.Sprintf("%v %v %v %v %v %v %v", tr, *rb, *g, *og, *sp, *r, *m))
	}
	return out
}

// Placing apart changes a cube's position and nothing else: its rotation,
// scale, velocity, gravity (both), spin, respawn and colour are as the
// recipe drew them,
// because the new positions come from a stream of their own, drawn after
// every field.
func TestPlacingApartChangesOnlyThePosition(t *testing.T) {
	o := scenes.NoOverrides()
	placed, err := scenes.Open(scenes.Default)
	require.NoError(t, err)
	placedWorld, drawnWorld := spawnIn(t, placed, o), spawnIn(t, withGroundOnly(t, "falling-cubes.json"), o)
	require.NotEqual(t, positions(drawnWorld), positions(placedWorld), "some cubes were placed again")
	got, drawn := everythingButPosition(placedWorld), everythingButPosition(drawnWorld)
	require.Len(t, got, 10_000)
	assert.Equal(t, drawn, got)
}
