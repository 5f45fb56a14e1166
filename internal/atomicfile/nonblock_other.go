//go:build !unix

package atomicfile

// openNonblock is 0 where there are no named pipes to wait on (the
// browser's file system, Windows): an open never waits for a reader there.
const openNonblock = 0
