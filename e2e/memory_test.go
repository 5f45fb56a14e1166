package e2e

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
)

// memSample is the memory of a process at one moment.
type memSample struct {
	at        string // what the moment is: "frame 600", "t=12s"
	heapAlloc uint64 // live heap objects after a GC (Go's view)
	heapInuse uint64 // heap spans in use (Go's view, includes fragmentation)
	rss       uint64 // resident set (the kernel's view: Go heap, cgo, driver)
}

func (m memSample) String() string {
	return fmt.Sprintf("%s: HeapAlloc %s, HeapInuse %s, VmRSS %s", m.at, mib(m.heapAlloc), mib(m.heapInuse), mib(m.rss))
}

// sampleSelf measures this process after a full GC, so that HeapAlloc
// counts live data only and two samples compare like with like.
func sampleSelf(at string) (memSample, error) {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	rss, err := vmRSS(os.Getpid())
	return memSample{at: at, heapAlloc: ms.HeapAlloc, heapInuse: ms.HeapInuse, rss: rss}, err
}

// vmRSS reads a process's resident set size from /proc/PID/status, where
// the kernel reports it as "VmRSS:    123456 kB".
func vmRSS(pid int) (uint64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:")
		if !ok {
			continue
		}
		kb, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
		if err != nil {
			return 0, fmt.Errorf("e2e: VmRSS of %d: %w", pid, err)
		}
		return kb << 10, nil
	}
	if err := sc.Err(); err != nil {
		return 0, err
	}
	return 0, fmt.Errorf("e2e: no VmRSS in /proc/%d/status", pid)
}

// mib formats a byte count in MiB with one decimal.
func mib(b uint64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }

// growth is how much b grew over a, 0 when it shrank.
func growth(a, b uint64) uint64 {
	if b > a {
		return b - a
	}
	return 0
}

// kibDelta is b-a in KiB, negative when b is smaller.
func kibDelta(a, b uint64) int64 { return (int64(b) - int64(a)) / 1024 }
