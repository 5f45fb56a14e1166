package view

import (
	"cubefall/systems"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/internal/testworld"
	"cubefall/render/frame"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mixedWorld has, around a camera, tables of sizes that fall on both sides
// of the chunk size: cubes drawn between two steps (with Interpolated),
// entities drawn as they are, and a table whose rows alternate between two
// meshes. One cube lies on the crosshair's ray, for the pick to find and
// the collection to highlight.
func mixedWorld(t *testing.T, workers int) *ecs.World {
	t.Helper()
	w, _ := oneMeshTables(t, workers)
	r := rand.New(rand.NewPCG(5, 6))
	ecs.NewBatch3(w, 300, func(i int, _ ecs.Entity, t *components.Transform, m *components.Mesh, _ *components.Spin) {
		*t = randomTransform(r)
		*m = components.Mesh{Name: []string{"cube", "sphere", "ground"}[i%3]}
	})
	return w
}

// oneMeshTables is mixedWorld without its table of several meshes, and
// one of its cubes that lies in sight.
func oneMeshTables(t *testing.T, workers int) (*ecs.World, ecs.Entity) {
	t.Helper()
	w := newWorld()
	testworld.UsePool(w, workers)
	testworld.Camera(w, mgl32.Vec3{0, 0, 60})
	r := rand.New(rand.NewPCG(3, 4))
	var inSight ecs.Entity
	for i := range minPieceRows + 10 {
		p := randomTransform(r).Position
		switch i {
		case minPieceRows + 3: // in the second piece
			p = mgl32.Vec3{0, -1, 20} // on the ray once blended a quarter of the way up
		case 17:
			p = mgl32.Vec3{3, 0, 20}
		}
		e := testworld.Cube(w, p, -1)
		if i == 17 {
			inSight = e
		}
	}
	tm := ecs.GetResource[ecs.Time](w)
	tm.Steps, tm.Alpha = 5, 0.25
	for _, row := range ecs.NewQuery2[components.Transform, components.Interpolated](w).All() {
		tr, ip := row.Get()
		ip.Record(tr, components.LatestStep)
		tr.Position[1] += 1 // moved since: the blend lands a quarter of the way
	}
	ecs.NewBatch2(w, 2*minPieceRows+1, func(i int, _ ecs.Entity, t *components.Transform, m *components.Mesh) {
		*t = randomTransform(r)
		*m = components.Mesh{Name: "cube", Color: mgl32.Vec3{1, 0, 0}}
	})
	w.NewEntity(ecs.Box(components.OwnGravity{}), ecs.Box(components.Transform{Scale: mgl32.Vec3{1, 1, 1}}), ecs.Box(components.Mesh{Name: "cube"}))
	return w, inSight
}

// The instance fill gives the same frame, instance for instance and bit for
// bit, whatever the number of workers, with culling on and off.
func TestCollectIsTheSameWithAnyNumberOfWorkers(t *testing.T) {
	for _, culling := range []bool{true, false} {
		t.Run(fmt.Sprint("culling=", culling), func(t *testing.T) {
			frames := map[int]frame.Frame{}
			for _, workers := range []int{1, 2, 3} {
				w := mixedWorld(t, workers)
				ecs.GetResource[resources.ViewOptions](w).Culling = culling
				f := collectOnce(t, w)
				frames[workers] = cloneFrame(f)
				ecs.GetResource[ecs.Workers](w).Close()
			}
			require.Len(t, frames[1].Batches, 3, "cube, then sphere and ground from the mixed table")
			assert.Equal(t, "cube", frames[1].Batches[0].Mesh)
			assert.Equal(t, frames[1], frames[2])
			assert.Equal(t, frames[1], frames[3])
		})
	}
}

// The fill follows the plain definition: every drawable entity, those
// drawn as they are first and then those blended between two steps, table
// by table and row by row, each appended to its mesh's batch with its
// model matrix and colour, the target highlighted.
func TestCollectFollowsTheDefinition(t *testing.T) {
	for _, workers := range []int{1, 2} {
		for _, culling := range []bool{false, true} {
			checkCollectDefinition(t, workers, culling)
		}
	}
}

func checkCollectDefinition(t *testing.T, workers int, culling bool) {
	w := mixedWorld(t, workers)
	ecs.GetResource[resources.ViewOptions](w).Culling = culling
	f := collectOnce(t, w)
	got := cloneFrame(f)
	require.False(t, ecs.GetResource[systems.Aim](w).Target == (ecs.Entity{}), "the crosshair picked a cube")
	view := frustumOf(f.View, mgl32.DegToRad(components.DefaultCamera().FovY), 16.0/9.0, components.DefaultCamera().Near, components.DefaultCamera().Far)
	want := map[string][]frame.Instance{}
	var meshes []string
	add := func(e ecs.Entity, tr components.Transform, m components.Mesh) {
		if culling && !view.sphereVisible(tr.Position, systems.BoundingRadius(&tr.Scale)) {
			return
		}
		inst := frame.Instance{Position: tr.Position, Scale: tr.Scale, Rotation: tr.Rotation, Color: frame.PackColor(m.Color.Vec4(1))}
		if e == ecs.GetResource[systems.Aim](w).Target {
			inst.Color = highlightColor(&m.Color)
		}
		if _, ok := want[m.Name]; !ok {
			meshes = append(meshes, m.Name)
		}
		want[m.Name] = append(want[m.Name], inst)
	}
	plain := ecs.NewQuery2[components.Transform, components.Mesh](w, ecs.Without[components.Interpolated]())
	for tb := range plain.Tables() {
		ts, ms := tb.Columns()
		for i, e := range tb.Entities() {
			add(e, ts[i], ms[i])
		}
	}
	blended := ecs.NewQuery3[components.Transform, components.Mesh, components.Interpolated](w)
	for tb := range blended.Tables() {
		ts, ms, ips := tb.Columns()
		for i, e := range tb.Entities() {
			add(e, ips[i].Blend(ts[i], components.LatestStep, 0.25), ms[i])
		}
	}
	require.Len(t, got.Batches, len(meshes))
	for i, b := range got.Batches {
		assert.Equal(t, meshes[i], b.Mesh)
		assert.Equal(t, want[b.Mesh], b.Instances, "workers=%d culling=%v mesh %s", workers, culling, b.Mesh)
	}
	ecs.GetResource[ecs.Workers](w).Close()
}

func cloneFrame(f *frame.Frame) frame.Frame {
	c := *f
	c.Batches = nil
	for _, b := range f.Batches {
		c.Batches = append(c.Batches, frame.Batch{Mesh: b.Mesh, Instances: b.AppendDrawn(nil)})
	}
	c.HUD = nil
	return c
}

// requireBlended fails unless instance i of out is row i of ts and ips
// blended alpha of the way after step 5, bit for bit, for every row.
func requireBlended(t *testing.T, out []frame.Instance, ts []components.Transform, ips []components.Interpolated, alpha float32) {
	t.Helper()
	for i := range ts {
		want := ips[i].Blend(ts[i], 5, alpha)
		require.Equal(t, want.Position, out[i].Position, "row %d", i)
		require.Equal(t, want.Rotation, out[i].Rotation, "row %d", i)
		require.Equal(t, want.Scale, out[i].Scale, "row %d", i)
	}
}

// blendTestRows are n cubes to blend after step 5: random places and
// angles anywhere in [−π, π], recorded in step 5, 6 or 7 row by row (only
// the first blends), every fiftieth moved by a jump (no record).
func blendTestRows(n int) ([]ecs.Entity, []components.Transform, []components.Mesh, []components.Interpolated) {
	r := rand.New(rand.NewPCG(8, 9))
	angle := func() float32 { return (r.Float32()*2 - 1) * math.Pi }
	ts := make([]components.Transform, n)
	ips := make([]components.Interpolated, n)
	ms := make([]components.Mesh, n)
	es := make([]ecs.Entity, n)
	for i := range n {
		ts[i] = randomTransform(r)
		ts[i].Rotation = mgl32.Vec3{angle(), angle(), angle()}
		before := randomTransform(r)
		before.Rotation = mgl32.Vec3{angle(), angle(), angle()}
		ips[i].Record(&before, uint64(5+i%3)) // drawn after step 5: recorded then, or not
		if i%50 == 0 {
			ips[i].Teleport()
		}
		ms[i].Name = "cube"
	}
	return es, ts, ms, ips
}
