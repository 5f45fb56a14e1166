package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// StallEnv names the test-only environment variable that freezes a write
// half-way, so that an end-to-end test can kill the process at the worst
// moment and check that the old file survived. Its value is the base name
// of the file to stall on ("stats.json"); that write puts half of its first
// chunk into the temporary file, flushes it, prints
//
//	atomicfile: test stall: PATH half written
//
// to stderr and sleeps until the process is killed. Never set it outside
// tests.
const StallEnv = "CUBEFALL_TEST_STALL_WRITE"

// A saver writes files; its fail hook, when set (by this package's tests
// only), runs before each step of a write — "write" (each Write call),
// "sync", "rename", "link" — and an error it returns stands for that step
// failing, as a full disk or a vanished directory would make it fail. The
// package's functions use a saver without one. The hook lives in a value
// the tests make, not in a package variable, so that tests running at the
// same time cannot see each other's failures.
type saver struct {
	fail func(step string) error
	// verify, when set, checks the finished temporary file before it is
	// renamed (WriteVerified).
	verify func(written string) error
}

// step runs do, unless the test hook fails the step first.
func (s saver) step(name string, do func() error) error {
	if s.fail != nil {
		if err := s.fail(name); err != nil {
			return err
		}
	}
	return do()
}

// stepWriter is the writer a write function gets: the temporary file,
// behind the test hooks. It remembers the file's own error, so that save
// can tell it from an error of the caller's encoder.
type stepWriter struct {
	saver
	f       *os.File
	path    string
	err     error
	written bool
}

// Write writes p to the file.
func (w *stepWriter) Write(p []byte) (int, error) {
	if !w.written {
		w.written = true
		w.maybeStall(p)
	}
	if w.fail != nil {
		if err := w.fail("write"); err != nil {
			n, _ := w.f.Write(p[:len(p)/2]) // a full disk takes part of it
			w.err = err
			return n, err
		}
	}
	n, err := w.f.Write(p)
	if err != nil {
		w.err = err
	}
	return n, err
}

// maybeStall is the StallEnv hook: it never returns when the variable names
// this file.
func (w *stepWriter) maybeStall(p []byte) {
	name := os.Getenv(StallEnv)
	if name == "" || name != filepath.Base(w.path) {
		return
	}
	w.f.Write(p[:len(p)/2])
	w.f.Sync()
	fmt.Fprintf(os.Stderr, "atomicfile: test stall: %s half written\n", w.path)
	for {
		time.Sleep(time.Hour)
	}
}
