package systems

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/render/frame"
	"cubefall/resources"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oneMeshWorld is mixedWorld without its table of several meshes, so that
// the collection fills it in one pass: blended cubes over two pieces (one
// of them on the crosshair's ray), a table drawn as it is over three
// pieces, and a lone entity. The inspector has selected one of the cubes.
func oneMeshWorld(t *testing.T, workers int) *ecs.World {
	t.Helper()
	w := newWorld()
	usePool(w, workers)
	newCamera(w, mgl32.Vec3{0, 0, 60})
	r := rand.New(rand.NewPCG(3, 4))
	var selected ecs.Entity
	for i := range ecs.ChunkRows + 10 {
		p := randomTransform(r).Position
		if i == ecs.ChunkRows+3 { // in the second piece
			p = mgl32.Vec3{0, -1, 20} // on the ray once blended a quarter of the way up
		}
		if i == 17 {
			p = mgl32.Vec3{3, 0, 20} // in sight
		}
		e := newCube(w, p, -1)
		if i == 17 {
			selected = e
		}
	}
	tm := ecs.GetResource[ecs.Time](w)
	tm.Steps, tm.Alpha = 5, 0.25
	for _, row := range ecs.NewQuery2[components.Transform, components.Interpolated](w).All() {
		tr, ip := row.Get()
		ip.Record(tr, 5)
		tr.Position[1] += 1
	}
	ecs.NewBatch2(w, 2*ecs.ChunkRows+1, func(i int, _ ecs.Entity, t *components.Transform, m *components.Mesh) {
		*t = randomTransform(r)
		*m = components.Mesh{Name: "cube", Color: mgl32.Vec3{1, 0, 0}}
	})
	w.NewEntity(ecs.Box(components.OwnGravity{}), ecs.Box(components.Transform{Scale: mgl32.Vec3{1, 1, 1}}), ecs.Box(components.Mesh{Name: "cube"}))
	ecs.GetResource[InspectorState](w).Open = true
	ecs.GetResource[InspectorState](w).Selected = selected
	return w
}

// reversed runs the pieces one after another from the last to the first:
// every piece but the first of its batch then finds the pieces before it
// not yet in place, leaves its instances in a spare, and is moved into
// place down the chain when the first piece publishes.
type reversed struct{}

func (reversed) For(n int, fn func(int)) {
	for i := n - 1; i >= 0; i-- {
		fn(i)
	}
}

// collectWith collects w once with a fresh Collect whose fill runs its
// pieces with order (nil: the pool), the two-pass fill if twoPass (which
// then finds every piece of one mesh, and would go back to one pass the
// next frame), and returns a copy of the frame.
func collectWith(t *testing.T, w *ecs.World, order pieceRunner, twoPass bool) frame.Frame {
	t.Helper()
	c := &Collect{}
	initSystem(t, w, c)
	c.fill.order, c.fill.twoPass = order, twoPass
	c.Update(w)
	require.False(t, c.fill.twoPass, "no piece of several meshes")
	return cloneFrame(ecs.GetResource[frame.Frame](w))
}

// The one-pass fill gives the frame of the two-pass fill, instance for
// instance and bit for bit, with any number of workers, with the pieces
// run in reverse (every hand-off down the chain), with culling on and off.
func TestOnePassIsTheTwoPassFill(t *testing.T) {
	for _, culling := range []bool{true, false} {
		t.Run(fmt.Sprint("culling=", culling), func(t *testing.T) {
			w := oneMeshWorld(t, 1)
			ecs.GetResource[resources.ViewOptions](w).Culling = culling
			want := collectWith(t, w, nil, true)
			require.Len(t, want.Batches, 1)
			require.False(t, ecs.GetResource[Aim](w).Target.IsZero(), "the crosshair picked a cube")
			assert.True(t, slices.Contains(colours(want), frame.PackColor(selectedColor)), "the selection is drawn")
			assert.Equal(t, want, collectWith(t, w, reversed{}, false), "pieces in reverse")
			ecs.GetResource[ecs.Workers](w).Close()
			for _, workers := range []int{1, 2, 3} {
				w := oneMeshWorld(t, workers)
				ecs.GetResource[resources.ViewOptions](w).Culling = culling
				for range 3 {
					assert.Equal(t, want, collectWith(t, w, nil, false), "workers=%d", workers)
				}
				ecs.GetResource[ecs.Workers](w).Close()
			}
		})
	}
}

