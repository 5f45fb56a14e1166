package view

import (
	"slices"
	"unsafe"

	"cubefall/render/frame"
)

// This file is the render collection's instance fill: one pass over every
// cube, which culls a row and, if it is drawn, writes its instance in the
// same loop, so that each column is read from memory once a frame, shared
// out among the workers. It is the plain fill of collectplain.go, which
// the tests hold it to, made fast enough for the bars on the storm's
// collection in docs/performance.md ("CollectStorm/1M/workers=2", at most
// 8 ns per entity, and the collection per cube of the million-cube storm,
// at most 8 ns): a fill that culls in a pass of its own and writes in a
// second reads the placements twice, at a million cubes 64 MB a frame
// more, and measured 1.4 to 2 times the one pass's time.
//
// The difficulty is where a piece writes. In the frame a single loop over
// the tables makes, a piece's instances come right after those of the
// piece before it in its batch, and how many those are is known only once
// that piece is culled. So each piece writes instead where its first row
// would go if every row were drawn: the rows of the pieces before it in
// its batch, known before any is culled. Every piece writes into a place
// of its own, straight away, whatever the order the workers take the
// pieces in, and no worker waits for another (on a machine whose cores are
// shared with other programs, a worker waiting for one that the system has
// put aside can wait milliseconds). Each piece's culled rows leave a gap
// after its drawn ones; the batch names the runs to draw, in piece order
// ([frame.Batch.Segments]), and the renderer gathers them as it uploads
// them. No instance is copied to close the gaps: at a million cubes that
// would be 40 MB a frame moved once more.
//
// The pass takes each piece to be of the mesh of its first row, which is
// true of every table the scenes make. A piece whose drawn rows turn out
// to be of several meshes makes the pass give up, and the collection
// fills that frame with the plain loop instead (it handles such pieces).

// onePass fills the frame's batches in one pass over the pieces; false
// means it met a piece of several meshes, and the batches are to be
// filled again by the plain loop.
func (fl *instanceFill) onePass(pieces pieceRunner) bool {
	fl.placePieces()
	fl.mixedSeen.Store(false)
	pieces.For(len(fl.pieces), fl.one)
	if fl.mixedSeen.Load() {
		return false
	}
	fl.segmentBatches()
	aim, piece := fl.crosshairPick()
	fl.target, fl.targetPiece, fl.aim = aim.Target, piece, aim
	fl.highlightTarget()
	return true
}

// placePieces gives each piece its batch (that of its first row's mesh)
// and its place there, the rows of the batch's pieces before it, and
// makes each batch long enough for every row of its pieces: the most that
// can be drawn.
func (fl *instanceFill) placePieces() {
	need := fl.need[:0]
	for n := range fl.pieces {
		p := &fl.pieces[n]
		p.batch = fl.batchIndex(p.ms[0].Name)
		for len(need) <= p.batch {
			need = append(need, 0)
		}
		p.at = need[p.batch]
		need[p.batch] += len(p.ts)
	}
	for i, n := range need {
		b := &fl.f.Batches[i]
		b.Instances = slices.Grow(b.Instances[:0], n)[:n]
	}
	fl.need = need
}

// onePiece culls piece n and writes its drawn rows at its place.
func (fl *instanceFill) onePiece(n int) {
	p := &fl.pieces[n]
	out := fl.f.Batches[p.batch].Instances[p.at : p.at+len(p.ts)]
	p.count = fl.cullAndWrite(p, out)
}

// segmentBatches names each batch's runs to draw, its pieces' drawn rows
// in piece order, and counts them. A batch whose one run starts at its
// first instance (one piece, or every piece but the last drawn whole) is
// cut to that run and needs no segment; one with nothing drawn is cut to
// nothing.
func (fl *instanceFill) segmentBatches() {
	for n := range fl.pieces {
		p := &fl.pieces[n]
		fl.f.Batches[p.batch].AddSegment(p.at, p.at+p.count)
		fl.f.Drawn += p.count
	}
	for i := range fl.f.Batches {
		b := &fl.f.Batches[i]
		switch {
		case len(b.Segments) == 0:
			b.Instances = b.Instances[:0]
		case len(b.Segments) == 1 && b.Segments[0].Start == 0:
			b.Instances, b.Segments = b.Instances[:b.Segments[0].End], b.Segments[:0]
		}
	}
}

