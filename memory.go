package main

import "runtime/debug"

// releaseSpawnScratch collects the garbage that spawning a scene leaves
// and gives its pages back to the operating system.
//
// Why: spawning a million cubes leaves two lists of a million entities
// (16 MB) behind. The Go collector runs when the heap has grown by as
// much as was live after the last collection (GOGC=100); with 175 MB live
// halfway through the spawn, the next collection would come only at 350
// MB, which a game that stops allocating after its first frame never
// reaches. The garbage would stay resident for the whole run and count in
// the process's peak memory. One collection here, while nothing else runs
// yet, costs a few milliseconds once.
func releaseSpawnScratch() { debug.FreeOSMemory() }
