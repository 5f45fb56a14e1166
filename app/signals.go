//go:build !js

package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"cubefall/internal/atomicfile"
)

// endSignals are the signals that end a run in order, like closing the
// window: Ctrl-C (SIGINT), a service manager or kill (SIGTERM), and a
// closed terminal (SIGHUP). SIGQUIT (Ctrl-\) is left to Go's default on
// purpose: it prints every goroutine's stack and exits 2, the one way to
// see where a hung program is stuck.
var endSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP}

// CatchEndSignals takes over endSignals and returns a context cancelled by
// the first one, for [Main]. A second one exits at once (exit 1, one line
// on stderr): the way out when the orderly end itself is stuck, for
// example in a call to an X server that no longer answers. It first
// removes the temporary files of the outputs being written (a save of a
// million entities is hundreds of megabytes), whose old files stay.
//
// It is the first statement of main. Before it, from the exec until the
// Go runtime and the packages have started (mostly the dynamic loader's
// work), these signals still have their default effect and end
// the process at once: no program can act on a signal before it has asked
// for it.
func CatchEndSignals() context.Context {
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, endSignals...)
	ctx, cancel := context.WithCancelCause(context.Background())
	go func() {
		sig := <-ch
		cancel(interruption{sig})
		sig = <-ch
		fmt.Fprintf(os.Stderr, "cubefall: %v again: exiting at once, without statistics\n", sig)
		atomicfile.RemoveTemporary() // the outputs under way keep their old files, and no temporary one
		os.Exit(exitFailure)
	}()
	return ctx
}

// interruption is the cause of a run's context that a signal cancelled:
// "interrupted by terminated", and the signal itself for its exit code.
type interruption struct{ sig os.Signal }

func (i interruption) Error() string { return fmt.Sprintf("interrupted by %v", i.sig) }

// signalExit is the exit code of a -check that a signal ended before its
// verdict: 128 plus the signal's number (130 for SIGINT, 143 for SIGTERM,
// 129 for SIGHUP), as a shell reports a program the signal killed. Never
// 0: to a script, -check's 0 means the scene is valid, and an
// interrupted check found nothing. A context cancelled otherwise gives 1.
func signalExit(ctx context.Context) int {
	var i interruption
	if errors.As(context.Cause(ctx), &i) {
		if s, ok := i.sig.(syscall.Signal); ok {
			return 128 + int(s)
		}
	}
	return exitFailure
}
