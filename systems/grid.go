package systems

import (
	"math"
	"slices"
)

// spatialGrid is the broadphase of the collision system: it sorts bodies
// into boxes of space (cells) so that a body only has to be tested
// against the bodies in the cells around it, instead of against every
// other body. With cells at least as wide as the largest body, two boxes
// that overlap always sit in the same or in neighbouring cells.
//
// The cells are not stored in a 3D array (the world is large and mostly
// empty) but mapped into a table of buckets, a power of two at least twice
// the number of bodies. Building it is a counting sort with no allocation
// once the slices have grown to the body count:
//
//  1. hash every body's cell to a bucket and count the bodies per bucket;
//  2. turn the counts into start offsets (a running sum);
//  3. write every body's index at its bucket's next free place.
//
// Afterwards the bodies of bucket k are order[start[k]:start[k+1]]. Two
// different cells can share a bucket; each entry keeps its cell beside it
// (sorted), and a lookup skips the bodies of other cells.
//
// Cells are taller than they are wide (at least minCellHeight): the
// bodies of this world lie on a ground or fall down onto it, so most of a
// cell's neighbours above and below are empty air, and a query that
// visits fewer cells costs less.
type spatialGrid struct {
	reach  [3]float32 // the largest half size of a swept box, per axis
	inv    [3]float32 // 1 / cell size, per axis
	lo, hi [3]float32 // the box around every body in the grid
	mask   uint32     // buckets − 1
	stride uint32     // bucket distance between neighbouring rows of cells along z
	start  []int32    // per bucket, plus one end: where its bodies begin in order
	order  []int32    // body indices, grouped by bucket
	sorted []cellKey  // the cell of each entry of order, beside it in memory
	boxes  []gridBox  // the swept box of each entry of order, likewise
	cells  []cellKey  // per body: its cell
	fill   []int32    // per bucket: the next free place while sorting
	keys   []uint32   // per body: its bucket
}

// gridBox is a body's swept box as the grid keeps it: centre and half size.
type gridBox struct{ centre, half [3]float32 }

// cellKey is a cell's integer coordinates.
type cellKey [3]int32

// minCellHeight is the least height of a cell, in world units.
const minCellHeight = 16

// build sorts the bodies into cells. A body counts with the box it swept
// through during the step (see body.swept), so that a fast one is paired
// with everything it passed.
func (g *spatialGrid) build(bs []body) {
	n := len(bs)
	g.measure(bs)
	buckets := 64
	for buckets < 2*n {
		buckets *= 2
	}
	g.mask = uint32(buckets - 1)
	g.stride = uint32(math.Sqrt(float64(buckets))) + 1
	g.start = resize(g.start, buckets+1)
	g.fill = resize(g.fill, buckets)
	clear(g.start)
	g.order = resize(g.order, n)
	g.sorted = resize(g.sorted, n)
	g.boxes = resize(g.boxes, n)
	g.cells = resize(g.cells, n)
	g.keys = resize(g.keys, n)
	for i := range bs {
		p, _ := bs[i].swept()
		c := g.cellOf(p)
		k := g.bucket(c)
		g.cells[i], g.keys[i] = c, k
		g.start[k+1]++
	}
	for k := 1; k <= buckets; k++ {
		g.start[k] += g.start[k-1]
	}
	copy(g.fill, g.start[:buckets])
	for i, k := range g.keys {
		g.order[g.fill[k]] = int32(i)
		g.sorted[g.fill[k]] = g.cells[i]
		c, h := bs[i].swept()
		g.boxes[g.fill[k]] = gridBox{c, h}
		g.fill[k]++
	}
}

