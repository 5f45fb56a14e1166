package ecs

// The tuning constants of parallel queries, for the tests in package
// ecs_test that size their worlds around a chunk.
const (
	ChunkRows          = chunkRows
	MinChunksPerWorker = minChunksPerWorker
)
