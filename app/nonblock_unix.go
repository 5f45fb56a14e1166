//go:build unix

package app

import "syscall"

// openNonblock makes canOverwrite's open fail at once on a pipe with no
// reader instead of waiting.
const openNonblock = syscall.O_NONBLOCK
