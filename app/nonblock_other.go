//go:build !unix

package app

// openNonblock is 0 where an open never waits for a reader (the
// browser's file system, Windows).
const openNonblock = 0
