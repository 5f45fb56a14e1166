package inspector

import (
	"slices"
	"testing"
	"time"

	"cubefall/components"
	"cubefall/ecs"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tableWith returns the snapshot's table whose components are exactly names.
func tableWith(s InspectSnapshot, names ...string) (InspectTable, bool) {
	slices.Sort(names)
	for _, t := range s.Tables {
		got := slices.Sorted(slices.Values(t.Components))
		if slices.Equal(got, names) {
			return t, true
		}
	}
	return InspectTable{}, false
}

func TestCollectInspectCountsMoveWhenGravityIsRemoved(t *testing.T) {
	w := newWorld()
	cubes := []ecs.Entity{}
	for i := range 3 {
		cubes = append(cubes, w.NewEntity(ecs.Box(components.NewTransform(mgl32.Vec3{float32(i), 0, 0})),
			ecs.Box(components.RigidBody{}), ecs.Box(components.Gravity{Force: mgl32.Vec3{0, -9.81, 0}})))
	}
	falling := []string{"Transform", "RigidBody", "Gravity"}
	before := CollectInspect(w, ecs.Entity{})
	assert.Equal(t, 3, before.Entities)
	tb, ok := tableWith(before, falling...)
	require.True(t, ok, "no falling table in %+v", before.Tables)
	assert.Equal(t, 3, tb.Rows)
	assert.Nil(t, before.Selected, "nothing selected")

	ecs.Remove[components.Gravity](w, cubes[1])
	after := CollectInspect(w, cubes[1])
	tb, _ = tableWith(after, falling...)
	assert.Equal(t, 2, tb.Rows, "the falling table loses the cube")
	floating, ok := tableWith(after, "Transform", "RigidBody")
	require.True(t, ok, "no table without Gravity in %+v", after.Tables)
	assert.Equal(t, 1, floating.Rows)
	assert.Equal(t, floating.RowBytes, floating.Bytes)
	assert.GreaterOrEqual(t, after.Tables[0].Bytes, after.Tables[len(after.Tables)-1].Bytes, "largest first")

	require.NotNil(t, after.Selected)
	assert.Equal(t, floating.ID, after.Selected.Table, "the selected cube's table")
	assert.Equal(t, cubes[1].String(), after.Selected.Entity)
	assert.NotContains(t, after.Selected.Components, "Gravity")
	assert.Contains(t, after.Selected.Components["Transform"], "1.00 0.00 0.00", "position to 2 decimals")
}

func TestCollectInspectListsScheduledSystems(t *testing.T) {
	w, s := newScheduled(t)
	s.Frame(time.Second / 60)
	snap := CollectInspect(w, ecs.Entity{})
	require.NotEmpty(t, snap.Systems)
	assert.NotEmpty(t, snap.Systems[0].Name)
	assert.NotEmpty(t, snap.Systems[0].Phase)
	for _, sys := range snap.Systems {
		if sys.Name == "physics" {
			assert.Contains(t, sys.Queries, "{Interpolated Transform RigidBody Gravity !Sleeping}", "every query the system lists")
		}
	}
}

func TestFormatValue(t *testing.T) {
	assert.Equal(t, "{[0.00 -9.81 0.00]}", FormatValue(components.Gravity{Force: mgl32.Vec3{0, -9.81, 0}}))
	assert.Equal(t, "{}", FormatValue(components.Cube{}))
	assert.Equal(t, "{[1.00 2.00 3.00] [0.00 0.50 0.00] 7}", FormatValue(components.Interpolated{
		Position: mgl32.Vec3{1, 2, 3}, Rotation: mgl32.Vec3{0, 0.5, 0}, Step: 7}), "floats beside an integer")
	assert.Equal(t, "{cube [0.61 0.35 0.71]}", FormatValue(components.Mesh{Name: "cube", Color: mgl32.Vec3{0.61, 0.35, 0.71}}))
}
