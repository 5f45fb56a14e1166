package view

import (
	"cubefall/systems"
	"math"
	"unsafe"

	"cubefall/components"
	"cubefall/render/frame"
)

// This file is the loop that runs for every cube of the one-pass fill
// (collectonepass.go): it culls a row and, if the row is drawn, writes its
// instance. At a million cubes it is most of the collection's time, and
// it is bound by how many instructions the processor gets through per
// cube, so it is written for the machine rather than for brevity:
//
//   - It calls nothing. Go keeps no value in a register across a call, and
//     a loop with a call in it, even one on a path that is rarely taken,
//     has its values stored to memory and loaded again around the whole
//     loop. So the rare cases leave the loop instead: a cube near the
//     crosshair's axis, which the pick's score (a square root or two)
//     decides, a mesh name whose bytes lie elsewhere than the piece's,
//     which takes a comparison of strings, and a row of a blending table
//     that is not blended (its record is of another step, or it was moved
//     by a jump). rowRun says where and why the loop stopped, its caller
//     deals with the row and starts the loop again after it.
//   - Few values live through the loop. x86-64 has about fourteen
//     registers for integers and pointers; a loop that keeps more alive
//     has some stored to the stack and loaded again, and shuffled from
//     register to register where its paths meet, for every cube. So there
//     are two loops, one for the rows that blend (cullBlended), which
//     needs no flag saying whether the row it is on blends, and one for
//     rows drawn where they are (cullPlain), the same loop but for the
//     blend, written out twice on purpose (a shared helper too big for Go
//     to inline would be a call in the loop); and what is the same for
//     every row (the frustum, the step and alpha, the piece's mesh, the
//     crosshair's cone) is read through the one pointer to the run, not
//     copied into locals the loop would have to keep.
//   - Each instance is written through a pointer moved on by a byte count
//     (unsafe.Add), not as out[n]: Go's amd64 code has no store of a
//     float32 at base + 8·index + offset, which the 40-byte stride of an
//     instance comes to, so with out[n] every field's address would be
//     worked out again, two instructions more a field.
//   - What is the same for every row is decided outside it: whether the
//     table blends, whether the crosshair may pick its rows (a piece it
//     may not gets a cone of NaN width, which no comparison passes, so
//     the loop tests nothing more), which row the inspector has selected
//     (the loop runs up to it and on from it, so it never compares
//     entities), the mesh.
//   - The per-cube arithmetic is the cheap form of what the plain fill
//     (collectplain.go) computes, bit for bit: the angle wrap tests |a| > π once
//     (wrapOnce), the colour is packed by [frame.PackOpaque], whose
//     clamping is off the usual path.
//   - Work that can be done on integers is: the scale is copied into the
//     instance as plain words and its bounding radius found from its
//     bits (boundingRadius). A float's arithmetic, its stores and its
//     moves to and from the integer registers share a few of the
//     processor's ports, and the loop keeps those busiest: shortening
//     their queue pays more than saving the same count of integer
//     instructions.
//
// The choices were made by counting the loop's instructions per cube
// (valgrind's cachegrind, on the collection benchmark) and timing it. They
// buy the bars on the storm's collection in docs/performance.md:
// "CollectStorm/1M/workers=2" at most 8 ns per entity, and the collection
// per cube of the million-cube storm at most 8 ns, which keeps that
// frame's Go side inside its 16 ms budget. What the loops compute is the
// plain fill's (collectplain.go), bit for bit: TestOnePassIsThePlainFill
// and TestOnePassBlends hold them to it.

// rowRun is one run of the row loops (cullRun) over a piece: what they
// read and write, where they are, and where and why they stopped.
type rowRun struct {
	ts    []components.Transform
	ips   []components.Interpolated // nil: the rows are drawn where they are
	ms    []components.Mesh
	out   []frame.Instance // the piece's instances, in row order
	view  frustum          // the camera's, a copy beside the rest
	cone  float32          // the crosshair cone's widening (nearAxis), NaN: the rows cannot be picked
	mesh  string           // the piece's mesh: a row of another is a mixed piece
	step  uint32           // the fixed step whose records are blended
	alpha float32          // how far to blend

	// Where the bytes of mesh's name lie, and how many: a row whose name
	// header differs stops the loop (stopMesh).
	meshData *byte
	meshLen  int

	i, end int // the next row to look at, and the row to stop before
	count  int // instances written so far
	// When stopped at a pick candidate (stopPick): its drawn centre and
	// radius.
	x, y, z, r float32
}

// newRowRun returns the run of the row loops over a piece of rows ts,
// ms and ips (nil: drawn as they are) that writes into out, whose mesh is
// mesh, seen through view, blended alpha of the way on from the records
// of step step; the crosshair may pick its rows if pickable.
func newRowRun(ts []components.Transform, ms []components.Mesh, ips []components.Interpolated, out []frame.Instance,
	view *frustum, mesh string, step uint32, alpha float32, pickable bool) rowRun {
	run := rowRun{ts: ts, ms: ms, ips: ips, out: out, view: *view, step: step, alpha: alpha, cone: float32(math.NaN())}
	if pickable {
		run.cone = systems.AssistTan()
	}
	run.setMesh(mesh)
	return run
}

// setMesh makes name the mesh the run's rows are compared with.
func (c *rowRun) setMesh(name string) {
	c.mesh, c.meshData, c.meshLen = name, unsafe.StringData(name), len(name)
}

