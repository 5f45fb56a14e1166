package systems

import (
	"unsafe"

	"cubefall/components"
	"cubefall/render/frame"
)

// This file is the loop that runs for every cube of the one-pass fill
// (collectonepass.go): it culls a row and, if the row is drawn, writes its
// instance. At a million cubes it is most of the collection's time, so it
// is written for the machine rather than for brevity, in three ways:
//
//   - It calls nothing. Go keeps no value in a register across a call, and
//     a loop with a call in it, even one on a path that is rarely taken,
//     has its values stored to memory and loaded again around the whole
//     loop. So the rare cases leave the loop instead: a cube near the
//     crosshair's axis, which the pick's score (a square root or two)
//     decides, and a mesh name whose bytes lie elsewhere than the piece's,
//     which takes a comparison of strings. rowRun says where and why the
//     loop stopped, its caller (cullAndWrite) deals with the row and
//     starts the loop again after it.
//   - What is the same for every row is decided outside it: whether the
//     table blends (one test of a local per row, always answered the same
//     way), which row the inspector has selected (the loop runs up to it
//     and on from it, so it never compares entities), the mesh.
//   - The per-cube arithmetic is the cheap form of what the two-pass fill
//     computes, bit for bit: the angle wrap tests |a| > π once
//     (wrapOnce), and the colour is packed by [frame.PackOpaque], whose
//     clamping is off the usual path.

// rowRun is one run of the row loop (cullRun) over a piece: what it reads
// and writes, where it is, and where and why it stopped.
type rowRun struct {
	ts       []components.Transform
	ips      []components.Interpolated // nil: the rows are drawn where they are
	ms       []components.Mesh
	out      []frame.Instance // the piece's instances, in row order
	view     *frustum
	mesh     string  // the piece's mesh: a row of another is a mixed piece
	step     uint32  // the fixed step whose records are blended
	alpha    float32 // how far to blend
	pickable bool    // the crosshair may pick these rows

	i, end int // the next row to look at, and the row to stop before
	count  int // instances written so far
	// When stopped at a pick candidate (stopPick): its drawn centre and
	// radius.
	x, y, z, r float32
}

// Why cullRun stopped.
const (
	stopEnd  = iota // every row up to end is done
	stopPick        // row i−1, written as instance count−1, may be under the crosshair
	stopMesh        // row i is drawn, and its mesh's name lies apart from the piece's
)

// cullRun culls rows i to end of the run and writes the drawn ones'
// instances, until it is done or meets a row that needs more than the
// loop does (see the stop constants); it records where it stopped. A row
// of a blending table whose record is of step step is drawn alpha of the
// way from its record to where it is now, exactly as
// [components.Interpolated.Blend] places it; any other where it is.
func cullRun(c *rowRun) int {
	view, step, alpha, pickable := c.view, c.step, c.alpha, c.pickable
	ts, out, ips := c.ts[:c.end], c.out, c.ips
	ms := c.ms[:len(ts)]
	blend := ips != nil
	if blend {
		ips = ips[:len(ts)]
	}
	meshData, meshLen := unsafe.StringData(c.mesh), len(c.mesh)
	i, rest := c.i, out[c.count:]
	for ; i < len(ts); i++ {
		t := &ts[i]
		x, y, z := t.Position[0], t.Position[1], t.Position[2]
		blended := false
		if blend {
			if ip := &ips[i]; ip.Step == step { // never 0, which means "none"
				blended = true
				x, y, z = ip.Position[0]+(x-ip.Position[0])*alpha, ip.Position[1]+(y-ip.Position[1])*alpha, ip.Position[2]+(z-ip.Position[2])*alpha
			}
		}
		r := boundingRadius(&t.Scale)
		vx, vy, depth := view.toView(x, y, z)
		if !view.contains(vx, vy, depth, r) {
			continue
		}
		m := &ms[i]
		if unsafe.StringData(m.Name) != meshData || len(m.Name) != meshLen {
			c.i, c.count = i, len(out)-len(rest)
			return stopMesh
		}
		if len(rest) == 0 {
			break // cannot happen: out has room for every row
		}
		inst := &rest[0]
		pos, rot := &inst.Position, &inst.Rotation
		pos[0], pos[1], pos[2] = x, y, z
		inst.Scale = t.Scale
		if blended {
			from := &ips[i].Rotation
			rot[0] = shortTurn(from[0], t.Rotation[0], alpha)
			rot[1] = shortTurn(from[1], t.Rotation[1], alpha)
			rot[2] = shortTurn(from[2], t.Rotation[2], alpha)
		} else {
			*rot = t.Rotation
		}
		inst.Color = frame.PackOpaque(m.Color[0], m.Color[1], m.Color[2])
		rest = rest[1:]
		if pickable && nearAxis(vx, vy, depth, r) {
			c.i, c.count = i+1, len(out)-len(rest)
			c.x, c.y, c.z, c.r = x, y, z, r
			return stopPick
		}
	}
	c.i, c.count = i, len(out)-len(rest)
	return stopEnd
}
