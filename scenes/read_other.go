//go:build !unix

package scenes

// openFlags adds nothing where there are no Unix named pipes to block on.
const openFlags = 0
