package systems

import (
	"math"
	"math/bits"
	"slices"
	"sync/atomic"

	"cubefall/components"
	"cubefall/ecs"
	"cubefall/render/frame"

	"github.com/go-gl/mathgl/mgl32"
)

// This file is the heavy half of the render collection: turning every
// drawable entity into an instance (placement and colour), shared out
// among the worker pool. The usual way is one pass (collectonepass.go);
// this file holds what every way shares — the pieces, the batches, the
// colours — and the way the collection falls back to when a piece's rows
// are of several meshes: the two-pass fill, two passes over the rows with
// a short step between them.
//
// Workers fill the instance slices side by side, yet the frame must come
// out the same with one worker or many (screenshots and replays compare
// pictures). So the work runs over pieces — runs of at most pieceRows
// rows of one table, numbered in table order — and in the two-pass fill:
//
//  1. cull: each piece marks its visible rows in a bitmask and counts them;
//  2. between the passes, one goroutine walks the pieces in order and gives
//     each a place in the batch of its first visible row's mesh (the
//     counts so far);
//  3. write: each piece writes its visible rows into its own place.
//
// Pass 1 does not look at the meshes, so pass 2 takes each piece to be of
// one mesh, and pass 3, which reads the meshes anyway for their colours,
// checks it. A piece whose rows turn out not to share one mesh is marked,
// and then pass 2 and 3 run again, the marked pieces now filled in pass 2
// itself, in order, by simpler one-pass code. The price of the two passes
// is that every placement is read twice, once to cull and once to write,
// which the one-pass fill avoids.

// pieceRows is the most rows of a piece when the collection looks at
// rows entities with workers workers: ecs.ChunkRows, or more when there
// are many rows, up to 8 times as many, keeping about eight pieces per
// worker so that they still share out evenly. A worker whose piece cannot
// write in place writes into a spare buffer and copies it into place
// (collectonepass.go); that copy costs a second write of each instance,
// except that Go's copy of a megabyte or more writes straight to memory,
// past the caches (non-temporal stores), which spares the cache the
// reading of each line it is about to overwrite. A piece of 32,768 rows is
// 1.3 MB of instances.
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
	count   int       // visible rows (pass 1)
	pick    piecePick // its best cube for the crosshair (pass 1)
	mixed   bool      // its visible rows do not all share one mesh (pass 3)
	batch   int       // index of its batch in the frame (pass 2)
	at      int       // its first instance in the batch (pass 2)
	// The one-pass fill's (collectonepass.go): the pieces before and
	// after it in its batch, or −1, and its instances while they wait
	// for their place.
	prev, next int
	spare      []frame.Instance
}

