package atomicfile

import (
	"errors"
	"os"
	"sync"
)

// The temporary files under way. A write removes its temporary file
// itself on every way out of it (an error, a failed check, a panic: see
// save); what it cannot see is the program exiting under it, as it does
// on a second signal (os.Exit runs no deferred call), while a save of a
// million entities is checked or a recording is written. So every
// temporary file is listed here while it exists, and the exit removes
// them all first ([RemoveTemporary]).
//
// This is the package's one piece of shared state, on purpose: the files
// a process has on the disk are the process's, whoever wrote them, and
// the code that exits at once (a signal handler) must reach them all
// without being handed each writer.
var pending = pendingFiles{names: map[string]struct{}{}}

// pendingFiles is the set of temporary file names under way; closed is
// set once they were removed for the exit, after which no new one is
// made.
type pendingFiles struct {
	mu     sync.Mutex
	names  map[string]struct{}
	closed bool
}

// errExiting is the error of a write that starts after RemoveTemporary.
var errExiting = errors.New("the program is exiting")

// add lists a temporary file that was just created; it reports false
// (and removes the file) when the program is exiting already.
func (p *pendingFiles) add(name string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		os.Remove(name)
		return false
	}
	p.names[name] = struct{}{}
	return true
}

// done forgets a temporary file that was renamed or removed.
func (p *pendingFiles) done(name string) {
	p.mu.Lock()
	delete(p.names, name)
	p.mu.Unlock()
}

// RemoveTemporary removes every temporary file that a write under way
// has on the disk, and makes every later write fail: for a program about
// to exit without returning from its writes (os.Exit). Each target keeps
// its old content, as it would after a failed write. It is safe to call
// from any goroutine, more than once.
func RemoveTemporary() { pending.removeAll() }

// removeAll removes every file of the set and closes it.
func (p *pendingFiles) removeAll() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	for name := range p.names {
		os.Remove(name)
	}
	clear(p.names)
}
