package systems

import (
	"sync/atomic"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/render/frame"

	"github.com/go-gl/mathgl/mgl32"
)

// This file is the heavy half of the render collection: turning every
// drawable entity into an instance (placement and colour), shared out
// among the worker pool. It holds what every way of doing it shares — the
// pieces, the batches, the colours; the usual way is one pass
// (collectonepass.go), and the way the collection falls back to when a
// piece's rows are of several meshes is the two-pass fill
// (collecttwopass.go).
//
// Workers fill the instance slices side by side, yet the frame must come
// out the same with one worker or many (screenshots and replays compare
// pictures). So the work runs over pieces — runs of at most pieceRows
// rows of one table, numbered in table order — and every way of filling
// puts each piece's drawn rows after those of the pieces before it in its
// batch, in row order: the frame a single loop over the tables makes.

// pieceRows is the most rows of a piece when the collection looks at
// rows entities with workers workers: ecs.ChunkRows, or more when there
// are many rows, up to 8 times as many, keeping about eight pieces per
// worker so that they still share out evenly. Fewer, longer pieces mean
// less to do per piece (a hand-out to a worker, a pick to compare) and,
// in the one-pass fill (collectonepass.go), fewer runs for the renderer
// to gather: one a piece that culls some of its rows.
func pieceRows(rows, workers int) int {
	return min(max(rows/(8*max(workers, 1)), ecs.ChunkRows), 8*ecs.ChunkRows)
}

// piece is rows [lo, hi) of one drawable table, with what the passes
// learn about them.
type piece struct {
	es  []ecs.Entity
	ts  []components.Transform
	ms  []components.Mesh
	ips []components.Interpolated // nil for a table drawn as it is

	pickable bool // its table holds cubes, and the world a camera: the crosshair may pick its rows

	visible []uint64  // bit i set: row i is drawn (pass 1)
	count   int       // visible rows (pass 1; the one-pass fill: those written)
	pick    piecePick // its best cube for the crosshair (pass 1)
	mixed   bool      // its visible rows do not all share one mesh (pass 3)
	batch   int       // index of its batch in the frame (pass 2)
	at      int       // its first instance in the batch (pass 2; the one-pass fill's placePieces)
}

// instanceFill is the state of one collection: the pieces, the frame they
// go to, and what every piece needs to know.
type instanceFill struct {
	pieces      []piece
	pieceRows   int      // the most rows a piece holds this frame (pieceRows)
	masks       []uint64 // backing store of every piece's bitmask
	need        []int    // instances each batch needs this frame (reserve, placePieces)
	f           *frame.Frame
	frustum     frustum    // the camera's, culling or not (frustum.all)
	ray         aimRay     // the crosshair's
	picking     bool       // the world has a camera, so the crosshair picks
	target      ecs.Entity // the crosshair's cube, drawn highlighted (after pass 1)
	targetPiece int        // the piece that holds it, or −1 (after pass 1)
	aim         Aim        // what the crosshair is on (after pass 1)
	// selected is the inspector's entity, drawn in selectedColor; the
	// zero Entity (no live entity has it) while nothing is selected.
	selected ecs.Entity
	// selectedAt is the selection's Transform in its table's column, or
	// nil: how the one-pass fill finds its row (selectedRow).
	selectedAt *components.Transform
	meshes     []string  // the meshes of a mixed piece (appendPiece's, reused)
	meshRows   []uint64  // the rows of one of them (rowsOf's, reused)
	step       uint64    // the last fixed step, for blending
	alpha      float32   // how far the frame is into the next step
	cull       func(int) // fill.cullPiece, made once
	write      func(int) // fill.writePiece, made once
	one        func(int) // fill.onePiece, made once

	// The one-pass fill's state (collectonepass.go).
	mixedSeen atomic.Bool // a piece of several meshes was met
	twoPass   bool        // the last frame met one: fill in two passes
	// order runs the pieces: the worker pool, or in tests an order of
	// their choosing (nil: the pool).
	order pieceRunner
}

// pieceRunner calls fn(i) for every piece i in [0, n), in some order or
// side by side: [ecs.Workers.For].
type pieceRunner interface {
	For(n int, fn func(i int))
}

// newInstanceFill returns a fill whose pass functions are made once, so
// that handing them to the workers allocates nothing.
func newInstanceFill() *instanceFill {
	fl := &instanceFill{}
	fl.cull, fl.write, fl.one = fl.cullPiece, fl.writePiece, fl.onePiece
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

// run fills the frame's batches from the pieces added since reset: in
// one pass (collectonepass.go) while every piece is of one mesh, else in
// two passes (collecttwopass.go). Both allocate each batch once, the first
// time a frame needs more (one pass at the count of rows of its pieces,
// two passes at the count drawn), which keeps the peak memory of a
// million-cube frame well below what appending one instance at a time
// needs (see the memory figures in docs/performance.md).
func (fl *instanceFill) run(ws *ecs.Workers) {
	if !fl.twoPass && fl.onePass(fl.runner(ws)) {
		return
	}
	fl.twoPasses(ws)
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

// color is the packed colour of entity e whose mesh has colour c.
func (fl *instanceFill) color(e ecs.Entity, c *mgl32.Vec3) uint32 {
	switch e {
	case fl.selected:
		return frame.PackColor(selectedColor)
	case fl.target:
		lit := c.Mul(1 - highlightMix).Add(highlight.Mul(highlightMix))
		return frame.PackOpaque(lit[0], lit[1], lit[2])
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