// instanceFill is the state of one collection: the pieces, the frame they
// go to, and what every piece needs to know.
type instanceFill struct {
	pieces      []piece
	pieceRows   int      // the most rows a piece holds this frame (pieceRows)
	masks       []uint64 // backing store of every piece's bitmask
	need        []int    // instances each batch needs this frame (reserve)
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
	chain     []chainLink // what the workers tell each other of each piece
	lastOf    []int       // each batch's last piece, or −1
	mixedSeen atomic.Bool // a piece of several meshes was met
	twoPass   bool        // the last frame met one: fill in two passes
	spareStore
	// order runs the pieces: the worker pool, or in tests an order of
	// their choosing (nil: the pool), with at most maxSpares spares (see
	// spareLimit).
	order     pieceRunner
	maxSpares int
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
// the two passes of this file. Both allocate each batch once, the first
// time a frame needs more (one pass at the count of rows of its pieces,
// two passes at the count drawn), which keeps the peak memory of a
// million-cube frame well below what appending one instance at a time
// needs (see the memory figures in docs/performance.md).
func (fl *instanceFill) run(ws *ecs.Workers) {
	if !fl.twoPass && fl.onePass(fl.runner(ws), fl.spareLimit(ws)) {
		return
	}
	fl.clearBatches()
	need := 0
	for i := range fl.pieces {
		need += bitmaskWords(len(fl.pieces[i].ts))
	}
	if cap(fl.masks) < need {
		fl.masks = make([]uint64, need)
	}
	at := 0
	for i := range fl.pieces {
		words := bitmaskWords(len(fl.pieces[i].ts))
		fl.pieces[i].visible = fl.masks[at : at+words]
		at += words
	}
	ws.For(len(fl.pieces), fl.cull)
	aim, piece := fl.crosshairPick()
	fl.target, fl.targetPiece, fl.aim = aim.Target, piece, aim
	fl.place()
	ws.For(len(fl.pieces), fl.write)
	fl.twoPass = fl.anyMixed()
	if fl.twoPass {
		fl.clearBatches()
		fl.place()
		ws.For(len(fl.pieces), fl.write)
	}
}

// bitmaskWords is the number of 64-bit words that hold a bit per row of
// n rows.
func bitmaskWords(n int) int { return (n + 63) / 64 }

// runner is the pieces' runner: fl.order if set, else the pool.
func (fl *instanceFill) runner(ws *ecs.Workers) pieceRunner {
	if fl.order != nil {
		return fl.order
	}
	return ws
}

// spareLimit is the most spare buffers the one-pass fill may have: two a
// worker on the pool; for an order of a test's choosing, maxSpares, or no
// limit when that is 0 (such an order may run every piece on one
// goroutine, last first, where a piece waiting for its place would wait
// for ever).
func (fl *instanceFill) spareLimit(ws *ecs.Workers) int {
	switch {
	case fl.order == nil:
		return 2 * ws.Len()
	case fl.maxSpares > 0:
		return fl.maxSpares
	}
	return math.MaxInt
}

// anyMixed reports whether pass 3 found a piece of several meshes.
func (fl *instanceFill) anyMixed() bool {
	for n := range fl.pieces {
		if fl.pieces[n].mixed {
			return true
		}
	}
	return false
}

// clearBatches undoes pass 2 and 3: every batch empty again (only the
// collection fills them, after the frame's Reset).
func (fl *instanceFill) clearBatches() {
	for i := range fl.f.Batches {
		fl.f.Batches[i].Instances = fl.f.Batches[i].Instances[:0]
	}
	fl.f.Drawn = 0
}

// reset forgets the last frame's pieces, keeping their storage.
func (fl *instanceFill) reset() { fl.pieces = fl.pieces[:0] }

// cullPiece is pass 1 for piece n (see cull.go).
func (fl *instanceFill) cullPiece(n int) {
	p := &fl.pieces[n]
	clear(p.visible)
	p.mixed = false
	fl.cullRows(p)
}

// place is pass 2: in piece order, it gives each piece its place in its
// batch, or fills a mixed piece on the spot.
func (fl *instanceFill) place() {
	fl.reserve()
	for n := range fl.pieces {
		p := &fl.pieces[n]
		if p.count == 0 {
			continue
		}
		if p.mixed {
			fl.appendPiece(n)
			continue
		}
		fl.f.Drawn += p.count
		b := &fl.f.Batches[p.batch]
		p.at = len(b.Instances)
		b.Instances = grow(b.Instances, p.count)
	}
}

// reserve finds each single-mesh piece's batch and makes room in every
// batch for all of its pieces at once: one allocation of the exact size
// the first time a frame needs more, instead of a slice doubling its way
// up and leaving a trail of garbage (at a million cubes, tens of
// megabytes).
func (fl *instanceFill) reserve() {
	need := fl.need[:0]
	for n := range fl.pieces {
		p := &fl.pieces[n]
		if p.count == 0 || p.mixed {
			continue
		}
		p.batch = fl.batchIndex(p.ms[p.firstVisible()].Name)
		for len(need) <= p.batch {
			need = append(need, 0)
		}
		need[p.batch] += p.count
	}
	for i, n := range need {
		fl.f.Batches[i].Instances = slices.Grow(fl.f.Batches[i].Instances, n)
	}
	fl.need = need
}

// writePiece is pass 3 for piece n: its visible rows, in row order, into
// the place pass 2 gave it.
func (fl *instanceFill) writePiece(n int) {
	p := &fl.pieces[n]
	if p.count == 0 || p.mixed {
		return
	}
	b := &fl.f.Batches[p.batch]
	out := b.Instances[p.at : p.at+p.count]
	if !fl.writeRows(out, n, p.visible, b.Mesh, true) {
		p.mixed = true // pass 2 guessed wrong; run sees the mark
	}
}

// writeRows writes the rows of piece n whose bits are set in rows, in row
// order, into out, one instance each: its place and Euler angles, blended
// between the last two fixed steps when its table records them (exactly
// what [components.Interpolated.Blend] gives, which TestWriteRowsBlends
// checks bit for bit), its scale, and its mesh's colour packed into
// four bytes; the crosshair's cube and the inspector's selection are
// coloured again (see color). With check, it stops and returns false at
// the first row whose mesh is not mesh.
//
// This is the loop that runs for every cube drawn, so the blend is written
// out in it rather than called: the call cost more than its body.
func (fl *instanceFill) writeRows(out []frame.Instance, n int, rows []uint64, mesh string, check bool) bool {
	p := &fl.pieces[n]
	ts, ms, ips := p.ts, p.ms[:len(p.ts)], p.ips
	step, alpha := uint32(fl.step), fl.alpha
	target, selecting := fl.targetRow(n), !fl.selected.IsZero()
	k := 0
	for w, word := range rows {
		for word != 0 {
			i := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			if check && ms[i].Name != mesh {
				return false
			}
			inst, t := &out[k], &ts[i]
			inst.Position, inst.Rotation, inst.Scale = t.Position, t.Rotation, t.Scale
			if ips != nil {
				if ip := &ips[i]; ip.Step != 0 && ip.Step == step {
					from := &ip.Position
					inst.Position[0] = from[0] + (t.Position[0]-from[0])*alpha
					inst.Position[1] = from[1] + (t.Position[1]-from[1])*alpha
					inst.Position[2] = from[2] + (t.Position[2]-from[2])*alpha
					inst.Rotation[0] = shortTurn(ip.Rotation[0], t.Rotation[0], alpha)
					inst.Rotation[1] = shortTurn(ip.Rotation[1], t.Rotation[1], alpha)
					inst.Rotation[2] = shortTurn(ip.Rotation[2], t.Rotation[2], alpha)
				}
			}
			c := &ms[i].Color
			inst.Color = frame.PackOpaque(c[0], c[1], c[2])
			if i == target || selecting && p.es[i] == fl.selected {
				inst.Color = fl.color(p.es[i], c)
			}
			k++
		}
	}
	return true
}

// appendPiece appends the visible rows of piece n, whose rows are of
// several meshes, each to its own mesh's batch, in row order: one
// writeRows per mesh, over the rows of that mesh.
func (fl *instanceFill) appendPiece(n int) {
	p := &fl.pieces[n]
	fl.meshes = fl.meshes[:0]
	for w, word := range p.visible {
		for word != 0 {
			i := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			if !slices.Contains(fl.meshes, p.ms[i].Name) {
				fl.meshes = append(fl.meshes, p.ms[i].Name)
			}
		}
	}
	for _, mesh := range fl.meshes {
		rows, count := fl.rowsOf(p, mesh)
		b := &fl.f.Batches[fl.batchIndex(mesh)]
		at := len(b.Instances)
		b.Instances = grow(b.Instances, count)
		fl.writeRows(b.Instances[at:], n, rows, mesh, false)
		fl.f.Drawn += count
	}
}

// targetRow is the row of piece n that holds the crosshair's cube, or −1:
// the colour of that one cube is written again, highlighted, so that the
// loop over the others need not read their entities to compare them.
func (fl *instanceFill) targetRow(n int) int {
	if n != fl.targetPiece {
		return -1
	}
	return fl.pieces[n].pick.row
}

// rowsOf returns the visible rows of p whose mesh is mesh, as a bitmask
// (in storage reused from call to call), and how many there are.
func (fl *instanceFill) rowsOf(p *piece, mesh string) ([]uint64, int) {
	rows := append(fl.meshRows[:0], p.visible...)
	count := 0
	for w := range rows {
		for word := rows[w]; word != 0; word &= word - 1 {
			i := w*64 + bits.TrailingZeros64(word)
			if p.ms[i].Name != mesh {
				rows[w] &^= 1 << (i % 64)
				continue
			}
			count++
		}
	}
	fl.meshRows = rows
	return rows, count
}

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

// firstVisible returns the row of p's first visible entity.
func (p *piece) firstVisible() int {
	for w, word := range p.visible {
		if word != 0 {
			return w*64 + bits.TrailingZeros64(word)
		}
	}
	return -1
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

// grow lengthens s by n elements, keeping its contents; the new elements
// are overwritten by the caller.
func grow(s []frame.Instance, n int) []frame.Instance {
	if len(s)+n <= cap(s) {
		return s[:len(s)+n]
	}
	return append(s, make([]frame.Instance, n)...)
}
