package view

import (
	"cubefall/systems"
	"fmt"
	"slices"
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

// oneMeshWorld is mixedWorld without its table of several meshes, so that
// the collection fills it in one pass: blended cubes over two pieces (one
// of them on the crosshair's ray), a table drawn as it is over three
// pieces, and a lone entity. The inspector has selected a cube in sight.
func oneMeshWorld(t *testing.T, workers int) *ecs.World {
	t.Helper()
	w, inSight := oneMeshTables(t, workers)
	ecs.GetResource[resources.InspectorState](w).Open = true
	ecs.GetResource[resources.InspectorState](w).Selected = inSight
	return w
}

// reversed runs the pieces one after another from the last to the first:
// every piece but the first of its batch is written before the pieces
// that come before it in the frame.
type reversed struct{}

func (reversed) For(n int, fn func(int)) {
	for i := n - 1; i >= 0; i-- {
		fn(i)
	}
}

// collectWith collects w once with a fresh Collect whose fill runs its
// pieces with order (nil: the pool), and returns a copy of the frame; the
// one pass filled it.
func collectWith(t *testing.T, w *ecs.World, order pieceRunner) frame.Frame {
	t.Helper()
	c := &Collect{}
	testworld.InitSystem(t, w, c)
	c.fill.order = order
	c.Update(w)
	require.False(t, c.fill.mixedSeen.Load(), "no piece of several meshes")
	return cloneFrame(ecs.GetResource[frame.Frame](w))
}

// collectPlainly collects w once with a fresh Collect, then fills its
// frame again with the plain loop (collectplain.go) from the same pieces,
// and returns a copy of that frame and the plain loop's pick.
func collectPlainly(t *testing.T, w *ecs.World) (frame.Frame, systems.Aim) {
	t.Helper()
	c := &Collect{}
	testworld.InitSystem(t, w, c)
	c.Update(w)
	c.fill.clearBatches()
	c.fill.plainFill()
	return cloneFrame(ecs.GetResource[frame.Frame](w)), c.fill.aim
}

// The one-pass fill gives the frame of the plain loop, instance for
// instance and bit for bit, and the same pick, with any number of
// workers, with the pieces run in reverse, with culling on and off.
func TestOnePassIsThePlainFill(t *testing.T) {
	for _, culling := range []bool{true, false} {
		t.Run(fmt.Sprint("culling=", culling), func(t *testing.T) {
			w := oneMeshWorld(t, 1)
			ecs.GetResource[resources.ViewOptions](w).Culling = culling
			want, aim := collectPlainly(t, w)
			require.Len(t, want.Batches, 1)
			require.False(t, aim.Target == (ecs.Entity{}), "the crosshair picked a cube")
			assert.True(t, slices.Contains(colours(want), frame.PackColor(selectedColor)), "the selection is drawn")
			assert.Equal(t, want, collectWith(t, w, reversed{}), "pieces in reverse")
			assert.Equal(t, aim, *ecs.GetResource[systems.Aim](w))
			ecs.GetResource[ecs.Workers](w).Close()
			for _, workers := range []int{1, 2, 3} {
				w := oneMeshWorld(t, workers)
				ecs.GetResource[resources.ViewOptions](w).Culling = culling
				for range 3 {
					assert.Equal(t, want, collectWith(t, w, nil), "workers=%d", workers)
					assert.Equal(t, aim, *ecs.GetResource[systems.Aim](w), "workers=%d", workers)
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
		for _, inst := range b.AppendDrawn(nil) {
			cs = append(cs, inst.Color)
		}
	}
	return cs
}

// A world that gains a table of several meshes is filled by the plain
// loop, the frame as a single loop over the tables makes it, and in one
// pass again once the table is gone.
func TestMixedTablesAreFilledPlainly(t *testing.T) {
	w := oneMeshWorld(t, 2)
	defer ecs.GetResource[ecs.Workers](w).Close()
	c := &Collect{}
	testworld.InitSystem(t, w, c)
	c.Update(w)
	require.False(t, c.fill.mixedSeen.Load())
	var mixed []ecs.Entity
	ecs.NewBatch3(w, 300, func(i int, e ecs.Entity, t *components.Transform, m *components.Mesh, _ *components.Spin) {
		*t = components.Transform{Position: mgl32.Vec3{float32(i%10) - 5, float32(i/10%10) - 5, float32(-i / 100)}, Scale: mgl32.Vec3{1, 1, 1}}
		*m = components.Mesh{Name: []string{"cube", "sphere"}[i%2]}
		mixed = append(mixed, e)
	})
	c.Update(w)
	assert.True(t, c.fill.mixedSeen.Load(), "a piece of two meshes")
	f := ecs.GetResource[frame.Frame](w)
	require.Len(t, f.Batches, 2)
	assert.Equal(t, "sphere", f.Batches[1].Mesh)
	assert.Len(t, f.Batches[1].Instances, 150)
	for _, e := range mixed {
		w.Destroy(e)
	}
	c.Update(w)
	assert.False(t, c.fill.mixedSeen.Load(), "one pass again")
	assert.Empty(t, f.Batches[1].Instances)
}

// The same for cubes drawn between two steps (blended from their
// Interpolated records, a loop of its own): a sphere among the cubes of a
// blended table makes the collection fill the frame plainly, and every
// sphere lands in the sphere batch, none in the cubes'.
func TestMixedBlendedTablesAreFilledPlainly(t *testing.T) {
	const n = 2000
	w := stormWorld(t, n)
	ecs.GetResource[resources.ViewOptions](w).Culling = false
	defer testworld.UsePool(w, 2).Close()
	c := &Collect{}
	testworld.InitSystem(t, w, c)
	c.Update(w)
	require.False(t, c.fill.mixedSeen.Load())
	ecs.NewBatch4(w, 300, func(i int, _ ecs.Entity, t *components.Transform, m *components.Mesh, ip *components.Interpolated, _ *components.Cube) {
		*t = components.Transform{Position: mgl32.Vec3{float32(i % 10), float32(i / 10 % 10), float32(-i / 100)}, Scale: mgl32.Vec3{1, 1, 1}}
		*m = components.Mesh{Name: []string{"cube", "sphere"}[i%2]}
		ip.Record(t, components.LatestStep)
	})
	c.Update(w)
	assert.True(t, c.fill.mixedSeen.Load(), "a blended piece of two meshes")
	f := ecs.GetResource[frame.Frame](w)
	require.Len(t, f.Batches, 2)
	assert.Equal(t, "sphere", f.Batches[1].Mesh)
	assert.Equal(t, 150, f.Batches[1].Len(), "every sphere in the sphere batch")
	assert.Equal(t, n+150, f.Batches[0].Len(), "the cubes, and only they, in the cube batch")
}

// With many rows the pieces grow past minPieceRows (pieceRows), and the
// frame is still the plain loop's, with two workers and in reverse.
func TestOnePassWithLongPieces(t *testing.T) {
	const n = 100_000
	require.Greater(t, pieceRows(n, 2), minPieceRows)
	w := stormWorld(t, n)
	defer testworld.UsePool(w, 2).Close()
	want, aim := collectPlainly(t, w)
	require.NotZero(t, want.Drawn)
	require.Less(t, want.Drawn, n, "some are culled")
	require.False(t, aim.Target == (ecs.Entity{}), "the crosshair picked a cube")
	assert.Equal(t, want, collectWith(t, w, reversed{}), "pieces in reverse")
	for range 3 {
		assert.Equal(t, want, collectWith(t, w, nil), "two workers")
		assert.Equal(t, aim, *ecs.GetResource[systems.Aim](w), "two workers")
	}
}

// The inspector's selection is drawn in its colour, by the one-pass fill
// as by the plain loop, wherever it lies: the first or last row of a
// piece, the crosshair's cube, a row of a table drawn as it is, the lone
// entity, or out of sight (then not drawn at all).
func TestOnePassColoursTheSelectionWhereverItLies(t *testing.T) {
	w, _ := oneMeshTables(t, 2)
	defer ecs.GetResource[ecs.Workers](w).Close()
	var es []ecs.Entity
	for tb := range ecs.NewQuery2[components.Transform, components.Mesh](w).Tables() {
		n := len(tb.Entities())
		for _, i := range []int{0, 17, minPieceRows - 1, minPieceRows, minPieceRows + 3, n - 1} {
			if i < n {
				es = append(es, tb.Entities()[i])
			}
		}
	}
	drawn, hidden := 0, 0
	for _, e := range es {
		st := ecs.GetResource[resources.InspectorState](w)
		st.Open, st.Selected = true, e
		want, _ := collectPlainly(t, w)
		got := collectWith(t, w, nil)
		require.Equal(t, want, got, "selected %v", e)
		n := 0
		for _, c := range colours(got) {
			if c == frame.PackColor(selectedColor) {
				n++
			}
		}
		require.LessOrEqual(t, n, 1, "selected %v", e)
		if n == 1 {
			drawn++
		} else {
			hidden++
		}
	}
	assert.Greater(t, drawn, 4)
	assert.Greater(t, hidden, 0)
}

// The one-pass fill's row loops blend each cube exactly as
// Interpolated.Blend does, bit for bit, as the plain loop does: the rows recorded in the step blended from go
// through the loop that blends, and the others, recorded in another step
// or moved by a jump, one at a time through the loop that does not.
func TestOnePassBlends(t *testing.T) {
	const n = 20000
	es, ts, ms, ips := blendTestRows(n)
	const alpha = 0.37
	fl := newInstanceFill()
	fl.step, fl.alpha, fl.targetPiece = 5, alpha, -1
	fl.frustum.all = true
	p := piece{es: es, ts: ts, ms: ms, ips: ips}
	out := make([]frame.Instance, n)
	require.Equal(t, n, fl.cullAndWrite(&p, out))
	requireBlended(t, out, ts, ips, alpha)
}

// The one-pass fill leaves each piece's drawn rows where it wrote them, at
// the place of its first row, and names the runs in piece order: with two
// workers over a storm the batch has several runs, each starting at a
// piece's place, as many instances in them as the frame says it draws;
// and a steady frame allocates nothing.
func TestOnePassLeavesEachPieceWhereItWrote(t *testing.T) {
	const n = 60_000
	w := stormWorld(t, n)
	defer testworld.UsePool(w, 2).Close()
	c := &Collect{}
	testworld.InitSystem(t, w, c)
	c.Update(w)
	f := ecs.GetResource[frame.Frame](w)
	require.Len(t, f.Batches, 1)
	b := &f.Batches[0]
	require.Greater(t, len(b.Segments), 1, "runs with gaps between")
	assert.Equal(t, f.Drawn, b.Len())
	assert.Less(t, f.Drawn, n, "some are culled")
	places := map[int]bool{}
	for _, p := range c.fill.pieces {
		places[p.at] = true
	}
	last := -1
	for _, s := range b.Segments {
		assert.True(t, places[s.Start], "run %v starts at a piece's place", s)
		assert.Greater(t, s.Start, last, "runs in piece order, apart")
		last = s.End
	}
	assert.LessOrEqual(t, last, len(b.Instances))
	assert.Zero(t, testing.AllocsPerRun(5, func() { c.Update(w) }), "allocations a steady frame")
}
