package scenes

import (
	"math/rand/v2"

	"cubefall/ecs"
)

// spawnPiece is how many entities of a spawner one worker draws at a time.
const spawnPiece = 4096

// fillShared draws every entity's fields from the spawner's stream src,
// shared out among the workers of ws in pieces of spawnPiece entities,
// and leaves the world exactly as fillAll would: the same numbers on the
// same entities. With no pool, one worker, or a single piece, it is
// fillAll.
//
// How: each piece starts where the stream would be once the entities
// before it are drawn (jumpedPCG), which is a count of draws: an entity
// takes as many draws as the first one did. That holds for every draw of
// a float range and of a palette or integer range whose size is a power
// of two; another size can, very rarely, take a second draw (the draw
// that would bias the choice is thrown away). So each piece counts its
// draws, and after the run the pieces are checked in order: the first
// whose count is not its share was still right (it began in the right
// place), but every piece after it began in the wrong one, and is drawn
// again, in order, from where that piece ended. (If the first entity
// itself threw a draw away, the share is too large, and the first piece
// is the one that stops the shared part: still right.)
func (f *groupFiller) fillShared(ws *ecs.Workers, src *rand.PCG) {
	if f == nil {
		return
	}
	pieces := (f.n + spawnPiece - 1) / spawnPiece
	if ws == nil || ws.Len() == 1 || pieces < 2 {
		f.fillAll(rand.New(src))
		return
	}
	start := jumpedPCG(src, 0) // the stream before the first entity
	first := &countedSource{src: src}
	f.fillRange(0, 1, rand.New(first))
	per := first.n // the draws an entity takes
	srcs := make([]*countedSource, pieces)
	ws.For(pieces, func(i int) {
		lo, hi := f.piece(i)
		srcs[i] = &countedSource{src: jumpedPCG(start, per*uint64(lo))}
		f.fillRange(lo, hi, rand.New(srcs[i]))
	})
	for i, s := range srcs {
		if lo, hi := f.piece(i); s.n != per*uint64(hi-lo) {
			_, end := f.piece(pieces - 1)
			f.fillRange(hi, end, rand.New(s)) // on from where piece i ended
			return
		}
	}
}

// piece returns the entities [lo, hi) of piece i; piece 0 leaves out the
// first entity, which fillShared draws first to count its draws.
func (f *groupFiller) piece(i int) (lo, hi int) {
	return max(1, i*spawnPiece), min(f.n, (i+1)*spawnPiece)
}

// countedSource is a random source that counts the numbers drawn from it.
type countedSource struct {
	src *rand.PCG
	n   uint64
}

// Uint64 draws the next number and counts it.
func (c *countedSource) Uint64() uint64 {
	c.n++
	return c.src.Uint64()
}
