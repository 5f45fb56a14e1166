//go:build !js

package render

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
)

// xErrorLog is what the X protocol error handler saw (see
// installXHandlers). Xlib has a single error handler for the whole
// process, which knows nothing of Go values, so this is package state: the
// open Window registers its X id and logger here, and the handler reports
// every error to it.
type xErrorLog struct {
	mu     sync.Mutex
	log    *slog.Logger
	window uint64       // X id of the open window, 0 when none is open
	seen   map[xKey]int // errors seen, by kind
	quiet  int          // errors not logged (not the first of their kind)
}

// The core X error codes that say a window no longer exists (X11
// protocol, "Errors"): other errors naming the window, such as BadMatch for
// a request it cannot serve, are only logged.
const (
	xBadWindow   = 3
	xBadDrawable = 9
)

// xKey is a kind of X error: the error code and the request that failed.
type xKey struct{ code, request int }

// xerrs is the process's one xErrorLog. It is package state, the one
// exception to "everything hangs off the world", because what it serves is
// process-wide too: Xlib keeps a single error handler per process, a C
// function with no argument to carry a Go value, so the handler can only
// find its log here.
var xerrs = &xErrorLog{seen: map[xKey]int{}}

// watch makes errors go to log and notice the loss of window.
func (x *xErrorLog) watch(window uint64, log *slog.Logger) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.window, x.log = window, log
}

// report records one X error. The first of each kind is logged as a
// warning; later ones are only counted, so that a repeated error cannot
// fill the log with one line per frame.
//
// A BadWindow or BadDrawable error naming the open window means another
// client destroyed it (with XDestroyWindow, as xdotool windowclose does; a
// window manager's close button asks instead, and the run ends in order). The program then exits
// at once with one line and exit 1: Mesa's software renderer corrupts its
// memory when it draws into a window that is gone, so neither another
// frame nor the final screenshot can be drawn, and Xlib's own handler
// exited at this point too.
func (x *xErrorLog) report(text string, resource uint64, code, request int) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if resource != 0 && resource == x.window && (code == xBadWindow || code == xBadDrawable) {
		fmt.Fprintf(os.Stderr, "%s: the window was destroyed by another X client (%s); exiting without statistics\n", filepath.Base(os.Args[0]), text)
		os.Exit(1)
	}
	k := xKey{code, request}
	x.seen[k]++
	if x.seen[k] > 1 {
		x.quiet++
		return
	}
	x.warn("X error (later ones of this kind are counted, not logged)", "error", text,
		"request", request, "resource", fmt.Sprintf("%#x", resource))
}

func (x *xErrorLog) warn(msg string, args ...any) {
	if x.log != nil {
		x.log.Warn(msg, args...)
	}
}

// release forgets the window when it closes, and says how many errors
// were counted without being logged.
func (x *xErrorLog) release() {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.quiet > 0 {
		x.warn("X errors not logged", "count", x.quiet)
	}
	x.window, x.quiet = 0, 0
}
