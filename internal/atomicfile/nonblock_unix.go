//go:build unix

package atomicfile

import "syscall"

// openNonblock opens a pipe without waiting for its reader (see writeInPlace).
const openNonblock = syscall.O_NONBLOCK
