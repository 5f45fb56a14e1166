package view

import (
	"cubefall/systems"
	"sync/atomic"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/render/frame"

	"github.com/go-gl/mathgl/mgl32"
)

// This file is the heavy half of the render collection: turning every
// drawable entity into an instance (placement and colour), shared out
// among the worker pool. It holds what the ways of doing it share: the
// pieces, the batches, the colours. The fill is one pass
// (collectonepass.go); its definition, and the way the collection fills a
// frame whose pieces hold rows of several meshes, is the plain loop of
// collectplain.go.
//
// Workers fill the instance slices side by side, yet the frame must come
// out the same with one worker or many (screenshots and replays compare
// pictures). So the work runs over pieces — runs of at most pieceRows
// rows of one table, numbered in table order — and the fill puts each
// piece's drawn rows after those of the pieces before it in its batch, in
// row order: the frame a single loop over the tables makes.

// minPieceRows is the fewest rows a piece may hold (the last piece of a
// table aside): the size of a chunk of ecs's parallel queries.
const minPieceRows = 4096

// pieceRows is the most rows of a piece when the collection looks at
// rows entities with workers workers: minPieceRows, or more when there
// are many rows, up to 8 times as many, keeping about eight pieces per
// worker so that they still share out evenly. Fewer, longer pieces mean
// less to do per piece (a hand-out to a worker, a pick to compare) and
// fewer runs for the renderer to gather: one a piece that culls some of
// its rows. It serves the storm's collection bars (collectonepass.go); the
// frame does not depend on it (TestOnePassWithLongPieces).
func pieceRows(rows, workers int) int {
	return min(max(rows/(8*max(workers, 1)), minPieceRows), 8*minPieceRows)
}

// piece is rows [lo, hi) of one drawable table, with what the fill
// learns about them.
type piece struct {
	es  []ecs.Entity
	ts  []components.Transform
	ms  []components.Mesh
	ips []components.Interpolated // nil for a table drawn as it is

	pickable bool // its table holds cubes, and the world a camera: the crosshair may pick its rows

	count int       // its drawn rows, written
	pick  piecePick // its best cube for the crosshair
	batch int       // index of its batch in the frame (placePieces)
	at    int       // its first instance in the batch (placePieces)
}

// instanceFill is the state of one collection: the pieces, the frame they
// go to, and what every piece needs to know.
type instanceFill struct {
	pieces      []piece
	pieceRows   int   // the most rows a piece holds this frame (pieceRows)
	need        []int // instances each batch needs this frame (placePieces)
	f           *frame.Frame
	frustum     frustum        // the camera's, culling or not (frustum.all)
	ray         systems.AimRay // the crosshair's
	picking     bool           // the world has a camera, so the crosshair picks
	target      ecs.Entity     // the crosshair's cube, drawn highlighted (once every piece has picked)
	targetPiece int            // the piece that holds it, or −1
	aim         systems.Aim    // what the crosshair is on
	// selected is the inspector's entity, drawn in selectedColor; the
	// zero Entity (no live entity has it) while nothing is selected.
	selected ecs.Entity
	// selectedAt is the selection's Transform in its table's column, or
	// nil: how the one-pass fill finds its row (selectedRow).
	selectedAt *components.Transform
	step       uint64    // the last fixed step, for blending
	alpha      float32   // how far the frame is into the next step
	one        func(int) // fill.onePiece, made once
	// mixedSeen says that a piece of several meshes was met, which the
	// one pass cannot fill.
	mixedSeen atomic.Bool
	// order runs the pieces: the worker pool, or in tests an order of
	// their choosing (nil: the pool).
	order pieceRunner
}

// pieceRunner calls fn(i) for every piece i in [0, n), in some order or
// side by side: [ecs.Workers.For].
type pieceRunner interface {
	For(n int, fn func(i int))
}

// newInstanceFill returns a fill whose piece function is made once, so
// that handing it to the workers allocates nothing.
func newInstanceFill() *instanceFill {
	fl := &instanceFill{}
	fl.one = fl.onePiece
	return fl
}

// addTable cuts one table's columns into pieces; ips is nil for a table
// whose entities are drawn where they are, and pickable says whether the
// crosshair may pick them.
func (fl *instanceFill) addTable(es []ecs.Entity, ts []components.Transform, ms []components.Mesh, ips []components.Interpolated, pickable bool) {
	fl.f.Total += len(ts)
	for lo := 0; lo < len(ts); lo += fl.pieceRows {
		hi := min(lo+fl.pieceRows, len(ts))
		p := piece{es: es[lo:hi], ts: ts[lo:hi], ms: ms[lo:hi], pickable: pickable && fl.picking}
		if ips != nil {
			p.ips = ips[lo:hi]
		}
		fl.pieces = append(fl.pieces, p)
	}
}

// run fills the frame's batches from the pieces added since reset: in one
// pass (collectonepass.go), or, in a frame with a piece of several
// meshes, with the plain loop (collectplain.go). The one pass allocates
// each batch once, at the count of rows of its pieces, the first time a
// frame needs more, which keeps the peak memory of a million-cube frame
// well below what appending one instance at a time needs (see the memory
// figures in docs/performance.md).
func (fl *instanceFill) run(ws *ecs.Workers) {
	if fl.onePass(fl.runner(ws)) {
		return
	}
	fl.clearBatches()
	fl.plainFill()
}

// runner is the pieces' runner: fl.order if set, else the pool.
func (fl *instanceFill) runner(ws *ecs.Workers) pieceRunner {
	if fl.order != nil {
		return fl.order
	}
	return ws
}

// reset forgets the last frame's pieces, keeping their storage.
func (fl *instanceFill) reset() { fl.pieces = fl.pieces[:0] }

// clearBatches empties every batch again (only the collection fills them,
// after the frame's Reset).
func (fl *instanceFill) clearBatches() {
	for i := range fl.f.Batches {
		fl.f.Batches[i].Instances = fl.f.Batches[i].Instances[:0]
		fl.f.Batches[i].Segments = fl.f.Batches[i].Segments[:0]
	}
	fl.f.Drawn = 0
}

// color is the packed colour of entity e whose mesh has colour c.
func (fl *instanceFill) color(e ecs.Entity, c *mgl32.Vec3) uint32 {
	switch e {
	case fl.selected:
		return frame.PackColor(selectedColor)
	case fl.target:
		return highlightColor(c)
	}
	return frame.PackOpaque(c[0], c[1], c[2])
}

// batchIndex returns the index of mesh's batch in the frame, adding the
// batch if the frame has none yet. An index, not a pointer: adding a batch
// can move the others.
func (fl *instanceFill) batchIndex(mesh string) int {
	fl.f.Batch(mesh)
	for i := range fl.f.Batches {
		if fl.f.Batches[i].Mesh == mesh {
			return i
		}
	}
	panic("systems: the frame lost the batch it just added for mesh " + mesh)
}