// Why the row loops stopped.
const (
	stopEnd   = iota // every row up to end is done
	stopPick         // row i−1, written as instance count−1, may be under the crosshair
	stopMesh         // row i is drawn, and its mesh's name lies apart from the piece's
	stopPlain        // row i, of a blending table, is to be drawn where it is (cullBlended only)
)

// cullRun culls rows i to end of the run and writes the drawn ones'
// instances, until it is done or meets a row that needs more than the
// loops do (see the stop constants); it records where it stopped. A row
// of a blending table whose record is of step step is drawn alpha of the
// way from its record to where it is now, exactly as
// [components.Interpolated.Blend] places it; any other where it is.
func cullRun(c *rowRun) int {
	if c.ips == nil {
		return cullPlain(c)
	}
	for {
		why := cullBlended(c)
		if why != stopPlain {
			return why
		}
		end := c.end
		c.end = c.i + 1 // the one row that does not blend
		why = cullPlain(c)
		c.end = end
		if why != stopEnd {
			return why
		}
	}
}

// cullBlended is cullRun's loop over the rows of a blending table. It
// stops at a row whose record is not of the step blended from
// (stopPlain), rare in a running game: a cube moved by a jump.
func cullBlended(c *rowRun) int {
	ts := c.ts[:c.end]
	ips, ms, out := c.ips[:len(ts)], c.ms[:len(ts)], c.out[:len(ts)]
	i, at, end, base := c.i, c.count*frame.InstanceSize, len(out)*frame.InstanceSize, unsafe.Pointer(unsafe.SliceData(out))
	for ; i < len(ts); i++ {
		t, ip := &ts[i], &ips[i]
		if ip.Step != c.step { // never 0, which means "none"
			return c.stop(i, at, stopPlain)
		}
		alpha := c.alpha
		x := ip.Position[0] + (t.Position[0]-ip.Position[0])*alpha
		y := ip.Position[1] + (t.Position[1]-ip.Position[1])*alpha
		z := ip.Position[2] + (t.Position[2]-ip.Position[2])*alpha
		r := systems.BoundingRadius(&t.Scale)
		vx, vy, depth := c.view.toView(x, y, z)
		if !c.view.inside(vx, vy, depth, r) && !c.view.all {
			continue
		}
		m := &ms[i]
		if unsafe.StringData(m.Name) != c.meshData || len(m.Name) != c.meshLen {
			return c.stop(i, at, stopMesh)
		}
		if at >= end {
			break // cannot happen: out has room for every row
		}
		inst := (*frame.Instance)(unsafe.Add(base, at))
		at += frame.InstanceSize
		inst.Position[0], inst.Position[1], inst.Position[2] = x, y, z
		inst.Scale = t.Scale
		inst.Color = frame.PackOpaque(m.Color[0], m.Color[1], m.Color[2])
		inst.Rotation[0] = shortTurn(ip.Rotation[0], t.Rotation[0], alpha)
		inst.Rotation[1] = shortTurn(ip.Rotation[1], t.Rotation[1], alpha)
		inst.Rotation[2] = shortTurn(ip.Rotation[2], t.Rotation[2], alpha)
		if nearAxis(vx, vy, depth, r, c.cone) {
			c.x, c.y, c.z, c.r = x, y, z, r
			return c.stop(i+1, at, stopPick)
		}
	}
	return c.stop(i, at, stopEnd)
}

// cullPlain is cullRun's loop over rows drawn where they are: those of a
// table that does not blend, and one row at a time, those of a blending
// table that cullBlended stopped at.
func cullPlain(c *rowRun) int {
	ts := c.ts[:c.end]
	ms, out := c.ms[:len(ts)], c.out[:len(ts)]
	i, at, end, base := c.i, c.count*frame.InstanceSize, len(out)*frame.InstanceSize, unsafe.Pointer(unsafe.SliceData(out))
	for ; i < len(ts); i++ {
		t := &ts[i]
		x, y, z := t.Position[0], t.Position[1], t.Position[2]
		r := systems.BoundingRadius(&t.Scale)
		vx, vy, depth := c.view.toView(x, y, z)
		if !c.view.inside(vx, vy, depth, r) && !c.view.all {
			continue
		}
		m := &ms[i]
		if unsafe.StringData(m.Name) != c.meshData || len(m.Name) != c.meshLen {
			return c.stop(i, at, stopMesh)
		}
		if at >= end {
			break // cannot happen: out has room for every row
		}
		inst := (*frame.Instance)(unsafe.Add(base, at))
		at += frame.InstanceSize
		inst.Position[0], inst.Position[1], inst.Position[2] = x, y, z
		inst.Scale = t.Scale
		inst.Color = frame.PackOpaque(m.Color[0], m.Color[1], m.Color[2])
		inst.Rotation = t.Rotation
		if nearAxis(vx, vy, depth, r, c.cone) {
			c.x, c.y, c.z, c.r = x, y, z, r
			return c.stop(i+1, at, stopPick)
		}
	}
	return c.stop(i, at, stopEnd)
}

// stop records where a row loop stopped, at row i with its instances
// ending at byte at of out, and returns why.
func (c *rowRun) stop(i, at, why int) int {
	c.i, c.count = i, at/frame.InstanceSize
	return why
}