// colours lists the colours of a frame's instances.
func colours(f frame.Frame) []uint32 {
	var cs []uint32
	for _, b := range f.Batches {
		for _, inst := range b.Instances {
			cs = append(cs, inst.Color)
		}
	}
	return cs
}

// A world that gains a table of several meshes is filled in two passes
// from then on, the frame as a single loop over the tables makes it, and
// in one pass again once the table is gone.
func TestOnePassGivesWayToTwoPassesForMixedTables(t *testing.T) {
	w := oneMeshWorld(t, 2)
	defer ecs.GetResource[ecs.Workers](w).Close()
	c := &Collect{}
	initSystem(t, w, c)
	c.Update(w)
	require.False(t, c.fill.twoPass)
	var mixed []ecs.Entity
	ecs.NewBatch3(w, 300, func(i int, e ecs.Entity, t *components.Transform, m *components.Mesh, _ *components.Spin) {
		*t = components.Transform{Position: mgl32.Vec3{float32(i%10) - 5, float32(i/10%10) - 5, float32(-i / 100)}, Scale: mgl32.Vec3{1, 1, 1}}
		*m = components.Mesh{Name: []string{"cube", "sphere"}[i%2]}
		mixed = append(mixed, e)
	})
	c.Update(w)
	assert.True(t, c.fill.twoPass, "a piece of two meshes")
	f := ecs.GetResource[frame.Frame](w)
	require.Len(t, f.Batches, 2)
	assert.Equal(t, "sphere", f.Batches[1].Mesh)
	assert.Len(t, f.Batches[1].Instances, 150)
	for _, e := range mixed {
		w.Destroy(e)
	}
	c.Update(w)
	c.Update(w)
	assert.False(t, c.fill.twoPass, "back to one pass")
	assert.Empty(t, f.Batches[1].Instances)
}

// manyCubes is a world of n cubes blended between two steps, all of one
// table, around a camera that sees most of them and whose crosshair is on
// one.
func manyCubes(t *testing.T, n, workers int) *ecs.World {
	t.Helper()
	w := newWorld()
	usePool(w, workers)
	newCamera(w, mgl32.Vec3{0, 0, 120})
	r := rand.New(rand.NewPCG(9, 9))
	f := func(lo, hi float32) float32 { return lo + (hi-lo)*r.Float32() }
	ecs.NewBatch4(w, n, func(i int, _ ecs.Entity, tr *components.Transform, m *components.Mesh, ip *components.Interpolated, _ *components.Cube) {
		*tr = components.Transform{
			Position: mgl32.Vec3{f(-100, 100), f(-60, 60), f(-100, 100)},
			Rotation: mgl32.Vec3{f(-3, 3), f(-3, 3), f(-3, 3)},
			Scale:    mgl32.Vec3{f(0.5, 1.5), f(0.5, 1.5), f(0.5, 1.5)},
		}
		if i == n-5 {
			tr.Position = mgl32.Vec3{0, 0, 110} // on the ray, in the last piece
		}
		m.Name, m.Color = "cube", mgl32.Vec3{r.Float32(), r.Float32(), r.Float32()}
		before := *tr
		before.Position[1] += 0.1
		ip.Record(&before, 5)
	})
	tm := ecs.GetResource[ecs.Time](w)
	tm.Steps, tm.Alpha = 5, 0.5
	return w
}

// With many rows the pieces grow past ecs.ChunkRows (pieceRows), and the
// frame is still the two-pass fill's, with two workers and in reverse.
func TestOnePassWithLongPieces(t *testing.T) {
	const n = 100_000
	require.Greater(t, pieceRows(n, 2), ecs.ChunkRows)
	w := manyCubes(t, n, 2)
	defer ecs.GetResource[ecs.Workers](w).Close()
	want := collectWith(t, w, nil, true)
	require.NotZero(t, want.Drawn)
	require.Less(t, want.Drawn, n, "some are culled")
	require.False(t, ecs.GetResource[Aim](w).Target.IsZero(), "the crosshair picked a cube")
	assert.Equal(t, want, collectWith(t, w, reversed{}, false), "pieces in reverse")
	for range 3 {
		assert.Equal(t, want, collectWith(t, w, nil, false), "two workers")
	}
}
