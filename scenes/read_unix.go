//go:build unix

package scenes

import "syscall"

// openFlags opens scene files without blocking: opening a named pipe for
// reading otherwise waits until a writer opens it. Reads from a regular
// file are not affected.
const openFlags = syscall.O_NONBLOCK
