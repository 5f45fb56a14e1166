package collision

import "github.com/go-gl/mathgl/mgl32"

// The engine's sleeping and waking: which sleepers woke this step, the
// regions asked to wake, the sleepers hit hard enough to wake, and the
// wide sleepers that live in no grid. Who falls asleep is decided in
// Rest, and who wakes is handed back by Woken (engine.go).

// isWoken reports whether the sleeper whose ID has index i woke since the
// sleepers were gathered.
func (en *Engine) isWoken(i uint32) bool {
	return int(i/64) < len(en.woken) && en.woken[i/64]&(1<<(i%64)) != 0
}

// Woke tells the engine that sleeper id woke, however that happened (the
// caller woke it for Woken, or by a rule of its own): from now until the
// sleepers are next handed in, its old place is skipped.
func (en *Engine) Woke(id ID) {
	en.current = false
	i := id.Index()
	for int(i/64) >= len(en.woken) {
		en.woken = append(en.woken, 0)
	}
	if en.woken[i/64]&(1<<(i%64)) == 0 {
		en.woken[i/64] |= 1 << (i % 64)
		en.wokenList = append(en.wokenList, uint32(i))
	}
}

// WakeAround asks the engine to wake, in its next step, every sleeping
// body that touches the box of half size half around pos (grown by a
// little): what rests on a body that is taken away must fall. A request
// must come before the step's Gather: one left over at the end of a step
// would be lost by a save.
func (en *Engine) WakeAround(pos, half mgl32.Vec3) {
	en.wakeBoxes = append(en.wakeBoxes, Body{pos: pos, prev: pos, half: half})
}

// wakeRegions wakes the sleepers that touch a region asked for with
// WakeAround.
func (en *Engine) wakeRegions() {
	for i := range en.wakeBoxes {
		r := &en.wakeBoxes[i]
		en.near = en.sleepersNear(r.pos, r.half, en.near[:0])
		for _, j := range en.near {
			if boxesTouch(r, &en.sleepers[j]) {
				en.hitSleeper(j)
			}
		}
	}
	en.wakeBoxes = en.wakeBoxes[:0]
}

// hitSleeper marks sleeper j to wake at the end of the step.
func (en *Engine) hitSleeper(j int32) {
	if !en.sleepers[j].is(bodyHit) {
		en.sleepers[j].mark(bodyHit, true)
		en.hits = append(en.hits, j)
	}
}

// wideHalf is the largest half size, along any axis, of a sleeper that
// goes into the sleepers' grids and height maps. A wider one (a platform,
// a floor made of a box) is a wide sleeper: kept in a short list that
// every body checks, box against box. In the grids it would make every
// cell as large as itself, and in a height map it would raise every tile
// under it, one by one: a million units wide, a quarter of a million
// million tiles, minutes per step. Its cost is then one box test per body
// whatever its size. Scenes hold a few such bodies at most; a cube is far
// narrower.
// It buys no speed bar but a bound: a scene with a floor made of a box
// steps in time at all (TestAHugeSleeperCostsFewTiles). An awake body
// whose swept box is wider is kept out of the awake grid the same way
// (wideawake.go).
const wideHalf = 8

// fixedBody is a sleeper's fixed box, marked wide when it is wider than
// wideHalf along some axis.
func fixedBody(pos, half [3]float32, restitution, friction float32) Body {
	b := Body{pos: pos, prev: pos, half: half, restitution: restitution, friction: friction}
	b.mark(bodyWide, max(half[0], half[1], half[2]) > wideHalf)
	return b
}

// listWide appends to wide the wide sleepers among sleepers[from:].
func (en *Engine) listWide(from int) {
	for j := from; j < len(en.sleepers); j++ {
		if en.sleepers[j].is(bodyWide) {
			en.wide = append(en.wide, int32(j))
		}
	}
}

// wideSleepers appends to out the wide sleepers whose box overlaps a box
// of half size half around centre, or comes within pairMargin of it, as a
// grid's query would find them.
func (en *Engine) wideSleepers(centre, half [3]float32, out []int32) []int32 {
	for _, j := range en.wide {
		s := &en.sleepers[j]
		if abs32(s.pos[0]-centre[0]) <= s.half[0]+half[0]+pairMargin &&
			abs32(s.pos[1]-centre[1]) <= s.half[1]+half[1]+pairMargin &&
			abs32(s.pos[2]-centre[2]) <= s.half[2]+half[2]+pairMargin {
			out = append(out, j)
		}
	}
	return out
}
