package systems

import (
	"math/bits"
	"slices"

	"cubefall/ecs"
	"cubefall/render/frame"
)

// This file is the render collection's fallback fill, for frames in which
// a piece's rows turn out to be of several meshes (the one-pass fill of
// collectonepass.go takes each piece to be of one): two passes over the
// rows with a short step between them.
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

// twoPasses fills the frame's batches in the three steps above; the
// collection keeps to it for as long as it meets pieces of several
// meshes.
func (fl *instanceFill) twoPasses(ws *ecs.Workers) {
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
		fl.f.Batches[i].Segments = fl.f.Batches[i].Segments[:0]
	}
	fl.f.Drawn = 0
}

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

// firstVisible returns the row of p's first visible entity.
func (p *piece) firstVisible() int {
	for w, word := range p.visible {
		if word != 0 {
			return w*64 + bits.TrailingZeros64(word)
		}
	}
	return -1
}

// grow lengthens s by n elements, keeping its contents; the new elements
// are overwritten by the caller.
func grow(s []frame.Instance, n int) []frame.Instance {
	if len(s)+n <= cap(s) {
		return s[:len(s)+n]
	}
	return append(s, make([]frame.Instance, n)...)
}
