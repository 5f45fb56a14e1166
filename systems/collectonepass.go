package systems

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"cubefall/render/frame"
)

// This file is the render collection's usual way to fill the instances:
// one pass over every cube, which culls a row and, if it is drawn, writes
// its instance in the same loop, so that each column is read from memory
// once a frame. (The two-pass fill of collecttwopass.go reads the
// placements twice, once to cull and once to write: at a million cubes
// that is 64 MB a frame more, and the collection waits on memory.)
//
// The difficulty is where a piece writes. Its instances go right after
// those of the piece before it in its batch, and how many those are is
// known only once that piece is culled. So a piece's place is passed down
// the chain of the pieces of its batch, in piece order: once a piece's
// instances are in place it publishes where they end, which is where the
// next piece of the batch starts.
//
//   - A piece whose start is already published when it begins (always so
//     with one worker, since the workers take the pieces in order) writes
//     straight into the batch.
//   - Any other writes into a spare buffer as long as a piece. If
//     the piece before has published by the time it is done, it copies its
//     instances into place itself; if not, it leaves them in the spare,
//     and the worker that publishes the piece before copies them into
//     place for it, and so on down the chain.
//
// So no worker ever waits for another (on a machine whose cores are shared
// with other programs, a worker waiting for one that the system has put
// aside can wait milliseconds). Which of the two sides moves a piece's
// instances is settled by one atomic compare-and-swap on a word of the
// piece's (see onePiece and publish), and the frame is the one a single
// loop over the tables makes, whatever the number of workers.
//
// The pass takes each piece to be of the mesh of its first row, which is
// true of every table the scenes make. A piece whose drawn rows turn out
// to be of several meshes makes the pass give up, and the collection runs
// the two-pass fill instead (it handles such pieces), this frame and the
// next ones for as long as it meets one.

// onePass fills the frame's batches in one pass over the pieces; false
// means it met a piece of several meshes, and the batches are to be
// filled again by the two-pass fill.
func (fl *instanceFill) onePass(pieces pieceRunner, spares int) bool {
	fl.limit = spares
	fl.chainPieces()
	fl.mixedSeen.Store(false)
	pieces.For(len(fl.pieces), fl.one)
	if fl.mixedSeen.Load() {
		return false
	}
	fl.trimBatches()
	aim, piece := fl.crosshairPick()
	fl.target, fl.targetPiece, fl.aim = aim.Target, piece, aim
	fl.highlightTarget()
	return true
}

// chainPieces gives each piece its batch (that of its first row's mesh)
// and its neighbours in that batch, and makes each batch long enough for
// every row of its pieces: the most that can be drawn.
func (fl *instanceFill) chainPieces() {
	last, need := fl.lastOf[:0], fl.need[:0]
	if cap(fl.chain) < len(fl.pieces) {
		fl.chain = make([]chainLink, len(fl.pieces))
	}
	fl.chain = fl.chain[:len(fl.pieces)]
	for n := range fl.pieces {
		p := &fl.pieces[n]
		p.batch = fl.batchIndex(p.ms[0].Name)
		for len(need) <= p.batch {
			need, last = append(need, 0), append(last, -1)
		}
		p.prev, p.next = last[p.batch], -1
		if p.prev >= 0 {
			fl.pieces[p.prev].next = n
		}
		last[p.batch] = n
		need[p.batch] += len(p.ts)
		fl.chain[n].end.Store(unpublished)
		fl.chain[n].hand.Store(handOpen)
	}
	for i, n := range need {
		b := &fl.f.Batches[i]
		b.Instances = slices.Grow(b.Instances[:0], n)[:n]
	}
	fl.lastOf, fl.need = last, need
}

// chainLink is what the workers tell each other about a piece.
type chainLink struct {
	end  atomic.Int64  // where its instances end in its batch, once in place
	hand atomic.Uint32 // who moves its instances from its spare (onePiece, publish)
}

// unpublished is a piece's end while its instances are not in place.
const unpublished = -1

// The states of a chainLink's hand: the first side to arrive swaps it
// from handOpen to its own mark, and the second, failing to, knows the
// first is there.
const (
	handOpen     = iota // neither side yet
	handPrevDone        // the piece before has published its end
	handWaiting         // the piece waits in its spare for its place
)

