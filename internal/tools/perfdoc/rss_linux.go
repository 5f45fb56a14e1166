package main

import (
	"os"
	"syscall"
)

// peakMiB is a finished process's peak resident memory in MiB (Linux
// reports ru_maxrss in KiB), or -1 when it is not known.
func peakMiB(ps *os.ProcessState) float64 {
	if ps == nil {
		return -1
	}
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return -1
	}
	return float64(ru.Maxrss) / 1024
}