// highlightTarget colours the crosshair's cube again, now that the pick
// of every piece is known: the loop that wrote it could not know yet.
func (fl *instanceFill) highlightTarget() {
	if fl.targetPiece < 0 {
		return
	}
	p := &fl.pieces[fl.targetPiece]
	inst := &fl.f.Batches[p.batch].Instances[p.at+p.pick.slot]
	inst.Color = fl.color(fl.target, &p.ms[p.pick.row].Color)
}

// cullAndWrite culls piece p and writes each drawn row's instance, as the
// plain fill does (collectplain.go), into out, in row order; it returns
// how many. At a drawn row whose mesh is not that of the piece's first row
// it stops and says so (fill.mixedSeen). It makes the piece's crosshair
// pick too (tryPick), but writes the picked cube's colour plain: the
// highlight comes once every piece has picked (highlightTarget). The
// inspector's selection is coloured here: the row loop (collectrows.go)
// runs up to its row and on from it, and its instance, if drawn, is
// coloured again in between.
func (fl *instanceFill) cullAndWrite(p *piece, out []frame.Instance) int {
	ips := p.ips
	if uint32(fl.step) == 0 {
		ips = nil // no step recorded yet (or the count wrapped): nothing to blend
	}
	run := newRowRun(p.ts, p.ms[:len(p.ts)], ips, out[:len(p.ts)], &fl.frustum, p.ms[0].Name, uint32(fl.step), fl.alpha, p.pickable)
	p.pick = noPick
	if sel := fl.selectedRow(p); sel >= 0 {
		if !fl.runRows(p, &run, sel) {
			return 0
		}
		at := run.count
		if !fl.runRows(p, &run, sel+1) {
			return 0
		}
		if run.count > at {
			out[at].Color = frame.PackColor(selectedColor)
		}
	}
	if !fl.runRows(p, &run, len(p.ts)) {
		return 0
	}
	return run.count
}

// runRows runs the row loop of piece p on to row end, and deals with
// where it stops: it scores a cube near the crosshair's axis, and looks
// at a mesh name in other bytes than the piece's. False means the piece
// is of several meshes (fill.mixedSeen is set, and the piece has no
// pick).
func (fl *instanceFill) runRows(p *piece, run *rowRun, end int) bool {
	run.end = end
	for {
		switch cullRun(run) {
		case stopEnd:
			return true
		case stopPick:
			fl.tryPick(p, run.i-1, run.count-1, run.x, run.y, run.z, run.r)
		case stopMesh:
			name := run.ms[run.i].Name
			if name != run.mesh {
				fl.mixedSeen.Store(true)
				p.pick = noPick
				return false
			}
			run.setMesh(name) // the same name in other bytes: go on with those
		}
	}
}

// selectedRow returns the row of piece p that holds the inspector's
// selection, or −1: where its Transform lies in the piece's column, if
// it lies there, which takes no look at the piece's other rows.
func (fl *instanceFill) selectedRow(p *piece) int {
	if fl.selectedAt == nil || len(p.ts) == 0 {
		return -1
	}
	size := unsafe.Sizeof(p.ts[0])
	first := uintptr(unsafe.Pointer(&p.ts[0]))
	at := uintptr(unsafe.Pointer(fl.selectedAt))
	if at < first || at >= first+uintptr(len(p.ts))*size {
		return -1
	}
	row := int((at - first) / size)
	if p.es[row] != fl.selected {
		return -1
	}
	return row
}

// tryPick makes row i of piece p, drawn as its slot-th instance with its
// centre at (x, y, z), the piece's pick if it scores better than the
// piece's best so far. It is scored by its box as drawn (r, its bounding
// sphere's radius, only chose it as a candidate).
func (fl *instanceFill) tryPick(p *piece, i, slot int, x, y, z, r float32) {
	t := &p.ts[i]
	if s, ok := fl.ray.ScoreDrawn(x, y, z, &t.Rotation, &t.Scale, p.pick.score); ok {
		p.pick = piecePick{row: i, slot: slot, score: s}
	}
}
