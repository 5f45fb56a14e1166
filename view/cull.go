package view

import (
	"cubefall/components"
	"cubefall/ecs"
	"cubefall/systems"
)

// This file is the crosshair's pick as the render collection makes it,
// in the loop that culls (collectrows.go's, and the plain fill's).
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
	score systems.AimScore
}

// noPick is a piece with no cube in the crosshair's cone.
var noPick = piecePick{row: -1, score: systems.NoAim()}

// crosshairPick compares the pieces' picks in order and returns the
// crosshair's cube, the Aim resource's value for this frame, and the index
// of the piece that holds it (−1 for none).
func (fl *instanceFill) crosshairPick() (systems.Aim, int) {
	best, aim, piece := systems.NoAim(), systems.Aim{}, -1
	for n := range fl.pieces {
		p := &fl.pieces[n]
		if p.pick.row >= 0 && p.pick.score.Better(best) {
			best, piece = p.pick.score, n
			aim = systems.Aim{Target: p.es[p.pick.row], Distance: best.Distance, Offset: best.Offset}
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
