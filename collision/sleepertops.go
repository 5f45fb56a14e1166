package collision

// sleeperTops is a coarse height map of the sleeping bodies, which lets
// most awake bodies skip the sleepers' grids altogether. The ground is cut
// into square tiles tileSize units wide, and each tile keeps the highest
// top of any sleeper whose box (grown by pairMargin) reaches into it. A
// body whose swept box lies above the tops of every tile under it cannot
// touch a sleeper, and needs no query.
//
// Why: in the default scene's first seconds nearly every cube is awake and
// falling, and a falling cube low enough to pass the grid's own test (is
// the box inside the box around every sleeper?) still reads several rows
// of both sleepers' grids only to find nothing. Above a pile a few units
// high, the height map answers with one or two reads from a small table,
// which stays in the cache where the grids, at a hundred thousand
// sleepers, do not.
//
// The map only ever errs on the safe side: tiles are hashed into a table,
// and two tiles that share a slot share the higher top; a sleeper that
// wakes leaves its top behind until the sleepers are gathered again, when
// the map is built afresh. So a skipped query is always one that would
// have found nothing, and the world is the same as without the map.
//
// Bars: the 10k rain's 1.5 ms a step and the 100k rain's ratio to it
// ("Collisions"): at a hundred thousand sleepers the grids' reads missed
// the cache for nearly every falling cube.
type sleeperTops struct {
	mask    uint32
	stride  uint32    // slots between neighbouring rows of tiles (see slot)
	top     []float32 // per slot: the highest top of a sleeper in its tiles, or −∞
	highest float32   // the highest of them all: a box above it needs no tile read
	raised  int       // tiles raised since the map was made: its work, which wideHalf bounds per sleeper
}

// tileSize is the width of a tile of the height map, in world units: a
// few cubes wide, so that a falling cube's box covers one to four tiles.
const tileSize = 2

// reset empties the map and sizes its table for the tiles of an area
// of the ground: at least twice as many slots as tiles, so that few
// tiles share one.
func (st *sleeperTops) reset(area float32) {
	slots, bits := 256, 8
	for float32(slots) < 2*area/(tileSize*tileSize) && slots < 1<<22 {
		slots, bits = slots*2, bits+1
	}
	st.mask = uint32(slots - 1)
	st.stride = 1 << ((bits + 1) / 2)
	st.top = resize(st.top, slots)
	for i := range st.top {
		st.top[i] = negInf
	}
	st.highest = negInf
}

// negInf is below every top.
const negInf = float32(-1e38)

// add raises the tiles under sleeper b to its top. The corners are worked
// out the way the grid works out its entries' boxes, so that the map
// covers every box the grid could answer with.
func (st *sleeperTops) add(b *Body) {
	if len(st.top) == 0 {
		st.reset(0)
	}
	if b.is(bodyWide) {
		return // the short list of wide sleepers answers for it
	}
	c, h := b.swept()
	top := c[1] + h[1] + pairMargin
	st.highest = max(st.highest, top)
	x0, x1 := tileOf(c[0]-h[0]-pairMargin), tileOf(c[0]+h[0]+pairMargin)
	z0, z1 := tileOf(c[2]-h[2]-pairMargin), tileOf(c[2]+h[2]+pairMargin)
	st.raised += int((int64(x1) - int64(x0) + 1) * (int64(z1) - int64(z0) + 1))
	for x := x0; x <= x1; x++ {
		for z := z0; z <= z1; z++ {
			s := st.slot(x, z)
			st.top[s] = max(st.top[s], top)
		}
	}
}

// mayTouch reports whether some sleeper may touch the box of half size
// half around centre (as the grids' queries see it): false only when
// every tile under the box is lower than its bottom.
func (st *sleeperTops) mayTouch(centre, half [3]float32) bool {
	bottom := centre[1] - half[1]
	if bottom > st.highest || len(st.top) == 0 {
		return false
	}
	x0, x1 := tileOf(centre[0]-half[0]), tileOf(centre[0]+half[0])
	z0, z1 := tileOf(centre[2]-half[2]), tileOf(centre[2]+half[2])
	if (int64(x1)-int64(x0)+1)*(int64(z1)-int64(z0)+1) > int64(len(st.top)) {
		return true // a box wider than the map: more tiles than slots, some of which are high
	}
	for x := x0; x <= x1; x++ {
		for z := z0; z <= z1; z++ {
			if st.top[st.slot(x, z)] >= bottom {
				return true
			}
		}
	}
	return false
}

// tileOf is the tile of a coordinate along x or z. Rounding down after a
// multiplication never puts a larger coordinate in a lower tile, which is
// what makes the map safe: two boxes that overlap share a tile.
func tileOf(v float32) int32 { return floorInt(v * (1.0 / tileSize)) }

// slot maps a tile to its slot in the table: x + z·stride, wrapped to
// the table, so that a row of tiles along x is a run of neighbouring
// slots and rows lie a stride apart. The bodies ask in the grid's order,
// row by row along x, so one query's tiles are mostly in the cache lines
// the last query read; a hash that scattered neighbouring tiles over the
// table made nearly every read at a hundred thousand sleepers (a table of
// 256 KiB) a wait for memory. Which tiles share a slot changes nothing
// but how often the map says "maybe".
func (st *sleeperTops) slot(x, z int32) uint32 {
	return (uint32(x) + uint32(z)*st.stride) & st.mask
}