// onePiece culls piece n and writes its drawn rows into its place, or
// into a spare buffer until its place is known (see the file's comment).
func (fl *instanceFill) onePiece(n int) {
	p := &fl.pieces[n]
	b := &fl.f.Batches[p.batch]
	at, known := fl.startOf(p)
	if known {
		count := fl.cullAndWrite(p, b.Instances[at:at+len(p.ts)])
		p.at, p.count = at, count
		fl.publish(n)
		return
	}
	spare, ok := fl.takeSpare(fl.pieceRows)
	if !ok { // every spare is in use: wait for the place instead
		at = fl.awaitStart(p)
		p.at, p.count = at, fl.cullAndWrite(p, b.Instances[at:at+len(p.ts)])
		fl.publish(n)
		return
	}
	p.spare = spare
	p.count = fl.cullAndWrite(p, p.spare[:len(p.ts)])
	if fl.chain[n].hand.CompareAndSwap(handOpen, handWaiting) {
		return // the piece before is not in place yet: its worker moves this one
	}
	fl.moveIntoPlace(n)
	fl.publish(n)
}

// startOf returns where piece p's instances start in its batch, and
// whether the piece before it in the batch has published yet.
func (fl *instanceFill) startOf(p *piece) (int, bool) {
	if p.prev < 0 {
		return 0, true
	}
	end := fl.chain[p.prev].end.Load()
	return int(end), end != unpublished
}

// awaitStart waits until the piece before p in its batch has published
// its end, and returns it. It ends: the lowest piece not yet in place is
// always at work on some worker (a piece left waiting in a spare is moved
// into place by the one that publishes before it), and its own place is
// known, since every piece before it is in place.
func (fl *instanceFill) awaitStart(p *piece) int {
	for {
		if at, known := fl.startOf(p); known {
			return at
		}
		runtime.Gosched()
	}
}

// moveIntoPlace copies piece n's instances from its spare to where the
// piece before ends, and gives the spare back.
func (fl *instanceFill) moveIntoPlace(n int) {
	p := &fl.pieces[n]
	p.at, _ = fl.startOf(p)
	copy(fl.f.Batches[p.batch].Instances[p.at:p.at+p.count], p.spare[:p.count])
	fl.putSpare(p.spare)
	p.spare = nil
}

// publish makes piece n's end known, and hands off to the next piece of
// its batch: if that one already waits in its spare, publish moves it
// into place and publishes it in turn, and so on down the chain.
func (fl *instanceFill) publish(n int) {
	for {
		p := &fl.pieces[n]
		fl.chain[n].end.Store(int64(p.at + p.count))
		if p.next < 0 || fl.chain[p.next].hand.CompareAndSwap(handOpen, handPrevDone) {
			return // the next piece will find the end itself
		}
		n = p.next
		fl.moveIntoPlace(n)
	}
}

// trimBatches cuts each batch to the instances written, and counts them.
func (fl *instanceFill) trimBatches() {
	for i, last := range fl.lastOf {
		end := 0
		if last >= 0 {
			end = int(fl.chain[last].end.Load())
		}
		fl.f.Batches[i].Instances = fl.f.Batches[i].Instances[:end]
		fl.f.Drawn += end
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

// spareStore is the spare buffers of the pieces that could not write in
// place, kept from frame to frame, so that a steady frame allocates
// nothing. A frame needs about one a worker; more only when a worker
// falls behind (the system has put it aside, say) while the others go on
// past it, each piece they finish waiting in a spare of its own. So there
// are at most limit spares: a piece that finds none free waits for its
// place instead (awaitStart). Without the limit, such a frame could add
// a spare per piece, megabytes each at a million cubes, for good; and
// letting the extra ones go instead would leave them as garbage that the
// collector, with every column of a million cubes live, would not return
// for a long while.
type spareStore struct {
	sparesMu sync.Mutex
	spares   [][]frame.Instance // the free ones
	made     int                // spares made so far, free or in use
	limit    int                // the most spares there may be
}

// takeSpare returns a buffer of at least n instances that no other piece
// uses, or false if limit spares are in use already.
func (s *spareStore) takeSpare(n int) ([]frame.Instance, bool) {
	s.sparesMu.Lock()
	defer s.sparesMu.Unlock()
	if k := len(s.spares); k > 0 {
		b := s.spares[k-1]
		s.spares = s.spares[:k-1]
		if len(b) < n { // the pieces grew: this one is replaced, not added
			b = make([]frame.Instance, n)
		}
		return b, true
	}
	if s.made >= s.limit {
		return nil, false
	}
	s.made++
	return make([]frame.Instance, n), true
}

// putSpare gives a buffer of takeSpare's back.
func (s *spareStore) putSpare(b []frame.Instance) {
	s.sparesMu.Lock()
	s.spares = append(s.spares, b)
	s.sparesMu.Unlock()
}

// cullAndWrite culls piece p, as cullRows does, and writes each drawn
// row's instance, as writeRows does, into out, in row order; it returns
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
// piece's best so far.
func (fl *instanceFill) tryPick(p *piece, i, slot int, x, y, z, r float32) {
	if s, ok := fl.ray.score(x, y, z, r); ok && s.better(p.pick.score) {
		p.pick = piecePick{row: i, slot: slot, score: s}
	}
}
