package app

import "runtime/debug"

// releaseSpawnScratch collects the garbage that spawning a scene leaves
// and gives its pages back to the operating system.
//
// Why: spawning a million cubes leaves two lists of a million entities
// (8 bytes each) behind. The Go collector runs when the heap has grown by
// as much as was live after the last collection (GOGC=100); with most of
// the world's columns live halfway through the spawn, the next collection
// would come only when the heap had doubled past that, which a game that
// stops allocating after its first frame never reaches. The garbage would stay resident for the whole run and count in
// the process's peak memory. One collection here, while nothing else runs
// yet, costs a few milliseconds once.
func releaseSpawnScratch() { debug.FreeOSMemory() }

// spawnUncollected runs spawn with the garbage collector off, and turns it
// back to its setting (GOGC) afterwards.
//
// Why: a million cubes grow the heap from nothing to a couple of hundred
// bytes a cube within the spawn (docs/performance.md#bytes-per-cube), and
// the collector, which runs whenever the heap has doubled,
// would start several times on the way, marking columns that are all
// live and slowing every write of a pointer (a mesh's name) while it
// marks. The spawn leaves little garbage (the lists of new entities), and
// releaseSpawnScratch collects it right after, so nothing is kept that a
// collection during the spawn would have freed.
func spawnUncollected[T any](spawn func() (T, error)) (T, error) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	return spawn()
}
