//go:build !js

package app

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
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
// example in a call to an X server that no longer answers.
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
		cancel(fmt.Errorf("interrupted by %v", sig))
		sig = <-ch
		fmt.Fprintf(os.Stderr, "cubefall: %v again: exiting at once, without statistics\n", sig)
		os.Exit(exitFailure)
	}()
	return ctx
}
