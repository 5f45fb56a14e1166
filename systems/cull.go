package systems

import (
	"cubefall/components"
	"cubefall/ecs"
)

// This file is pass 1 of the render collection's two-pass fill (see
// collecttwopass.go): for each piece of a table, which rows are drawn, and
// which of them the crosshair is on. (The one-pass fill of
// collectonepass.go does the same in its own loop, collectrows.go's,
// which also writes the instances.)
//
// The crosshair pick rides along with culling. Finding the cube nearest
// to the crosshair ray means looking at every cube, and culling already
// does: it has each drawn cube's centre and radius in registers, so the
// pick's cone test costs a few multiplications more per cube, where a
// pass of its own would read every Transform from memory again (at a
// million cubes, 36 MB per frame, and milliseconds). A cube that is not
// drawn cannot be under the crosshair, so only drawn cubes are tried; and
// the pick is of what is drawn, blended between fixed steps, which is what
// the player aims at.
//
// Each piece keeps its own best cube; once every piece is done, their
// answers are compared in piece order, a later one winning only when
// strictly better. So the pick is the cube one loop over every table would
// find, whatever the number of workers.

// piecePick is a piece's best cube for the crosshair: its row, or −1.
type piecePick struct {
	row   int
	slot  int // its instance's index among the piece's (the one-pass fill's)
	score aimScore
}

// noPick is a piece with no cube in the crosshair's cone.
var noPick = piecePick{row: -1, score: noAim}

// cullRows culls piece p: it sets bit i of p.visible for each row whose
// bounding sphere is at least partly inside the frustum, counts them, and
// picks. A piece of a table that records where its entities were at the
// start of the last fixed step (p.ips) is tested where each entity is
// drawn, blended Alpha of the way from there to where it is now (what
// [components.Interpolated.BlendPosition] returns); any other is tested
// where its entities are.
func (fl *instanceFill) cullRows(p *piece) {
	view, ray, step, alpha := fl.frustum, fl.ray, uint32(fl.step), fl.alpha
	ts, ips, visible := p.ts, p.ips, p.visible
	if ips != nil {
		ips = ips[:len(ts)]
	}
	count, pick, pickable := 0, noPick, p.pickable
	for i := range ts {
		t := &ts[i]
		x, y, z := t.Position[0], t.Position[1], t.Position[2]
		if ips != nil {
			if ip := &ips[i]; ip.Step != 0 && ip.Step == step {
				from := &ip.Position
				x, y, z = from[0]+(x-from[0])*alpha, from[1]+(y-from[1])*alpha, from[2]+(z-from[2])*alpha
			}
		}
		r := boundingRadius(&t.Scale)
		vx, vy, depth := view.toView(x, y, z)
		if !view.contains(vx, vy, depth, r) {
			continue
		}
		visible[i/64] |= 1 << (i % 64)
		count++
		if !pickable || !nearAxis(vx, vy, depth, r, assistTan) {
			continue
		}
		if s, ok := ray.score(x, y, z, r); ok && s.better(pick.score) {
			pick = piecePick{row: i, score: s}
		}
	}
	p.count, p.pick = count, pick
}

// crosshairPick compares the pieces' picks in order and returns the
// crosshair's cube, the Aim resource's value for this frame, and the index
// of the piece that holds it (−1 for none).
func (fl *instanceFill) crosshairPick() (Aim, int) {
	best, aim, piece := noAim, Aim{}, -1
	for n := range fl.pieces {
		p := &fl.pieces[n]
		if p.pick.row >= 0 && p.pick.score.better(best) {
			best, piece = p.pick.score, n
			aim = Aim{Target: p.es[p.pick.row], Distance: best.distance, Offset: best.offset}
		}
	}
	return aim, piece
}

// isCubeTable reports whether the table whose entities are es holds cubes,
// the only entities the crosshair picks. Every row of a table has the same
// components, so its first row answers for all of them.
func isCubeTable(w *ecs.World, es []ecs.Entity) bool {
	return len(es) > 0 && ecs.Has[components.Cube](w, es[0])
}