// measure finds the largest swept half size per axis, which sets the
// cell size, and the box around all bodies.
func (g *spatialGrid) measure(bs []body) {
	g.reach = [3]float32{0.5, 0.5, 0.5}
	g.lo = [3]float32{math.MaxFloat32, math.MaxFloat32, math.MaxFloat32}
	g.hi = [3]float32{-math.MaxFloat32, -math.MaxFloat32, -math.MaxFloat32}
	for i := range bs {
		p, h := bs[i].swept()
		for k := range 3 {
			g.reach[k] = max(g.reach[k], h[k])
			g.lo[k] = min(g.lo[k], p[k]-h[k])
			g.hi[k] = max(g.hi[k], p[k]+h[k])
		}
	}
	for k := range 3 {
		size := 2 * g.reach[k]
		if k == 1 {
			size = max(size, minCellHeight)
		}
		g.inv[k] = 1 / size
	}
}

// cellOf is the cell that holds a point.
func (g *spatialGrid) cellOf(p [3]float32) cellKey {
	return cellKey{floorInt(p[0] * g.inv[0]), floorInt(p[1] * g.inv[1]), floorInt(p[2] * g.inv[2])}
}

// bucket maps a cell to a bucket: x + z·stride + y·(a large odd
// number), wrapped to the table. Cells side by side along x land in
// buckets side by side, and rows along z a stride apart, so a query that
// walks the cells around a body reads a few short runs of memory instead
// of jumping about the table; a field up to stride cells wide fills the
// table without two cells of one height sharing a bucket.
func (g *spatialGrid) bucket(c cellKey) uint32 {
	return (uint32(c[0]) + uint32(c[2])*g.stride + uint32(c[1])*2654435761) & g.mask
}

// near appends to out the index of every body of the grid whose swept box
// overlaps a box of half size half around p, or comes within pairMargin
// of it: it looks in every cell that the box, grown by the largest half
// size in the grid and the margin, reaches, and tests the boxes the grid
// keeps beside its entries, so the bodies themselves are not read. A box that lies outside the box around all bodies gets
// no answer at once, which is what most falling cubes get from the grid
// of sleeping cubes on the ground.
func (g *spatialGrid) near(p, half [3]float32, out []int32) []int32 {
	if len(g.order) == 0 {
		return out
	}
	var lo, hi cellKey
	for k := range 3 {
		if p[k]+half[k]+pairMargin < g.lo[k] || p[k]-half[k]-pairMargin > g.hi[k] {
			return out
		}
		lo[k] = floorInt((p[k] - half[k] - g.reach[k] - pairMargin) * g.inv[k])
		hi[k] = floorInt((p[k] + half[k] + g.reach[k] + pairMargin) * g.inv[k])
	}
	for y := lo[1]; y <= hi[1]; y++ {
		for z := lo[2]; z <= hi[2]; z++ {
			for x := lo[0]; x <= hi[0]; x++ {
				c := cellKey{x, y, z}
				k := g.bucket(c)
				for at := g.start[k]; at < g.start[k+1]; at++ {
					if g.sorted[at] == c && g.boxes[at].touches(p, half) { // read in order, not body by body
						out = append(out, g.order[at])
					}
				}
			}
		}
	}
	return out
}

// floorInt rounds down to an int32, clamping far values so that a body
// thrown a billion units away still lands in some cell. (Converting to an
// integer rounds towards zero, hence the step down for negative values;
// it is several times cheaper than math.Floor.)
func floorInt(x float32) int32 {
	const limit = 1 << 30
	x = max(-limit, min(limit, x))
	i := int32(x)
	if float32(i) > x {
		i--
	}
	return i
}

// resize returns s with length n, reusing its storage when it is large
// enough.
func resize[T any](s []T, n int) []T {
	return slices.Grow(s[:0], n)[:n]
}

// touches reports whether the box comes within pairMargin of the box of
// half size half around p on every axis.
func (b *gridBox) touches(p, half [3]float32) bool {
	for k := range 3 {
		if abs32(b.centre[k]-p[k]) > b.half[k]+half[k]+pairMargin {
			return false
		}
	}
	return true
}
